/**
 * Paging and bulk-action rules of the staff lists (issue 23 step 3): one page of an already
 * filtered and ordered list, the page-size choices, and what a bulk action tells the person.
 * The lists are paged in the browser over what is loaded: the list routes answer a bare array
 * without a total (docs/http-contract.md), and the summary counts, search and CSV export need
 * every record anyway.
 */
import { arabicCount, type CountedNoun } from './arabic-count';

export const PAGE_SIZES = [12, 24, 48, 96] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 24;

/** A page-size URL value: one of PAGE_SIZES, anything else the default. */
export function pageSizeOf(raw: string | null | undefined): PageSize {
  const n = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : DEFAULT_PAGE_SIZE;
}

export type ListPage<T> = {
  items: T[];
  /** The page shown, 1-based, clamped to what exists (a page past the end shows the last). */
  page: number;
  pages: number;
  /** 1-based positions of the first and last item shown (0 and 0 for an empty list). */
  from: number;
  to: number;
};

/** Page `rawPage` (a URL value) of `list`, `size` a page. */
export function pageOf<T>(list: readonly T[], rawPage: string | number | null | undefined, size: number): ListPage<T> {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const asked = Math.trunc(Number(rawPage));
  const page = Number.isFinite(asked) && asked >= 1 ? Math.min(asked, pages) : 1;
  const start = (page - 1) * size;
  const items = list.slice(start, start + size);
  return { items, page, pages, from: items.length ? start + 1 : 0, to: start + items.length };
}

export type BulkFailure = { name: string; message: string };

/**
 * What a bulk action says when it is over: «اعتماد: تم على 3 آراء», or how many of how many
 * failed, each failed record by name with the server's reason.
 */
export function bulkOutcome(
  action: string,
  done: number,
  failures: readonly BulkFailure[],
  noun: CountedNoun,
): { ok: boolean; summary: string; lines: string[] } {
  if (!failures.length) return { ok: true, summary: `${action}: تم على ${arabicCount(done, noun)}`, lines: [] };
  const total = done + failures.length;
  return {
    ok: false,
    summary: `${action}: تعذر على ${failures.length} من ${total}${done ? `، وتم على ${arabicCount(done, noun)}` : ''}`,
    lines: failures.map((f) => `${f.name}: ${f.message}`),
  };
}
