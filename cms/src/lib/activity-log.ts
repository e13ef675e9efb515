import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core, UID } from '@strapi/strapi';
import { docs, documentMiddleware, modelOf } from './documents';
import { figureLogEntries, floorCellName, floorLogFigures, type FigureSource } from '@dalil/domain/rules';
import { scoreCriterionName } from '@dalil/domain/validation';
import {
  ADMISSION_FLOOR_RESOURCE,
  AD_EVENT_RESOURCE,
  DESIRE_LIST_RESOURCE,
  FACULTY_OFFERING_RESOURCE,
  UNIVERSITY_RESOURCE,
  USER_RESOURCE,
  VISITOR_SESSION_RESOURCE,
  LOG_ENTRY_RESOURCE,
} from '@dalil/domain/resources';
import { logSnapshot, purgeSnapshot, type SchemaAttributes } from '@dalil/domain/cms';

/**
 * Every staff mutation is written to the activity log by the server itself: a document-service
 * middleware sees each create, update and delete, and when the request was made by a site staff
 * account (Admin, SuperAdmin) or a panel editor it adds a log entry in the same transaction.
 */
const LOG_UID = LOG_ENTRY_RESOURCE.uid;
const FLOOR_UID = ADMISSION_FLOOR_RESOURCE.uid;
const NOT_LOGGED = new Set<string>([
  LOG_UID,
  VISITOR_SESSION_RESOURCE.uid,
  AD_EVENT_RESOURCE.uid,
  // A person's own desire list is theirs, not a staff change of the site's content.
  DESIRE_LIST_RESOURCE.uid,
]);
const ACTIONS: Record<string, 'add' | 'edit' | 'delete'> = { create: 'add', update: 'edit', delete: 'delete' };
const NAME_FIELDS = [
  'university_Arabic_Name',
  'title',
  'name',
  'faculty',
  'faculty_name',
  'email',
  'type',
  'Short_name',
  'university_code',
];

type Actor = { adminName: string; adminType: string; adminId: string };
type Doc = Record<string, unknown> & { documentId?: string };

/** The staff member behind the current request, if any. */
export function currentStaff(strapi: Core.Strapi): Actor | null {
  const ctx = strapi.requestContext.get() as
    { state?: { user?: Record<string, unknown>; auth?: { strategy?: { name?: string } } } } | undefined;
  const user = ctx?.state?.user;
  if (!user) return null;
  const strategy = ctx?.state?.auth?.strategy?.name;
  if (strategy === 'admin') {
    return {
      adminName: `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim() || String(user.email),
      adminType: 'panel',
      adminId: String(user.id),
    };
  }
  if (user.user_type === 'Admin' || user.user_type === 'SuperAdmin') {
    return {
      adminName: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || String(user.email),
      adminType: String(user.user_type),
      adminId: String(user.documentId ?? user.id),
    };
  }
  return null;
}

/**
 * "جامعة: الجامعة الألمانية بالقاهرة" — the type's Arabic name and the record's own name; a
 * record that belongs to a university adds the university's name ("حالة التقديم: جامعة …",
 * "عرض كلية: كلية الطب — جامعة …"), so staff can tell whose record changed.
 */
export function describeTarget(displayName: string, doc: Doc | null | undefined, owner?: string | null): string {
  // A score-criteria record has no name field: its year and certificate name it (issue 21 item 10).
  const name =
    doc && doc.year !== undefined && typeof doc.certificate === 'string'
      ? scoreCriterionName(doc.year, doc.certificate)
      : doc && isFloorCell(doc)
        ? floorCellName(doc)
        : doc && NAME_FIELDS.map((f) => doc[f]).find((v) => typeof v === 'string' && v.trim());
  const label = [name, owner].filter((v) => typeof v === 'string' && v.trim()).join(' — ');
  return `${displayName}: ${label || (doc?.documentId ?? '—')}`.slice(0, 500);
}

/** A cell of the councils' floors table names itself by its year, certificate group, tier and faculty group. */
const isFloorCell = (
  doc: Doc,
): doc is Doc & { academic_year: string; certificate_group: string; tier: string; faculty_group: string } =>
  typeof doc.academic_year === 'string' &&
  typeof doc.certificate_group === 'string' &&
  typeof doc.faculty_group === 'string' &&
  doc.tier !== undefined;

/** The Arabic name of the university a record belongs to, when its type has a `university` relation. */
async function ownerNameOf(strapi: Core.Strapi, uid: UID.ContentType, documentId: unknown): Promise<string | null> {
  const relation = (modelOf(strapi, uid)?.attributes as Record<string, { type?: string; target?: string }> | undefined)
    ?.university;
  if (relation?.type !== 'relation' || relation.target !== UNIVERSITY_RESOURCE.uid || typeof documentId !== 'string')
    return null;
  const doc = (await docs(strapi, uid).findOne({
    documentId,
    fields: ['id'],
    populate: { university: { fields: ['university_Arabic_Name'] } },
  })) as { university?: { university_Arabic_Name?: string } | null } | null;
  return doc?.university?.university_Arabic_Name ?? null;
}

const attributesOf = (strapi: Core.Strapi, uid: UID.ContentType) =>
  (modelOf(strapi, uid)?.attributes ?? {}) as unknown as SchemaAttributes;
const componentAttributes = (strapi: Core.Strapi) => (uid: string) =>
  (strapi.components as unknown as Record<string, { attributes?: unknown }>)[uid]?.attributes as
    SchemaAttributes | undefined;

/**
 * Before and after of an edit: the type's own non-private attributes of the stored record, read
 * without populate (see `logSnapshot` in packages/domain). Never the result of the call, which a
 * caller such as the panel's content manager may have populated with its admin users.
 */
function snapshot(strapi: Core.Strapi, uid: UID.ContentType, doc: Doc | null) {
  return logSnapshot(attributesOf(strapi, uid), doc, componentAttributes(strapi));
}

/** The type's components, populated in the before/after read (an offering's fee and score sources). */
function componentPopulate(strapi: Core.Strapi, uid: UID.ContentType): Record<string, true> {
  return Object.fromEntries(
    Object.entries(attributesOf(strapi, uid))
      .filter(([, attribute]) => attribute.type === 'component')
      .map(([name]) => [name, true as const]),
  );
}

/**
 * An edit's after, with `figure_sources` when it changed a fee or a score (issue 22): each new
 * figure with the address and academic year of the source it was written with.
 */
function afterWithFigures(strapi: Core.Strapi, uid: UID.ContentType, before: Doc | null, after: Doc | null) {
  const snap = snapshot(strapi, uid, after);
  if (uid === FLOOR_UID && snap && after) {
    const figure = floorFigure(after);
    return before && JSON.stringify(floorFigure(before)) === JSON.stringify(figure)
      ? snap
      : { ...snap, figure_sources: figure };
  }
  if (uid !== FACULTY_OFFERING_RESOURCE.uid || !snap) return snap;
  const figures = figureLogEntries(before, after);
  return Object.keys(figures).length ? { ...snap, figure_sources: figures } : snap;
}

/** A floor cell's percent with each source's address, kind and year (domain `floorLogFigures`). */
function floorFigure(doc: Doc) {
  const sources = (Array.isArray(doc.sources) ? doc.sources : []) as Partial<FigureSource>[];
  return floorLogFigures({
    percent: doc.percent === null || doc.percent === undefined ? null : Number(doc.percent),
    sources: sources.map((s) => ({ url: s.url ?? null, kind: s.kind ?? null, academic_year: s.academic_year ?? null })),
  });
}

/** Set while a change that writes its own single entry runs (see `withoutDocumentEntries`). */
const oneEntryChange = new AsyncLocalStorage<true>();

/**
 * Runs `work` without the per-document entries: for a change made of several documents (a
 * university with its parts) that the caller logs as ONE entry with `writeActivityEntry`.
 */
export function withoutDocumentEntries<T>(work: () => Promise<T>): Promise<T> {
  return oneEntryChange.run(true, work);
}

/**
 * One entry written by a controller for a staff action the document service does not see, or
 * that would otherwise be many entries (a bulk mail run, a clearing, a university saved with its
 * parts inside `withoutDocumentEntries`). Entries of the log type are
 * never logged themselves, so this adds exactly one. Nothing is written without a staff caller.
 */
export async function writeActivityEntry(
  strapi: Core.Strapi,
  entry: {
    action: 'view' | 'add' | 'edit' | 'delete';
    target: string;
    /** The changed record's type (UID), by which the log screen names the changed fields. */
    targetType: string;
    beforeEdit?: unknown;
    afterEdit?: unknown;
  },
): Promise<Doc | null> {
  const actor = currentStaff(strapi);
  if (!actor) return null;
  return docs(strapi, LOG_UID).create({
    data: { ...actor, ...entry, target: entry.target.slice(0, 500), timestamp: new Date().toISOString() },
  });
}

export function activityLogMiddleware(strapi: Core.Strapi) {
  return documentMiddleware(async (context, next) => {
    const action = ACTIONS[context.action];
    const logged =
      action && !NOT_LOGGED.has(context.uid) && (context.uid.startsWith('api::') || context.uid === USER_RESOURCE.uid);
    const actor = logged && !oneEntryChange.getStore() ? currentStaff(strapi) : null;
    if (!actor) return next();

    const documents = docs(strapi, context.uid);
    const populate = componentPopulate(strapi, context.uid);
    const before =
      action === 'add' ? null : await documents.findOne({ documentId: context.params.documentId as string, populate });
    // A deleted record's university is read before it goes.
    const ownerBefore = action === 'delete' ? await ownerNameOf(strapi, context.uid, context.params.documentId) : null;
    const result = (await next()) as Doc | null;
    // A new floor cell's figure is logged with its sources, as an edit's is (issue 22).
    const after =
      (action === 'edit' || (action === 'add' && context.uid === FLOOR_UID)) && result?.documentId
        ? await documents.findOne({ documentId: result.documentId, populate })
        : null;
    const subject = action === 'delete' ? before : (after ?? result);
    const owner = action === 'delete' ? ownerBefore : await ownerNameOf(strapi, context.uid, result?.documentId);
    const displayName = modelOf(strapi, context.uid)?.info?.displayName ?? context.uid;
    await docs(strapi, LOG_UID).create({
      data: {
        ...actor,
        action,
        target: describeTarget(displayName, subject, owner),
        targetType: context.uid,
        timestamp: new Date().toISOString(),
        ...(action === 'edit'
          ? {
              beforeEdit: snapshot(strapi, context.uid, before),
              afterEdit: afterWithFigures(strapi, context.uid, before, after),
            }
          : action === 'add' && after
            ? { afterEdit: afterWithFigures(strapi, context.uid, null, after) }
            : {}),
      },
    });
    return result;
  });
}

const PURGE_KEY = 'activity-log-snapshots';
/** Raised when the allow-list changes, so that stored entries are rewritten once more. */
const PURGE_VERSION = 1;

/**
 * Rewrites every stored edit entry's before/after through the same allow-list, once per
 * database (a version kept in Strapi's core store). A start-up step rather than a file in
 * database/migrations: those run as raw knex before the content types are loaded, and the
 * allow-list needs each type's schema. Rewriting is idempotent, so a start cut short
 * simply does it again. The entry names its type only through the Arabic display name at the
 * start of `target`; an entry whose type cannot be told (one written through the log's own
 * create route) is scrubbed of secret-named keys and bcrypt values instead.
 */
export async function purgeStoredSnapshots(strapi: Core.Strapi): Promise<number> {
  const store = strapi.store({ type: 'core', name: 'dalil' });
  if (Number(await store.get({ key: PURGE_KEY })) >= PURGE_VERSION) return 0;

  const byDisplayName = new Map<string, UID.ContentType | null>();
  for (const [uid, model] of Object.entries(
    strapi.contentTypes as unknown as Record<string, { info?: { displayName?: string } }>,
  )) {
    if (!uid.startsWith('api::') && uid !== USER_RESOURCE.uid) continue;
    const name = model.info?.displayName;
    if (name) byDisplayName.set(name, byDisplayName.has(name) ? null : (uid as UID.ContentType));
  }
  const schemaOf = componentAttributes(strapi);
  let rewritten = 0;
  let lastId = 0;
  for (;;) {
    const batch = (await strapi.db.query(LOG_UID).findMany({
      where: { id: { $gt: lastId }, action: 'edit' },
      select: ['id', 'target', 'beforeEdit', 'afterEdit'],
      orderBy: { id: 'asc' },
      limit: 200,
    })) as { id: number; target: string; beforeEdit: unknown; afterEdit: unknown }[];
    if (!batch.length) break;
    for (const entry of batch) {
      const uid = byDisplayName.get(String(entry.target).split(': ')[0]);
      const attributes = uid ? attributesOf(strapi, uid) : undefined;
      const beforeEdit = purgeSnapshot(entry.beforeEdit, attributes, schemaOf);
      const afterEdit = purgeSnapshot(entry.afterEdit, attributes, schemaOf);
      if (
        JSON.stringify([beforeEdit, afterEdit]) !== JSON.stringify([entry.beforeEdit ?? null, entry.afterEdit ?? null])
      ) {
        await strapi.db.query(LOG_UID).update({ where: { id: entry.id }, data: { beforeEdit, afterEdit } });
        rewritten += 1;
      }
    }
    lastId = batch[batch.length - 1].id;
  }
  await store.set({ key: PURGE_KEY, value: PURGE_VERSION });
  return rewritten;
}
