import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { UniversitySearch } from './university-search';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

const link = (code: string, name: string, index: number) => ({
  _id: `id-${code}`,
  university: code,
  university_code: code,
  university_Arabic_Name: name,
  university_Logo: null,
  type: 'Private',
  index,
});

const LISTS: Record<string, unknown[]> = {
  private: [
    link('GUC', 'الجامعة الألمانية بالقاهرة', 1),
    link('BUE', 'الجامعة البريطانية في مصر', 2),
    link('', 'جامعة بلا رمز', 3),
  ],
  national: [link('GNU', 'جامعة الجلالة الأهلية', 1)],
  special: [link('GIU', 'الجامعة الألمانية الدولية', 1)],
  international: [],
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSearch() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter future={ROUTER_FUTURE}>
        <UniversitySearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const box = () => screen.getByRole('combobox');

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const category = /\/api\/(\w+)\/links/.exec(url)?.[1] ?? '';
      return new Response(JSON.stringify(LISTS[category] ?? []), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('UniversitySearch', () => {
  it('asks for the four link lists at once', async () => {
    renderSearch();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    const urls: string[] = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls.map(([url]) => url);
    // Only the fields a suggestion shows.
    for (const url of urls) expect(decodeURIComponent(url)).toMatch(/\?fields\[0\]=university_code&/);
    expect(urls.map((url) => url.split('?')[0]).sort()).toEqual([
      '/api/international/links',
      '/api/national/links',
      '/api/private/links',
      '/api/special/links',
    ]);
  });

  it('walks the suggestions with the arrow keys and opens the chosen one with Enter, caching it first', async () => {
    renderSearch();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    fireEvent.change(box(), { target: { value: 'الألمانية' } });
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.querySelector('.hero-search__name')?.textContent)).toEqual([
      'الجامعة الألمانية بالقاهرة',
      'الجامعة الألمانية الدولية',
    ]);
    expect(box().getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' }); // wraps to the first
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'Enter' });

    expect(screen.getByTestId('where').textContent).toBe('/Guide/special/GIU');
    const cached = JSON.parse(localStorage.getItem('currentUniversityData') ?? 'null');
    expect(cached).toMatchObject({ university_code: 'GIU', category: 'special' });
  });

  it('makes the hovered suggestion the active one and opens it on click', async () => {
    renderSearch();
    fireEvent.change(box(), { target: { value: 'bue' } });
    const [option] = await screen.findAllByRole('option');
    fireEvent.mouseEnter(option);
    expect(box().getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.click(option);
    expect(screen.getByTestId('where').textContent).toBe('/Guide/private/BUE');
  });

  it('falls back to the directory when the university cannot be opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSearch();
    fireEvent.change(box(), { target: { value: 'بلا رمز' } });
    fireEvent.click(await screen.findByRole('option'));
    expect(screen.getByTestId('where').textContent).toBe('/Guide');
  });

  it('ignores an empty query and closes the list 300 ms after focus leaves', async () => {
    renderSearch();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    fireEvent.change(box(), { target: { value: '   ' } });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    fireEvent.change(box(), { target: { value: 'جامعة' } });
    await screen.findAllByRole('option');
    vi.useFakeTimers();
    fireEvent.blur(box());
    act(() => void vi.advanceTimersByTime(299));
    expect(box().getAttribute('aria-expanded')).toBe('true');
    act(() => void vi.advanceTimersByTime(1));
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });
});
