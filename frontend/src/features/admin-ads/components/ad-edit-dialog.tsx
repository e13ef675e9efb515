import { adToForm } from '@dalil/domain';
import { Dialog } from '@/components/dialog';
import { SubmitButton } from '@/components/submit-button';
import type { AdRecord } from '../api/ads-admin';
import { TEXTS } from '../texts';
import { AdFormFields, useAdForm } from './ad-form';

/**
 * The edit modal (spec 3 §2): the stored ad in the form; saving sends the form's fields (never the
 * counters, which visitors keep raising). `onSave` rejects with the server's error; the dialog then
 * stays open with what was typed.
 */
export function AdEditDialog({
  ad,
  onSave,
  onClose,
}: {
  ad: AdRecord;
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useAdForm(adToForm(ad), async (body) => {
    await onSave(body);
  });
  const formId = `ad-edit-${ad._id}`;
  return (
    <Dialog
      title={TEXTS.editTitle(ad.title)}
      onClose={form.busy ? undefined : onClose}
      closeOnOverlay={!form.dirty}
      size="large"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={form.busy}>
            {TEXTS.cancel}
          </button>
          <SubmitButton form={formId} busy={form.busy} busyLabel={TEXTS.saving}>
            {TEXTS.save}
          </SubmitButton>
        </>
      }
    >
      <AdFormFields form={form} id={formId} />
    </Dialog>
  );
}
