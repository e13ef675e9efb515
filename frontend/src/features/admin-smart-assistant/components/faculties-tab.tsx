import { useMemo, useState } from 'react';
import { filterByStatusAndSearch } from '@dalil/domain/rules';
import { ResourceList, useResourceListState } from '@/components/admin/resource-list';
import { isStaleWrite, StaleWriteAlert } from '@/components/admin/stale-write';
import { useStaffDelete } from '@/components/admin/use-staff-delete';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { ApiError } from '@/lib/api-client';
import {
  addFaculty,
  deleteFaculty,
  updateFaculty,
  useAdminFaculties,
  type AssistantFaculty,
  type FacultyBody,
  restoreFaculty,
} from '../api/assistant-admin';
import { SA_TEXTS as T } from '../texts';
import { FacultyFormDialog } from './faculty-form-dialog';
import { FacultyLogo } from './faculty-logo';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? `${fallback}: ${error.message}` : fallback;

type Modal = { kind: 'add' } | { kind: 'edit'; faculty: AssistantFaculty } | null;

/** The server's order (the order they were added). */
const SORTS = ['server'] as const;
const searchOf = (f: AssistantFaculty) => [f.faculty_name, f.faculty_code];

/**
 * The faculties tab (spec 3 §2): a card grid with logo, name and code on the staff list frame
 * (search and page in the URL); add and edit modals, the one delete flow with its confirmation.
 * After an add, the list shows the page that holds the new faculty.
 */
export function FacultiesTab() {
  const { data, error, isLoading, mutate } = useAdminFaculties();
  const { show } = useToasts();
  const [modal, setModal] = useState<Modal>(null);
  /** The edit was refused: the faculty was saved by someone else since it was opened (409). */
  const [stale, setStale] = useState(false);
  const toast = (kind: 'success' | 'error', text: string) => show(kind, text, TOAST_MS.staff);
  const list = useResourceListState({ sorts: SORTS, defaultSort: 'server' });

  const faculties = useMemo(() => data ?? [], [data]);
  const { search } = list;
  const shown = useMemo(() => filterByStatusAndSearch(faculties, { search }, { searchOf }), [faculties, search]);

  const run = async (action: () => Promise<unknown>, ok: string, failed: string) => {
    try {
      await action();
    } catch (e) {
      if (isStaleWrite(e)) setStale(true);
      else toast('error', messageOf(e, failed));
      throw e;
    }
    toast('success', ok);
    setStale(false);
    setModal(null);
    return mutate();
  };

  /** Added: the page of the list that holds it (the server adds at the end). */
  const add = async (body: FacultyBody) => {
    const fresh = await run(() => addFaculty(body), T.facultyAdded, T.facultyAddFailed);
    const kept = filterByStatusAndSearch(fresh ?? [], { search }, { searchOf });
    const index = kept.findIndex((f) => f.faculty_code.toUpperCase() === body.shortCode.toUpperCase());
    if (index >= 0) list.setPage(Math.floor(index / list.size) + 1);
  };

  const remove = useStaffDelete({
    list: faculties,
    mutate,
    remove: deleteFaculty,
    restore: restoreFaculty,
    deleted: T.facultyDeleted,
    failed: T.facultyDeleteFailed,
    messageOf: (e) => messageOf(e, T.facultyDeleteFailed),
    confirm: (f) => ({
      title: T.deleteFaculty,
      media: <FacultyLogo src={f.faculty_logo} name={f.faculty_name} />,
      messages: [T.deleteQuestion, f.faculty_name, T.deleteWarning],
      confirmLabel: T.deleteConfirm,
      busyLabel: T.deleting,
    }),
  });

  return (
    <>
      <div className="button-row sa-toolbar">
        <button type="button" className="button button--primary" onClick={() => setModal({ kind: 'add' })}>
          {T.addFaculty}
        </button>
      </div>
      <ResourceList
        state={list}
        items={shown}
        noun="faculty"
        nameOf={(f) => f.faculty_name}
        searchLabel={T.search}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        loadingText={T.facultiesLoading}
        errorText={T.facultiesFailed}
        emptyText={faculties.length === 0 ? T.facultiesEmpty : T.noMatch}
        countText={T.shown(shown.length, faculties.length)}
        listClassName="sa-faculties"
        renderItem={(f) => (
          <article className="card sa-faculty" data-faculty-id={f._id}>
            <FacultyLogo src={f.faculty_logo} name={f.faculty_name} />
            <h2 className="sa-faculty__name">{f.faculty_name}</h2>
            <p className="sa-faculty__code">
              {T.code}: <span dir="ltr">{f.faculty_code}</span>
            </p>
            <div className="button-row">
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setModal({ kind: 'edit', faculty: f })}
                aria-label={`${T.edit} ${f.faculty_name}`}
              >
                {T.edit}
              </button>
              <button
                type="button"
                className="button button--danger button--small"
                onClick={() => remove.ask(f)}
                aria-label={`${T.delete} ${f.faculty_name}`}
              >
                {T.delete}
              </button>
            </div>
          </article>
        )}
      />

      {modal?.kind === 'add' && <FacultyFormDialog onClose={() => setModal(null)} onSubmit={add} />}
      {modal?.kind === 'edit' && (
        <FacultyFormDialog
          faculty={modal.faculty}
          onClose={() => {
            setStale(false);
            setModal(null);
          }}
          notice={
            stale && (
              // «إعادة التحميل»: the faculty as stored now; the dialog keeps the typed name and code.
              <StaleWriteAlert
                onReload={async () => {
                  const fresh = (await mutate())?.find((f) => f._id === modal.faculty._id);
                  if (fresh) setModal({ kind: 'edit', faculty: fresh });
                  setStale(false);
                }}
              />
            )
          }
          onSubmit={async (body: FacultyBody) => {
            await run(
              () => updateFaculty(modal.faculty._id, body, modal.faculty.updatedAt),
              T.facultyUpdated,
              T.facultyUpdateFailed,
            );
          }}
        />
      )}
      {remove.dialog}
    </>
  );
}
