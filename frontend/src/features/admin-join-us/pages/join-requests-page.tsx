import { useMemo, useState } from 'react';
import {
  filterJoinRequests,
  joinDeleteErrorMessage,
  joinLoadErrorMessage,
  JOIN_ADMIN_MESSAGES,
  JOIN_FILTERS,
  JOIN_SORTS,
  oneOfOr,
  summarizeJoinRequests,
  type JoinFilter,
  type JoinSort,
} from '@dalil/domain';
import { AdminFrame } from '@/components/admin/admin-frame';
import { RecordList } from '@/components/record-list';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SelectField, TextField } from '@/components/fields';
import { SummaryCounts } from '@/components/summary-counts';
import { Tabs, tabPanelProps, useUrlTab } from '@/components/tabs';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { useUrlText } from '@/components/url-state';
import { ApiError, errorMessageFrom } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { deleteJoinRequest, useJoinRequests, type JoinRequestRecord } from '../api/join-requests';
import { JoinRequestCard } from '../components/join-request-card';
import { FILTER_LABELS, SORT_LABELS, TEXTS } from '../texts';
import '../admin-join-us.css';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : -1);

/** /admin/join-us (spec 3 §2 "Join-requests admin", §8): counts, filter, search, sort and refresh in the URL, cards, delete. */
export function JoinRequestsPage() {
  const { data, error, isLoading, isValidating, mutate } = useJoinRequests();
  const { show } = useToasts();
  const [filter, setFilter] = useUrlTab<JoinFilter>('filter', JOIN_FILTERS, 'current');
  const [sort, setSort] = useUrlTab<JoinSort>('sort', JOIN_SORTS, 'newest');
  const [search, setSearch] = useUrlText('q');
  const [deleting, setDeleting] = useState<JoinRequestRecord | null>(null);

  const requests = useMemo(() => data ?? [], [data]);
  const summary = useMemo(() => summarizeJoinRequests(requests), [requests]);
  const shown = useMemo(() => filterJoinRequests(requests, { filter, search, sort }), [requests, filter, search, sort]);
  const loadError = error
    ? joinLoadErrorMessage(statusOf(error), error instanceof ApiError ? errorMessageFrom(error.body) : null)
    : null;

  const remove = async (request: JoinRequestRecord) => {
    try {
      await deleteJoinRequest(request._id);
      show('success', JOIN_ADMIN_MESSAGES.deleted, TOAST_MS.staff);
      setDeleting(null);
      await mutate(
        requests.filter((r) => r._id !== request._id),
        { revalidate: true },
      );
    } catch (e) {
      show('error', joinDeleteErrorMessage(statusOf(e)), TOAST_MS.staff);
      // Already gone: drop it from the list too.
      if (statusOf(e) === 404) {
        setDeleting(null);
        await mutate();
      }
    }
  };

  return (
    <AdminFrame
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      path={paths.adminJoinUs}
      back={paths.admin}
      backLabel={TEXTS.back}
      actions={
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void mutate()}
          disabled={isValidating}
          aria-busy={isValidating || undefined}
        >
          {isValidating && !isLoading ? TEXTS.refreshing : TEXTS.refresh}
        </button>
      }
    >
      <SummaryCounts
        label={TEXTS.summary}
        items={[
          { label: TEXTS.all, value: summary.all },
          ...JOIN_FILTERS.map((f) => ({ label: FILTER_LABELS[f], value: summary[f] })),
        ]}
      />
      <Tabs
        label={TEXTS.filters}
        idBase="join-filter"
        value={filter}
        onChange={(next) => setFilter(next)}
        tabs={JOIN_FILTERS.map((f) => ({ value: f, label: `${FILTER_LABELS[f]} (${summary[f]})` }))}
      />
      <div {...tabPanelProps('join-filter', filter)}>
        <div className="list-toolbar" role="search">
          <TextField label={TEXTS.search} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          <SelectField
            label={TEXTS.sort}
            value={sort}
            onChange={(e) => setSort(oneOfOr(e.target.value, JOIN_SORTS, 'newest'))}
            options={JOIN_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          />
        </div>
        <RecordList
          isLoading={isLoading}
          error={error}
          isEmpty={!shown.length}
          onRetry={() => void mutate()}
          loadingText={TEXTS.loading}
          errorText={loadError}
          emptyText={TEXTS.empty}
          countText={TEXTS.shown(shown.length, summary[filter])}
          listClassName="join-list"
        >
          {shown.map((request) => (
            <JoinRequestCard key={request._id} request={request} onDelete={() => setDeleting(request)} />
          ))}
        </RecordList>
      </div>
      {deleting && (
        <ConfirmDialog
          title={TEXTS.deleteTitle}
          messages={[
            TEXTS.deleteQuestion(`${deleting.firstName ?? ''} ${deleting.lastName ?? ''}`.trim()),
            TEXTS.deleteWarning,
          ]}
          confirmLabel={TEXTS.deleteConfirm}
          busyLabel={TEXTS.deleting}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </AdminFrame>
  );
}
