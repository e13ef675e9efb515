import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Footer, socialHref } from './footer';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

function renderFooter() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter future={ROUTER_FUTURE}>
        <Footer />
      </MemoryRouter>
    </SWRConfig>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Footer', () => {
  it('shows the default launch date and legal links when the CMS cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderFooter();
    expect(screen.getByTestId('launch-date').textContent).toBe('تاريخ الإطلاق: 2024-08-09');
    expect(screen.getByRole('link', { name: 'الشروط والأحكام' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' }).getAttribute('href')).toBe('/privacy');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByTestId('launch-date').textContent).toBe('تاريخ الإطلاق: 2024-08-09');
  });

  it('shows the social links and launch date from the site settings', async () => {
    const body = {
      data: {
        launch_date: '2024-08-09',
        social: {
          facebook: 'https://facebook.com/dalil',
          whatsapp: '+20 100 000 0000',
          email: 'hello@dalil.example',
          tiktok: '',
        },
      },
    };
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderFooter();
    expect((await screen.findByRole('link', { name: 'فيسبوك' })).getAttribute('href')).toBe(
      'https://facebook.com/dalil',
    );
    expect(screen.getByRole('link', { name: 'واتساب' }).getAttribute('href')).toBe('https://wa.me/201000000000');
    expect(screen.getByRole('link', { name: 'البريد الإلكتروني' }).getAttribute('href')).toBe(
      'mailto:hello@dalil.example',
    );
    expect(screen.queryByRole('link', { name: 'تيك توك' })).toBeNull();
    expect(fetchMock.mock.calls.map((call) => String((call as unknown[])[0]))).toContain(
      '/api/site-setting?populate=%2A',
    );
  });

  it('counts this browser session once and shows the visitor count with thousands separators', async () => {
    localStorage.setItem('sessionId', 'session-abc');
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/visitors')
        ? new Response(JSON.stringify({ count: 1234567 }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response('{}', { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderFooter();
    expect((await screen.findByTestId('visitor-count')).textContent).toBe('عدد الزوار: 1,234,567');
    const visitorCalls = fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/visitors'));
    expect(visitorCalls.map(([url]) => url)).toEqual(['/api/visitors?sessionId=session-abc']);
  });

  it('only logs a failed visitor count (spec 1 §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"message":"down"}', { status: 500, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    renderFooter();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('visitor count failed', expect.anything()));
    expect(screen.queryByTestId('visitor-count')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the last known count when the count call meets its limit (429, issue 24 item 6)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    // A first page load counts and shows 1,234.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.startsWith('/api/visitors') ? answer(200, { count: 1234 }) : answer(500, {}))),
    );
    renderFooter();
    expect((await screen.findByTestId('visitor-count')).textContent).toBe('عدد الزوار: 1,234');
    cleanup();
    // A later load from a shared address is refused: the counter keeps the last known figure.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/visitors') ? answer(429, { error: { status: 429, message: 'x' } }) : answer(500, {}),
      ),
    );
    renderFooter();
    expect((await screen.findByTestId('visitor-count')).textContent).toBe('عدد الزوار: 1,234');
  });

  it.each([
    { key: 'facebook' as const, value: 'javascript:alert(1)', href: null },
    { key: 'instagram' as const, value: 'https://instagram.com/x', href: 'https://instagram.com/x' },
    { key: 'whatsapp' as const, value: 'https://wa.me/2010', href: 'https://wa.me/2010' },
    { key: 'email' as const, value: 'mailto:a@b.example', href: 'mailto:a@b.example' },
  ])('socialHref($key, $value)', ({ key, value, href }) => {
    expect(socialHref(key, value)).toBe(href);
  });
});
