/**
 * The closed list of an offering's sections (issue 24): which secondary-school track a faculty
 * offering admits. The data held free text ('sports', 'علمي علوم أو علمي رياضة', …) that the
 * finder never matched; the CMS, the importer and the forms now accept only these codes, and the
 * migration (cms/database/migrations) maps the stored legacy text with `offeringSectionOf`.
 */
export const OFFERING_SECTIONS = ['science', 'math', 'scientific', 'literary', 'all', 'unknown'] as const;
export type OfferingSection = (typeof OFFERING_SECTIONS)[number];

/** The real set's text for an offering whose source names no section. */
export const UNKNOWN_SECTION_TEXT = 'الشعبة غير مذكورة في المصدر';

/** The choices as staff see them (the back office's select, the panel, the error message). */
export const OFFERING_SECTION_CHOICES: Readonly<Record<OfferingSection, string>> = {
  science: 'علمي علوم',
  math: 'علمي رياضة',
  scientific: 'علمي (علوم أو رياضة)',
  literary: 'أدبي',
  all: 'جميع الشعب',
  unknown: UNKNOWN_SECTION_TEXT,
};

/** The validator's message: the section is not one of the list (it names every choice). */
export const OFFERING_SECTION_MESSAGE = `الشعبة يجب أن تكون واحدة من: ${OFFERING_SECTIONS.map(
  (s) => `${OFFERING_SECTION_CHOICES[s]} (${s})`,
).join('، ')}`;

export function isOfferingSection(value: unknown): value is OfferingSection {
  return (OFFERING_SECTIONS as readonly unknown[]).includes(value);
}

/** Legacy codes and labels with one meaning each. */
const LEGACY: Readonly<Record<string, OfferingSection>> = {
  sciences: 'science',
  sports: 'math',
  علمي: 'scientific',
  ...Object.fromEntries(OFFERING_SECTIONS.map((s) => [OFFERING_SECTION_CHOICES[s], s])),
};

/** Arabic spelling variants the texts mix: alef forms, taa marbuta / haa, alef maqsura, tatweel, spaces. */
function normalized(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\u0640/g, '')
    .replace(/[\u0623\u0625\u0622]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064a')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const NORMALIZED_LEGACY = new Map(Object.entries(LEGACY).map(([k, v]) => [normalized(k), v]));

/**
 * A stored section as one of the list: a code as it is; 'sports' → math, 'sciences' → science;
 * a label ('علمي علوم', 'أدبي', 'جميع الشعب', …) → its code; a text naming both علوم and رياضة →
 * scientific; the real set's «الشعبة غير مذكورة في المصدر» → unknown. Anything else: null (the
 * caller decides: the validator refuses it, the migration keeps it as a note under unknown).
 */
export function offeringSectionOf(raw: unknown): OfferingSection | null {
  if (typeof raw !== 'string') return null;
  const s = normalized(raw);
  if (!s) return null;
  if (isOfferingSection(s)) return s;
  const known = NORMALIZED_LEGACY.get(s);
  if (known) return known;
  if (s.includes(normalized(UNKNOWN_SECTION_TEXT))) return 'unknown';
  if (s.includes('علوم') && s.includes('رياضه')) return 'scientific';
  return null;
}

/**
 * What the migration (cms/database/migrations/…offering-sections.js) writes for a stored
 * section: null when it is already a code; otherwise its code (`unknown` when it maps to none)
 * and, when the old value was a free text rather than a code or a label, that text as the
 * offering's `section_note`, so nothing a source said is lost.
 */
export function migratedSection(raw: unknown): { section: OfferingSection; note: string | null } | null {
  if (isOfferingSection(raw)) return null;
  const text = typeof raw === 'string' ? raw.trim() : '';
  const mapped = offeringSectionOf(text);
  const exact = isOfferingSection(normalized(text)) || NORMALIZED_LEGACY.has(normalized(text));
  return { section: mapped ?? 'unknown', note: exact || !text ? null : text };
}
