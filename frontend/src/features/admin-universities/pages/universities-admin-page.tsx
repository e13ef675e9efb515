import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parseCategory } from '@dalil/domain/rules';
import { AdminFrame } from '@/components/admin/admin-frame';
import { isStaleWrite, StaleWriteAlert } from '@/components/admin/stale-write';
import { useAdminRecordId, useAdminTab, type AdminTab } from '@/components/admin/use-admin-tab';
import { AsyncSection } from '@/components/async-section';
import { Tabs, tabPanelProps } from '@/components/tabs';
import { useToasts } from '@/components/toasts';
import type { Category } from '@/lib/api/universities';
import { paths } from '@/lib/paths';
import {
  createUniversity,
  mutationErrorText,
  sourceRefusalIn,
  saveUniversityWithParts,
  useUniversityWithParts,
} from '../api/universities-admin';
import { DeletePanel } from '../components/delete-panel';
import { ManagePanel } from '../components/manage-panel';
import { TypeSelector } from '../components/type-selector';
import { UniversityForm } from '../components/university-form';
import { UniversityPicker } from '../components/university-picker';
import { addBody, editBody, formStateFrom, newFormState, type UniversityFormState } from '../form-state';
import { TEXTS } from '../texts';
import { UNIVERSITY_TOAST_MS } from '../toast';
import '../admin-universities.css';

/**
 * `?type=` (any case; private when missing), `?q=` (search) and the picker's `?page=`/`?size=`: the
 * list's place survives reload and back.
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const category: Category = parseCategory(params.get('type')) ?? 'private';
  const query = params.get('q') ?? '';
  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          // A new search or type starts at its first page.
          next.delete('page');
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    category,
    query,
    setCategory: (c: Category) => update({ type: c === 'private' ? undefined : c, q: undefined, id: undefined }),
    setQuery: (q: string) => update({ q: q || undefined }),
  };
}

/** The edit tab: the card grid, or the form of `?id=` (reload keeps it). */
function EditTab({
  category,
  query,
  onQuery,
  id,
  onPick,
  onBack,
}: {
  category: Category;
  query: string;
  onQuery: (q: string) => void;
  id: string | null;
  onPick: (id: string) => void;
  onBack: () => void;
}) {
  const { show } = useToasts();
  const record = useUniversityWithParts(category, id);
  const [stale, setStale] = useState(false);
  // A new form after each save (it starts from what the server stored); a reload after a
  // refused save keeps the form and moves it onto the fresh record (`version`).
  const [saves, setSaves] = useState(0);
  if (!id) {
    return (
      <UniversityPicker
        category={category}
        query={query}
        onQuery={onQuery}
        grouped={false}
        prompt={TEXTS.chooseToEdit}
        actionLabel={TEXTS.editOf}
        onPick={(u) => onPick(u._id)}
      />
    );
  }
  const save = async (state: UniversityFormState) => {
    if (!record.data?.university._id) {
      show('error', TEXTS.missingId, UNIVERSITY_TOAST_MS);
      throw new Error(TEXTS.missingId);
    }
    try {
      // With the version read: a university saved by someone else since is refused (409).
      const saved = await saveUniversityWithParts(category, record.data.university._id, {
        ...editBody(state),
        updatedAt: (record.data.university as { updatedAt?: string }).updatedAt,
      });
      setStale(false);
      setSaves((n) => n + 1);
      await record.mutate(saved, { revalidate: false });
      show('success', TEXTS.saved, UNIVERSITY_TOAST_MS);
    } catch (error) {
      if (isStaleWrite(error)) setStale(true);
      else if (!sourceRefusalIn(error)) show('error', mutationErrorText(error), UNIVERSITY_TOAST_MS);
      throw error;
    }
  };
  return (
    <AsyncSection
      isLoading={!record.data && !record.error}
      error={record.error}
      onRetry={() => void record.mutate()}
      loadingText={TEXTS.loading}
      errorText={TEXTS.loadUniversityError}
      retryLabel={TEXTS.retry}
    >
      {stale && (
        // The form keeps what was typed; reloading moves it onto the university as stored now,
        // keeping the fields and parts the person changed (form-state `rebaseFormState`).
        <StaleWriteAlert
          onReload={async () => {
            await record.mutate();
            setStale(false);
          }}
        />
      )}
      {record.data && (
        // A new key after each save: the form starts again from what the server stored.
        <UniversityForm
          key={`${record.data.university._id}-${saves}`}
          mode="edit"
          version={(record.data.university as { updatedAt?: string }).updatedAt}
          initial={formStateFrom(category, record.data)}
          onSubmit={save}
          onBack={onBack}
        />
      )}
    </AsyncSection>
  );
}

/**
 * /admin/universities-data (spec 3 §2): add, manage, edit and delete (SuperAdmin) in `?tab=`,
 * the record in `?id=`, the type in `?type=` and the search in `?q=`.
 */
export function UniversitiesAdminPage() {
  const { tab, setTab, superAdmin } = useAdminTab(TEXTS.superAdminOnly, UNIVERSITY_TOAST_MS);
  const id = useAdminRecordId();
  const { category, query, setCategory, setQuery } = useListParams();
  const { show } = useToasts();
  const [addKey, setAddKey] = useState(0);
  const navigate = useNavigate();

  const go = (next: AdminTab, recordId?: string) => setTab(next, recordId);

  const add = async (state: UniversityFormState) => {
    try {
      await createUniversity(state.category, addBody(state));
      show('success', TEXTS.added, UNIVERSITY_TOAST_MS);
      setAddKey((k) => k + 1);
      // Manage, on the new university's type (one navigation: two search-param updates in a row would overwrite each other).
      navigate({ search: state.category === 'private' ? '' : `?type=${state.category}` });
    } catch (error) {
      if (!sourceRefusalIn(error)) show('error', mutationErrorText(error), UNIVERSITY_TOAST_MS);
      throw error;
    }
  };

  const tabs = (['add', 'manage', 'edit', 'delete'] as const).map((value) => ({
    value,
    label: TEXTS.tabs[value],
    hidden: value === 'delete' && !superAdmin,
  }));

  return (
    <AdminFrame
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      path={paths.adminUniversities}
      back={paths.home}
      backLabel={TEXTS.back}
    >
      <Tabs label={TEXTS.tabsLabel} idBase="uni-admin" tabs={tabs} value={tab} onChange={(next) => go(next)} />
      <div {...tabPanelProps('uni-admin', tab)} className="uni-admin">
        {tab === 'add' ? (
          <UniversityForm key={addKey} mode="add" initial={newFormState(category)} onSubmit={add} />
        ) : (
          <>
            <TypeSelector value={category} onChange={setCategory} />
            <div {...tabPanelProps('uni-type', category)} className="uni-admin__body">
              {tab === 'manage' && (
                <ManagePanel
                  category={category}
                  query={query}
                  onQuery={setQuery}
                  superAdmin={superAdmin}
                  onEdit={(u) => go('edit', u._id)}
                  onDelete={(u) => go('delete', u._id)}
                />
              )}
              {tab === 'edit' && (
                <EditTab
                  category={category}
                  query={query}
                  onQuery={setQuery}
                  id={id}
                  onPick={(recordId) => go('edit', recordId)}
                  onBack={() => go('edit')}
                />
              )}
              {tab === 'delete' && (
                <DeletePanel
                  category={category}
                  query={query}
                  onQuery={setQuery}
                  selectedId={id}
                  onSelect={(recordId) => go('delete', recordId)}
                  onDone={() => go('manage')}
                />
              )}
            </div>
          </>
        )}
      </div>
    </AdminFrame>
  );
}
