import { useMemo, useState } from 'react';
import { editedKeys, logoNameFromUrl } from '@dalil/domain/rules';
import {
  NEW_REVIEW_DEFAULTS,
  filterReviews,
  REVIEW_SORTS,
  REVIEW_STATUS_FILTERS,
  summarizeReviews,
  type ReviewFormValues,
} from '../model/reviews';
import { AdminFrame } from '@/components/admin/admin-frame';
import { bulkDelete, ResourceList, useResourceListState, type BulkAction } from '@/components/admin/resource-list';
import { useUndoToast } from '@/components/admin/use-staff-delete';
import { isStaleWrite, StaleWriteAlert } from '@/components/admin/stale-write';
import { useAdminRecordId, useAdminTab, type AdminTab } from '@/components/admin/use-admin-tab';
import { AsyncSection } from '@/components/async-section';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Tabs, tabPanelProps } from '@/components/tabs';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import {
  addReview,
  deleteReview,
  restoreReview,
  updateReview,
  useAdminReviews,
  type Review,
  type ReviewBody,
} from '../api/reviews';
import { ReviewCard } from '../components/review-card';
import { ReviewForm } from '../components/review-form';
import { REVIEW_TEXTS as T } from '../texts';
import '../admin-reviews.css';

const ID_BASE = 'admin-reviews';
/** What an approve/reject reload reports as changed by the other person. */
const REVIEW_FIELDS = ['status', 'name', 'affiliation', 'logo_url', 'rating', 'review'] as const;
const messageOf = serverMessage;

function toFormValues(review: Review): ReviewFormValues {
  return {
    name: review.name ?? '',
    affiliation: review.affiliation ?? NEW_REVIEW_DEFAULTS.affiliation,
    logo_name:
      review.logo_name ||
      (review.logo_url ? logoNameFromUrl(review.logo_url) : undefined) ||
      NEW_REVIEW_DEFAULTS.logo_name,
    rating: Number(review.rating) || NEW_REVIEW_DEFAULTS.rating,
    review: review.review ?? '',
  };
}

/** /admin/reviews (spec 3 §2): SuperAdmin only; add / manage / edit / delete in `?tab=`. */
export function AdminReviewsPage() {
  const { tab, setTab, superAdmin } = useAdminTab(T.deleteRefusal);
  const recordId = useAdminRecordId();
  const list = useResourceListState({
    sorts: REVIEW_SORTS,
    defaultSort: 'newest',
    filters: REVIEW_STATUS_FILTERS,
    defaultFilter: 'all',
  });
  const { search, sort, filter: status } = list;
  const { data, error, isLoading, mutate } = useAdminReviews();
  const { show } = useToasts();
  const undoToast = useUndoToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  /** A save refused because the review was saved by someone else since it was read (409). */
  const [stale, setStale] = useState<{ id: string; action: 'edit' | 'status' } | null>(null);
  /** After reloading a refused approve/reject: what the other person changed (nothing is re-sent). */
  const [reloaded, setReloaded] = useState<string | null>(null);
  const toast = (kind: 'success' | 'error', text: string) => show(kind, text, TOAST_MS.staff);

  const reviews = useMemo(() => data ?? [], [data]);
  const summary = useMemo(() => summarizeReviews(reviews), [reviews]);
  const shown = useMemo(() => filterReviews(reviews, { search, status, sort }), [reviews, search, status, sort]);
  const record = recordId ? reviews.find((r) => r._id === recordId) : undefined;

  const backToManage = async () => {
    setTab('manage');
    await mutate();
  };

  const changeStatus = async (review: Review, status: 'approved' | 'rejected') => {
    setBusyId(review._id);
    setReloaded(null);
    try {
      // With the version read: a review saved by someone else since is refused (409).
      const answer = await updateReview(review._id, { status, updatedAt: review.updatedAt });
      const updatedAt =
        answer && typeof answer === 'object' && answer.updatedAt ? answer.updatedAt : new Date().toISOString();
      // Spec 3 §4: the card changes in place (local status and updated time), no reload.
      await mutate((list) => (list ?? []).map((r) => (r._id === review._id ? { ...r, status, updatedAt } : r)), {
        revalidate: false,
      });
      toast('success', T.statusUpdated);
      setStale(null);
    } catch (e) {
      if (isStaleWrite(e)) setStale({ id: review._id, action: 'status' });
      else toast('error', messageOf(e, T.statusFailed));
    } finally {
      setBusyId(null);
    }
  };

  const add = async (body: ReviewBody) => {
    try {
      await addReview(body);
    } catch (e) {
      toast('error', messageOf(e, T.addFailed));
      throw e;
    }
    toast('success', T.added);
    await backToManage();
  };

  const save = async (id: string, body: ReviewBody) => {
    try {
      await updateReview(id, { ...body, updatedAt: reviews.find((r) => r._id === id)?.updatedAt });
    } catch (e) {
      // Saved by someone else since: the alert offers to reload; the form keeps what was typed.
      if (isStaleWrite(e)) setStale({ id, action: 'edit' });
      else toast('error', messageOf(e, T.updateFailed));
      throw e;
    }
    setStale(null);
    toast('success', T.updated_);
    await backToManage();
  };

  const remove = async (id: string) => {
    try {
      await deleteReview(id);
    } catch (e) {
      toast('error', messageOf(e, T.deleteFailed));
      return;
    }
    undoToast(
      T.deleted,
      () => restoreReview(id),
      () => mutate(),
    );
    await backToManage();
  };

  /**
   * «إعادة التحميل»: the list as stored now. The edit form moves onto it keeping what was typed
   * (its `version` changes); a refused approve/reject is not sent again: the card shows the
   * review as it is now and the screen says what the other person changed.
   */
  const reload = async () => {
    if (!stale) return;
    const before = reviews.find((r) => r._id === stale.id);
    const list = await mutate();
    const fresh = list?.find((r) => r._id === stale.id);
    if (stale.action === 'status')
      setReloaded(
        before && fresh
          ? T.reloadedChanges(
              editedKeys(before, fresh, REVIEW_FIELDS).map((k) => T.fieldNames[k]),
              fresh.name ?? '',
            )
          : T.reloadedGone,
      );
    setStale(null);
  };

  /** Approve or reject several pending reviews (each with the version read), delete several. */
  const bulkStatus = (next: 'approved' | 'rejected'): BulkAction<Review> => ({
    label: T.bulk[next],
    verb: next === 'approved' ? T.approve : T.reject,
    tone: next === 'approved' ? 'primary' : 'ghost',
    appliesTo: (r) => r.status === 'pending',
    confirm: {
      title: T.bulk[next],
      question: (n) => T.bulkQuestion[next](n),
      confirmLabel: next === 'approved' ? T.approve : T.reject,
      busyLabel: T.bulkRunning,
    },
    run: (r) => updateReview(r._id, { status: next, updatedAt: r.updatedAt }),
  });
  const bulkActions: BulkAction<Review>[] = [
    bulkStatus('approved'),
    bulkStatus('rejected'),
    ...(superAdmin
      ? [
          bulkDelete<Review>({
            title: T.bulk.delete,
            question: T.bulkQuestion.delete,
            remove: deleteReview,
            restore: restoreReview,
            confirmLabel: T.deleteConfirm,
          }),
        ]
      : []),
  ];

  const staleAlert = (action: 'edit' | 'status') =>
    stale?.action === action ? <StaleWriteAlert onReload={reload} /> : null;

  const tabs = (['add', 'manage', 'edit', 'delete'] as AdminTab[]).map((value) => ({
    value,
    label: T.tabs[value],
    hidden: value === 'delete' && !superAdmin,
  }));

  const needsRecord = (tab === 'edit' || tab === 'delete') && !isLoading && !error;

  return (
    <AdminFrame
      title={T.title}
      subtitle={T.subtitle}
      path={paths.adminReviews}
      back={paths.admin}
      backLabel={T.backLabel}
    >
      <Tabs
        label={T.tabsLabel}
        tabs={tabs}
        value={tab}
        onChange={(next) => setTab(next, next === 'edit' || next === 'delete' ? (recordId ?? undefined) : undefined)}
        idBase={ID_BASE}
      />
      <div {...tabPanelProps(ID_BASE, tab)} className="admin-reviews__panel">
        {tab === 'add' && (
          <ReviewForm
            key="add"
            mode="add"
            initial={NEW_REVIEW_DEFAULTS}
            onSubmit={add}
            onCancel={() => setTab('manage')}
          />
        )}

        {tab === 'manage' && (
          <>
            {staleAlert('status')}
            {reloaded && (
              <p className="admin-reviews__reloaded" role="status">
                {reloaded}
              </p>
            )}
            <ResourceList
              state={list}
              items={shown}
              noun="review"
              nameOf={(r) => r.name}
              summary={{
                label: T.summary,
                items: REVIEW_STATUS_FILTERS.map((f) => ({
                  label: f === 'all' ? T.all : T.status[f],
                  value: summary[f],
                  filter: f,
                  tone: f === 'pending' ? 'warning' : f === 'approved' ? 'good' : 'neutral',
                })),
              }}
              searchLabel={T.searchLabel}
              searchHint={T.searchHint}
              sortOptions={REVIEW_SORTS.map((s) => ({ value: s, label: T.sorts[s] }))}
              bulkActions={bulkActions}
              onBulkDone={() => mutate()}
              isLoading={isLoading}
              error={error}
              onRetry={() => void mutate()}
              loadingText={T.loading}
              errorText={T.loadFailed}
              emptyText={reviews.length === 0 ? T.empty : T.noMatches}
              countText={T.count(shown.length, reviews.length)}
              renderItem={(review, selectBox) => (
                <ReviewCard
                  review={review}
                  selectBox={selectBox}
                  busy={busyId === review._id}
                  canDelete={superAdmin}
                  onStatus={(next) => void changeStatus(review, next)}
                  onEdit={() => setTab('edit', review._id)}
                  onDelete={() => setTab('delete', review._id)}
                />
              )}
            />
          </>
        )}

        {(tab === 'edit' || tab === 'delete') && (isLoading || error) && (
          <AsyncSection
            isLoading={isLoading}
            error={error}
            onRetry={() => void mutate()}
            errorText={T.loadFailed}
            loadingText={T.loading}
          >
            {null}
          </AsyncSection>
        )}

        {needsRecord && !record && (
          <div className="async-state" role="status">
            <p>{recordId ? T.notFound : T.pickFirst}</p>
            <button type="button" className="button button--primary" onClick={() => setTab('manage')}>
              {T.backToManage}
            </button>
          </div>
        )}

        {needsRecord && tab === 'edit' && record && staleAlert('edit')}
        {needsRecord && tab === 'edit' && record && (
          <ReviewForm
            key={record._id}
            mode="edit"
            version={record.updatedAt}
            initial={toFormValues(record)}
            onSubmit={(body) => save(record._id, body)}
            onCancel={() => setTab('manage')}
          />
        )}

        {needsRecord && tab === 'delete' && record && (
          <>
            <ReviewCard
              review={record}
              busy
              canDelete={false}
              actions={false}
              onStatus={() => undefined}
              onEdit={() => undefined}
              onDelete={() => undefined}
            />
            <ConfirmDialog
              title={T.deleteTitle}
              messages={[T.deleteQuestion, record.name]}
              confirmLabel={T.deleteConfirm}
              busyLabel={T.deleting}
              onConfirm={() => remove(record._id)}
              onCancel={() => setTab('manage')}
            />
          </>
        )}
      </div>
    </AdminFrame>
  );
}
