import { describe, expect, it } from 'vitest';
import {
  ARAB_NATIONALITIES,
  accountErrorMessage,
  labelOf,
  scoreLabel,
  splitPhoneByCodes,
  STUDENT_TYPE_LABELS,
} from './profile';

describe('accountErrorMessage (spec 2 §8)', () => {
  it.each<[Parameters<typeof accountErrorMessage>[0], number, string, boolean]>([
    ['save', 400, 'البيانات المدخلة غير صحيحة', false],
    ['save', 401, 'جلسة غير مصرح بها', true],
    ['save', 404, 'المستخدم غير موجود', false],
    ['save', 500, 'حدث خطأ أثناء حفظ التغييرات', false],
    ['save', 0, 'حدث خطأ أثناء حفظ التغييرات', false],
    ['delete', 401, 'جلسة غير مصرح بها', true],
    ['delete', 404, 'المستخدم غير موجود', false],
    ['delete', 400, 'حدث خطأ أثناء حذف الحساب', false],
    ['delete', 500, 'حدث خطأ أثناء حذف الحساب', false],
  ])('%s %i', (action, status, message, logout) => {
    expect(accountErrorMessage(action, status)).toEqual({ message, logout });
  });
});

describe('scoreLabel (spec 2 §3)', () => {
  it.each([
    ['general', 'المجموع'],
    ['stem', 'المجموع بعد المعادلة'],
    ['azhar', 'المجموع بعد المعادلة'],
    [null, 'المجموع بعد المعادلة'],
  ])('%s', (cert, label) => expect(scoreLabel(cert)).toBe(label));
});

describe('splitPhoneByCodes', () => {
  const codes = ['+20', '+2', '+971', '+1'];
  it.each<[string, { code: string; number: string } | null]>([
    ['+201001234567', { code: '+20', number: '1001234567' }],
    ['+971 50-000-0005', { code: '+971', number: '500000005' }],
    ['01001234567', null],
  ])('%s', (phone, expected) => expect(splitPhoneByCodes(phone, codes)).toEqual(expected));
});

describe('lists and labels', () => {
  it('20 Arab nationalities, Egypt first, no duplicates', () => {
    expect(ARAB_NATIONALITIES).toHaveLength(20);
    expect(ARAB_NATIONALITIES[0]).toBe('مصر');
    expect(new Set(ARAB_NATIONALITIES).size).toBe(20);
  });
  it('labelOf falls back to the code', () => {
    expect(labelOf(STUDENT_TYPE_LABELS, 'university')).toBe('طالب جامعي');
    expect(labelOf(STUDENT_TYPE_LABELS, 'x')).toBe('x');
    expect(labelOf(STUDENT_TYPE_LABELS, null)).toBe('');
  });
});
