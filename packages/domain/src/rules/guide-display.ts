/**
 * What the university guide page shows (spec 1 §2, "University guide"): which study years have
 * minimum scores, their labels, which offerings and places are listed, and the wording of the
 * score tracks and fee categories.
 */
import { OFFERING_SECTION_LABELS, STUDY_YEARS, STUDY_YEAR_ORDINALS, type StudyYear } from './catalog';
import { isPriceShown } from './format';

/** National universities show only the fourth and fifth year requirements; all others five. */
export function guideStudyYears(category: string): StudyYear[] {
  return String(category).toLowerCase() === 'national' ? ['fourth', 'fifth'] : [...STUDY_YEARS];
}

/** Year labels come from the university record (first_year … fifth_year), else the ordinal. */
export function studyYearLabel(university: object | null | undefined, year: StudyYear): string {
  const label = String((university as Record<string, unknown> | null | undefined)?.[`${year}_year`] ?? '').trim();
  return label || STUDY_YEAR_ORDINALS[year];
}

export const WAFDEEN_LABEL = 'الوافدين';

/** Fee categories A–D: feesEgyption/feesNatives, then the suffixes 2, 3 and 4. */
export const FEE_CATEGORIES = [
  { suffix: '', label: 'الفئة أ' },
  { suffix: '2', label: 'الفئة ب' },
  { suffix: '3', label: 'الفئة ج' },
  { suffix: '4', label: 'الفئة د' },
] as const;

/** Faculties and dual programs show only if both the faculty and the section exist. */
export function isOfferingShown(offering: { faculty?: unknown; section?: unknown }): boolean {
  return String(offering.faculty ?? '').trim() !== '' && String(offering.section ?? '').trim() !== '';
}

/** Dorms and transport show only with a price that is present and announced. */
export function isPlaceShown(place: { price?: string | null }): boolean {
  return isPriceShown(place.price);
}

/** An offering's section as the guide page shows it (a custom text as it is). */
export function sectionLabel(section: string | null | undefined): string {
  const s = String(section ?? '').trim();
  return OFFERING_SECTION_LABELS[s.toLowerCase()] ?? s;
}

/** Items ordered by their index (missing indexes last), keeping the original order on ties. */
export function byIndex<T extends { index?: number | string | null }>(items: readonly T[]): T[] {
  const key = (item: T) => {
    const n = Number(item.index);
    return item.index === null || item.index === undefined || item.index === '' || !Number.isFinite(n)
      ? Number.POSITIVE_INFINITY
      : n;
  };
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => key(a.item) - key(b.item) || a.position - b.position)
    .map(({ item }) => item);
}

/** Bio text with its newlines kept: one entry per line (blank lines dropped). */
export function bioLines(bio: string | null | undefined): string[] {
  return String(bio ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * What tells apart two cards of one university on a faculty page (issue 24: ERU and MIU showed two
 * identical cards): for each offering whose university appears more than once in `offerings`, its
 * own name, with «برنامج مزدوج» for a dual program; null for the others (their card needs none).
 */
export function offeringDistinctions<
  T extends { _id: string; university_code?: string | null; faculty?: string | null; normal_or_Dual?: string | null },
>(offerings: readonly T[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const o of offerings) count.set(o.university_code ?? '', (count.get(o.university_code ?? '') ?? 0) + 1);
  const out = new Map<string, string>();
  for (const o of offerings) {
    if ((count.get(o.university_code ?? '') ?? 0) < 2) continue;
    const name = String(o.faculty ?? '').trim();
    const dual = o.normal_or_Dual === 'dual' && !name.includes('مزدوج') ? 'برنامج مزدوج' : '';
    out.set(o._id, [name, dual].filter(Boolean).join(' — ') || 'برنامج آخر');
  }
  return out;
}
