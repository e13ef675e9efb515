import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ScholarshipsPage } from './scholarships-page';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

const LIST = [
  {
    _id: 'a',
    id: 3,
    name: 'منحة انتهى موعدها',
    Short_name: 'past',
    type: 'full',
    deadline: '2020-01-01',
    status: 'active',
  },
  {
    _id: 'b',
    id: 2,
    name: 'منحة مفتوحة',
    Short_name: 'open',
    type: 'partial',
    deadline: '2099-01-01',
    status: 'active',
  },
  {
    _id: 'c',
    id: 1,
    name: 'منحة أغلقها الفريق',
    Short_name: 'marked',
    type: 'full',
    deadline: '2099-01-01',
    status: 'expired',
  },
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(LIST), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('scholarships page (issue 22: past deadlines are closed)', () => {
  it('lists the open scholarship first and marks the past and expired ones closed', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter future={ROUTER_FUTURE}>
          <ScholarshipsPage />
        </MemoryRouter>
      </SWRConfig>,
    );
    await screen.findByText('منحة مفتوحة');
    const cards = [...document.querySelectorAll('article.scholarship-card')];
    expect(cards.map((c) => c.querySelector('h2')?.textContent)).toEqual([
      'منحة مفتوحة',
      'منحة انتهى موعدها',
      'منحة أغلقها الفريق',
    ]);
    expect(cards.map((c) => c.querySelector('.scholarship-card__state')?.textContent)).toEqual([
      'التقديم متاح',
      'انتهى موعد التقديم',
      'انتهى موعد التقديم',
    ]);
  });
});
