import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminFrame } from '@/components/admin/admin-frame';
import { AsyncSection } from '@/components/async-section';
import { useAdminRecordId, useAdminTab, type AdminTab } from '@/components/admin/use-admin-tab';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/fields';
import { Tabs, tabPanelProps } from '@/components/tabs';
import { useToasts } from '@/components/toasts';
import { ImageWithFallback } from '@/lib/image-with-fallback';
import { paths } from '@/lib/paths';
import { deleteContent, useContentList, type ContentRecord } from '../api/content';
import type { ContentKindConfig } from '../kinds';
import { COMMON } from '../texts';
import { ContentForm, failureMessage } from './content-form';
import { RecordList, type CardAction } from './record-list';
import '../admin-content.css';

/**
 * One staff screen for news, scholarships or articles (spec 3 §2, §4–§6, §8): tabs add / manage /
 * edit / delete in `?tab=` (delete only for the SuperAdmin; others are bounced to manage with the
 * screen's refusal), the record in `?id=`, the search in `?q=`.
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
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const list = useContentList(config.endpoints);
  const { show } = useToasts();
  const selected = id ? list.data?.find((r) => r._id === id) : undefined;

  const setQuery = (q: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  const edit: CardAction = { label: COMMON.edit, onClick: (r) => setTab('edit', r._id) };
  const remove: CardAction = { label: COMMON.delete, tone: 'danger', onClick: (r) => setTab('delete', r._id) };
  const listProps = { config, data: list.data, error: list.error, onRetry: () => void list.mutate(), query };

  async function confirmDelete(record: ContentRecord) {
    try {
      await deleteContent(config.endpoints, record._id);
      await list.mutate();
      show('success', texts.deleted, config.toastMs);
      setTab('manage');
    } catch (error) {
      show('error', failureMessage(error, texts.deleteFailed), config.toastMs);
      setTab('delete');
    }
  }

  const tabs: { value: AdminTab; label: string; hidden?: boolean }[] = [
    { value: 'add', label: COMMON.tabs.add },
    { value: 'manage', label: COMMON.tabs.manage },
    { value: 'edit', label: COMMON.tabs.edit },
    { value: 'delete', label: COMMON.tabs.delete, hidden: !superAdmin },
  ];

  const search = (
    <TextField
      type="search"
      label={COMMON.search}
      placeholder={COMMON.searchPlaceholder}
      value={query}
      onChange={(e) => setQuery(e.target.value)}
      className="content-admin__search"
    />
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

        {tab === 'manage' && (
          <>
            {search}
            <RecordList {...listProps} actions={superAdmin ? [edit, remove] : [edit]} />
          </>
        )}

        {tab === 'edit' && !id && (
          <>
            {search}
            <RecordList {...listProps} actions={[edit]} intro={<p className="field__hint">{COMMON.pickToEdit}</p>} />
          </>
        )}

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
            {search}
            <RecordList
              {...listProps}
              actions={[remove]}
              intro={<p className="field__hint">{COMMON.pickToDelete}</p>}
            />
            {selected && (
              <ConfirmDialog
                title={texts.deleteTitle}
                media={
                  <div className="content-admin__confirm-media">
                    <ImageWithFallback
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
                onConfirm={() => confirmDelete(selected)}
                onCancel={() => setTab('manage')}
              />
            )}
          </>
        )}
      </div>
    </AdminFrame>
  );
}
