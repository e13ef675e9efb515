import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FacultyOffering, Place, UniversityLink } from '@/lib/api/universities';
import { DegreeCostBlock, cheapestPlace, costOf } from './degree-cost';

const SOURCE = {
  url: 'https://uni.example.eg/fees',
  kind: 'university' as const,
  academic_year: '2025/2026',
  unit: 'year' as const,
  unit_stated: true,
};
const offering = (over: Partial<FacultyOffering> = {}) =>
  ({
    _id: '1',
    faculty: 'كلية الهندسة',
    faculty_short: 'ENG',
    fee_stated: '100000',
    fee_source: SOURCE,
    ...over,
  }) as FacultyOffering;
const university = {
  university_code: 'X',
  fee_policy: {
    annual_increase_percent: 10,
    increase_kind: 'cap',
    one_time_fees: [{ label: 'رسوم التقديم', amount: 1500 }],
    yearly_fees: null,
    note: 'ثلاثة أقساط',
    source: { url: 'https://uni.example.eg/policy', kind: 'university', academic_year: null },
  },
} as unknown as UniversityLink;
const dorm = (price: string, type: string) => ({ _id: type, type, price, spec: 'X' }) as Place;

afterEach(cleanup);

describe('DegreeCostBlock', () => {
  it('shows the range, what it leaves out, each part with its source and year, and the categories in words', () => {
    render(
      <DegreeCostBlock
        cost={costOf(offering(), university, { dorms: [dorm('40000', 'غرفة')] })}
        policy={university.fee_policy}
      />,
    );
    const block = screen.getByRole('region', { name: 'تكلفة الدراسة كاملة' });
    expect(within(block).getByText('من 501,500 إلى 612,010 جنيه')).toBeTruthy();
    expect(within(block).getByText('لا يشمل: رسوم سنوية أخرى، السكن الجامعي، المواصلات')).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'موقع الجامعة، 2025/2026' }).getAttribute('href')).toBe(SOURCE.url);
    expect(within(block).getAllByRole('link', { name: 'موقع الجامعة، العام غير مذكور' })[0].getAttribute('href')).toBe(
      'https://uni.example.eg/policy',
    );
    expect(within(block).getByText(/غرفة: 40,000 جنيه — لا يذكر الدليل مصدر السعر/)).toBeTruthy();
    expect(within(block).getByText('عن سياسة المصروفات: ثلاثة أقساط')).toBeTruthy();
    expect(within(block).getByText('ما معنى فئات المصروفات (أ–د)؟')).toBeTruthy();
  });

  it('says «غير متاح» for the total when the yearly fee is not known, and guesses nothing', () => {
    render(<DegreeCostBlock cost={costOf(offering({ fee_stated: null, fee_source: null }), university)} />);
    const block = screen.getByRole('region', { name: 'تكلفة الدراسة كاملة' });
    expect(block.querySelector('.degree-cost__total strong')?.textContent).toBe('غير متاح');
    expect(within(block).queryByText(/لا يشمل/)).toBeNull();
    expect(within(block).queryByText(/\d{3},\d{3} جنيه/)).toBeNull();
  });

  it('cheapestPlace reads the lowest shown price', () => {
    expect(cheapestPlace([dorm('50000', 'ب'), dorm('0', 'ج'), dorm('35,000', 'أ')])).toEqual({
      label: 'أ',
      amount: 35000,
      source: null,
    });
    expect(cheapestPlace([])).toBeNull();
  });
});
