import { describe, expect, it } from 'vitest';
import { freshnessCount, freshnessReport } from './data-freshness';

const src = (academic_year: string | null) => ({
  url: 'https://a.eg/fees',
  kind: 'university' as const,
  academic_year,
});
const uni = (code: string, completeness: string, identity = 'confirmed') => ({
  university_code: code,
  university_Arabic_Name: code,
  category: 'private',
  identity_status: identity,
  faculties_completeness: completeness,
});
const off = (id: string, extra: Record<string, unknown>) => ({
  _id: id,
  university_code: 'A',
  faculty: id,
  ...extra,
});

describe('freshnessReport', () => {
  const report = freshnessReport(
    [uni('A', 'complete'), uni('B', 'partial'), uni('C', 'unknown', 'unknown')],
    [
      off('current fee', { fee_stated: '100', fee_source: src('2025/2026') }),
      off('old fee', { fee_stated: '100', fee_source: src('2023/2024') }),
      off('fee of unknown year', { fee_stated: '100', fee_source: src(null) }),
      off('fee without source', { fee_stated: '100', fee_source: null }),
      off('demo column figure', { feesEgyption: '185000' }),
      off('nothing', {}),
    ],
    [
      {
        _id: 'f1',
        academic_year: '2025/2026',
        tier: '3',
        faculty_group: 'MED',
        percent: 79,
        sources: [src('2025/2026')],
        conflicts: [{ value: 81 }],
      },
      {
        _id: 'f2',
        academic_year: '2025/2026',
        tier: '2',
        faculty_group: 'VET',
        percent: null,
        sources: [],
        conflicts: [],
      },
      {
        _id: 'f3',
        academic_year: '2025/2026',
        tier: '2',
        faculty_group: 'ENG',
        percent: 65,
        sources: [],
        conflicts: [],
      },
    ],
  );

  it.each([
    ['partialFaculties', ['B', 'C']],
    ['unconfirmed', ['C']],
    ['oldFees', ['old fee', 'fee of unknown year']],
    ['unsourcedOfferings', ['fee without source', 'demo column figure']],
    ['unsourcedFloors', ['f3']],
    ['conflicts', ['f1']],
  ] as const)('%s', (key, expected) => {
    const list = report[key] as { university_code?: string; faculty?: string; _id?: string }[];
    expect(
      list.map((x) => (key.includes('Floor') || key === 'conflicts' ? x._id : (x.faculty ?? x.university_code))),
    ).toEqual(expected);
  });

  it('counts every listed item for the dashboard card', () => {
    expect(freshnessCount(report)).toBe(2 + 1 + 2 + 2 + 1 + 1);
  });
});
