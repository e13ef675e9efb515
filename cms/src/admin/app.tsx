import * as React from 'react';
import { LinkButton } from '@strapi/design-system';
import { useFetchClient, type StrapiApp } from '@strapi/strapi/admin';

type PanelProps = { model: string; documentId?: string; document?: { id?: unknown } | null };

/**
 * "عرض على الموقع": the page of this university, article, news item or scholarship on the site,
 * in a new tab. The address comes from Strapi's preview handler (config/admin.ts, SITE_URL).
 * Strapi's own preview shows the site in a frame, which the site refuses (frame-ancestors 'none'),
 * so that panel is replaced by this link.
 */
const ViewOnSitePanel = ({ model, documentId, document }: PanelProps) => {
  const { get } = useFetchClient();
  const [url, setUrl] = React.useState<string | null>(null);
  const saved = Boolean(document?.id && documentId);
  React.useEffect(() => {
    let live = true;
    setUrl(null);
    if (saved)
      get<{ data?: { url?: string } }>(`/content-manager/preview/url/${model}`, { params: { documentId } })
        .then((res) => live && setUrl(res.data?.data?.url ?? null))
        .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [get, model, documentId, saved]);
  if (!url) return null;
  return {
    title: 'الصفحة على الموقع',
    content: (
      <LinkButton href={url} isExternal variant="tertiary" width="100%">
        عرض على الموقع
      </LinkButton>
    ),
  };
};

/** Strapi's frame preview panel: the one whose code names its own translation keys. */
const isFramePreview = (panel: unknown) => String(panel).includes('content-manager.preview.panel');

/**
 * The panel offers Arabic (Strapi's own translation) beside English; the seeded editor's account
 * chooses Arabic (`preferedLanguage`), and Strapi then lays the panel out right to left.
 */
export default {
  config: {
    locales: ['ar'],
  },
  bootstrap(app: StrapiApp) {
    const contentManager = app.getPlugin('content-manager') as unknown as {
      apis: { addEditViewSidePanel: (reduce: (panels: unknown[]) => unknown[]) => void };
    };
    contentManager.apis.addEditViewSidePanel((panels) => [
      ...panels.filter((panel) => !isFramePreview(panel)),
      ViewOnSitePanel,
    ]);
  },
};
