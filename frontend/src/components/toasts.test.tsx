import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, ToastProvider, useToasts, type ToastKind } from './toasts';

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

function Trigger({ kind, text, ms }: { kind: ToastKind; text: string; ms?: number }) {
  const { show } = useToasts();
  return (
    <button type="button" onClick={() => show(kind, text, ms)}>
      {text}-زر
    </button>
  );
}

describe('toasts', () => {
  it.each([
    ['the provider default (public, 5 s)', undefined, TOAST_MS.public],
    ['a staff toast (3 s)', TOAST_MS.staff, TOAST_MS.staff],
  ])('%s disappears after its duration', (_name, ms, expected) => {
    render(
      <ToastProvider>
        <Trigger kind="success" text="تم الحفظ" ms={ms} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('تم الحفظ-زر'));
    expect(screen.getByRole('status').textContent).toContain('تم الحفظ');
    act(() => vi.advanceTimersByTime(expected - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors as alerts with an icon and can be closed by hand', () => {
    render(
      <ToastProvider>
        <Trigger kind="error" text="فشل الحفظ" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('فشل الحفظ-زر'));
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('svg')).not.toBeNull();
    expect(alert.textContent).toContain('خطأ');
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق الإشعار' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
