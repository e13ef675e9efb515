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
});

describe('Footer', () => {
  it('shows the default launch date and legal links when the CMS cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
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
        social: { facebook: 'https://facebook.com/dalil', whatsapp: '+20 100 000 0000', email: 'hello@dalil.example', tiktok: '' },
      },
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderFooter();
    expect((await screen.findByRole('link', { name: 'فيسبوك' })).getAttribute('href')).toBe('https://facebook.com/dalil');
    expect(screen.getByRole('link', { name: 'واتساب' }).getAttribute('href')).toBe('https://wa.me/201000000000');
    expect(screen.getByRole('link', { name: 'البريد الإلكتروني' }).getAttribute('href')).toBe('mailto:hello@dalil.example');
    expect(screen.queryByRole('link', { name: 'تيك توك' })).toBeNull();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/site-setting?populate=%2A');
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
