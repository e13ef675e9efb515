import type { Core, UID } from '@strapi/strapi';
import {
  PANEL_BASE_VERSION_HEADER,
  PANEL_STALE_WRITE_MESSAGE,
  STALE_WRITE_MESSAGE,
  readBaseVersion,
} from '@dalil/domain/rules';
import { docs } from './documents';
import { writeIfUnchanged } from './concurrency';
import { conflict } from './http';
import { orBadRequest, type Ctx } from './request';
import { contentManagerRoutes } from './strapi-internals';

/**
 * Two editors in Strapi's panel on one record (issue 21 item 2). The panel's edit view drops
 * `updatedAt` from the body it saves, so `cms/src/admin/app.tsx` sends the version the edit view
 * opened in the `x-dalil-base-version` header; this route middleware runs the content manager's
 * save through `writeIfUnchanged` (one transaction whose first statement moves `updatedAt` on only
 * if it is still the opened one), so a save based on an older version is refused with 409
 * «عدّل شخص آخر هذا السجل بعد فتحك له…» (with what to do: copy the text, reload) and writes
 * nothing. The panel keeps the editor's form as typed and shows the message. A save without the header (scripts, an older panel) runs as before.
 *
 * It is a route middleware of the content manager's save routes, so Strapi has authenticated the
 * editor and checked their permission before it runs: a caller without a panel session never
 * reaches the version check.
 */
const SAVES: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'PUT', path: '/collection-types/:model/:id' },
  { method: 'POST', path: '/collection-types/:model/:id/actions/publish' },
  { method: 'PUT', path: '/single-types/:model' },
  { method: 'POST', path: '/single-types/:model/actions/publish' },
];

function headerVersion(ctx: Ctx): Date | null {
  const sent = ctx.get(PANEL_BASE_VERSION_HEADER);
  return orBadRequest(readBaseVersion({ updatedAt: sent }));
}

export const panelStaleWriteMiddleware =
  (strapi: Core.Strapi) =>
  async (ctx: Ctx, next: () => Promise<unknown>): Promise<unknown> => {
    const base = headerVersion(ctx);
    if (!base) return next();
    const uid = ctx.params.model as UID.ContentType;
    const documentId = ctx.params.id ?? (await docs(strapi, uid).findFirst({ fields: ['documentId'] }))?.documentId;
    if (!documentId) return next();
    try {
      return await writeIfUnchanged(strapi, uid, String(documentId), base, next);
    } catch (error) {
      // The site's screens offer «إعادة التحميل»; the panel's message says what to do instead.
      if ((error as { status?: number }).status === 409 && (error as Error).message === STALE_WRITE_MESSAGE)
        throw conflict(PANEL_STALE_WRITE_MESSAGE);
      throw error;
    }
  };

/** Adds the check to the content manager's save routes (called in `register`, before routing). */
export function guardPanelSaves(strapi: Core.Strapi): number {
  const routes = contentManagerRoutes(strapi, SAVES);
  for (const route of routes)
    route.config = {
      ...route.config,
      middlewares: [...(route.config?.middlewares ?? []), panelStaleWriteMiddleware(strapi)],
    };
  return routes.length;
}
