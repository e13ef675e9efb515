import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STALE_WRITE_MESSAGE, errorAt, type ErrorItem } from '@dalil/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { TextField } from './fields';
import { useDomainForm } from './use-domain-form';

afterEach(cleanup);

type Values = { title: string; link: string };
const EMPTY: Values = { title: '', link: '' };
const check = (v: Values): ErrorItem[] => (v.title.trim() ? [] : [errorAt('title', 'العنوان مطلوب')]);

function Harness({ send }: { send: (v: Values) => Promise<Values | void> }) {
  const form = useDomainForm({ initial: EMPTY, check, send, labels: { nationality: 'الجنسية' } });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-busy={form.busy}>
      <TextField
        label="العنوان"
        value={form.values.title}
        error={form.errors.title}
        onChange={(e) => form.set('title', e.target.value)}
      />
      <TextField
        label="الرابط"
        value={form.values.link}
        error={form.errors.link}
        onChange={(e) => form.set('link', e.target.value)}
      />
      {form.formError && <p role="alert">{form.formError}</p>}
      <output data-testid="state">{JSON.stringify({ dirty: form.dirty, busy: form.busy, stale: form.stale })}</output>
      <button type="submit">حفظ</button>
    </form>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
const refused = (status: number, message: string, errors?: unknown) =>
  new ApiError(status, message, { data: null, error: { status, message, details: errors ? { errors } : {} } });

describe('useDomainForm', () => {
  it('the check’s message shows beside its field and nothing is sent; typing clears it', async () => {
    const send = vi.fn(async () => undefined);
    render(<Harness send={send} />);
    save();
    expect(await screen.findByText('العنوان مطلوب')).toBeTruthy();
    expect(screen.getByLabelText('العنوان').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
    type('العنوان', 'خبر');
    expect(screen.queryByText('العنوان مطلوب')).toBeNull();
  });

  it('is dirty while typed, busy while sending, and clean after a save', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness send={send} />);
    expect(state()).toEqual({ dirty: false, busy: false, stale: false });
    type('العنوان', 'خبر');
    expect(state().dirty).toBe(true);
    save();
    await waitFor(() => expect(state().busy).toBe(true));
    expect(send).toHaveBeenCalledWith({ title: 'خبر', link: '' });
    await act(async () => finish());
    expect(state()).toEqual({ dirty: false, busy: false, stale: false });
    expect((screen.getByLabelText('العنوان') as HTMLInputElement).value).toBe('خبر');
  });

  it('a save that answers new values starts the form again with them (an empty form after an add)', async () => {
    render(<Harness send={async () => EMPTY} />);
    type('العنوان', 'خبر');
    save();
    await waitFor(() => expect((screen.getByLabelText('العنوان') as HTMLInputElement).value).toBe(''));
    expect(state().dirty).toBe(false);
  });

  it('a server 400 puts each field’s message beside it and the rest in the whole form’s message', async () => {
    const send = vi.fn(async () => {
      throw refused(400, 'البيانات غير صحيحة', [
        { path: ['link'], message: 'الرابط غير صالح' },
        { path: ['nationality'], message: 'مطلوبة' },
      ]);
    });
    render(<Harness send={send} />);
    type('العنوان', 'خبر');
    type('الرابط', 'javascript:x');
    save();
    expect(await screen.findByText('الرابط غير صالح')).toBeTruthy();
    expect(screen.getByText('الجنسية: مطلوبة')).toBeTruthy();
    expect(state()).toMatchObject({ dirty: true, busy: false });
  });

  it('any other refusal is the whole form’s message; what was typed stays', async () => {
    render(
      <Harness
        send={async () => {
          throw refused(500, 'حدث خطأ في الخادم');
        }}
      />,
    );
    type('العنوان', 'خبر');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('حدث خطأ في الخادم');
    expect((screen.getByLabelText('العنوان') as HTMLInputElement).value).toBe('خبر');
  });

  it('a stale write (409) is flagged and keeps the typed text', async () => {
    render(
      <Harness
        send={async () => {
          throw refused(409, STALE_WRITE_MESSAGE);
        }}
      />,
    );
    type('العنوان', 'نص كتبته');
    save();
    await waitFor(() => expect(state().stale).toBe(true));
    expect((screen.getByLabelText('العنوان') as HTMLInputElement).value).toBe('نص كتبته');
    expect(state().dirty).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
