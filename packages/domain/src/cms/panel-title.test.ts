import { describe, expect, it } from 'vitest';
import { panelTitle, universityTitle } from './panel-title';

const CU = { university_Arabic_Name: 'جامعة القاهرة', university_code: 'CU' };

describe('universityTitle', () => {
  it.each([
    [CU, 'جامعة القاهرة (CU)'],
    [{ university_Arabic_Name: ' جامعة النيل ' }, 'جامعة النيل'],
    [{ university_code: 'NU' }, 'NU'],
    [null, 'بدون جامعة'],
    [{ university_Arabic_Name: '', university_code: '' }, 'بدون جامعة'],
  ])('%j → %s', (university, title) => {
    expect(universityTitle(university)).toBe(title);
  });
});

describe('panelTitle', () => {
  it.each([
    ['status', {}, CU, 'حالة التقديم — جامعة القاهرة (CU)'],
    ['deadline', {}, CU, 'مواعيد التقديم — جامعة القاهرة (CU)'],
    ['offering', { faculty: 'كلية الطب', normal_or_Dual: 'normal' }, CU, 'كلية الطب — جامعة القاهرة (CU)'],
    ['offering', { faculty: 'كلية الطب', normal_or_Dual: 'dual' }, CU, 'كلية الطب (مزدوج) — جامعة القاهرة (CU)'],
    ['offering', {}, null, 'كلية — بدون جامعة'],
    ['dorm', { type: 'سكن الطالبات' }, CU, 'سكن الطالبات — جامعة القاهرة (CU)'],
    ['dorm', { type: '' }, CU, 'سكن — جامعة القاهرة (CU)'],
    ['transport', { type: 'أتوبيس' }, CU, 'أتوبيس — جامعة القاهرة (CU)'],
    ['transport', {}, CU, 'مواصلات — جامعة القاهرة (CU)'],
  ] as const)('%s %j', (kind, part, university, title) => {
    expect(panelTitle(kind, part, university)).toBe(title);
  });
});
