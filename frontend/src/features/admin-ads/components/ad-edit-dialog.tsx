import { useState } from 'react';
import { adFormChanges, adToForm } from '../model/ad-form';
import { StaleWriteAlert } from '@/components/admin/stale-write';
import { Dialog } from '@/components/dialog';
import { SubmitButton } from '@/components/submit-button';
import type { AdRecord } from '../api/ads-admin';
import { TEXTS } from '../texts';
import { AdFormFields, useAdForm } from './ad-form';

/**
 * The edit modal (spec 3 §2): the stored ad in the form. Saving sends only the fields the person
 * changed (`adFormChanges`: a date or image left alone is not rewritten; never the counters, which
 * visitors keep raising) with the `updatedAt` read, so a save over someone else's later save is
 * refused (409) and the modal offers «إعادة التحميل», keeping what was typed. `onSave` rejects with
 * the server's error; the dialog then stays open. `onReload` answers the ad as stored now.
 */
export function AdEditDialog({
  ad,
  onSave,
  onReload,
  onClose,
}: {
  ad: AdRecord;
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  onReload?: () => Promise<AdRecord | undefined>;
  onClose: () => void;
}) {
  const [opened, setOpened] = useState(() => ({ form: adToForm(ad), updatedAt: ad.updatedAt }));
  const form = useAdForm(opened.form, async (_body, values) => {
    const changes = adFormChanges(opened.form, values);
    if (!Object.keys(changes).length) return onClose();
    await onSave({ ...changes, updatedAt: opened.updatedAt });
  });
  const reload = async () => {
    const fresh = await onReload?.();
    if (!fresh) return;
    const freshForm = adToForm(fresh);
    form.rebase(opened.form, freshForm);
    setOpened({ form: freshForm, updatedAt: fresh.updatedAt });
  };
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
      {form.stale && <StaleWriteAlert onReload={reload} />}
      <AdFormFields form={form} id={formId} />
    </Dialog>
  );
}
