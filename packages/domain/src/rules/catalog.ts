/**
 * The closed lists of the spec, in one place. The CMS schemas repeat them as enumerations
 * (Strapi reads JSON, not TypeScript); a CMS test checks that both agree.
 */

export const UNIVERSITY_CATEGORIES = ['private', 'national', 'special', 'international'] as const;
export type UniversityCategory = (typeof UNIVERSITY_CATEGORIES)[number];

/** Section (sub-category) codes per category, in display order (spec 1 §3, spec 2 §2.6). */
export const SUBTYPES_BY_CATEGORY = {
  private: ['TechPrivate', 'Private'],
  national: ['IntNational', 'National', 'AffNational'],
  special: ['IntAgreement', 'FrameAgreement', 'Speicallaw'],
  international: ['EUE', 'UofCanada', 'TKH', 'GLOBAL', 'MODERN', 'CAPITAL', 'Foreign'],
} as const satisfies Record<UniversityCategory, readonly string[]>;
export type UniversitySubtype = (typeof SUBTYPES_BY_CATEGORY)[UniversityCategory][number];
export const UNIVERSITY_SUBTYPES: readonly UniversitySubtype[] = UNIVERSITY_CATEGORIES.flatMap(
  (c) => SUBTYPES_BY_CATEGORY[c],
);

/** Arabic headings of the sub-category sections (spec 2 §2.6, spec 3 §2). */
export const SUBTYPE_LABELS: Record<UniversitySubtype, string> = {
  TechPrivate: 'الجامعات الخاصة التكنولوجية',
  Private: 'الجامعات الخاصة',
  IntNational: 'الجامعات الأهلية الدولية',
  National: 'الجامعات الأهلية',
  AffNational: 'الجامعات الأهلية المنبثقة من الجامعات الحكومية',
  IntAgreement: 'جامعات الاتفاقيات الدولية',
  FrameAgreement: 'جامعات الاتفاقيات الإطارية',
  Speicallaw: 'جامعات القوانين الخاصة',
  EUE: 'مؤسسة جامعات الاتحاد الأوروبي في مصر',
  UofCanada: 'مؤسسة الجامعات الكندية',
  TKH: 'مؤسسة جامعات مجمع المعرفة',
  GLOBAL: 'مؤسسة جلوبال',
  MODERN: 'مؤسسة مودرن',
  CAPITAL: 'مؤسسة كابيتال',
  // A foreign university recognised in Egypt outside the host foundations (GIU; issue 22's corrections).
  Foreign: 'جامعات أجنبية معترف بها في مصر',
};

export const CATEGORY_LABELS: Record<UniversityCategory, string> = {
  private: 'الجامعات الخاصة',
  national: 'الجامعات الأهلية',
  special: 'جامعات ذات طبيعة خاصة',
  international: 'أفرع الجامعات الأجنبية',
};

/** One university's type in words (spec 3 §3 type-label mapping): shown beside a single record. */
export const CATEGORY_TYPE_LABELS: Record<UniversityCategory, string> = {
  private: 'جامعة خاصة',
  national: 'جامعة أهلية',
  special: 'جامعة ذات طبيعة خاصة',
  international: 'جامعة دولية',
};

/** The category a sub-type code belongs to, or undefined for an unknown code. */
export function categoryOfSubtype(subtype: string): UniversityCategory | undefined {
  return UNIVERSITY_CATEGORIES.find((c) => (SUBTYPES_BY_CATEGORY[c] as readonly string[]).includes(subtype));
}

/** Whether `subtype` is one of the section codes of `category`. */
export function isSubtypeOf(category: string, subtype: string): boolean {
  return categoryOfSubtype(subtype) === category;
}

/** The category named in a URL (`/api/Private/links`, `/Guide/national/...`): case-insensitive. */
export function parseCategory(value: string | undefined | null): UniversityCategory | undefined {
  const lower = String(value ?? '')
    .trim()
    .toLowerCase();
  return (UNIVERSITY_CATEGORIES as readonly string[]).includes(lower) ? (lower as UniversityCategory) : undefined;
}

/** Faculty short codes an offering may carry (spec 3 §3). */
export const OFFERING_FACULTY_CODES = [
  'MED',
  'DENT',
  'PT',
  'PHARM',
  'ENG',
  'VET',
  'CS',
  'NURS',
  'HS',
  'ART',
  'MEDIA',
  'ARCH',
  'LAW',
  'TOUR',
  'ECON',
  'CINE',
  'SCI',
  'BIOTECH',
  'EDU',
  'LANG',
  'SOCSCI',
  'AGRI',
  'POLY',
] as const;

/** Codes of the faculty page's code-to-name table (spec 2 §2.5): a superset of the offering codes. */
export const MASTER_FACULTY_CODES = [
  'MED',
  'DENT',
  'PHARM',
  'ENG',
  'SCI',
  'AGRI',
  'VET',
  'COMM',
  'ARTS',
  'LAW',
  'ECON',
  'MASS',
  'ARCH',
  'FINE',
  'EDU',
  'NURS',
  'PHYS',
  'SPORT',
  'TOUR',
  'LANG',
  'ISLAM',
  'CS',
  'PT',
  'POLY',
  'HS',
  'ART',
  'MEDIA',
  'BIOTECH',
  'CINE',
  'SOCSCI',
] as const;

export const SCORE_TRACKS = ['thanwyaa', 'azhar', 'Arabenglish'] as const;
export type ScoreTrack = (typeof SCORE_TRACKS)[number];
/**
 * The certificate tracks' Arabic names, declared once: `title` heads a section (the status dialog, the staff
 * forms, the panel's field labels), `name` is the track in a sentence (the comparison summary), `short`
 * labels a row of a score table.
 */
export const SCORE_TRACK_NAMES: Record<ScoreTrack, { title: string; name: string; short: string }> = {
  thanwyaa: { title: 'الثانوية العامة / STEM / النيل', name: 'الثانوية العامة', short: 'ثانوية عامة' },
  azhar: { title: 'الثانوية الأزهرية', name: 'الثانوية الأزهرية', short: 'أزهر' },
  Arabenglish: {
    title: 'الشهادات العربية والأجنبية',
    name: 'الشهادات العربية والأجنبية',
    short: 'شهادات عربية وأجنبية',
  },
};
export const SCORE_TRACK_TITLES = Object.fromEntries(
  SCORE_TRACKS.map((t) => [t, SCORE_TRACK_NAMES[t].title]),
) as Record<ScoreTrack, string>;
export const SCORE_TRACK_LABELS = Object.fromEntries(
  SCORE_TRACKS.map((t) => [t, SCORE_TRACK_NAMES[t].short]),
) as Record<ScoreTrack, string>;
export const STUDY_YEARS = ['first', 'second', 'third', 'fourth', 'fifth'] as const;
export type StudyYear = (typeof STUDY_YEARS)[number];

/** The years as ordinals, where a university record has no label of its own (guide, assistant). */
export const STUDY_YEAR_ORDINALS: Record<StudyYear, string> = {
  first: 'السنة الأولى',
  second: 'السنة الثانية',
  third: 'السنة الثالثة',
  fourth: 'السنة الرابعة',
  fifth: 'السنة الخامسة',
};

/**
 * How a faculty offering's section (شعبة) reads, on the guide page, the assistant's pages and the
 * score finder's choices (spec 3 §3 lists the codes: science, sports, sciences/scientific, all,
 * other; a custom text is shown as it is).
 */
export const OFFERING_SECTION_LABELS: Record<string, string> = {
  science: 'علمي علوم',
  sciences: 'علمي علوم',
  math: 'علمي رياضة',
  sports: 'علمي رياضة',
  scientific: 'علمي',
  literary: 'أدبي',
  all: 'جميع الشعب',
  unknown: 'الشعبة غير مذكورة في المصدر — تحقق من الجامعة',
};

/** `thanwyaa_firstYear_score`, `azhar_fifthYear_status`, … as the spec names them. */
export function trackYearField(track: ScoreTrack, year: StudyYear, suffix: 'score' | 'status' | 'deadline'): string {
  return `${track}_${year}Year_${suffix}`;
}

/** The 17 fields of a status or deadline record: transfer, wafdeen, then track × year. */
export function admissionFields(suffix: 'status' | 'deadline'): string[] {
  return [
    `transfer_${suffix}`,
    `wafdeen_${suffix}`,
    ...SCORE_TRACKS.flatMap((t) => STUDY_YEARS.map((y) => trackYearField(t, y, suffix))),
  ];
}

export const ADMISSION_STATUS_VALUES = ['متاح (كل الكليات)', 'انتهي', 'لم يبداء', 'اخري'] as const;
export const DEADLINE_NOT_SET = 'لم يحدد';

export const USER_TYPES = ['SuperAdmin', 'Admin', 'student', 'parent', 'other'] as const;
export const STAFF_USER_TYPES = ['SuperAdmin', 'Admin'] as const;
export const STUDENT_TYPES = ['pre_university', 'university', 'postgraduate', 'other'] as const;
export const STUDENT_LEVELS = ['first', 'second', 'third', 'other'] as const;
export const CERTIFICATE_TYPES = ['general', 'stem', 'azhar', 'arabic_foreign', 'other'] as const;
export const STUDENT_SECTIONS = ['literary', 'scientific', 'scientific_sciences', 'scientific_math', 'other'] as const;

export const ARTICLE_CATEGORIES = [
  'student_tips',
  'admission_guide',
  'study_abroad',
  'student_experiences',
  'university_comparison',
  'courses',
  'events_conferences',
  'careers_jobs',
] as const;
export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const AD_AUDIENCES = ['all', 'logged_in', 'not_logged_in'] as const;
export const SCHOLARSHIP_TYPES = ['full', 'partial', 'research', 'other'] as const;
export const SCHOLARSHIP_STATUSES = ['active', 'inactive', 'expired'] as const;
export const CONTACT_STATUSES = ['pending', 'read', 'replied'] as const;
// 'other': the form offers it with a typed department name, kept in committee_other.
export const JOIN_COMMITTEES = ['advising', 'growth', 'content', 'studio', 'pr', 'tech', 'other'] as const;
export const JOIN_LEVELS = ['level1', 'level2', 'level3', 'level4', 'level5', 'other'] as const;
export const JOIN_SOURCES = [
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'linkedin',
  'telegram',
  'current',
  'other',
] as const;
export const SCORE_CERTIFICATES = ['secondary_general', 'azhar_secondary', 'stem', 'arabic_foreign', 'other'] as const;
/** Arabic labels of the five score-matching certificates (spec 3 §3). */
export const SCORE_CERTIFICATE_LABELS: Record<(typeof SCORE_CERTIFICATES)[number], string> = {
  secondary_general: 'ثانوية عامة',
  azhar_secondary: 'ثانوية أزهرية',
  stem: 'STEM',
  arabic_foreign: 'شهادات عربية وأجنبية',
  other: 'شهادات أخرى',
};
