import {
  SUBTYPES_BY_CATEGORY,
  SUBTYPE_LABELS,
  normalizeFacultyCode,
  type UniversitySubtype,
} from '@dalil/domain/rules';
import type { Category, FacultyOffering } from '@/lib/api/universities';

export interface Section {
  subtype: string;
  label: string;
  offerings: FacultyOffering[];
}

/** Spec 2 §2.5: only normal offerings of this faculty, grouped by sub-type, each group sorted by Arabic name. */
export function sectionsFor(offerings: readonly FacultyOffering[], code: string, category: Category): Section[] {
  const mine = offerings.filter(
    (o) => o.normal_or_Dual === 'normal' && normalizeFacultyCode(o.faculty_short) === code && o.category === category,
  );
  const order: readonly string[] = SUBTYPES_BY_CATEGORY[category];
  const subtypes = [...new Set(mine.map((o) => o.type))].sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });
  return subtypes.map((subtype) => ({
    subtype,
    label: SUBTYPE_LABELS[subtype as UniversitySubtype] ?? subtype,
    offerings: mine
      .filter((o) => o.type === subtype)
      .sort((a, b) => (a.university_Arabic_Name ?? '').localeCompare(b.university_Arabic_Name ?? '', 'ar')),
  }));
}
