import type { Core } from '@strapi/strapi';
import { ALL_RESOURCES, UNIVERSITY_RESOURCE } from '@dalil/domain/resources';
import { PANEL_TITLE_ATTRIBUTE, panelTitle, type PanelTitleKind } from '@dalil/domain/cms';
import { documentMiddleware } from './documents';

/**
 * Keeps `panel_title` (the panel's main field of a university's parts, `panel-title.ts` of the
 * domain) equal to what the part and its university say: after every create or update of a part,
 * and of its parts after a university is saved. Written with the query engine, so the write is
 * neither checked nor logged a second time; it never reaches an API record (records.ts).
 */
const UNIVERSITY = UNIVERSITY_RESOURCE.uid;
/** The parts titled so, by their descriptions' `panelTitle`. */
export const PANEL_TITLED: Record<string, PanelTitleKind> = Object.fromEntries(
  ALL_RESOURCES.flatMap((r) => (r.panelTitle ? [[r.uid, r.panelTitle] as const] : [])),
);
const UNIVERSITY_FIELDS = ['university_Arabic_Name', 'university_code'];

type Row = { id: number; panel_title?: string | null; university?: Record<string, unknown> | null } & Record<
  string,
  unknown
>;

async function retitle(strapi: Core.Strapi, uid: string, where: Record<string, unknown>): Promise<number> {
  const rows = (await strapi.db.query(uid).findMany({
    where,
    populate: { university: { select: UNIVERSITY_FIELDS } },
  })) as Row[];
  let changed = 0;
  for (const row of rows) {
    const title = panelTitle(PANEL_TITLED[uid], row as Parameters<typeof panelTitle>[1], row.university);
    if (row[PANEL_TITLE_ATTRIBUTE] === title) continue;
    await strapi.db.query(uid).update({ where: { id: row.id }, data: { [PANEL_TITLE_ATTRIBUTE]: title } });
    changed += 1;
  }
  return changed;
}

export function panelTitleMiddleware(strapi: Core.Strapi) {
  return documentMiddleware(async (context, next) => {
    const result = (await next()) as { documentId?: string } | null;
    if (!['create', 'update'].includes(context.action) || !result?.documentId) return result;
    if (context.uid in PANEL_TITLED) await retitle(strapi, context.uid, { documentId: result.documentId });
    else if (context.uid === UNIVERSITY)
      for (const uid of Object.keys(PANEL_TITLED))
        await retitle(strapi, uid, { university: { documentId: result.documentId } });
    return result;
  });
}

const TITLES_KEY = 'panel-titles-version';
const TITLES_VERSION = 1;

/** Once per database (a version in the core store): titles every part stored before the attribute existed. */
export async function backfillPanelTitles(strapi: Core.Strapi): Promise<number> {
  const store = strapi.store({ type: 'core', name: 'dalil' });
  if (Number(await store.get({ key: TITLES_KEY })) >= TITLES_VERSION) return 0;
  // One transaction: on SQLite a commit per row would take minutes for the guide's ~2,000 parts.
  const changed = await strapi.db.transaction(async () => {
    let count = 0;
    for (const uid of Object.keys(PANEL_TITLED)) count += await retitle(strapi, uid, {});
    return count;
  });
  await store.set({ key: TITLES_KEY, value: TITLES_VERSION });
  return changed;
}
