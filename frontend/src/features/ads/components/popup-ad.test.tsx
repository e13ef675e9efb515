import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { PopupAd } from './popup-ad';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };
const day = 24 * 60 * 60 * 1000;
const running = {
  _id: 'ad1',
  title: 'إعلان تجريبي',
  ctalink: '/contact',
  ctaText: 'احجز الآن',
  startDate: new Date(Date.now() - day).toISOString(),
  endDate: new Date(Date.now() + day).toISOString(),
  priority: 0,
  targetAudience: 'all',
  currentShows: 10,
  currentClicks: 2,
};

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function renderAd(page: ReactNode = null) {
  return render(
    <MemoryRouter initialEntries={['/News']} future={ROUTER_FUTURE}>
      {page}
      <PopupAd />
    </MemoryRouter>,
  );
}

const servesAds = (ads: unknown[]) =>
  vi.fn(async (url: string, init?: RequestInit) =>
    url === '/api/ads' && (init?.method ?? 'GET') === 'GET' ? json(ads) : json({}),
  );

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PopupAd (spec 1 §4)', () => {
  it('shows an ad 5 s after load to a visitor, logs the show and raises currentShows by one', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      url === '/api/ads' && (init?.method ?? 'GET') === 'GET' ? json([running]) : json({}),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAd();
    await act(async () => vi.advanceTimersByTime(4900));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    // The fetches resolve on real time from here (findBy* polls with setTimeout).
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'إعلان تجريبي' })).toBeTruthy();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const calls = fetchMock.mock.calls.map(([url, init]) => [
      url,
      init?.method ?? 'GET',
      init?.body ? JSON.parse(String(init.body)) : null,
    ]);
    const event = calls.find(([url]) => url === '/api/adAnalytics');
    expect(event?.[1]).toBe('POST');
    expect(event?.[2]).toMatchObject({ adId: 'ad1', action: 'show', page: '/News', isLoggedIn: false });
    expect(typeof event?.[2].sessionId).toBe('string');
    // The bump names the session, so the server counts a show once per session and ad.
    expect(calls.find(([url]) => url === '/api/ads/ad1')).toEqual([
      '/api/ads/ad1',
      'PUT',
      { currentShows: 11, sessionId: event?.[2].sessionId },
    ]);
  });

  it.each([
    'javascript:alert(document.domain)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
  ])('an ad whose ctalink is %j shows its button text with no href (stored XSS, issue 10)', async (ctalink) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) =>
        url === '/api/ads' && (init?.method ?? 'GET') === 'GET' ? json([{ ...running, ctalink }]) : json({}),
      ),
    );
    renderAd();
    await act(async () => vi.advanceTimersByTime(5100));
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'إعلان تجريبي' });
    expect(dialog.textContent).toContain('احجز الآن');
    expect(dialog.querySelector('[href]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'احجز الآن' })).toBeNull();
  });

  it('an in-site ctalink is a link to that path', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) =>
        url === '/api/ads' && (init?.method ?? 'GET') === 'GET' ? json([running]) : json({}),
      ),
    );
    renderAd();
    await act(async () => vi.advanceTimersByTime(5100));
    vi.useRealTimers();
    expect((await screen.findByRole('link', { name: 'احجز الآن' })).getAttribute('href')).toBe('/contact');
  });

  it('does nothing for a visitor with a stored token', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = vi.fn(async () => json([running]));
    vi.stubGlobal('fetch', fetchMock);
    renderAd();
    await act(async () => vi.advanceTimersByTime(6000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays silent when the ads cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAd();
    await act(async () => vi.advanceTimersByTime(6000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an ad once per browser session: the next page load does not open it again (issue 24, item 6)', async () => {
    vi.stubGlobal('fetch', servesAds([running]));
    renderAd();
    await act(async () => vi.advanceTimersByTime(5100));
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'إعلان تجريبي' })).toBeTruthy();
    cleanup();

    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    const again = servesAds([running]);
    vi.stubGlobal('fetch', again);
    renderAd();
    await act(async () => vi.advanceTimersByTime(6000));
    vi.useRealTimers();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(again.mock.calls.filter(([url]) => url === '/api/adAnalytics')).toEqual([]);
  });

  it('never opens over a form being filled: a focused field', async () => {
    const fetchMock = servesAds([running]);
    vi.stubGlobal('fetch', fetchMock);
    renderAd(<input aria-label="الاسم الأول" />);
    screen.getByLabelText('الاسم الأول').focus();
    await act(async () => vi.advanceTimersByTime(6000));
    vi.useRealTimers();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never opens over a form being filled: a field typed into, then left', async () => {
    const fetchMock = servesAds([running]);
    vi.stubGlobal('fetch', fetchMock);
    renderAd(
      <>
        <textarea aria-label="نبذة" />
        <button type="button">التالي</button>
      </>,
    );
    fireEvent.input(screen.getByLabelText('نبذة'), { target: { value: 'أنا طالبة' } });
    screen.getByRole('button', { name: 'التالي' }).focus();
    await act(async () => vi.advanceTimersByTime(6000));
    vi.useRealTimers();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
