import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { EDITORIAL_NOTES } from '@dalil/domain/rules';
import { ArticlePage } from './article-page';
import { ArticlesPage } from './articles-page';

// Issue 22: articles are Dalil's own editorial text, not a university's statement, and say so.
const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };
const ARTICLE = {
  _id: 'a1',
  title: 'كيف تختار كليتك',
  Short_name: 'choose',
  details: 'نص المقال',
  status: 'published',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.includes('/api/articles/') ? ARTICLE : [ARTICLE];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrap = (path: string, element: ReactNode, route: string) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );

describe('articles say they are Dalil’s own writing', () => {
  it.each([
    [
      'the article page',
      '/articles/choose',
      <ArticlePage key="page" />,
      '/articles/:shortName',
      EDITORIAL_NOTES.article,
    ],
    ['the articles list', '/articles', <ArticlesPage key="list" />, '/articles', EDITORIAL_NOTES.articles],
  ])('%s shows the editorial note once the article is there', async (_name, path, element, route, note) => {
    wrap(path, element, route);
    await screen.findByText('كيف تختار كليتك');
    expect(screen.getByText(note)).toBeTruthy();
  });
});
