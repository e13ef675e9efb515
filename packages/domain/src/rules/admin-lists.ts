/**
 * Small list rules shared by the staff screens (spec 3 §2): order by creation time and count by a key.
 * Pure; each screen's own module (admin-users, admin-messages, admin-join-requests) builds on them.
 */

export type DatedRecord = { createdAt?: string | null };

/** Epoch ms of a record's createdAt; a missing or unreadable date sorts as the oldest. */
export function createdTime(record: DatedRecord): number {
  const t = record.createdAt ? Date.parse(record.createdAt) : Number.NaN;
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** A copy ordered by creation time; records without a date go last either way. Stable for equal times. */
export function sortByCreated<T extends DatedRecord>(list: readonly T[], order: 'newest' | 'oldest'): T[] {
  return list
    .map((item, index) => ({ item, index, t: createdTime(item) }))
    .sort((a, b) => {
      const aMissing = a.t === Number.NEGATIVE_INFINITY;
      const bMissing = b.t === Number.NEGATIVE_INFINITY;
      if (aMissing !== bMissing) return aMissing ? 1 : -1;
      if (a.t !== b.t) return order === 'newest' ? b.t - a.t : a.t - b.t;
      return a.index - b.index;
    })
    .map((x) => x.item);
}

/** A URL value that must be one of `allowed`; anything else reads as `fallback`. */
export function oneOfOr<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
