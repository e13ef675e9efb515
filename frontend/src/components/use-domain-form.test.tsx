import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STALE_WRITE_MESSAGE } from '@dalil/domain/rules';
import { errorAt, type ErrorItem } from '@dalil/domain/validation';
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

type Account = { email: string; password: string; confirm: string };
const NO_ACCOUNT: Account = { email: '', password: '', confirm: '' };
const checkAccount = (v: Account): ErrorItem[] => [
  ...(v.email.includes('@') ? [] : [errorAt('email', 'البريد غير صحيح')]),
  ...(v.password.length >= 6 ? [] : [errorAt('password', 'قصيرة')]),
  ...(v.confirm === v.password ? [] : [errorAt('confirm', 'غير متطابقتين')]),
];

function LiveHarness({ validateOn }: { validateOn: 'blur' | 'change' }) {
  const form = useDomainForm({
    initial: NO_ACCOUNT,
    check: checkAccount,
    send: async () => undefined,
    validateOn,
    clears: { password: ['confirm'] },
  });
  const field = (name: keyof Account, label: string) => (
    <TextField
      label={label}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(e) => form.set(name, e.target.value)}
      onBlur={() => form.blur(name)}
    />
  );
  return (
    <form onSubmit={form.onSubmit} noValidate>
      {field('email', 'البريد')}
      {field('password', 'كلمة المرور')}
      {field('confirm', 'التأكيد')}
    </form>
  );
}

describe('useDomainForm, checked live', () => {
  it('blur: no message while typing; leaving the field shows it; mending it takes it away at once', () => {
    render(<LiveHarness validateOn="blur" />);
    type('البريد', 'ali');
    expect(screen.queryByText('البريد غير صحيح')).toBeNull();
    fireEvent.blur(screen.getByLabelText('البريد'));
    expect(screen.getByText('البريد غير صحيح')).toBeTruthy();
    type('البريد', 'ali@example.com');
    expect(screen.queryByText('البريد غير صحيح')).toBeNull();
    fireEvent.blur(screen.getByLabelText('كلمة المرور'));
    expect(screen.queryByText('قصيرة')).toBeNull(); // left untouched: nothing to scold
  });

  it('change: each keystroke checks the field, and a new password re-checks a typed confirmation', () => {
    render(<LiveHarness validateOn="change" />);
    type('كلمة المرور', '123');
    expect(screen.getByText('قصيرة')).toBeTruthy();
    type('كلمة المرور', '123456');
    expect(screen.queryByText('قصيرة')).toBeNull();
    expect(screen.queryByText('غير متطابقتين')).toBeNull(); // the confirmation is not typed yet
    type('التأكيد', '123456');
    type('كلمة المرور', '1234567');
    expect(screen.getByText('غير متطابقتين')).toBeTruthy();
    fireEvent.blur(screen.getByLabelText('البريد'));
    expect(screen.getByText('البريد غير صحيح')).toBeTruthy();
  });
});

function OutsideHarness({ outside, send }: { outside: Record<string, string>; send: () => Promise<void> }) {
  const form = useDomainForm({ initial: EMPTY, check: () => [], send, errors: outside });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <TextField
        label="العنوان"
        value={form.values.title}
        error={form.errors.title}
        onChange={(e) => form.set('title', e.target.value)}
      />
      {form.formError && <p role="alert">{form.formError}</p>}
      <button type="submit">حفظ</button>
    </form>
  );
}

describe('useDomainForm, with the errors of the page that sends', () => {
  it('shows them beside the field until it changes, and again after the next refusal', async () => {
    const outside = { title: 'مكرر', '': 'الخلية موجودة' };
    const send = vi.fn(async () => {
      throw refused(409, 'الخلية موجودة');
    });
    const { rerender } = render(<OutsideHarness outside={outside} send={send} />);
    expect(screen.getByText('مكرر')).toBeTruthy();
    expect(screen.getByText('الخلية موجودة')).toBeTruthy();
    type('العنوان', 'آخر');
    expect(screen.queryByText('مكرر')).toBeNull();
    save();
    await waitFor(() => expect(send).toHaveBeenCalled());
    // The page answers the same refusal again (a new object, the same messages): shown again.
    rerender(<OutsideHarness outside={{ ...outside }} send={send} />);
    expect(await screen.findByText('مكرر')).toBeTruthy();
    rerender(<OutsideHarness outside={{ title: 'غير ذلك' }} send={send} />);
    expect(screen.getByText('غير ذلك')).toBeTruthy();
    expect(screen.queryByText('الخلية موجودة')).toBeNull();
  });
});
