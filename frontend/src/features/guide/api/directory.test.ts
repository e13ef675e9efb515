import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { UniversityLink } from '@/lib/api/universities';
import { directoryErrorMessage, directoryTab, visibleUniversities } from './directory';

const uni = (code: string, name: string, index: number) =>
  ({
    _id: code,
    university: code,
    university_code: code,
    university_Arabic_Name: name,
    index,
    category: 'private',
    type: 'Private',
    university_Logo: null,
  }) as UniversityLink;

const list = [
  uni('PUA', 'جامعة فاروس بالإسكندرية', 3),
  uni('GUC', 'الجامعة الألمانية بالقاهرة', 1),
  uni('HUC', 'جامعة الحياة في القاهرة', 2),
  uni('SU', 'جامعة سيناء', 4),
];

describe('directory', () => {
  it.each([
    [null, 'private'],
    ['national', 'national'],
    ['International', 'international'],
    ['nope', 'private'],
  ])('tab from ?type=%s → %s', (value, tab) => expect(directoryTab(value)).toBe(tab));

  it('orders by index and searches without caring for ه/ة and alef forms', () => {
    expect(visibleUniversities(list, '').map((u) => u.university_code)).toEqual(['GUC', 'HUC', 'PUA', 'SU']);
    expect(visibleUniversities(list, 'القاهره').map((u) => u.university_code)).toEqual(['GUC', 'HUC']);
    expect(visibleUniversities(list, 'اسكندرية').map((u) => u.university_code)).toEqual(['PUA']);
    expect(visibleUniversities(list, 'guc').map((u) => u.university_code)).toEqual(['GUC']);
    expect(visibleUniversities(list, 'لا شيء')).toEqual([]);
    expect(visibleUniversities(undefined, '')).toEqual([]);
  });

  it('error wording', () => {
    expect(directoryErrorMessage('national', new ApiError(500, 'x'))).toBe('Failed to fetch national universities');
    expect(directoryErrorMessage('private', new ApiError(0, 'net'))).toBe('حدث خطأ أثناء تحميل الجامعات.');
    expect(directoryErrorMessage('private', new Error('boom'))).toBe('حدث خطأ أثناء تحميل الجامعات.');
  });
});
