import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';

/**
 * Every staff mutation is written to the activity log by the server itself: a document-service
 * middleware sees each create, update and delete, and when the request was made by a site staff
 * account (Admin, SuperAdmin) or a panel editor it adds a log entry in the same transaction.
 */
const LOG_UID = 'api::admin-log-entry.admin-log-entry';
const NOT_LOGGED = new Set<string>([LOG_UID, 'api::visitor-session.visitor-session', 'api::ad-analytics-event.ad-analytics-event']);
const ACTIONS: Record<string, 'add' | 'edit' | 'delete'> = { create: 'add', update: 'edit', delete: 'delete' };
const NAME_FIELDS = ['university_Arabic_Name', 'title', 'name', 'faculty', 'faculty_name', 'email', 'type', 'Short_name', 'university_code'];

type Actor = { adminName: string; adminType: string; adminId: string };
type Doc = Record<string, unknown> & { documentId?: string };

/** The staff member behind the current request, if any. */
export function currentStaff(strapi: Core.Strapi): Actor | null {
  const ctx = strapi.requestContext.get() as { state?: { user?: Record<string, unknown>; auth?: { strategy?: { name?: string } } } } | undefined;
  const user = ctx?.state?.user;
  if (!user) return null;
  const strategy = ctx?.state?.auth?.strategy?.name;
  if (strategy === 'admin') {
    return { adminName: `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim() || String(user.email), adminType: 'panel', adminId: String(user.id) };
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
  const name = doc && NAME_FIELDS.map((f) => doc[f]).find((v) => typeof v === 'string' && v.trim());
  const label = [name, owner].filter((v) => typeof v === 'string' && v.trim()).join(' — ');
  return `${displayName}: ${label || (doc?.documentId ?? '—')}`.slice(0, 500);
}

/** The Arabic name of the university a record belongs to, when its type has a `university` relation. */
async function ownerNameOf(strapi: Core.Strapi, uid: string, documentId: unknown): Promise<string | null> {
  const relation = (strapi.getModel(uid as any)?.attributes as Record<string, { type?: string; target?: string }> | undefined)?.university;
  if (relation?.type !== 'relation' || relation.target !== 'api::university.university' || typeof documentId !== 'string') return null;
  const doc = (await strapi.documents(uid as any).findOne({ documentId, fields: ['id'], populate: { university: { fields: ['university_Arabic_Name'] } } as any })) as
    | { university?: { university_Arabic_Name?: string } | null }
    | null;
  return doc?.university?.university_Arabic_Name ?? null;
}

const strip = (doc: Doc | null | undefined) => {
  if (!doc) return null;
  const { id, password, resetPasswordToken, confirmationToken, ...rest } = doc;
  return rest;
};

/** Set while a change that writes its own single entry runs (see `withoutDocumentEntries`). */
const oneEntryChange = new AsyncLocalStorage<true>();

/**
 * Runs `work` without the per-document entries: for a change made of several documents (a
 * university with its parts) that the caller logs as ONE entry with `writeActivityEntry`.
 */
export function withoutDocumentEntries<T>(work: () => Promise<T>): Promise<T> {
  return oneEntryChange.run(true, work);
}

/** Writes one entry in the name of the staff member behind the request (nothing for anyone else). */
export async function writeActivityEntry(
  strapi: Core.Strapi,
  entry: { action: 'add' | 'edit' | 'delete'; target: string; beforeEdit?: unknown; afterEdit?: unknown },
) {
  const actor = currentStaff(strapi);
  if (!actor) return null;
  return strapi.documents(LOG_UID).create({ data: { ...actor, ...entry, target: entry.target.slice(0, 500), timestamp: new Date().toISOString() } as any });
}

export function activityLogMiddleware(strapi: Core.Strapi) {
  return async (context: { uid: string; action: string; params: Record<string, any> }, next: () => Promise<any>): Promise<any> => {
    const action = ACTIONS[context.action];
    const logged = action && !NOT_LOGGED.has(context.uid) && (context.uid.startsWith('api::') || context.uid === 'plugin::users-permissions.user');
    const actor = logged && !oneEntryChange.getStore() ? currentStaff(strapi) : null;
    if (!actor) return next();

    const documents = strapi.documents(context.uid as any);
    const before = action === 'add' ? null : ((await documents.findOne({ documentId: context.params.documentId })) as Doc | null);
    // A deleted record's university is read before it goes.
    const ownerBefore = action === 'delete' ? await ownerNameOf(strapi, context.uid, context.params.documentId) : null;
    const result = (await next()) as Doc | null;
    const subject = action === 'delete' ? before : result;
    const owner = action === 'delete' ? ownerBefore : await ownerNameOf(strapi, context.uid, result?.documentId);
    const displayName = strapi.getModel(context.uid as any)?.info?.displayName ?? context.uid;
    await strapi.documents(LOG_UID).create({
      data: {
        ...actor,
        action,
        target: describeTarget(displayName, subject, owner),
        timestamp: new Date().toISOString(),
        ...(action === 'edit' ? { beforeEdit: strip(before), afterEdit: strip(result) } : {}),
      } as any,
    });
    return result;
  };
}
