import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_LIFETIME_MS, NoticeList, useNotices } from './notice';

describe('useNotices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a notice disappears after 5 s', () => {
    const { result } = renderHook(() => useNotices());
    act(() => result.current.notify('success', 'تم حفظ التغييرات بنجاح'));
    expect(result.current.notices).toHaveLength(1);
    act(() => vi.advanceTimersByTime(NOTICE_LIFETIME_MS - 1));
    expect(result.current.notices).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notices).toHaveLength(0);
  });

  it('can be closed before that', () => {
    const { result } = renderHook(() => useNotices());
    act(() => result.current.notify('error', 'خطأ'));
    const { rerender } = render(<NoticeList notices={result.current.notices} onDismiss={result.current.dismiss} />);
    act(() => screen.getByRole('button', { name: 'إغلاق' }).click());
    rerender(<NoticeList notices={result.current.notices} onDismiss={result.current.dismiss} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
