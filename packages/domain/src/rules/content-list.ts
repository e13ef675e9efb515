/**
 * The news, scholarship and article staff lists (issue 23 step 3): figures by status and the
 * list a status and a search leave. A record whose stored status is not one of the kind's is
 * counted in «all» only and shown under «all» only. Pure.
 */
import { matchesSearch } from './arabic-search';

export type StatusCounts<S extends string> = Record<'all' | S, number>;

/** How many records there are in all and in each of `statuses`. */
export function countByStatus<T, S extends string>(
  records: readonly T[],
  statuses: readonly S[],
  statusOf: (record: T) => string | null | undefined,
): StatusCounts<S> {
  const counts = { all: records.length } as StatusCounts<S>;
  for (const s of statuses) counts[s] = 0;
  for (const record of records) {
    const status = statusOf(record);
    if (status && (statuses as readonly string[]).includes(status)) counts[status as S] += 1;
  }
  return counts;
}

/**
 * The records of `status` ('all': every one) whose searched fields match `search` (the
 * directory's Arabic-tolerant match), in the order given.
 */
export function filterByStatusAndSearch<T>(
  records: readonly T[],
  query: { status?: string; search?: string },
  fields: {
    statusOf?: (record: T) => string | null | undefined;
    searchOf: (record: T) => (string | null | undefined)[];
  },
): T[] {
  const { status = 'all', search = '' } = query;
  return records.filter(
    (record) =>
      (status === 'all' || fields.statusOf?.(record) === status) && matchesSearch(search, ...fields.searchOf(record)),
  );
}
