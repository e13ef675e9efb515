import { useId, useMemo } from 'react';
import { countByStatus, filterByStatusAndSearch } from '@dalil/domain/rules';
import { AdminFrame } from '@/components/admin/admin-frame';
import { AsyncSection } from '@/components/async-section';
import { bulkDelete, ResourceList, useResourceListState, type BulkAction } from '@/components/admin/resource-list';
import { useAdminRecordId, useAdminTab, type AdminTab } from '@/components/admin/use-admin-tab';
import { useStaffDelete } from '@/components/admin/use-staff-delete';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Tabs, tabPanelProps } from '@/components/tabs';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/paths';
import { deleteContent, restoreContent, useContentList, type ContentRecord } from '../api/content';
import type { ContentKindConfig } from '../kinds';
import { COMMON } from '../texts';
import { ContentForm, failureMessage } from './content-form';
import { ContentCard, type CardAction } from './content-card';
import '../admin-content.css';

/** The lists keep the server's order (news and scholarships by date, articles newest first). */
const SORTS = ['server'] as const;

/**
 * One staff screen for news, scholarships or articles (spec 3 §2, §4–§6, §8): tabs add / manage /
 * edit / delete in `?tab=` (delete only for the SuperAdmin; others are bounced to manage with the
 * screen's refusal), the record in `?id=`; the list on the staff list frame: search (`?q=`), the
 * kind's status figures and filter (`?status=`), page and page size in the URL, and the kind's
 * bulk delete for the SuperAdmin.
 */
export function ContentAdminScreen({
  config,
  back = paths.admin,
}: {
  config: ContentKindConfig;
  back?: string | 'history';
}) {
  const { texts } = config;
  const idBase = useId();
  const { tab, setTab, superAdmin } = useAdminTab(texts.refusal, config.toastMs);
  const id = useAdminRecordId();
  const statuses = config.statuses;
  const listState = useResourceListState({
    sorts: SORTS,
    defaultSort: 'server',
    filters: ['all', ...(statuses?.values ?? [])],
    defaultFilter: 'all',
  });
  const list = useContentList(config.endpoints);
  const records = useMemo(() => list.data ?? [], [list.data]);
  const selected = id ? list.data?.find((r) => r._id === id) : undefined;
  const { search, filter: status } = listState;
  const shown = useMemo(
    () =>
      filterByStatusAndSearch(
        records,
        { search, status },
        { statusOf: (r) => r.status, searchOf: (r) => [config.displayName(r), r.Short_name, r.tag] },
      ),
    [records, search, status, config],
  );
  const counts = useMemo(
    () => (statuses ? countByStatus(records, statuses.values, (r) => r.status) : null),
    [records, statuses],
  );

  const remove = useStaffDelete({
    list: records,
    mutate: list.mutate,
    remove: (recordId) => deleteContent(config.endpoints, recordId),
    restore: (recordId) => restoreContent(config.endpoints, recordId),
    deleted: texts.deleted,
    failed: texts.deleteFailed,
    messageOf: (error) => failureMessage(error, texts.deleteFailed),
    toastMs: config.toastMs,
    onDeleted: () => setTab('manage'),
  });

  const edit: CardAction = { label: COMMON.edit, onClick: (r) => setTab('edit', r._id) };
  const del: CardAction = { label: COMMON.delete, tone: 'danger', onClick: (r) => setTab('delete', r._id) };
  const bulkActions: BulkAction<ContentRecord>[] =
    superAdmin && config.bulkDelete
      ? [
          bulkDelete<ContentRecord>({
            ...config.bulkDelete,
            remove: (rid) => deleteContent(config.endpoints, rid),
            restore: (rid) => restoreContent(config.endpoints, rid),
          }),
        ]
      : [];

  const tabs: { value: AdminTab; label: string; hidden?: boolean }[] = [
    { value: 'add', label: COMMON.tabs.add },
    { value: 'manage', label: COMMON.tabs.manage },
    { value: 'edit', label: COMMON.tabs.edit },
    { value: 'delete', label: COMMON.tabs.delete, hidden: !superAdmin },
  ];

  const recordList = (actions: CardAction[], intro?: string) => (
    <>
      {intro && <p className="field__hint">{intro}</p>}
      <ResourceList
        state={listState}
        items={shown}
        noun={config.noun}
        nameOf={config.displayName}
        summary={
          statuses && counts
            ? {
                label: COMMON.summary,
                items: [
                  { label: COMMON.all, value: counts.all, filter: 'all' },
                  ...statuses.values.map((value) => ({
                    label: statuses.labels[value] ?? value,
                    value: counts[value] ?? 0,
                    filter: value,
                  })),
                ],
              }
            : undefined
        }
        searchLabel={COMMON.search}
        searchHint={COMMON.searchHint}
        bulkActions={tab === 'manage' ? bulkActions : []}
        onBulkDone={() => list.mutate()}
        isLoading={!list.data && !list.error}
        error={list.data ? undefined : list.error}
        onRetry={() => void list.mutate()}
        loadingText={COMMON.loading}
        errorText={COMMON.loadError}
        emptyText={records.length === 0 ? texts.empty : COMMON.noMatch}
        countText={COMMON.shown(shown.length, records.length)}
        renderItem={(record, selectBox) => (
          <ContentCard config={config} record={record} actions={actions} selectBox={selectBox} />
        )}
      />
    </>
  );

  return (
    <AdminFrame title={texts.title} subtitle={texts.subtitle} path={config.screenPath} back={back}>
      <Tabs label={COMMON.tabsLabel} tabs={tabs} value={tab} onChange={(t) => setTab(t)} idBase={idBase} />
      <div {...tabPanelProps(idBase, tab)} className="content-admin__panel">
        {tab === 'add' && (
          <section>
            <h2 className="content-admin__heading">{texts.addHeading}</h2>
            <ContentForm config={config} />
          </section>
        )}

        {tab === 'manage' && recordList(superAdmin ? [edit, del] : [edit])}

        {tab === 'edit' && !id && recordList([edit], COMMON.pickToEdit)}

        {tab === 'edit' && id && (
          <section>
            <button type="button" className="button button--ghost button--small" onClick={() => setTab('edit')}>
              {COMMON.backToList}
            </button>
            <AsyncSection
              isLoading={!list.data && !list.error}
              error={list.data ? undefined : list.error}
              onRetry={() => void list.mutate()}
              isEmpty={!selected}
              loadingText={COMMON.loading}
              errorText={COMMON.loadError}
              retryLabel={COMMON.retry}
              emptyText={COMMON.notFound}
            >
              {selected && (
                <>
                  <h2 className="content-admin__heading">{texts.editHeading(config.displayName(selected))}</h2>
                  <ContentForm key={selected._id} config={config} record={selected} onSaved={() => setTab('manage')} />
                </>
              )}
            </AsyncSection>
          </section>
        )}

        {tab === 'delete' && (
          <>
            {recordList([del], COMMON.pickToDelete)}
            {selected && (
              <ConfirmDialog
                title={texts.deleteTitle}
                media={
                  <div className="content-admin__confirm-media">
                    <Logo
                      src={selected.logo_url}
                      alt=""
                      fallbackText={config.displayName(selected)}
                      className="content-card__logo"
                    />
                    <strong>{config.displayName(selected)}</strong>
                  </div>
                }
                messages={[texts.deleteQuestion(config.displayName(selected)), COMMON.deleteWarning]}
                confirmLabel={COMMON.confirmDelete}
                busyLabel={COMMON.deleting}
                onConfirm={() => remove.run(selected)}
                onCancel={() => setTab('manage')}
              />
            )}
          </>
        )}
      </div>
    </AdminFrame>
  );
}
