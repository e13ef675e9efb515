import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FLOOR_MESSAGES } from '@dalil/domain/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { StartYearDialog } from './start-year-dialog';

const startFloorYear = vi.fn();
vi.mock('../api/floors-admin', () => ({ startFloorYear: (...args: unknown[]) => startFloorYear(...args) }));

afterEach(() => {
  cleanup();
  startFloorYear.mockReset();
});

const open = (onStarted = vi.fn(async () => undefined)) => {
  render(
    <StartYearDialog years={['2024/2025']} suggested="2025/2026" onClose={() => undefined} onStarted={onStarted} />,
  );
  return onStarted;
};
const start = () => fireEvent.click(screen.getByRole('button', { name: 'إنشاء الجدول' }));

describe('StartYearDialog (on the kit form hook)', () => {
  it('a malformed year is refused beside its field and nothing is sent', async () => {
    open();
    fireEvent.change(screen.getByLabelText(/^العام الجديد/), { target: { value: '2025' } });
    start();
    expect(await screen.findByText(FLOOR_MESSAGES.year)).toBeTruthy();
    expect(startFloorYear).not.toHaveBeenCalled();
  });

  it('sends the checked year and the year copied from, then reports the new table', async () => {
    startFloorYear.mockResolvedValue({ academic_year: '2025/2026', from: '2024/2025', cells: 12 });
    const onStarted = open();
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('2025/2026', 12));
    expect(startFloorYear).toHaveBeenCalledWith('2025/2026', '2024/2025');
  });

  it('the server’s refusal of the year is shown beside the field, with no message above', async () => {
    const message = FLOOR_MESSAGES.yearExists('2025/2026');
    startFloorYear.mockRejectedValue(
      new ApiError(409, message, { error: { message, details: { errors: [{ path: ['academic_year'], message }] } } }),
    );
    open();
    start();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(/^العام الجديد/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('a refusal naming no field is said above the fields', async () => {
    startFloorYear.mockRejectedValue(new ApiError(500, 'حدث خطأ في الخادم'));
    open();
    start();
    expect((await screen.findByRole('alert')).textContent).toBe('حدث خطأ في الخادم');
  });
});
