import { describe, expect, it } from 'vitest';
import {
  COST_NOT_AVAILABLE,
  degreeCost,
  excludesText,
  raisedTotal,
  rangeText,
  sourcedYearlyFee,
  statedAmount,
  type DegreeCostInput,
  type FeePolicy,
} from './degree-cost';
import type { FigureSource } from './provenance';

const src = (over: Partial<FigureSource> = {}): FigureSource => ({
  url: 'https://uni.example.eg/fees',
  kind: 'university',
  academic_year: '2025/2026',
  unit: 'year',
  unit_stated: true,
  ...over,
});
const policy = (over: Partial<FeePolicy> = {}): FeePolicy => ({
  annual_increase_percent: null,
  increase_kind: null,
  one_time_fees: null,
  yearly_fees: null,
  note: null,
  source: src({ academic_year: null, unit: null, unit_stated: false }),
  ...over,
});
const input = (over: Partial<DegreeCostInput> = {}): DegreeCostInput => ({
  facultyCode: 'ENG',
  feeText: '100000',
  feeSource: src(),
  policy: null,
  ...over,
});

describe('degreeCost: tuition = years × yearly fee, raised by a published increase', () => {
  it.each([
    // [case, input, total low, total high, total text]
    ['flat, no policy: open range', input(), 500000, null, '500,000 جنيه أو أكثر'],
    ['4-year faculty', input({ facultyCode: 'CS' }), 400000, null, '400,000 جنيه أو أكثر'],
    [
      'cap 10% (BUE): from flat to capped',
      input({ policy: policy({ annual_increase_percent: 10, increase_kind: 'cap' }) }),
      500000,
      610510,
      'من 500,000 إلى 610,510 جنيه',
    ],
    [
      'stated 7% (MSA 2021/22)',
      input({ facultyCode: 'CS', policy: policy({ annual_increase_percent: 7, increase_kind: 'stated' }) }),
      400000,
      443994,
      'من 400,000 إلى 443,994 جنيه',
    ],
    [
      'a semester fee counts twice a year',
      input({ feeText: '50,000 جنيه', feeSource: src({ unit: 'semester' }) }),
      500000,
      null,
      '500,000 جنيه أو أكثر',
    ],
  ])('%s', (_name, given, low, high, text) => {
    const cost = degreeCost(given);
    expect(cost.total).toMatchObject({ known: true, low, high, text });
    expect(cost.parts[0].sources[0].url).toBe('https://uni.example.eg/fees');
    expect(cost.parts[0].academicYear).toBe('2025/2026');
  });

  it('states the assumption in Arabic: the cap, a stated year, or no published cap', () => {
    expect(
      degreeCost(input({ policy: policy({ annual_increase_percent: 15, increase_kind: 'cap' }) })).parts[0].detail,
    ).toContain('بالحد الأقصى الذي تعلنه الجامعة (15%)');
    expect(
      degreeCost(
        input({
          policy: policy({
            annual_increase_percent: 7,
            increase_kind: 'stated',
            source: src({ academic_year: '2021/2022' }),
          }),
        }),
      ).parts[0].detail,
    ).toContain('كما زادت في 2021/2022 (ليست حدًا معلنًا)');
    expect(degreeCost(input()).parts[0].detail).toContain('لا تنشر الجامعة حدًا لزيادة المصروفات');
  });

  it('an older year’s fee says so: the total is at that year’s fees', () => {
    const old = degreeCost(
      input({ facultyCode: 'MED', feeText: '120000', feeSource: src({ academic_year: '2023/2024' }) }),
    );
    expect(old.total.text).toBe('600,000 جنيه أو أكثر');
    expect(old.parts[0].detail).toContain('بمصروفات 2023/2024 لكل سنة');
    expect(old.parts[0].detail).toContain('مصروفات العام 2023/2024 — قد تكون تغيّرت');
    expect(degreeCost(input()).parts[0].detail).not.toContain('قد تكون تغيّرت');
  });

  it.each([
    ['no stated fee', input({ feeText: null, feeSource: null }), 'لا توجد مصروفات منشورة'],
    ['fee without a year', input({ feeSource: src({ academic_year: null }) }), 'عام المصروفات أو مصدرها غير مذكور'],
    ['fee without an address', input({ feeSource: src({ url: null }) }), 'عام المصروفات أو مصدرها غير مذكور'],
    ['unit not stated', input({ feeSource: src({ unit_stated: false }) }), 'لم تذكر الصفحة هل المبلغ سنوي أم فصلي'],
    ['per credit hour', input({ feeSource: src({ unit: 'credit_hour' }) }), 'بالساعة المعتمدة'],
    ['two figures in the text', input({ feeText: '90000 - 120000' }), 'لا توجد مصروفات منشورة'],
    ['unknown length of study', input({ facultyCode: 'POLY' }), 'مدة الدراسة غير معروفة'],
  ])('unknown yearly fee or years → no total (%s)', (_name, given, why) => {
    const cost = degreeCost(given);
    expect(cost.parts[0]).toMatchObject({ text: COST_NOT_AVAILABLE, included: false });
    expect(cost.parts[0].detail).toContain(why);
    expect(cost.total).toMatchObject({ known: false, low: null, high: null, text: COST_NOT_AVAILABLE });
    expect(excludesText(cost)).toBe('');
  });
});

describe('sourcedYearlyFee: the stated fee, else category A entered with a source', () => {
  it.each([
    ['stated fee with source', { fee_stated: '185,000 جنيه', fee_source: src() }, 'stated', '185,000 جنيه'],
    [
      'category A with a source (staff)',
      { feesEgyption: '150000', fee_source: src({ unit: null, unit_stated: false }) },
      'category_a',
      '150000',
    ],
    ['category A without a source (demo set)', { feesEgyption: '150000' }, null, null],
    ['a source without a year', { fee_stated: '185000', fee_source: src({ academic_year: null }) }, null, null],
    ['category A of 0', { feesEgyption: '0', fee_source: src() }, null, null],
  ])('%s', (_name, offering, column, text) => {
    const fee = sourcedYearlyFee(offering);
    expect(fee?.column ?? null).toBe(column);
    expect(fee?.text ?? null).toBe(text);
  });

  it('category A is the guide’s yearly column: a total without a stated unit, unless the source says semester', () => {
    const a = (unit: FigureSource['unit'], unit_stated: boolean) =>
      degreeCost(input({ feeColumn: 'category_a', feeText: '150000', feeSource: src({ unit, unit_stated }) })).total
        .low;
    expect(a(null, false)).toBe(750000);
    expect(a('semester', true)).toBe(1500000);
    expect(
      degreeCost(input({ feeText: '150000', feeSource: src({ unit: null, unit_stated: false }) })).total.known,
    ).toBe(false);
  });
});

describe('degreeCost: one-time fees, yearly extras, dorm and transport', () => {
  const uh = policy({
    annual_increase_percent: 15,
    increase_kind: 'cap',
    one_time_fees: [
      { label: 'رسوم التقديم', amount: 1500 },
      { label: 'تأمين المعامل (يُسترد)', amount: 10000 },
      { label: 'مقدم حجز', amount: 40000, added: false, note: 'يُخصم من المصروفات' },
    ],
    yearly_fees: [
      { label: 'رسوم غير أكاديمية', amount: 15000 },
      { label: 'رسوم معامل', amount: 12500 },
    ],
  });

  it('adds one-time fees once and yearly fees every year; a deducted deposit is not added', () => {
    const cost = degreeCost(input({ facultyCode: 'PT', policy: uh }));
    const part = (k: string) => cost.parts.find((p) => p.key === k)!;
    expect(part('one_time')).toMatchObject({ included: true, low: 11500, text: '11,500 جنيه' });
    expect(part('one_time').detail).toContain('مقدم حجز 40,000 جنيه: يُخصم من المصروفات');
    expect(part('yearly_extra')).toMatchObject({ included: true, low: 137500 });
    expect(cost.total.low).toBe(500000 + 11500 + 137500);
    expect(cost.total.high).toBe(raisedTotal(100000, 5, 15) + 11500 + 137500);
    expect(excludesText(cost)).toBe('لا يشمل: السكن الجامعي، المواصلات');
  });

  it("amounts of one programme's page count for that faculty only", () => {
    const onlyPT = policy({
      annual_increase_percent: 15,
      increase_kind: 'cap',
      one_time_fees: [{ label: 'رسوم التقديم', amount: 1500, faculty_codes: ['PT'] }],
    });
    expect(degreeCost(input({ facultyCode: 'PT', policy: onlyPT })).parts[1].low).toBe(1500);
    const eng = degreeCost(input({ facultyCode: 'ENG', policy: onlyPT }));
    expect(eng.parts[1]).toMatchObject({ included: false, text: COST_NOT_AVAILABLE });
    expect(eng.total.high).toBe(raisedTotal(100000, 5, 15));
  });

  it.each([
    ['a dorm with a source and a year is added per year', src({ unit: null }), true, 5 * 40000],
    ['a dorm price without a source is shown, not added', null, false, null],
    ['a dorm price whose source has no year is not added', src({ academic_year: null }), false, null],
  ])('%s', (_name, source, included, low) => {
    const cost = degreeCost(input({ dorm: { label: 'غرفة مزدوجة', amount: 40000, source } }));
    const dorm = cost.parts.find((p) => p.key === 'dorm')!;
    expect(dorm).toMatchObject({ included, low });
    expect(cost.total.excludes.includes('السكن الجامعي')).toBe(!included);
    if (!included) expect(dorm.detail).toContain('لا يذكر الدليل مصدر السعر');
  });

  it('a one-time fee named without an amount is listed as unknown and the total says it excludes it', () => {
    const bue = policy({
      annual_increase_percent: 10,
      increase_kind: 'cap',
      one_time_fees: [{ label: 'تأمين المعامل', amount: null }],
    });
    const cost = degreeCost(input({ policy: bue }));
    expect(cost.parts[1]).toMatchObject({ text: COST_NOT_AVAILABLE, included: false });
    expect(cost.parts[1].detail).toBe('تأمين المعامل: المبلغ غير مذكور');
    expect(cost.total.excludes).toContain('رسوم تُدفع مرة واحدة');
  });
});

describe('helpers', () => {
  it.each([
    ['185,000 جنيه', 185000],
    ['١٢٠٠٠٠', 120000],
    ['0', null],
    ['', null],
    ['45000 + 5000', null],
  ])('statedAmount(%j) = %j', (text, n) => expect(statedAmount(text)).toBe(n));
  it.each([
    [100, 100, 'EGP', '100 جنيه'],
    [100, null, 'EGP', '100 جنيه أو أكثر'],
    [1000, 2000, 'USD', 'من 1,000 إلى 2,000 دولار'],
  ])('rangeText(%j, %j, %j)', (low, high, cur, text) => expect(rangeText(low, high, cur)).toBe(text));
  it('raisedTotal compounds each year', () => expect(raisedTotal(100, 3, 10)).toBe(331));
});
