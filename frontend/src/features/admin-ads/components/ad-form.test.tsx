import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { adFormDefaults } from '../model/ad-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toasts';
import { ApiError } from '@/lib/api-client';
import { AdFormFields, useAdForm } from './ad-form';

afterEach(cleanup);

function Harness({ send }: { send: (body: Record<string, unknown>) => Promise<void> }) {
  const form = useAdForm(adFormDefaults(new Date('2026-06-15T09:30:00Z')), send);
  return (
    <AdFormFields form={form} id="t">
      <button type="submit">send</button>
      <output data-testid="dirty">{String(form.dirty)}</output>
    </AdFormFields>
  );
}

function renderForm(send = vi.fn(async (_body: Record<string, unknown>) => undefined)) {
  render(
    <ToastProvider>
      <Harness send={send} />
    </ToastProvider>,
  );
  return send;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = () => {
  type(/^عنوان الإعلان/, ' إعلان ');
  type(/^المميزات/, 'مجاني, سريع');
  type(/^مسار صورة الإعلان/, '/images/ads/a.png');
  type(/^رابط الزر/, '/News');
  type(/^نص الزر/, 'اقرأ');
};

describe('the ad form', () => {
  it('a blank form shows the server’s messages on the fields and sends nothing', async () => {
    const send = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('عنوان الإعلان مطلوب')).toBeTruthy();
    expect(screen.getByText('تاريخ نهاية الإعلان غير صحيح')).toBeTruthy();
    expect(screen.getByLabelText(/^عنوان الإعلان/).getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('"no end date" disables the end field and sends endDate null; dates are UTC', async () => {
    const send = renderForm();
    fill();
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    fireEvent.click(screen.getByLabelText(/بدون تاريخ انتهاء/));
    expect((screen.getByLabelText(/^تاريخ الانتهاء/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toMatchObject({
      title: 'إعلان',
      features: 'مجاني, سريع',
      priority: '1',
      targetAudience: 'all',
      startDate: '2026-06-15T09:30:00.000Z',
      endDate: null,
    });
    await waitFor(() => expect(screen.getByTestId('dirty').textContent).toBe('false'));
  });

  it('a refusal keeps what was typed and says the server’s message', async () => {
    const send = vi.fn(async (_body: Record<string, unknown>): Promise<undefined> => {
      throw new ApiError(400, 'الرابط غير صالح: رابط زر الإعلان');
    });
    renderForm(send);
    fill();
    type(/^تاريخ الانتهاء/, '2026-07-01T00:00');
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('حدث خطأ أثناء حفظ الإعلان: الرابط غير صالح: رابط زر الإعلان')).toBeTruthy();
    expect((screen.getByLabelText(/^عنوان الإعلان/) as HTMLInputElement).value).toBe(' إعلان ');
    expect(screen.getByTestId('dirty').textContent).toBe('true');
  });
});
