/**
 * The faculty page's code-to-name table (spec 2 §2.5). The names follow the seeded master
 * faculty list, so the grid and the page title read the same.
 */
import type { MASTER_FACULTY_CODES } from './catalog';

export type MasterFacultyCode = (typeof MASTER_FACULTY_CODES)[number];

export const FACULTY_NAMES: Record<MasterFacultyCode, string> = {
  MED: 'الطب البشري',
  DENT: 'طب الفم والأسنان',
  PHARM: 'الصيدلة',
  ENG: 'الهندسة',
  SCI: 'العلوم',
  AGRI: 'الزراعة',
  VET: 'الطب البيطري',
  COMM: 'التجارة',
  ARTS: 'الآداب',
  LAW: 'الحقوق',
  ECON: 'الاقتصاد والعلوم السياسية',
  MASS: 'الإعلام',
  ARCH: 'العمارة والتخطيط العمراني',
  FINE: 'الفنون الجميلة',
  EDU: 'التربية',
  NURS: 'التمريض',
  PHYS: 'التربية الرياضية',
  SPORT: 'علوم الرياضة',
  TOUR: 'السياحة والفنادق',
  LANG: 'الألسن واللغات',
  ISLAM: 'الدراسات الإسلامية والعربية',
  CS: 'الحاسبات والمعلومات',
  PT: 'العلاج الطبيعي',
  POLY: 'التكنولوجيا التطبيقية (بوليتكنك)',
  HS: 'العلوم الصحية التطبيقية',
  ART: 'الفنون والتصميم',
  MEDIA: 'الإعلام وفنون الاتصال',
  BIOTECH: 'التكنولوجيا الحيوية',
  CINE: 'السينما والفنون الإبداعية',
  SOCSCI: 'العلوم الاجتماعية والإنسانية',
};

/** The route parameter is matched case-insensitively: 'med' and 'MED' are the same faculty. */
export function normalizeFacultyCode(code: string | null | undefined): string {
  return String(code ?? '')
    .trim()
    .toUpperCase();
}

/** The faculty's Arabic name; an unknown code shows the code itself (spec 2 §2.5). */
export function facultyNameOf(code: string | null | undefined): string {
  const key = normalizeFacultyCode(code);
  return (FACULTY_NAMES as Record<string, string>)[key] ?? String(code ?? '').trim();
}

/**
 * The faculty cards worth showing (issue 24: seven of thirty led to an empty page): those with at
 * least one offering in the data, codes compared case-insensitively. Without the offerings' codes
 * (not loaded, or the load failed) every card shows rather than none.
 */
export function facultiesWithOfferings<F extends { faculty_code: string }>(
  faculties: readonly F[],
  offeringCodes: Iterable<string | null | undefined> | null | undefined,
): F[] {
  if (!offeringCodes) return [...faculties];
  const offered = new Set([...offeringCodes].map(normalizeFacultyCode).filter(Boolean));
  return faculties.filter((f) => offered.has(normalizeFacultyCode(f.faculty_code)));
}
