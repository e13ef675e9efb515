import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordList } from './record-list';

afterEach(cleanup);

describe('RecordList', () => {
  it('shows the count line and the cards as a list once loaded', () => {
    render(
      <RecordList isLoading={false} countText="يظهر 2 من 5">
        <li className="card">أ</li>
        <li className="card">ب</li>
      </RecordList>,
    );
    expect(screen.getByText('يظهر 2 من 5')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['أ', 'ب']);
  });

  it('shows the loading, error and empty states instead of the list', () => {
    const { rerender } = render(
      <RecordList isLoading countText="x" loadingText="جارٍ التحميل">
        {null}
      </RecordList>,
    );
    expect(screen.getByRole('status').textContent).toContain('جارٍ التحميل');
    rerender(
      <RecordList isLoading={false} error={new Error('x')} errorText="تعذر التحميل" countText="x">
        {null}
      </RecordList>,
    );
    expect(screen.getByRole('alert').textContent).toContain('تعذر التحميل');
    rerender(
      <RecordList isLoading={false} isEmpty emptyText="لا شيء" countText="x">
        {null}
      </RecordList>,
    );
    expect(screen.getByText('لا شيء')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
