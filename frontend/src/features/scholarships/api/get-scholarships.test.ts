import { describe, expect, it } from 'vitest';
import { scholarshipTypeLabel, sortScholarships, type Scholarship } from './get-scholarships';

describe('scholarships (spec 1 §2)', () => {
  it('sorts by id, highest first', () => {
    const list = [3, 12, 1, 7].map((id) => ({ _id: String(id), id, name: `s${id}` }) as Scholarship);
    expect(sortScholarships(list).map((s) => s.id)).toEqual([12, 7, 3, 1]);
  });

  it.each([
    ['full', 'منحة كاملة'],
    ['partial', 'منحة جزئية'],
    ['research', 'منحة بحثية'],
    ['other', 'أخرى'],
    [null, 'أخرى'],
  ])('type %s → %s', (type, label) => {
    expect(scholarshipTypeLabel(type)).toBe(label);
  });
});
