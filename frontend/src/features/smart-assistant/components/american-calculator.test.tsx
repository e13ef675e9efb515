import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AmericanCalculator } from './american-calculator';

afterEach(cleanup);

function calculate(values: Record<string, string>) {
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <AmericanCalculator />
    </MemoryRouter>,
  );
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'احسب' }));
}

describe('the American diploma result handed to the score finder (issue 24)', () => {
  it('sends a result of at most 100 % prefilled, and refuses one over 100 % with a message', () => {
    // SAT: (1400 + 1350) / 3200 × 100 + 35 / 40 × 100 = 173.44 (the spec's formula); ACT: 90 / 108 × 100 = 83.33.
    calculate({
      'SAT 1': '1400',
      'SAT 2': '1350',
      GPA: '35',
      'ACT English': '30',
      'ACT Reading': '30',
      'ACT Math': '30',
    });
    expect((screen.getByLabelText('المجموع بنظام SAT') as HTMLInputElement).value).toBe('173.44%');
    expect(screen.getByText(/SAT: النتيجة أكبر من 100%/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /SAT/ })).toBeNull();
    const act = screen.getByRole('link', { name: /ابحث عن الكليات بمجموع ACT/ });
    expect(act.getAttribute('href')).toBe('/SmartAssistant/score?cert=arab_english&year=first&prefill=83.33');
  });
});
