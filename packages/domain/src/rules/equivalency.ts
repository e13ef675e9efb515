/**
 * The equivalency calculator (spec 2 §2.2, §5, §9). The maxima of the inputs are input
 * attributes only: the formulas do not clamp.
 */

export const AMERICAN_INPUT_MAXIMA = {
  sat1: 1600,
  sat2: 1600,
  gpa: 40,
  actEnglish: 36,
  actReading: 36,
  actMath: 36,
} as const;
export const SAT_STEP = 10;

/** Spec 2 §9: "SAT result = (sat1 + sat2) / 3200 x 100 + gpa / 40 x 100". */
export function americanSatResult(sat1: number, sat2: number, gpa: number): number {
  return ((sat1 + sat2) / 3200) * 100 + (gpa / 40) * 100;
}

/** Spec 2 §9: "ACT result = (english + reading + math) / 108 x 100". */
export function americanActResult(english: number, reading: number, math: number): number {
  return ((english + reading + math) / 108) * 100;
}

/** "shown with 2 decimals". */
export function formatEquivalency(value: number): string {
  return value.toFixed(2);
}

/** Spec 2 §9: old grades A* or A 8, B 7, C 6; numeric grades 9 to 4 score their own value. */
export const IGCSE_GRADE_POINTS: Record<string, number> = {
  'A*': 8,
  A: 8,
  B: 7,
  C: 6,
  '9': 9,
  '8': 8,
  '7': 7,
  '6': 6,
  '5': 5,
  '4': 4,
};
/** AS: A 5, B 4, C 3, D 2. */
export const AS_GRADE_POINTS: Record<string, number> = { A: 5, B: 4, C: 3, D: 2 };
/** A level: A 5, B 4, C 3, D 2. */
export const A_LEVEL_GRADE_POINTS: Record<string, number> = { A: 5, B: 4, C: 3, D: 2 };

/** How many subjects of each level the form offers (spec 2 §9: 1–9, 1–5, 1–4). */
export const IGCSE_SUBJECT_RANGES = { igcse: [1, 9], as: [1, 5], aLevel: [1, 4] } as const;

export interface IgcseGrades {
  igcse: string[];
  as: string[];
  aLevel: string[];
}

/** Points of one grade in a table; an unknown or empty grade is null (the form requires all). */
export function gradePoints(table: Record<string, number>, grade: string): number | null {
  return Object.prototype.hasOwnProperty.call(table, grade) ? table[grade] : null;
}

/**
 * The spec does not say how the subject points make a total. Dalil's documented rule: the
 * total is the plain sum of the points of every subject (IGCSE + AS + A level), each grade
 * scored by its table. null while any grade is missing.
 */
export function igcseTotalPoints(grades: IgcseGrades): number | null {
  const all: Array<[Record<string, number>, string]> = [
    ...grades.igcse.map((g) => [IGCSE_GRADE_POINTS, g] as [Record<string, number>, string]),
    ...grades.as.map((g) => [AS_GRADE_POINTS, g] as [Record<string, number>, string]),
    ...grades.aLevel.map((g) => [A_LEVEL_GRADE_POINTS, g] as [Record<string, number>, string]),
  ];
  let total = 0;
  for (const [table, grade] of all) {
    const points = gradePoints(table, grade);
    if (points === null) return null;
    total += points;
  }
  return total;
}

export const EQUIVALENCY_CERTIFICATES = [
  { value: 'american', label: 'الدبلومة الأمريكية', active: true },
  { value: 'igcse', label: 'IGCSE (الشهادة البريطانية)', active: true },
  { value: 'azhari', label: 'الأزهرية', active: false },
  { value: 'stem', label: 'STEM', active: false },
  { value: 'nile', label: 'النيل', active: false },
  { value: 'saudi', label: 'السعودية', active: false },
  { value: 'kuwaiti', label: 'الكويتية', active: false },
  { value: 'bahraini', label: 'البحرينية', active: false },
] as const;

/** Why a calculator result is not sent to the score finder. */
export const EQUIVALENCY_FINDER_MESSAGES = {
  over100:
    'النتيجة أكبر من 100% فلا تصلح نسبةً مئوية للبحث عن الكليات — راجع المدخلات أو اسأل مكتب التنسيق عن طريقة المعادلة المعتمدة',
  invalid: 'لا توجد نتيجة صالحة لإرسالها إلى البحث عن الكليات',
} as const;

/**
 * The score finder's address prefilled with a calculator result (issue 24): the equivalent
 * certificates, the current year's column and the percentage cut (never rounded up) to two
 * decimals. Validated, not clamped: a result over 100 % (spec 2 §9's SAT formula adds two
 * percentages and can reach 200) is refused with a message, never sent as 100 %. The track is left
 * for the student to choose, so nothing is searched before they do.
 */
export function equivalencyFinderSearch(
  value: number,
): { ok: true; percent: string; search: string } | { ok: false; message: string } {
  if (!Number.isFinite(value) || value < 0) return { ok: false, message: EQUIVALENCY_FINDER_MESSAGES.invalid };
  if (value > 100) return { ok: false, message: EQUIVALENCY_FINDER_MESSAGES.over100 };
  const cut = Math.floor(Math.round(value * 1e6) / 1e4) / 100;
  const percent = String(cut);
  return { ok: true, percent, search: `?cert=arab_english&year=first&prefill=${encodeURIComponent(percent)}` };
}
