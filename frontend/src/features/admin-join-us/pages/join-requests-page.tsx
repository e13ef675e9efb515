import { useMemo } from 'react';
import {
  filterJoinRequests,
  joinDeleteErrorMessage,
  joinLoadErrorMessage,
  JOIN_ADMIN_MESSAGES,
  JOIN_FILTERS,
  JOIN_SORTS,
  summarizeJoinRequests,
} from '../model/admin-join-requests';
import { AdminFrame } from '@/components/admin/admin-frame';
import { CsvExportButton } from '@/components/admin/csv-export-button';
import { bulkDelete, ResourceList, useResourceListState } from '@/components/admin/resource-list';
import { useStaffDelete } from '@/components/admin/use-staff-delete';
import { Tabs, tabPanelProps } from '@/components/tabs';
import { ApiError, errorMessageFrom } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { deleteJoinRequest, restoreJoinRequest, useJoinRequests } from '../api/join-requests';
import { JoinRequestCard, joinRequestName } from '../components/join-request-card';
import { JOIN_REQUEST_COLUMNS } from '../join-request-columns';
import { FILTER_LABELS, SORT_LABELS, TEXTS } from '../texts';
import '../admin-join-us.css';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : -1);

/**
 * /admin/join-us (spec 3 §2 "Join-requests admin", §8): figures and tabs that filter, search,
 * sort and page in the URL, refresh, cards, delete one or several.
 */
export function JoinRequestsPage() {
  const { data, error, isLoading, isValidating, mutate } = useJoinRequests();
  const list = useResourceListState({
    sorts: JOIN_SORTS,
    defaultSort: 'newest',
    filters: JOIN_FILTERS,
    defaultFilter: 'current',
    filterParam: 'filter',
  });
  const { filter, sort, search } = list;

  const requests = useMemo(() => data ?? [], [data]);
  const summary = useMemo(() => summarizeJoinRequests(requests), [requests]);
  const shown = useMemo(() => filterJoinRequests(requests, { filter, search, sort }), [requests, filter, search, sort]);
  const loadError = error
    ? joinLoadErrorMessage(statusOf(error), error instanceof ApiError ? errorMessageFrom(error.body) : null)
    : null;

  // Spec 3 §8 words the delete refusals by status (a request already gone: 404).
  const remove = useStaffDelete({
    list: requests,
    mutate,
    remove: deleteJoinRequest,
    restore: restoreJoinRequest,
    deleted: JOIN_ADMIN_MESSAGES.deleted,
    failed: JOIN_ADMIN_MESSAGES.deleteUnexpected,
    messageOf: (e) => joinDeleteErrorMessage(statusOf(e)),
    confirm: (request) => ({
      title: TEXTS.deleteTitle,
      messages: [TEXTS.deleteQuestion(joinRequestName(request)), TEXTS.deleteWarning],
    }),
  });

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
      <Tabs
        label={TEXTS.filters}
        idBase="join-filter"
        value={filter}
        onChange={(next) => list.setFilter(next)}
        tabs={JOIN_FILTERS.map((f) => ({ value: f, label: `${FILTER_LABELS[f]} (${summary[f]})` }))}
      />
      <div {...tabPanelProps('join-filter', filter)}>
        <ResourceList
          state={list}
          items={shown}
          noun="request"
          nameOf={joinRequestName}
          summary={{
            label: TEXTS.summary,
            items: [
              { label: TEXTS.all, value: summary.all },
              ...JOIN_FILTERS.map((f) => ({ label: FILTER_LABELS[f], value: summary[f], filter: f })),
            ],
          }}
          searchLabel={TEXTS.search}
          sortOptions={JOIN_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          bulkActions={[
            bulkDelete({
              title: TEXTS.bulkDeleteTitle,
              question: TEXTS.bulkDeleteQuestion,
              remove: deleteJoinRequest,
              restore: restoreJoinRequest,
            }),
          ]}
          onBulkDone={() => mutate()}
          actions={<CsvExportButton records={shown} columns={JOIN_REQUEST_COLUMNS} fileName="dalil-join-requests" />}
          isLoading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          loadingText={TEXTS.loading}
          errorText={loadError}
          emptyText={TEXTS.empty}
          countText={TEXTS.shown(shown.length, summary[filter])}
          listClassName="join-list"
          renderItem={(request, selectBox) => (
            <JoinRequestCard request={request} selectBox={selectBox} onDelete={() => remove.ask(request)} />
          )}
        />
      </div>
      {remove.dialog}
    </AdminFrame>
  );
}
