/**
 * The pure steps of a guide write (spec 3 §5, §7) that the CMS's guide area runs around the
 * validators of ./validation/guide.ts: which validator a part uses, where an item's errors are
 * named, which university an item names, how an edit is merged with the stored record and
 * which fields it really changes.
 */
import { validateOffering, validatePlace } from '../validation/guide';
import { LIMIT_MESSAGES, asText, batchTooLarge } from '../validation/limits';
import { errorAt, valid, type ErrorItem, type Result } from '../validation/result';
import { checkFigureSources, type FigureSourcesValue } from '../rules/figure-sources';

export const GUIDE_EDIT_MESSAGES = {
  list: (key: string) => `الحقل ${key} يجب أن يكون قائمة`,
  item: 'كل عنصر يجب أن يكون سجلًا',
  notOwned: 'العنصر لا يتبع هذه الجامعة',
  repeated: 'العنصر مذكور أكثر من مرة',
} as const;

/** The parts of a university: faculty offerings, dorms and transport options. */
export type GuidePart = 'faculty' | 'dorms' | 'transportation';
export const GUIDE_PARTS: readonly GuidePart[] = ['faculty', 'dorms', 'transportation'];
/** The body's list of each part in a university write: `faculties`, `dorms`, `transportation`. */
export const GUIDE_PART_LISTS: Record<GuidePart, string> = {
  faculty: 'faculties',
  dorms: 'dorms',
  transportation: 'transportation',
};

/** The domain validator of an offering, a dorm or a transport option. */
export const validateGuidePart = (part: GuidePart, item: Record<string, unknown>) =>
  part === 'faculty' ? validateOffering(item) : validatePlace(item, part === 'dorms' ? 'dorm' : 'transport');

/**
 * The sources a write of a part must carry with its figures (./figure-sources.ts): an offering's
 * `fee_source`/`score_source`, checked against the stored record (null for a new one); dorms and
 * transport carry none.
 */
export const figureSourcesOf = (
  part: GuidePart,
  stored: Record<string, unknown> | null,
  item: Record<string, unknown>,
): Result<FigureSourcesValue> => (part === 'faculty' ? checkFigureSources(stored, item) : valid({}));

/** The errors of a checked record inside a body, named `{prefix}.field` (none when it is valid). */
export const errorsUnder = (checked: Result<unknown>, prefix: string): ErrorItem[] =>
  checked.ok === false ? checked.errors.map((e) => errorAt(`${prefix}.${e.path.join('.')}`, e.message)) : [];

/** The errors of the `index`-th item of a list, named `{list}[index].field` (none when it is valid). */
export const itemErrors = (checked: Result<unknown>, index: number, list = ''): ErrorItem[] =>
  errorsUnder(checked, `${list}[${index}]`);

/** The university code an item names: `university` / `university_code` for offerings, `spec` for dorms and transport. */
export const partOwnerCode = (item: Record<string, unknown>): string =>
  asText(item.university ?? item.university_code ?? item.spec ?? '').trim();

/** Fields a body may name by another key: the code as `university`. */
const FIELD_ALIASES: Record<string, string> = { university_code: 'university' };

/**
 * An edit as it will be stored: the stored record, then the change; a change that names the
 * code as `university` (the documented record carries both) changes `university_code`.
 */
export function mergeEdit(stored: Record<string, unknown>, change: Record<string, unknown>): Record<string, unknown> {
  return {
    ...stored,
    ...change,
    ...(change.university !== undefined && change.university_code === undefined
      ? { university_code: change.university }
      : {}),
  };
}

/**
 * The checked fields an edit really writes: those the body names, directly or through its
 * alias. The validator saw the stored record merged with the change (`mergeEdit`), so the
 * fields the body left out are not written again.
 */
export function changedFields<T extends Record<string, unknown>>(value: T, body: Record<string, unknown>): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([k]) => k in body || (FIELD_ALIASES[k] !== undefined && FIELD_ALIASES[k] in body)),
  ) as Partial<T>;
}

/** The change of one kind of part: updates (by document id), new items, document ids to delete. */
export type PartChanges = {
  update: { documentId: string; data: Record<string, unknown> }[];
  create: Record<string, unknown>[];
  remove: string[];
};

/** Fields the server sets itself (owner, derived names) and never takes from a part. */
const OWNER_KEYS = ['_id', 'university', 'university_code', 'university_Arabic_Name', 'spec', 'category'];

/**
 * The part changes of a university edit (`PUT …/links/{id}/with-parts`): for each list the
 * body sends (`faculties`, `dorms`, `transportation`), an item with `_id` updates that stored
 * part (merged with it and checked as a whole), one without creates a part, and a stored part
 * missing from the list is deleted; a list left out leaves that kind as it is. An item's index
 * defaults to its position. Every problem is named `{list}[i].field`; the changes are only
 * meant to be written when there is none.
 */
export function planPartChanges(
  stored: Record<GuidePart, ({ documentId: string } & Record<string, unknown>)[]>,
  body: Record<string, unknown>,
): { changes: Record<GuidePart, PartChanges>; errors: ErrorItem[] } {
  const errors: ErrorItem[] = [];
  const changes = {} as Record<GuidePart, PartChanges>;
  for (const part of GUIDE_PARTS) {
    const key = GUIDE_PART_LISTS[part];
    changes[part] = { update: [], create: [], remove: [] };
    if (body[key] === undefined) continue;
    if (!Array.isArray(body[key])) {
      errors.push(errorAt(key, GUIDE_EDIT_MESSAGES.list(key)));
      continue;
    }
    // The batch cap of every list a write takes (MAX_BATCH_ITEMS): refused before any item is read.
    if (batchTooLarge(body[key] as unknown[])) {
      errors.push(errorAt(key, LIMIT_MESSAGES.batch));
      continue;
    }
    const mine = new Map(stored[part].map((d) => [d.documentId, d]));
    const kept = new Set<string>();
    for (const [i, raw] of (body[key] as unknown[]).entries()) {
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
        errors.push(errorAt(`${key}[${i}]`, GUIDE_EDIT_MESSAGES.item));
        continue;
      }
      const item = Object.fromEntries(
        Object.entries(raw as Record<string, unknown>).filter(([k]) => !OWNER_KEYS.includes(k)),
      );
      if (item.index === undefined) item.index = i + 1;
      const id = (raw as { _id?: unknown })._id;
      if (id === undefined || id === null || id === '') {
        const checked = validateGuidePart(part, item);
        const sources = figureSourcesOf(part, null, item);
        errors.push(...itemErrors(checked, i, key), ...itemErrors(sources, i, key));
        if (checked.ok && sources.ok) changes[part].create.push({ ...checked.value, ...sources.value });
        continue;
      }
      const existing = mine.get(String(id));
      if (!existing || kept.has(existing.documentId)) {
        errors.push(
          errorAt(`${key}[${i}]._id`, existing ? GUIDE_EDIT_MESSAGES.repeated : GUIDE_EDIT_MESSAGES.notOwned),
        );
        continue;
      }
      kept.add(existing.documentId);
      const checked = validateGuidePart(part, { ...existing, ...item });
      const sources = figureSourcesOf(part, existing, item);
      errors.push(...itemErrors(checked, i, key), ...itemErrors(sources, i, key));
      if (checked.ok && sources.ok)
        changes[part].update.push({
          documentId: existing.documentId,
          data: { ...changedFields(checked.value, item), ...sources.value },
        });
    }
    changes[part].remove = stored[part].map((d) => d.documentId).filter((d) => !kept.has(d));
  }
  return { changes, errors };
}
