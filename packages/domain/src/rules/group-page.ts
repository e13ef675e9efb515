/**
 * One page of a list shown in sections (the statuses by sub-type): the records are paged in their
 * section order, as one list, and each section shows the part of it that falls on the page, with
 * its running number. An empty section ('no universities') shows on the page where its place in
 * the order falls. Pure; the manage tab reads it (paging is off while ordering: the arrows move a
 * university within its whole section).
 */
import { pageOf, type ListPage } from './list-page';

export type PagedGroup<G> = G & {
  /** The section's records on this page. */
  shown: G extends { universities: readonly (infer U)[] } ? U[] : never;
  /** The running number (from 1, across sections) of the first record shown. */
  first: number;
};

export function pageOfGroups<U, G extends { universities: readonly U[] }>(
  groups: readonly G[],
  rawPage: string | number | null | undefined,
  size: number,
): Omit<ListPage<U>, 'items'> & { groups: PagedGroup<G>[]; total: number } {
  const offsets = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.universities.length, 0));
  const all = groups.flatMap((group) => [...group.universities]);
  const { items, ...page } = pageOf(all, rawPage, size);
  const start = page.from ? page.from - 1 : 0;
  const end = start + items.length;
  const shownGroups = groups.flatMap((group, g) => {
    const offset = offsets[g];
    if (!group.universities.length) {
      const placedOn = Math.min(page.pages, Math.floor(offset / size) + 1);
      return placedOn === page.page ? [{ ...group, shown: [], first: offset + 1 } as unknown as PagedGroup<G>] : [];
    }
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + group.universities.length);
    if (from >= to) return [];
    return [
      {
        ...group,
        shown: group.universities.slice(from - offset, to - offset),
        first: from + 1,
      } as unknown as PagedGroup<G>,
    ];
  });
  return { ...page, groups: shownGroups, total: all.length };
}
