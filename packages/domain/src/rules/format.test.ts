import { describe, expect, it } from 'vitest';
import {
  classifyStatus,
  firstNumber,
  formatAssistantScore,
  formatCount,
  formatDeadline,
  formatFee,
  formatScore,
  groupThousands,
  isLinkPresent,
  isPriceShown,
  splitPrograms,
} from './format';

describe('fees (spec 1 §9, spec 2 §5)', () => {
  it.each([
    ['185000', 'EGP', '185,000 EGP'],
    ['185,000', 'EGP', '185,000 EGP'],
    ['6500', 'USD', '6,500 USD'],
    ['120000 + 5000', 'EGP', '120,000 EGP + 5,000'],
    ['120000+5000+300', 'USD', '120,000 USD + 5,000 + 300'],
    ['0', 'EGP', 'غير متوفر'],
    ['', 'EGP', 'غير متوفر'],
    [null, 'EGP', 'غير متوفر'],
    [undefined, 'USD', 'غير متوفر'],
    ['لم يعلن', 'EGP', 'لم يعلن'],
    [95000.5, 'EGP', '95,000.5 EGP'],
  ] as const)('%s %s → %s', (fee, currency, expected) => expect(formatFee(fee, currency)).toBe(expected));

  it.each([
    ['1,234,567', 1234567],
    ['120000 + 5000', 120000],
    ['نحو 90000 جنيه', 90000],
    ['', null],
    [null, null],
  ])('first number of %s is %s', (v, n) => expect(firstNumber(v)).toBe(n));
  it.each([
    ['1000', '1,000'],
    ['999', '999'],
    ['1234567.25', '1,234,567.25'],
    ['abc', null],
  ])('%s → %s', (v, out) => expect(groupThousands(v)).toBe(out));
});

describe('scores', () => {
  it.each([
    ['93.5', '93.5%'],
    ['-', '-'],
    ['', 'غير متوفر'],
    [null, 'غير متوفر'],
    ['85', '85%'],
  ])('guide: %s → %s', (v, out) => expect(formatScore(v)).toBe(out));
  it.each([
    ['93.5', '93.5%'],
    ['-', 'غير متوفر'],
    ['0', 'غير متوفر'],
    ['', 'غير متوفر'],
    [undefined, 'غير متوفر'],
  ])('assistant: %s → %s', (v, out) => expect(formatAssistantScore(v)).toBe(out));
});

describe('programs, prices, links', () => {
  it.each([
    // A qualifier after a dash stays with its program (issue 24: «برنامج دولي» was its own program).
    ['الطب والجراحة، طب الأسنان - برنامج دولي', ['الطب والجراحة', 'طب الأسنان - برنامج دولي']],
    [
      'بكالوريوس الطب والجراحة (نظام 5+2)، الطب والجراحة - برنامج دولي، الطب والجراحة',
      ['بكالوريوس الطب والجراحة (نظام 5+2)', 'الطب والجراحة - برنامج دولي', 'الطب والجراحة'],
    ],
    ['الهندسة - بنظام الساعات المعتمدة', ['الهندسة - بنظام الساعات المعتمدة']],
    // A dash between two programs still separates them (spec 1 §2).
    ['هندسة مدنية - هندسة معمارية', ['هندسة مدنية', 'هندسة معمارية']],
    // The same program twice is listed once (Arabic spelling differences ignored).
    ['الطب والجراحة، الطب و الجراحة، الطب والجراحة', ['الطب والجراحة']],
    ['الصيدلة، صيدلة إكلينيكية، الصيدلة', ['الصيدلة', 'صيدلة إكلينيكية']],
    ['Computer Science, AI', ['Computer Science', 'AI']],
    ['', []],
    [
      ['أ', ' ب '],
      ['أ', 'ب'],
    ],
  ])('%s', (input, out) => expect(splitPrograms(input as string)).toEqual(out));
  it.each([
    ['45000', true],
    ['لم يعلن', false],
    ['غير متوفر', false],
    ['', false],
    [null, false],
  ])('price %s shown: %s', (p, ok) => expect(isPriceShown(p)).toBe(ok));
  it.each([
    ['#', false],
    ['', false],
    ['https://x.org', true],
  ])('link %s present: %s', (l, ok) => expect(isLinkPresent(l)).toBe(ok));
});

describe('statuses and deadlines', () => {
  it.each([
    ['انتهي', 'ended'],
    ['متاح (كل الكليات)', 'available'],
    ['متاح (الطب فقط)', 'available'],
    ['لم يبداء', 'not-started'],
    ['لم يبدأ بعد', 'not-started'],
    ['اخري', 'unclassed'],
    ['', 'unclassed'],
    [null, 'unclassed'],
  ])('%s → %s', (s, cls) => expect(classifyStatus(s)).toBe(cls));
  it.each([
    ['15/8/2025', '15/8/2025'],
    ['', 'غير محدد'],
    [null, 'غير محدد'],
    ['لم يحدد', 'لم يحدد'],
  ])('deadline %s → %s', (d, out) => expect(formatDeadline(d)).toBe(out));
  it.each([
    [1234567, '1,234,567'],
    [0, '0'],
    [12.7, '12'],
  ])('count %s → %s', (n, out) => expect(formatCount(n)).toBe(out));
});
