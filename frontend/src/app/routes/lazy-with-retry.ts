import type { ComponentType } from 'react';

/** Spec 3 §2 and §9: the chunk load time-out of the staff pages. */
export const CHUNK_TIMEOUT_MS = 120_000;

export const CHUNK_ERROR_MESSAGE = 'تعذر تحميل الصفحة. تحقق من اتصالك بالإنترنت ثم أعد تحميل الصفحة.';

/** A page's code could not be loaded (after the retry); the route's error element explains it. */
export class ChunkLoadError extends Error {
  readonly cause: unknown;

  constructor(cause: unknown) {
    super(CHUNK_ERROR_MESSAGE);
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads a module, giving each attempt `timeoutMs`; a failed or timed-out attempt is tried once
 * more (a flaky connection, a chunk replaced by a new deployment while it was loading), then a
 * `ChunkLoadError` is thrown.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  { timeoutMs = CHUNK_TIMEOUT_MS, retries = 1 } = {},
): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (error) {
      last = error;
    }
  }
  throw new ChunkLoadError(last);
}

/**
 * A react-router `lazy` for a page component exported as `name`:
 *   lazy: lazyPage(() => import('@/features/x/pages/x-page'), 'XPage')
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  options?: { timeoutMs?: number; retries?: number },
) {
  return async () => {
    const module = await importWithRetry(load, options);
    return { Component: module[name] as ComponentType };
  };
}
