import type { FeePolicy, FigureSource } from '@dalil/domain/rules';
/**
 * The documented record shape: `_id` is the document id, the spec's field names stay as they
 * are, and Strapi's bookkeeping (numeric id, locale, publication, the panel's title) is left out. The
 * shapes are declared once in `packages/domain/src/contract/` (`…Record` types and `…_KEYS` lists).
 */
const INTERNAL = new Set([
  'id',
  'documentId',
  'publishedAt',
  'locale',
  'localizations',
  'createdBy',
  'updatedBy',
  // The panel's title of a university's part (panel-title.ts), not a field of the contract.
  'panel_title',
  // The stamp of a delete awaiting its undo (soft-delete.ts): a read never sees a stamped record anyway.
  'deletedAt',
]);

export type StoredDocument = { documentId: string } & Record<string, unknown>;
export type ContractRecord = { _id: string } & Record<string, unknown>;

/**
 * A stored document as the contract's record `R`: its stored fields copied as they are, plus
 * `extra` (the derived fields, type-checked against `R`). The copied keys are checked against the
 * contract's key lists by cms/tests/contract.test.ts.
 */
export function toRecord<R extends { _id: string } = ContractRecord>(
  doc: StoredDocument,
  extra: Partial<Omit<R, '_id'>> = {},
): R {
  const out: ContractRecord = { _id: doc.documentId };
  for (const [key, value] of Object.entries(doc)) if (!INTERNAL.has(key)) out[key] = value;
  return Object.assign(out, extra) as unknown as R;
}

/** The URL of a populated media field, or `fallback` when there is none. */
export function mediaUrl(media: unknown, fallback: string | null = null): string | null {
  if (media && typeof media === 'object' && 'url' in media && typeof (media as { url: unknown }).url === 'string') {
    return (media as { url: string }).url;
  }
  return fallback;
}

/** Keeps only the keys a content type has (and that a caller may write). */
export function pickWritable(body: Record<string, unknown>, allowed: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of allowed) if (body[key] !== undefined) out[key] = body[key];
  return out;
}

/** A populated `figure.source` component as the records carry it (without the component's row id), or null. */
export function sourceRecord(component: unknown): FigureSource | null {
  if (!component || typeof component !== 'object') return null;
  const c = component as Record<string, unknown>;
  return {
    url: (c.url as string | null) ?? null,
    kind: (c.kind as FigureSource['kind']) ?? null,
    academic_year: (c.academic_year as string | null) ?? null,
    unit: (c.unit as FigureSource['unit']) ?? null,
    unit_stated: (c.unit_stated as boolean | null) ?? null,
    as_of: (c.as_of as string | null) ?? null,
    note: (c.note as string | null) ?? null,
  };
}

/** A populated `figure.fee-policy` component (issue 24) as the records carry it, or null. */
export function feePolicyRecord(component: unknown): FeePolicy | null {
  if (!component || typeof component !== 'object') return null;
  const c = component as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? (v as FeePolicy['one_time_fees']) : null);
  const percent = c.annual_increase_percent;
  return {
    annual_increase_percent: percent === null || percent === undefined || percent === '' ? null : Number(percent),
    increase_kind: (c.increase_kind as FeePolicy['increase_kind']) ?? null,
    one_time_fees: list(c.one_time_fees),
    yearly_fees: list(c.yearly_fees),
    note: (c.note as string | null) ?? null,
    source: sourceRecord(c.source),
  };
}
