import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  bulkOutcome,
  oneOfOr,
  pageOf,
  pageSizeOf,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  type BulkFailure,
  type CountedNoun,
} from '@dalil/domain/rules';
import { ConfirmDialog } from '../confirm-dialog';
import { SelectField, TextField } from '../fields';
import { RecordList } from '../record-list';
import { SummaryCounts, type SummaryCount } from '../summary-counts';
import { TOAST_MS, useToasts } from '../toasts';
import { serverMessage } from '@/lib/api-client';
import { DELETE_BUSY, DELETE_CONFIRM, useUndoToast } from './use-staff-delete';

export const RESOURCE_LIST_TEXTS = {
  sort: 'الترتيب',
  pageSize: 'عدد في الصفحة',
  pages: 'صفحات القائمة',
  previous: 'السابقة',
  next: 'التالية',
  page: (page: number, pages: number, from: number, to: number, total: number) =>
    `صفحة ${page} من ${pages} (${from}–${to} من ${total})`,
  selectOne: (name: string) => `تحديد: ${name}`,
  selectPage: 'تحديد كل ما في الصفحة',
  selected: (n: number) => `المحدد: ${n}`,
  clearSelection: 'إلغاء التحديد',
  bulkFailed: 'تعذر التنفيذ',
  running: 'جارٍ التنفيذ...',
  closeResult: 'إغلاق',
} as const;
const T = RESOURCE_LIST_TEXTS;

/** The URL parameters a staff list keeps; any change but the page goes back to page 1. */
export interface ResourceListState<S extends string = string, F extends string = string> {
  search: string;
  setSearch: (q: string) => void;
  sort: S;
  /** Any string: a value the screen does not offer reads as the default. */
  setSort: (sort: string) => void;
  filter: F;
  setFilter: (filter: string) => void;
  /** The page as written in the URL (pageOf clamps it). */
  page: string | null;
  setPage: (page: number) => void;
  size: number;
  setSize: (size: number) => void;
}

/**
 * A staff list's state in the URL, so reload, back and a shared link keep it: `?q=` (search,
 * typing replaces the history entry), `?sort=`, the status filter (`?status=` unless the screen
 * names another), `?page=` and `?size=`. A default value is left out of the URL.
 */
export function useResourceListState<S extends string, F extends string = 'all'>({
  sorts,
  defaultSort,
  filters = ['all'] as unknown as readonly F[],
  defaultFilter = 'all' as F,
  filterParam = 'status',
}: {
  sorts: readonly S[];
  defaultSort: S;
  filters?: readonly F[];
  defaultFilter?: F;
  filterParam?: string;
}): ResourceListState<S, F> {
  const [params, setParams] = useSearchParams();
  const write = useCallback(
    (key: string, value: string | null, replace = false) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (value === null) copy.delete(key);
          else copy.set(key, value);
          if (key !== 'page') copy.delete('page');
          return copy;
        },
        { replace },
      ),
    [setParams],
  );
  return {
    search: params.get('q') ?? '',
    setSearch: (q) => write('q', q || null, true),
    sort: oneOfOr(params.get('sort'), sorts, defaultSort),
    setSort: (raw) => {
      const sort = oneOfOr(raw, sorts, defaultSort);
      write('sort', sort === defaultSort ? null : sort);
    },
    filter: oneOfOr(params.get(filterParam), filters, defaultFilter),
    setFilter: (raw) => {
      const filter = oneOfOr(raw, filters, defaultFilter);
      write(filterParam, filter === defaultFilter ? null : filter);
    },
    page: params.get('page'),
    setPage: (page) => write('page', page > 1 ? String(page) : null),
    size: pageSizeOf(params.get('size')),
    setSize: (size) => write('size', size === DEFAULT_PAGE_SIZE ? null : String(size)),
  };
}

/** An action on every selected record: N calls of the per-record route, one after another. */
export interface BulkAction<T> {
  /** The button: «اعتماد المحدد». */
  label: string;
  /** The verb in the outcome: «اعتماد: تم على 3 آراء». */
  verb: string;
  tone?: 'danger' | 'primary' | 'ghost';
  /** Asked first (every destructive action): the title and the question for n records. */
  confirm?: { title: string; question: (n: number) => string; confirmLabel: string; busyLabel: string };
  /** Records it applies to (pending reviews, say); the others selected are left alone. */
  appliesTo?: (record: T) => boolean;
  run: (record: T) => Promise<unknown>;
  /** An action the server can undo for a short time (a soft delete): the toast's «تراجع» runs this on every record done. */
  undo?: (record: T) => Promise<unknown>;
}

/** Runs `undo` on every record, one after another; the first refusal is thrown once all were tried. */
async function undoEach<T>(records: T[], undo: (record: T) => Promise<unknown>) {
  let refused: unknown = null;
  for (const record of records) {
    try {
      await undo(record);
    } catch (e) {
      refused ??= e;
    }
  }
  if (refused) throw refused;
}

/**
 * The bulk delete of a list: «حذف المحدد», asked first with `title` and `question(n)`, then
 * `remove` for each selected record; with `restore` (a soft delete) the toast offers «تراجع»,
 * which restores every record just deleted.
 */
export function bulkDelete<T extends { _id: string }>({
  title,
  question,
  remove,
  restore,
  confirmLabel = DELETE_CONFIRM,
}: {
  title: string;
  question: (n: number) => string;
  remove: (id: string) => Promise<unknown>;
  restore?: (id: string) => Promise<unknown>;
  confirmLabel?: string;
}): BulkAction<T> {
  return {
    label: 'حذف المحدد',
    verb: 'حذف',
    tone: 'danger',
    confirm: { title, question, confirmLabel, busyLabel: DELETE_BUSY },
    run: (record) => remove(record._id),
    ...(restore ? { undo: (record: T) => restore(record._id) } : {}),
  };
}

export interface ResourceListProps<T extends { _id: string }> {
  state: ResourceListState;
  /** Every record that matches the search and filters, in order (all pages). */
  items: T[];
  /** How many are loaded in all (the records total line, the selection). */
  noun: CountedNoun;
  nameOf: (record: T) => string;
  /** One card (not an `<li>`: the list wraps it); `selectBox` goes in its head when bulk actions exist. */
  renderItem: (record: T, selectBox: ReactNode) => ReactNode;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  loadingText: string;
  errorText: ReactNode;
  emptyText: ReactNode;
  countText: string;
  searchLabel: string;
  searchHint?: string;
  sortOptions?: { value: string; label: string }[];
  /** More filters beside the search (selects), or tabs, above the list. */
  toolbar?: ReactNode;
  /** The figures above the list; those with a `filter` set the status filter when clicked. */
  summary?: { label: string; items: SummaryCount[] };
  bulkActions?: BulkAction<T>[];
  /** After a bulk action: re-read the list. */
  onBulkDone?: () => Promise<unknown>;
  /** Buttons beside the bulk actions (the CSV export, say). */
  actions?: ReactNode;
  listClassName?: string;
}

type Outcome = { ok: boolean; summary: string; lines: string[] };

/**
 * The list part of a staff screen (issue 23 step 3): summary figures that filter, search and
 * sort in the URL, the cards a page at a time (page and page size in the URL), the four states,
 * and bulk selection with actions whose result names each record that failed and why.
 */
export function ResourceList<T extends { _id: string }>({
  state,
  items,
  noun,
  nameOf,
  renderItem,
  isLoading,
  error,
  onRetry,
  loadingText,
  errorText,
  emptyText,
  countText,
  searchLabel,
  searchHint,
  sortOptions,
  toolbar,
  summary,
  bulkActions = [],
  onBulkDone,
  actions,
  listClassName,
}: ResourceListProps<T>) {
  const { show } = useToasts();
  const undoToast = useUndoToast();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<BulkAction<T> | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const shown = pageOf(items, state.page, state.size);
  /** Only what the list shows can be acted on: a record hidden by the search is never touched. */
  const selected = useMemo(() => items.filter((r) => selectedIds.has(r._id)), [items, selectedIds]);
  const pageAllSelected = shown.items.length > 0 && shown.items.every((r) => selectedIds.has(r._id));
  const bulk = bulkActions.length > 0;

  const toggle = (ids: string[], on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const runBulk = async (action: BulkAction<T>) => {
    const targets = selected.filter((r) => !action.appliesTo || action.appliesTo(r));
    setRunning(true);
    const failures: BulkFailure[] = [];
    const done: T[] = [];
    for (const record of targets) {
      try {
        await action.run(record);
        done.push(record);
      } catch (e) {
        failures.push({ name: nameOf(record), message: serverMessage(e, T.bulkFailed) });
      }
    }
    toggle(
      done.map((r) => r._id),
      false,
    );
    const result = bulkOutcome(action.verb, done.length, failures, noun);
    const { undo } = action;
    if (undo && done.length)
      // What was done can be undone together, whether or not some records failed.
      undoToast(
        bulkOutcome(action.verb, done.length, [], noun).summary,
        () => undoEach(done, undo),
        async () => await onBulkDone?.(),
      );
    else if (result.ok) show('success', result.summary, TOAST_MS.staff);
    setOutcome(result.ok ? null : result);
    setRunning(false);
    setAsking(null);
    await onBulkDone?.();
  };

  const applicable = (action: BulkAction<T>) => selected.filter((r) => !action.appliesTo || action.appliesTo(r)).length;

  return (
    <>
      {summary && (
        <SummaryCounts
          label={summary.label}
          items={summary.items}
          selected={state.filter}
          onSelect={(f) => state.setFilter(f)}
        />
      )}
      {toolbar}
      <div className="list-toolbar" role="search">
        <TextField
          label={searchLabel}
          hint={searchHint}
          type="search"
          value={state.search}
          onChange={(e) => state.setSearch(e.target.value)}
        />
        {sortOptions && (
          <SelectField
            label={T.sort}
            value={state.sort}
            onChange={(e) => state.setSort(e.target.value)}
            options={sortOptions}
          />
        )}
      </div>
      {(bulk || actions) && (
        <div className="list-toolbar__actions resource-list__bulk">
          {bulk && (
            <>
              <label className="resource-list__select">
                <input
                  type="checkbox"
                  checked={pageAllSelected}
                  disabled={!shown.items.length}
                  onChange={(e) =>
                    toggle(
                      shown.items.map((r) => r._id),
                      e.target.checked,
                    )
                  }
                />
                {T.selectPage}
              </label>
              <span className="resource-list__selected" aria-live="polite">
                {T.selected(selected.length)}
              </span>
              {bulkActions.map((action) => (
                <button
                  key={action.label}
                  type="button"
                  className={`button button--small button--${action.tone ?? 'ghost'}`}
                  disabled={running || applicable(action) === 0}
                  onClick={() => (action.confirm ? setAsking(action) : void runBulk(action))}
                >
                  {`${action.label} (${applicable(action)})`}
                </button>
              ))}
              {selected.length > 0 && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => setSelectedIds(new Set())}
                >
                  {T.clearSelection}
                </button>
              )}
            </>
          )}
          {actions}
        </div>
      )}
      {outcome && (
        <div className="resource-list__outcome" role="alert">
          <p className="resource-list__outcome-summary">{outcome.summary}</p>
          {outcome.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <button type="button" className="button button--small button--ghost" onClick={() => setOutcome(null)}>
            {T.closeResult}
          </button>
        </div>
      )}
      <RecordList
        isLoading={isLoading}
        error={error}
        isEmpty={!items.length}
        onRetry={onRetry}
        loadingText={loadingText}
        errorText={errorText}
        emptyText={emptyText}
        countText={countText}
        listClassName={listClassName}
      >
        {shown.items.map((record) => (
          <li key={record._id} className="resource-list__item">
            {renderItem(
              record,
              bulk ? (
                <label className="resource-list__select resource-list__select--card">
                  <input
                    type="checkbox"
                    checked={selectedIds.has(record._id)}
                    onChange={(e) => toggle([record._id], e.target.checked)}
                    aria-label={T.selectOne(nameOf(record))}
                  />
                </label>
              ) : null,
            )}
          </li>
        ))}
      </RecordList>
      {!isLoading && !error && <ListPager state={state} shown={shown} total={items.length} />}
      {asking?.confirm && (
        <ConfirmDialog
          title={asking.confirm.title}
          messages={[asking.confirm.question(applicable(asking))]}
          confirmLabel={asking.confirm.confirmLabel}
          busyLabel={asking.confirm.busyLabel}
          tone={asking.tone === 'danger' ? 'danger' : 'primary'}
          onConfirm={() => runBulk(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}

/**
 * The pages of a staff list (previous, «صفحة 2 من 5 (25–48 من 110)», next, page size), kept in the
 * URL through `state`; nothing while everything fits on the smallest page.
 */
export function ListPager({
  state,
  shown,
  total,
}: {
  state: Pick<ResourceListState, 'setPage' | 'size' | 'setSize'>;
  shown: { page: number; pages: number; from: number; to: number };
  total: number;
}) {
  if (total <= PAGE_SIZES[0]) return null;
  return (
    <nav className="resource-list__pager" aria-label={T.pages}>
      <button
        type="button"
        className="button button--small button--ghost"
        disabled={shown.page <= 1}
        onClick={() => state.setPage(shown.page - 1)}
      >
        {T.previous}
      </button>
      <span aria-live="polite">{T.page(shown.page, shown.pages, shown.from, shown.to, total)}</span>
      <button
        type="button"
        className="button button--small button--ghost"
        disabled={shown.page >= shown.pages}
        onClick={() => state.setPage(shown.page + 1)}
      >
        {T.next}
      </button>
      <SelectField
        label={T.pageSize}
        value={String(state.size)}
        onChange={(e) => state.setSize(Number(e.target.value))}
        options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
        className="resource-list__size"
      />
    </nav>
  );
}
