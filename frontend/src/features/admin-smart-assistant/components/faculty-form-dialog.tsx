import { useState, type ReactNode } from 'react';
import { facultyLogoPath } from '@dalil/domain/rules';
import { errorsOf, validateMasterFaculty } from '@dalil/domain/validation';
import { useDomainForm } from '@/components/use-domain-form';
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
  const [logo, setLogo] = useState<number | null | undefined>(undefined);
  // Reloaded after a refused save (a newer `updatedAt`): the typed name and code are kept.
  const {
    values,
    set,
    errors,
    busy,
    onSubmit: submit,
  } = useDomainForm({
    initial: { name: faculty?.faculty_name ?? '', shortCode: faculty?.faculty_code ?? '' },
    version: faculty?.updatedAt,
    check: (v) => errorsOf(validateMasterFaculty(v, 'create')),
    fields: ['faculty_name', 'faculty_code'],
    clears: { name: ['faculty_name'], shortCode: ['faculty_code'] },
    send: (v) =>
      onSubmit({
        name: v.name.trim(),
        shortCode: v.shortCode.trim().toUpperCase(),
        ...(logo !== undefined ? { logo } : {}),
      }),
    // The page shows the failure as a toast; the dialog keeps what was typed.
    onFailure: () => null,
  });
  const { name, shortCode } = values;
  const code = shortCode.trim().toUpperCase();
  const formId = faculty ? `faculty-edit-${faculty._id}` : 'faculty-add';

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
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={T.shortCode}
          hint={T.shortCodeHint}
          required
          dir="ltr"
          placeholder="MED"
          value={shortCode}
          error={errors.faculty_code}
          onChange={(e) => set('shortCode', e.target.value)}
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
