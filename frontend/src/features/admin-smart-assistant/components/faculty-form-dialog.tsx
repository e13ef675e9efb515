import { useState, type FormEvent, type ReactNode } from 'react';
import { useRebasedValues } from '@/components/admin/stale-write';
import { facultyLogoPath, validateMasterFaculty } from '@dalil/domain';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/fields';
import { ImageUploadField } from '@/components/image-upload-field';
import { SubmitButton } from '@/components/submit-button';
import { assistantFacultyPage } from '@/lib/paths';
import type { AssistantFaculty, FacultyBody } from '../api/assistant-admin';
import { SA_TEXTS as T } from '../texts';

export interface FacultyFormDialogProps {
  /** The faculty being edited; absent for add. */
  faculty?: AssistantFaculty;
  /** Sends the body; rejects on failure (the dialog stays open with what was typed). */
  onSubmit: (body: FacultyBody) => Promise<void>;
  onClose: () => void;
  /** A refusal to show at the top of the form (the stale-write alert with «إعادة التحميل»). */
  notice?: ReactNode;
}

/**
 * The add and edit modal (spec 3 §5): name and short code required (the server's
 * `validateMasterFaculty`), the logo through the kit's upload field, and the default logo path
 * and the faculty page link derived from the code, read-only.
 */
export function FacultyFormDialog({ faculty, onSubmit, onClose, notice }: FacultyFormDialogProps) {
  // Reloaded after a refused save (a newer `updatedAt`): the typed name and code are kept.
  const { values, setValues } = useRebasedValues(
    { name: faculty?.faculty_name ?? '', shortCode: faculty?.faculty_code ?? '' },
    faculty?.updatedAt,
  );
  const { name, shortCode } = values;
  const setName = (next: string) => setValues((v) => ({ ...v, name: next }));
  const setShortCode = (next: string) => setValues((v) => ({ ...v, shortCode: next }));
  const [logo, setLogo] = useState<number | null | undefined>(undefined);
  const [errors, setErrors] = useState<{ faculty_name?: string; faculty_code?: string }>({});
  const [busy, setBusy] = useState(false);
  const code = shortCode.trim().toUpperCase();
  const formId = faculty ? `faculty-edit-${faculty._id}` : 'faculty-add';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateMasterFaculty({ name, shortCode }, 'create');
    if (!result.ok) {
      const next: typeof errors = {};
      for (const e of result.errors) next[e.path[0] as keyof typeof errors] ??= e.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), shortCode: code, ...(logo !== undefined ? { logo } : {}) });
    } catch {
      // The page shows the failure as a toast; the dialog keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={faculty ? T.editFaculty : T.addFaculty}
      onClose={busy ? undefined : onClose}
      size="medium"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            {T.cancel}
          </button>
          <SubmitButton form={formId} busy={busy} busyLabel={faculty ? T.saving : T.adding}>
            {faculty ? T.save : T.add}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} className="admin-form" onSubmit={submit} noValidate>
        {notice}
        <TextField
          label={T.name}
          required
          value={name}
          error={errors.faculty_name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, faculty_name: undefined }));
          }}
        />
        <TextField
          label={T.shortCode}
          hint={T.shortCodeHint}
          required
          dir="ltr"
          placeholder="MED"
          value={shortCode}
          error={errors.faculty_code}
          onChange={(e) => {
            setShortCode(e.target.value);
            setErrors((x) => ({ ...x, faculty_code: undefined }));
          }}
        />
        <ImageUploadField
          label={T.logo}
          currentUrl={faculty?.faculty_logo}
          fallbackText={name}
          onChange={(image) => setLogo(image ? image.id : null)}
          disabled={busy}
        />
        <TextField label={T.logoPath} readOnly dir="ltr" value={code ? facultyLogoPath(code) : ''} />
        <TextField label={T.pageLink} readOnly dir="ltr" value={code ? assistantFacultyPage(code) : ''} />
      </form>
    </Dialog>
  );
}
