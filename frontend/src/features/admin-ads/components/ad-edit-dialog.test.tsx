import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toasts';
import { ApiError } from '@/lib/api-client';
import type { AdRecord } from '../api/ads-admin';
import { AdEditDialog } from './ad-edit-dialog';

afterEach(cleanup);

/** A stored ad as the API answers it: dates with seconds, an image of the media library. */
const AD = {
  _id: 'ad1',
  title: 'إعلان التقديم',
  description: 'وصف',
  features: ['مجاني', 'سريع'],
  image_path: '/uploads/ad_banner_1a2b3c.png',
  ctalink: 'https://example.com',
  ctaText: 'سجل الآن',
  priority: 0,
  targetAudience: 'all',
  startDate: '2026-06-15T09:30:17.250Z',
  endDate: '2026-07-01T10:00:45.000Z',
  currentShows: 12,
  currentClicks: 3,
  createdAt: '2026-06-01T08:00:00.000Z',
  updatedAt: '2026-06-10T08:00:00.123Z',
} as unknown as AdRecord;

function open(
  onSave = vi.fn(async (_body: Record<string, unknown>) => undefined),
  onReload?: () => Promise<AdRecord | undefined>,
) {
  render(
    <ToastProvider>
      <AdEditDialog ad={AD} onSave={onSave} onReload={onReload} onClose={() => undefined} />
    </ToastProvider>,
  );
  return onSave;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('the ad edit modal', () => {
  it('changing only the button text sends only the button text (and the version read)', async () => {
    const onSave = open();
    fireEvent.change(field(/^نص الزر/), { target: { value: 'اقرأ المزيد' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toEqual({ ctaText: 'اقرأ المزيد', updatedAt: AD.updatedAt });
  });

  it('an emptied priority is refused on the form with the Arabic message; nothing is sent', async () => {
    const onSave = open();
    fireEvent.change(field(/^الأولوية/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('أولوية الإعلان مطلوبة')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a save over a later save is refused: the message and «إعادة التحميل», the typed text kept, then saved on the fresh version', async () => {
    const STALE = 'عدّل شخص آخر هذا السجل بعد فتحك له';
    let calls = 0;
    const onSave = vi.fn(async (_body: Record<string, unknown>): Promise<undefined> => {
      calls += 1;
      if (calls === 1) throw new ApiError(409, STALE, { message: STALE });
      return undefined;
    });
    const fresh = { ...AD, title: 'عنوان من زميل', updatedAt: '2026-06-11T09:00:00.000Z' } as AdRecord;
    open(onSave, async () => fresh);
    fireEvent.change(field(/^نص الزر/), { target: { value: 'اقرأ المزيد' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect((await screen.findByRole('alert')).textContent).toContain(STALE);
    expect(field(/^نص الزر/).value).toBe('اقرأ المزيد');
    fireEvent.click(screen.getByRole('button', { name: 'إعادة التحميل' }));
    await waitFor(() => expect(field(/^عنوان الإعلان/).value).toBe('عنوان من زميل'));
    expect(field(/^نص الزر/).value).toBe('اقرأ المزيد');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1][0]).toEqual({ ctaText: 'اقرأ المزيد', updatedAt: fresh.updatedAt });
  });
});
