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
 * Strapi sets the page's `lang` to the editor's language but never its direction: in Arabic the
 * panel is laid out right to left here (Strapi's layout uses flex rows, which follow `dir`).
 */
function followLanguageDirection() {
  const html = document.documentElement;
  const apply = () => {
    const dir = html.lang.startsWith('ar') ? 'rtl' : 'ltr';
    if (html.dir !== dir) html.dir = dir;
  };
  apply();
  new MutationObserver(apply).observe(html, { attributes: true, attributeFilter: ['lang'] });
  // A field reads in the direction of its own text: a link, a date or a code stays left to right.
  const style = document.createElement('style');
  style.textContent = 'html[dir="rtl"] input, html[dir="rtl"] textarea { unicode-bidi: plaintext; }';
  document.head.appendChild(style);
}

/** Strapi's own strings its Arabic translation lacks, on the screens editors use every day. */
const ARABIC = {
  'global.search': 'بحث',
  'content-manager.containers.edit.panels.default.title': 'السجل',
  'content-manager.pages.ListView.header-subtitle': 'عدد السجلات: {number}',
  'content-manager.form.Input.hint.character.unit': ' حرف',
  'content-manager.form.Input.hint.minMaxDivider': ' / ',
  'content-manager.form.Input.hint.text':
    '{min, select, undefined {} other {الحد الأدنى {min}}}{divider}{max, select, undefined {} other {الحد الأقصى {max}}}{unit}{br}{description}',
  'app.components.MediaLibraryBanner.intro': 'مكتبة الوسائط الجديدة: ',
  'app.components.MediaLibraryBanner.text.enabled': 'أنت تستخدم النسخة الجديدة.',
  'app.components.MediaLibraryBanner.text': 'راجع التوثيق لمعرفة طريقة الانتقال إليها.',
  'app.components.MediaLibraryBanner.button.enabled': 'اقرأ الإعلان',
  'app.components.MediaLibraryBanner.button': 'التوثيق',
  'app.components.MediaLibraryBanner.close': 'إغلاق الشريط',
};

/**
 * The panel offers Arabic (Strapi's own translation, completed above) beside English; the seeded
 * editor's account chooses Arabic (`preferedLanguage`).
 */
export default {
  config: {
    locales: ['ar'],
    translations: { ar: ARABIC },
  },
  bootstrap(app: StrapiApp) {
    followLanguageDirection();
    const contentManager = app.getPlugin('content-manager') as unknown as {
      apis: { addEditViewSidePanel: (reduce: (panels: unknown[]) => unknown[]) => void };
    };
    contentManager.apis.addEditViewSidePanel((panels) => [
      ...panels.filter((panel) => !isFramePreview(panel)),
      ViewOnSitePanel,
    ]);
  },
};
