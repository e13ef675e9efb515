import { describe, expect, it } from 'vitest';
import { comparisonHighlights, compareLowerIsBetter, lowerIsBetterAmong, offeringMinimum } from './comparison';
import { marginText, minimumKindOf } from './finder-rows';
import type { FloorCell } from './provenance';

describe('lowerIsBetterAmong: fees of up to four universities', () => {
  it.each([
    [
      [100, 200],
      ['better', 'worse'],
    ],
    [
      [200, 100, 300, null],
      ['worse', 'better', 'worse', 'worse'],
    ],
    [
      [100, 100, 200],
      ['better', 'better', 'worse'],
    ],
    [
      [null, null, null],
      ['equal', 'equal', 'equal'],
    ],
    [
      [150, 150, 150, 150],
      ['equal', 'equal', 'equal', 'equal'],
    ],
    [
      [null, 90],
      ['worse', 'better'],
    ],
  ] as const)('%j → %j', (values, verdicts) => expect(lowerIsBetterAmong(values)).toEqual(verdicts));

  it.each([
    [100, 200],
    [200, 100],
    [null, 5],
    [5, null],
    [null, null],
    [7, 7],
  ])('two values agree with spec 2 §5 (%j, %j)', (a, b) =>
    expect(lowerIsBetterAmong([a, b])).toEqual(compareLowerIsBetter(a, b)),
  );
});

const floor = (tier: string, group: FloorCell['faculty_group'], percent: number | null): FloorCell => ({
  academic_year: '2025/2026',
  certificate_group: 'thanaweya_azhar',
  tier,
  faculty_group: group,
  percent,
  only_universities: null,
  sources: [{ url: 'https://council.example/2025', kind: 'news', academic_year: '2025/2026' }],
});
const FLOORS = [floor('3', 'ENG', 75), floor('4', 'ENG', 70), floor('3', 'HUM', 60), floor('3', 'MED', 95)];
const tiers: Record<string, number> = { AAA: 3, BBB: 4 };
const offering = (over: Record<string, unknown> = {}) => ({
  university_code: 'AAA',
  faculty_short: 'ENG',
  faculty: 'الهندسة',
  section: 'science',
  normal_or_Dual: 'normal',
  evidence: 'operating',
  ...over,
});
const science = { certificate: 'thawya', year: 'first', section: 'science' } as const;

describe('offeringMinimum: the finder’s rules, whatever the student’s score', () => {
  it.each([
    ['the councils’ floor of the tier', offering(), science, 75, 'floor'],
    ['another tier', offering({ university_code: 'BBB' }), science, 70, 'floor'],
    [
      'the university’s own published minimum decides',
      offering({
        score_stated: '80',
        score_source: { url: 'https://uni.example/min', kind: 'university', academic_year: '2025/2026' },
      }),
      science,
      80,
      'own',
    ],
    ['the data’s column (demo set)', offering({ thanwyaa_firstYear_score: '82.5' }), science, 82.5, 'data'],
    ['medicine above the student’s score is still named', offering({ faculty_short: 'MED' }), science, 95, 'floor'],
  ] as const)('%s', (_name, o, query, minimum, kind) => {
    const match = offeringMinimum(o, query, FLOORS, (c) => tiers[c]);
    expect(match?.minimumScore).toBe(minimum);
    expect(minimumKindOf(match!)).toBe(kind);
  });

  it.each([
    [
      'a literary student at engineering (floors hold the humanities only)',
      offering(),
      { ...science, section: 'literary' },
    ],
    ['a university without a tier', offering({ university_code: 'ZZZ' }), science],
    ['a faculty only a founding decree names', offering({ evidence: 'founding_decree' }), science],
  ] as const)('none: %s', (_name, o, query) => expect(offeringMinimum(o, query, FLOORS, (c) => tiers[c])).toBeNull());

  it('the margin reads as the finder’s, above or below', () => {
    expect(marginText(85, 75)).toBe('أعلى من الحد الأدنى بـ 10 درجات');
    expect(marginText(85, 95)).toBe('أقل من الحد الأدنى بـ 10 درجات');
  });
});

describe('comparisonHighlights', () => {
  it('names the lowest sourced fee and total and the widest margin; never a «worse» minimum', () => {
    const lines = comparisonHighlights([
      { name: 'أ', fee: 200000, total: 1000000, margin: 5 },
      { name: 'ب', fee: 150000, total: null, margin: 10 },
      { name: 'ج', fee: null, total: null, margin: null },
    ]);
    expect(lines).toEqual([
      'أقل مصروفات سنوية منشورة بمصدر: ب.',
      'أقل تكلفة كاملة محسوبة (الحد الأدنى للمدى): أ.',
      'أوسع هامش لمجموعك فوق الحد الأدنى: ب.',
    ]);
    expect(lines.join(' ')).not.toContain('أسوأ');
  });
  it('says when nothing is known', () => {
    expect(comparisonHighlights([{ name: 'أ', fee: null, total: null, margin: -3 }])).toEqual([
      'لا توجد مصروفات سنوية منشورة بمصدر وعام لأي من الجامعات المختارة.',
      'لا يمكن حساب التكلفة الكاملة لأي منها: المصروفات السنوية غير متاحة.',
      'مجموعك أقل من الحد الأدنى في كل الجامعات المختارة.',
    ]);
  });
});
