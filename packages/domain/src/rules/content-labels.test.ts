import { describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES, SCHOLARSHIP_STATUSES, SCHOLARSHIP_TYPES } from './catalog';
import {
  ARTICLE_STATUS_LABELS,
  SCHOLARSHIP_STATUS_LABELS,
  SCHOLARSHIP_TYPE_LABELS,
  articleStatusLabel,
  labelledOptions,
  scholarshipStatusLabel,
  scholarshipTypeLabel,
} from './content-labels';

describe('content labels', () => {
  it.each([
    ['scholarship types', SCHOLARSHIP_TYPES, SCHOLARSHIP_TYPE_LABELS],
    ['scholarship statuses', SCHOLARSHIP_STATUSES, SCHOLARSHIP_STATUS_LABELS],
    ['article statuses', ARTICLE_STATUSES, ARTICLE_STATUS_LABELS],
  ] as const)('every one of the %s has an Arabic label', (_name, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const v of values) expect((labels as Record<string, string>)[v]).toMatch(/[\u0600-\u06FF]/);
  });

  it.each([
    [scholarshipTypeLabel, 'partial', 'منحة جزئية'],
    [scholarshipTypeLabel, ' full ', 'منحة كاملة'],
    [scholarshipTypeLabel, null, 'أخرى'],
    [scholarshipTypeLabel, 'exchange', 'exchange'],
    [scholarshipStatusLabel, 'active', 'متاحة'],
    [scholarshipStatusLabel, 'expired', 'منتهية'],
    [scholarshipStatusLabel, undefined, ''],
    [articleStatusLabel, 'draft', 'مسودة'],
    [articleStatusLabel, 'published', 'منشور'],
  ])('%#: %s → %s', (label, value, expected) => {
    expect(label(value)).toBe(expected);
  });

  it('options keep the catalogue order', () => {
    expect(labelledOptions(SCHOLARSHIP_STATUSES, SCHOLARSHIP_STATUS_LABELS)).toEqual([
      { value: 'active', label: 'متاحة' },
      { value: 'inactive', label: 'غير متاحة' },
      { value: 'expired', label: 'منتهية' },
    ]);
  });
});
