import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { SearchScope } from './search-scope';

const link = (code: string, name: string) => ({ _id: code, university_code: code, university_Arabic_Name: name });
const LISTS: Record<string, unknown[]> = {
  private: [link('GUC', 'الجامعة الألمانية بالقاهرة')],
  national: [link('GNU', 'جامعة الجلالة الأهلية'), link('KSIU', 'جامعة الملك سلمان الدولية')],
  special: [link('GIU', 'الجامعة الألمانية الدولية')],
  international: [],
};

beforeEach(() => {
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
});

const renderScope = (query: string, found: number, onSearchIn = vi.fn()) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <SearchScope query={query} tab="private" found={found} onSearchIn={onSearchIn} />
    </SWRConfig>,
  );

describe('SearchScope (issue 24: a search says which tab it looked in)', () => {
  it('says nothing while no search is typed', () => {
    renderScope('  ', 1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the open tab had no result and offers the other tabs with what they find', async () => {
    const onSearchIn = vi.fn();
    renderScope('جامعه', 0, onSearchIn);
    expect(screen.getByRole('status').textContent).toContain('لا نتائج في الجامعات الخاصة.');
    const national = await screen.findByRole('button', { name: 'الجامعات الأهلية (2)' });
    expect(await screen.findByRole('button', { name: 'جامعات ذات طبيعة خاصة (1)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'أفرع الجامعات الأجنبية (0)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /الجامعات الخاصة/ })).toBeNull();
    fireEvent.click(national);
    expect(onSearchIn).toHaveBeenCalledWith('national');
  });

  it('says how many it found in the open tab', () => {
    renderScope('الألمانية', 1);
    expect(screen.getByRole('status').textContent).toContain('نتيجة واحدة في الجامعات الخاصة.');
  });
});
