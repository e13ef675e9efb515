import { useCallback, useMemo, useState } from 'react';
import {
  CATEGORY_TYPE_LABELS,
  UNIVERSITY_CATEGORIES,
  mergeSubsetOrder,
  type UniversityCategory,
} from '@dalil/domain/rules';
import { admissionFormFromRecords, newAdmissionForm } from '../model/admission-form';
import { AdminFrame } from '@/components/admin/admin-frame';
import { useAdminRecordId, useAdminTab, type AdminTab } from '@/components/admin/use-admin-tab';
import { useResourceListState } from '@/components/admin/resource-list';
import { useStaffDelete } from '@/components/admin/use-staff-delete';
import { isStaleWrite, StaleWriteAlert } from '@/components/admin/stale-write';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Tabs, tabPanelProps, useUrlTab } from '@/components/tabs';
import { CategoryTabs } from '@/components/category-tabs';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { serverMessage } from '@/lib/api-client';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/paths';
import {
  addAdmission,
  deleteAdmission,
  saveUniversityOrder,
  updateAdmission,
  useStatusAdminData,
} from '../api/status-admin';
import { StatusForm, type StatusFormSubmit } from '../components/status-form';
import { StatusList } from '../components/status-list';
import { UniversityPicker } from '../components/university-picker';
import { TEXTS } from '../texts';
import '../status-admin.css';

/** The one sort of the list: the type's order (the universities' index), which the ordering mode changes. */
const SORTS = ['index'] as const;

/**
 * /admin/admission-status (spec 3 §2 "Admission-status admin") on the staff frame: tabs add /
 * manage / edit / delete and the type in the URL (`?tab=`, `?id=` the university code, `?type=`),
 * the list's search, page and page size too (`?q=`, `?page=`, `?size=`: the staff lists' state),
 * the one delete flow and the server's message as every staff screen shows it.
 */
export function AdmissionStatusAdminPage() {
  const { tab, setTab, superAdmin } = useAdminTab(TEXTS.deleteRefused, TOAST_MS.staff);
  const recordId = useAdminRecordId();
  const [category, setCategory] = useUrlTab<UniversityCategory>('type', UNIVERSITY_CATEGORIES, 'private');
  const list = useResourceListState({ sorts: SORTS, defaultSort: 'index' });
  const { show } = useToasts();
  const data = useStatusAdminData(category);

  const selected = useMemo(
    () => (recordId ? (data.universities.find((u) => u.code === recordId) ?? null) : null),
    [recordId, data.universities],
  );
  const selectedLink = useMemo(
    () => (recordId ? data.links.find((l) => l.university_code === recordId) : undefined),
    [recordId, data.links],
  );

  const toManage = useCallback(() => setTab('manage'), [setTab]);

  const add = async (values: StatusFormSubmit) => {
    try {
      // The found university may be of another type than the strip shows: its own type's records.
      await addAdmission(values.category, values.code, values);
      show('success', TEXTS.added, TOAST_MS.staff);
      await data.reload();
      return true;
    } catch (error) {
      show('error', serverMessage(error, TEXTS.addFailed), TOAST_MS.staff);
      return false;
    }
  };

  const [stale, setStale] = useState(false);
  const update = async (values: StatusFormSubmit) => {
    try {
      await updateAdmission(
        category,
        {
          statusId: selected?.statusId,
          deadlineId: selected?.deadlineId,
          statusUpdatedAt: selected?.statusUpdatedAt,
          deadlineUpdatedAt: selected?.deadlineUpdatedAt,
        },
        values,
      );
      setStale(false);
      show('success', TEXTS.saved, TOAST_MS.staff);
      await data.reload();
      toManage();
      return true;
    } catch (error) {
      // Saved by someone else since it was opened: the alert offers to reload; the form keeps its text.
      if (isStaleWrite(error)) setStale(true);
      else show('error', serverMessage(error, TEXTS.saveFailed), TOAST_MS.staff);
      return false;
    }
  };

  // The one delete flow (confirmation, toast, the server's refusal with the dialog kept open, a
  // record already gone dropped); the confirmation is the delete tab's, opened by `?id=`.
  const staffDelete = useStaffDelete({
    list: data.universities.map((u) => ({ ...u, _id: u.code })),
    mutate: () => data.reload(),
    remove: () => deleteAdmission(category, { statusId: selected?.statusId, deadlineId: selected?.deadlineId }),
    deleted: TEXTS.deleted,
    failed: TEXTS.deleteFailed,
    onDeleted: toManage,
  });

  const saveOrder = async (listedOrder: string[]) => {
    try {
      await saveUniversityOrder(
        category,
        mergeSubsetOrder(
          data.links.map((l) => l.university_code),
          listedOrder,
        ),
      );
      show('success', TEXTS.orderSaved, TOAST_MS.staff);
      await data.reload();
      return true;
    } catch (error) {
      show('error', serverMessage(error, TEXTS.saveFailed), TOAST_MS.staff);
      return false;
    }
  };

  const common = {
    category,
    universities: data.universities,
    isLoading: data.isLoading,
    error: data.error,
    onRetry: () => void data.reload(),
    query: list.search,
    onQueryChange: list.setSearch,
  };

  const tabs: { value: AdminTab; label: string }[] = [
    { value: 'add', label: TEXTS.tabs.add },
    { value: 'manage', label: TEXTS.tabs.manage },
    { value: 'edit', label: TEXTS.tabs.edit },
    { value: 'delete', label: TEXTS.tabs.delete },
  ];

  return (
    <AdminFrame
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      path={`${paths.admin}/admission-status`}
      back="history"
      backLabel={TEXTS.back}
    >
      <Tabs label={TEXTS.tabsLabel} idBase="status-admin" tabs={tabs} value={tab} onChange={(next) => setTab(next)} />
      <div {...tabPanelProps('status-admin', tab)} className="status-admin-panel">
        {tab !== 'add' && (
          <>
            <CategoryTabs
              label={TEXTS.typesLabel}
              idBase="status-type"
              className="status-admin-types"
              order={UNIVERSITY_CATEGORIES}
              value={category}
              onChange={(next) => setCategory(next, { id: undefined })}
            />
            <p className="status-admin-banner" role="note">
              {TEXTS.banner}
            </p>
          </>
        )}
        <div {...(tab === 'add' ? {} : tabPanelProps('status-type', category))}>
          {tab === 'add' && <StatusForm key="add" mode="add" initial={newAdmissionForm()} onSubmit={add} />}

          {tab === 'manage' && (
            <StatusList
              {...common}
              onEdit={(code) => setTab('edit', code)}
              onDelete={(code) => setTab('delete', code)}
              superAdmin={superAdmin}
              onSaveOrder={saveOrder}
              pages={list}
            />
          )}

          {tab === 'edit' &&
            (selected && !data.isLoading ? (
              <div className="status-admin-edit">
                <div className="status-admin-edit__head">
                  <h2>{TEXTS.editTitle(selected.name)}</h2>
                  <button type="button" className="button button--ghost" onClick={() => setTab('edit')}>
                    {TEXTS.backToList}
                  </button>
                </div>
                {stale && (
                  <StaleWriteAlert
                    onReload={async () => {
                      await data.reload();
                      setStale(false);
                    }}
                  />
                )}
                <StatusForm
                  key={`${category}-${selected.code}`}
                  mode="edit"
                  initial={admissionFormFromRecords(selected.status, { ...selected.deadline, ...selected.steps })}
                  version={`${selected.statusUpdatedAt ?? ''}|${selected.deadlineUpdatedAt ?? ''}`}
                  university={{
                    category,
                    link: selectedLink ?? {
                      _id: '',
                      university: selected.code,
                      university_code: selected.code,
                      university_Arabic_Name: selected.name,
                      university_Logo: selected.logo,
                      category,
                      type: selected.subtype,
                      index: selected.index,
                    },
                  }}
                  onSubmit={update}
                />
              </div>
            ) : (
              <UniversityPicker
                {...common}
                heading={TEXTS.pickToEdit}
                actionLabel={TEXTS.edit}
                tone="primary"
                onPick={(code) => setTab('edit', code)}
              />
            ))}

          {tab === 'delete' && superAdmin && (
            <>
              <UniversityPicker
                {...common}
                heading={TEXTS.pickToDelete}
                actionLabel={TEXTS.delete}
                tone="danger"
                onPick={(code) => setTab('delete', code)}
              />
              {selected && (
                <ConfirmDialog
                  title={TEXTS.confirmTitle}
                  media={
                    <>
                      <Logo
                        src={selected.logo}
                        alt=""
                        fallbackText={selected.name}
                        className="status-admin-card__logo"
                      />
                      <span>
                        <strong>{selected.name}</strong>
                        <br />
                        <span className="status-admin-type-label">{CATEGORY_TYPE_LABELS[category]}</span>
                      </span>
                    </>
                  }
                  messages={[TEXTS.confirmQuestion(selected.name), TEXTS.confirmWarning]}
                  confirmLabel={TEXTS.confirmDelete}
                  busyLabel={TEXTS.deleting}
                  cancelLabel={TEXTS.cancel}
                  onConfirm={() => staffDelete.run({ ...selected, _id: selected.code })}
                  onCancel={toManage}
                />
              )}
            </>
          )}
        </div>
      </div>
    </AdminFrame>
  );
}
