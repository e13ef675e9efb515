import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryCounts } from './summary-counts';

afterEach(cleanup);

describe('SummaryCounts', () => {
  it('pairs each label with its figure, in order, with Latin digits and separators', () => {
    render(
      <SummaryCounts
        label="ملخص المستخدمين"
        items={[
          { label: 'الكل', value: 1234 },
          { label: 'موثق', value: 0, tone: 'good' },
        ]}
      />,
    );
    const list = screen.getByLabelText('ملخص المستخدمين');
    const terms = within(list)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const figures = within(list)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['الكل', 'موثق']);
    expect(figures).toEqual(['1,234', '0']);
  });
});
