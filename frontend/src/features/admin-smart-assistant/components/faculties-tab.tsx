import { useState } from 'react';
import { isStaleWrite, StaleWriteAlert } from '@/components/admin/stale-write';
import { AsyncSection } from '@/components/async-section';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { ApiError } from '@/lib/api-client';
import {
  addFaculty,
  deleteFaculty,
  updateFaculty,
  useAdminFaculties,
  type AssistantFaculty,
  type FacultyBody,
} from '../api/assistant-admin';
import { SA_TEXTS as T } from '../texts';
import { FacultyFormDialog } from './faculty-form-dialog';
import { FacultyLogo } from './faculty-logo';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? `${fallback}: ${error.message}` : fallback;

type Modal =
  { kind: 'add' } | { kind: 'edit'; faculty: AssistantFaculty } | { kind: 'delete'; faculty: AssistantFaculty } | null;

/** The faculties tab (spec 3 §2): a card grid with logo, name and code; add, edit and delete-confirm modals. */
export function FacultiesTab() {
  const { data, error, isLoading, mutate } = useAdminFaculties();
  const { show } = useToasts();
  const [modal, setModal] = useState<Modal>(null);
  /** The edit was refused: the faculty was saved by someone else since it was opened (409). */
  const [stale, setStale] = useState(false);
  const toast = (kind: 'success' | 'error', text: string) => show(kind, text, TOAST_MS.staff);

  const run = async (action: () => Promise<unknown>, ok: string, failed: string, rethrow: boolean) => {
    try {
      await action();
    } catch (e) {
      if (isStaleWrite(e)) setStale(true);
      else toast('error', messageOf(e, failed));
      if (rethrow) throw e;
      return;
    }
    toast('success', ok);
    setStale(false);
    setModal(null);
    await mutate();
  };

  const faculties = data ?? [];
  return (
    <>
      <div className="button-row sa-toolbar">
        <button type="button" className="button button--primary" onClick={() => setModal({ kind: 'add' })}>
          {T.addFaculty}
        </button>
      </div>
      <AsyncSection
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        loadingText={T.facultiesLoading}
        errorText={T.facultiesFailed}
        isEmpty={faculties.length === 0}
        emptyText={T.facultiesEmpty}
      >
        <ul className="card-grid sa-faculties">
          {faculties.map((f) => (
            <li key={f._id} className="card sa-faculty" data-faculty-id={f._id}>
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
                  onClick={() => setModal({ kind: 'delete', faculty: f })}
                  aria-label={`${T.delete} ${f.faculty_name}`}
                >
                  {T.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </AsyncSection>

      {modal?.kind === 'add' && (
        <FacultyFormDialog
          onClose={() => setModal(null)}
          onSubmit={(body: FacultyBody) => run(() => addFaculty(body), T.facultyAdded, T.facultyAddFailed, true)}
        />
      )}
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
          onSubmit={(body: FacultyBody) =>
            run(
              () => updateFaculty(modal.faculty._id, body, modal.faculty.updatedAt),
              T.facultyUpdated,
              T.facultyUpdateFailed,
              true,
            )
          }
        />
      )}
      {modal?.kind === 'delete' && (
        <ConfirmDialog
          title={T.deleteFaculty}
          media={<FacultyLogo src={modal.faculty.faculty_logo} name={modal.faculty.faculty_name} />}
          messages={[T.deleteQuestion, modal.faculty.faculty_name, T.deleteWarning]}
          confirmLabel={T.deleteConfirm}
          busyLabel={T.deleting}
          onConfirm={() => run(() => deleteFaculty(modal.faculty._id), T.facultyDeleted, T.facultyDeleteFailed, false)}
          onCancel={() => setModal(null)}
        />
      )}
    </>
  );
}
