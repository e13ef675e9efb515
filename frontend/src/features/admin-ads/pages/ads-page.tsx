import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adFormDefaults } from '../model/ad-form';
import { AdminFrame } from '@/components/admin/admin-frame';
import { useStaffDelete } from '@/components/admin/use-staff-delete';
import { AsyncSection } from '@/components/async-section';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SubmitButton } from '@/components/submit-button';
import { Tabs, tabPanelProps, useUrlTab } from '@/components/tabs';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { createAd, deleteAd, restoreAd, updateAd, useAdminAds, type AdRecord } from '../api/ads-admin';
import { AdEditDialog } from '../components/ad-edit-dialog';
import { AdFormFields, useAdForm } from '../components/ad-form';
import { AdsTable } from '../components/ads-table';
import { AnalyticsTab } from '../components/analytics-tab';
import { EventsDialog } from '../components/events-dialog';
import { TEXTS } from '../texts';
import '../admin-ads.css';

const TABS = ['analytics', 'current', 'add'] as const;
type AdsTab = (typeof TABS)[number];
const ID_BASE = 'admin-ads';
/** `?events=` opens the events modal: an ad's id, or this value for every ad. */
const ALL_EVENTS = 'all';

type Modal = { kind: 'edit' | 'delete'; id: string } | null;

/**
 * /admin/ads (spec 3 §2 "Ads screen"): SuperAdmin; tabs analytics / current ads / add in `?tab=`
 * (analytics first), edit and delete as modals, the floating add button outside the add tab, and
 * the events' detail modal (`?events=`, its search `?eq=` and page `?epage=`). After a save the
 * current-ads tab is shown (spec 3 §4).
 */
export function AdsPage() {
  const { data, error, isLoading, mutate } = useAdminAds();
  const { show } = useToasts();
  const [tab, setTab] = useUrlTab<AdsTab>('tab', TABS, 'analytics');
  const [params, setParams] = useSearchParams();
  const [modal, setModal] = useState<Modal>(null);
  const ads = useMemo(() => data ?? [], [data]);
  const current = modal ? (ads.find((a) => a._id === modal.id) ?? null) : null;

  const addForm = useAdForm(adFormDefaults(), async (body) => {
    await createAd(body);
    show('success', TEXTS.added, TOAST_MS.staff);
    await mutate();
    // Still sending (busy), so the unsaved-changes prompt does not stop the switch (spec 3 §4).
    setTab('current');
    return adFormDefaults();
  });

  const { run: remove } = useStaffDelete({
    list: ads,
    mutate,
    remove: deleteAd,
    restore: restoreAd,
    deleted: TEXTS.deleted,
    failed: TEXTS.deleteError,
    onDeleted: () => setModal(null),
  });

  // The events modal's state lives in the URL, so reload and back keep it.
  const eventsId = params.get('events');
  const eventsAd = eventsId && eventsId !== ALL_EVENTS ? (ads.find((a) => a._id === eventsId) ?? null) : null;
  const eventsPage = Math.max(1, Math.floor(Number(params.get('epage'))) || 1);
  const setEventParams = useCallback(
    (patch: Record<string, string | null>, replace = false) =>
      setParams(
        (now) => {
          const copy = new URLSearchParams(now);
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === '') copy.delete(k);
            else copy.set(k, v);
          }
          return copy;
        },
        { replace },
      ),
    [setParams],
  );
  const openEvents = (ad: AdRecord | null) =>
    setEventParams({ events: ad ? ad._id : ALL_EVENTS, eq: null, epage: null });
  const onEventsSearch = useCallback(
    (text: string) => setEventParams({ eq: text, epage: null }, true),
    [setEventParams],
  );

  const tabs = TABS.map((value) => ({ value, label: TEXTS.tabs[value] }));
  const list = (
    <AsyncSection
      isLoading={isLoading}
      error={error}
      isEmpty={!ads.length}
      onRetry={() => void mutate()}
      loadingText={TEXTS.loading}
      errorText={error instanceof ApiError && error.status !== 500 ? error.message : TEXTS.loadError}
      emptyText={TEXTS.empty}
    >
      {tab === 'analytics' ? (
        <AnalyticsTab ads={ads} onOpenEvents={openEvents} />
      ) : (
        <AdsTable
          ads={ads}
          onEdit={(ad) => setModal({ kind: 'edit', id: ad._id })}
          onDelete={(ad) => setModal({ kind: 'delete', id: ad._id })}
        />
      )}
    </AsyncSection>
  );

  return (
    <AdminFrame
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      path={paths.adminAds}
      back={paths.admin}
      backLabel={TEXTS.back}
    >
      <Tabs label={TEXTS.tabsLabel} tabs={tabs} value={tab} onChange={(next) => setTab(next)} idBase={ID_BASE} />
      <div {...tabPanelProps(ID_BASE, tab)} className="ads-panel">
        {tab === 'add' ? (
          <div className="card ads-add">
            <AdFormFields form={addForm} id="ad-add">
              <div className="button-row ads-add__actions">
                <SubmitButton busy={addForm.busy} busyLabel={TEXTS.adding}>
                  {TEXTS.add}
                </SubmitButton>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={addForm.busy || !addForm.dirty}
                  onClick={() => addForm.reset(adFormDefaults())}
                >
                  {TEXTS.reset}
                </button>
              </div>
            </AdFormFields>
            <UnsavedChangesPrompt when={addForm.dirty && !addForm.busy} />
          </div>
        ) : (
          list
        )}
      </div>

      {tab !== 'add' && (
        <button type="button" className="button button--primary ads-fab" onClick={() => setTab('add')}>
          <span aria-hidden="true">+</span>
          <span className="ads-fab__label">{TEXTS.addFloating}</span>
        </button>
      )}

      {modal?.kind === 'edit' && current && (
        <AdEditDialog
          ad={current}
          onClose={() => setModal(null)}
          onReload={async () => (await mutate())?.find((a) => a._id === current._id)}
          onSave={async (body) => {
            await updateAd(current._id, body);
            show('success', TEXTS.updated, TOAST_MS.staff);
            setModal(null);
            await mutate();
            setTab('current');
          }}
        />
      )}
      {modal?.kind === 'delete' && current && (
        <ConfirmDialog
          title={TEXTS.deleteTitle}
          messages={[TEXTS.deleteQuestion(current.title), TEXTS.deleteWarning]}
          confirmLabel={TEXTS.deleteConfirm}
          busyLabel={TEXTS.deleting}
          onConfirm={() => remove(current)}
          onCancel={() => setModal(null)}
        />
      )}
      {eventsId && (eventsId === ALL_EVENTS || eventsAd || !data) && (
        <EventsDialog
          key={eventsId}
          adId={eventsId === ALL_EVENTS ? null : eventsId}
          adTitle={eventsAd?.title ?? null}
          search={params.get('eq') ?? ''}
          page={eventsPage}
          onSearch={onEventsSearch}
          onPage={(p) => setEventParams({ epage: p > 1 ? String(p) : null })}
          onClose={() => setEventParams({ events: null, eq: null, epage: null })}
        />
      )}
    </AdminFrame>
  );
}
