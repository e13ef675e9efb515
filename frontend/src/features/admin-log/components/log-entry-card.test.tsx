import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogRecord } from '../api/logs';
import { LogEntryCard } from './log-entry-card';

afterEach(cleanup);

const row = (faculty_code: string, privateScore: number) => ({
  faculty_code,
  private: privateScore,
  galaleya: 60,
  sinai: null,
  academy: null,
});
const codes = Array.from({ length: 30 }, (_, i) => `F${i + 1}`);

const entry = (
  beforeEdit: unknown,
  afterEdit: unknown,
  target: string,
  targetType: string | null = null,
): LogRecord => ({
  _id: 'e1',
  adminName: 'مدير الموقع',
  adminType: 'SuperAdmin',
  adminId: 'u1',
  action: 'edit',
  target,
  targetType,
  timestamp: '2026-11-25T10:00:00.000Z',
  beforeEdit,
  afterEdit,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
});

describe('LogEntryCard (issue 21 item 10: readable score-criteria and order entries)', () => {
  it('shows only the changed row of a 30-row score list, named by faculty code, left to right', () => {
    const before = { scores: codes.map((c) => row(c, 80)) };
    const after = { scores: codes.map((c) => row(c, c === 'F7' ? 85 : 80)) };
    render(
      <LogEntryCard
        entry={entry(before, after, 'معيار التنسيق: 2024 / ثانوية أزهرية', 'api::score-criterion.score-criterion')}
      />,
    );
    expect(screen.getByRole('heading', { name: 'معيار التنسيق: 2024 / ثانوية أزهرية' })).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toContain('الحدود الدنيا لكل كلية [F7] › الجامعات الخاصة');
    const values = rows[0].querySelectorAll('td code[dir="ltr"]');
    expect([...values].map((v) => v.textContent)).toEqual(['80', '85']);
  });

  it('shows an order change as the changed universities’ numbers only', () => {
    render(
      <LogEntryCard
        entry={entry({ order: { SUT: 3, MTI: 7 } }, { order: { SUT: 7, MTI: 3 } }, 'ترتيب الجامعات: جامعات خاصة')}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual([
      'الترتيب › SUTorder.SUT',
      'الترتيب › MTIorder.MTI',
    ]);
    expect([...rows[0].querySelectorAll('td code[dir="ltr"]')].map((c) => c.textContent)).toEqual(['3', '7']);
  });

  it('keeps Arabic values as text', () => {
    render(<LogEntryCard entry={entry({ title: 'قديم' }, { title: 'جديد' }, 'خبر: تجربة')} />);
    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['قديم', 'جديد']);
    expect(screen.getByRole('table').querySelector('td code')).toBeNull();
  });

  it("names a field several types share by the entry's type (issue 23)", () => {
    const change = [{ category: 'student_tips' }, { category: 'admission_guide' }] as const;
    render(<LogEntryCard entry={entry(...change, 'مقال: تجربة', 'api::article.article')} />);
    expect(within(screen.getByRole('table')).getAllByRole('row')[1].querySelector('th')?.textContent).toBe(
      'التصنيفcategory',
    );
    cleanup();
    render(<LogEntryCard entry={entry(...change, 'جامعة: تجربة', 'api::university.university')} />);
    expect(within(screen.getByRole('table')).getAllByRole('row')[1].querySelector('th')?.textContent).toBe(
      'نوع الجامعةcategory',
    );
    cleanup();
    // An entry written before entries named their type: the general name.
    render(<LogEntryCard entry={entry(...change, 'سجل قديم')} />);
    expect(within(screen.getByRole('table')).getAllByRole('row')[1].querySelector('th')?.textContent).toBe(
      'النوعcategory',
    );
  });
});
