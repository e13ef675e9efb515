import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { REVIEWS_EMPTY, ReviewsCarousel } from './reviews-carousel';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the home reviews carousel with no review (the real set)', () => {
  it('says that none is published yet, and shows no empty carousel', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ReviewsCarousel />
      </SWRConfig>,
    );
    expect((await screen.findByRole('status')).textContent).toBe(REVIEWS_EMPTY);
    expect(screen.queryByTestId('reviews-carousel')).toBeNull();
    expect(screen.queryByRole('button', { name: /مجموعة الآراء/ })).toBeNull();
  });
});
