import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_ERROR_MESSAGE, CHUNK_TIMEOUT_MS, ChunkLoadError, importWithRetry, lazyPage } from './lazy-with-retry';
import { RouteError } from './route-error';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const page = { Page: () => <h1>صفحة الإدارة</h1> };
const never = () => new Promise<typeof page>(() => {});

describe('importWithRetry', () => {
  it("the time-out is the spec's 120000 ms", () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('loads once when the first attempt works', async () => {
    const load = vi.fn(async () => page);
    await expect(importWithRetry(load)).resolves.toBe(page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load once', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(page);
    await expect(importWithRetry(load)).resolves.toBe(page);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry with a ChunkLoadError carrying the Arabic message', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await importWithRetry(load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe(CHUNK_ERROR_MESSAGE);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a load that hangs for 120000 ms counts as failed and is retried', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockImplementationOnce(never).mockResolvedValueOnce(page);
    const result = importWithRetry(load);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(page);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('two hanging loads end in a ChunkLoadError after twice the time-out', async () => {
    vi.useFakeTimers();
    const result = importWithRetry(vi.fn(never)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2 * CHUNK_TIMEOUT_MS);
    expect(await result).toBeInstanceOf(ChunkLoadError);
  });
});

describe('lazyPage in a route', () => {
  const renderAt = (load: () => Promise<typeof page>) => {
    const router = createMemoryRouter(
      [{ path: '/admin', errorElement: <RouteError />, lazy: lazyPage(load, 'Page') }],
      { initialEntries: ['/admin'] },
    );
    render(<RouterProvider router={router} />);
  };

  it('shows the page when its chunk loads on the retry', async () => {
    renderAt(vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page));
    expect(await screen.findByRole('heading', { name: 'صفحة الإدارة' })).toBeTruthy();
  });

  it('shows the Arabic error with a reload button when both attempts fail', async () => {
    renderAt(vi.fn().mockRejectedValue(new Error('offline')));
    expect(await screen.findByText(CHUNK_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'تعذر تحميل الصفحة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeTruthy();
  });
});
