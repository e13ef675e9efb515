import type { Core } from '@strapi/strapi';
import { applyRolesAndPermissions } from './bootstrap/roles';
import { applyContentManagerLayouts } from './bootstrap/content-manager';
import { activityLogMiddleware, purgeStoredSnapshots } from './lib/activity-log';
import { stampOnPasswordChange } from './lib/token-stamp';
import { linkGuardMiddleware } from './lib/link-guard';
import { softDeleteMiddleware } from './lib/soft-delete';
import { guardUniversitySubtype } from './lib/subtype-guard';
import { domainGuardMiddleware } from './lib/domain-guard';
import { figureSourceGuardMiddleware } from './lib/figure-source-guard';
import { backfillPanelTitles, panelTitleMiddleware } from './lib/panel-title';
import { ensureContentVersion, invalidateOnWrites } from './lib/public-cache';
import { guardPanelSaves } from './lib/panel-stale-write';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // The link guard first: a refused write is neither stored nor logged.
    // Records deleted within the undo window are hidden from every read (lib/soft-delete.ts).
    strapi.documents.use(softDeleteMiddleware());
    strapi.documents.use(linkGuardMiddleware(strapi));
    // The domain's validation for every writer, the panel's content manager included.
    strapi.documents.use(domainGuardMiddleware(strapi));
    // A fee or a score written in a request carries its source and year (issue 22).
    strapi.documents.use(figureSourceGuardMiddleware(strapi));
    strapi.documents.use(activityLogMiddleware(strapi));
    strapi.documents.use(panelTitleMiddleware(strapi));
    // The panel's saves refuse a version someone else has saved since (the header its app sends).
    guardPanelSaves(strapi);
  },

  /**
   * Roles, permissions and the panel's Arabic layouts come from code. An error here is not
   * caught: Strapi then refuses to start rather than serve with the wrong permissions.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // First, so that every write from here on (the permissions below too) invalidates public reads.
    await ensureContentVersion(strapi);
    invalidateOnWrites(strapi);
    guardUniversitySubtype(strapi);
    const { added, removed } = await applyRolesAndPermissions(strapi);
    if (added || removed) strapi.log.info(`[dalil] permissions applied: ${added} added, ${removed} removed`);
    await applyContentManagerLayouts(strapi);
    stampOnPasswordChange(strapi);
    const titled = await backfillPanelTitles(strapi);
    if (titled) strapi.log.info(`[dalil] panel titles written for ${titled} university parts`);
    const purged = await purgeStoredSnapshots(strapi);
    if (purged)
      strapi.log.info(`[dalil] activity log: ${purged} stored entries rewritten through the field allow-list`);
  },
};
