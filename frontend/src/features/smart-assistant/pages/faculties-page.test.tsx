import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { FacultiesPage } from './faculties-page';

const FACULTIES = [
  { _id: '1', faculty_code: 'MED', faculty_name: 'الطب البشري', faculty_logo: null },
  { _id: '2', faculty_code: 'COMM', faculty_name: 'التجارة', faculty_logo: null },
  { _id: '3', faculty_code: 'LANG', faculty_name: 'الألسن واللغات', faculty_logo: null },
];

let failing = false;
beforeEach(() => {
  failing = false;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/api/faculties') return json(FACULTIES);
      if (failing) return json({ message: 'down' }, 500);
      if (path === '/api/private/faculty') return json([{ faculty_short: 'MED' }]);
      if (path === '/api/national/faculty') return json([{ faculty_short: 'lang' }]);
      return json([]);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <FacultiesPage />
      </MemoryRouter>
    </SWRConfig>,
  );

describe('the faculties grid (issue 24: no card with no offering)', () => {
  it('shows only the faculties some university offers', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'الطب البشري' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الألسن واللغات' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'التجارة' })).toBeNull();
  });
  it('shows every card when the offerings cannot be read', async () => {
    failing = true;
    renderPage();
    expect(await screen.findByRole('link', { name: 'التجارة' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
