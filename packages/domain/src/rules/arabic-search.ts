/**
 * Arabic search normalisation (spec 1 §2 /Guide): a search ignores the differences between ه/ة,
 * between the alef forms (أ إ آ ٱ → ا), between ى/ي, and ignores diacritics and tatweel; Latin
 * letters compare case-insensitively.
 */
const DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;

export function normalizeArabic(text: string | null | undefined): string {
  return String(text ?? '')
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Whether `query` occurs in any of `fields` after normalisation; an empty query matches all. */
export function matchesSearch(query: string | null | undefined, ...fields: (string | null | undefined)[]): boolean {
  const q = normalizeArabic(query);
  if (!q) return true;
  return fields.some((f) => normalizeArabic(f).includes(q));
}

/**
 * Whether a staff search is a phone number (or part of one, three digits or more) found in
 * `phone`. Only a search made of digits, spaces, '+', '-' and brackets is a phone search: a
 * search like «ahmed2025» or an e-mail is not, so its stray digits never match a phone by chance.
 * Arabic-Indic digits count as digits.
 */
export function matchesPhone(query: string | null | undefined, phone: string | null | undefined): boolean {
  const q = toLatinDigits(String(query ?? '')).trim();
  if (!/^[\d\s+()-]+$/.test(q)) return false;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return false;
  return toLatinDigits(String(phone ?? ''))
    .replace(/\D/g, '')
    .includes(digits);
}

const toLatinDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/**
 * What a search on a tabbed list (/Guide, /Status) says about where it looked (issue 24): it
 * searches the open tab, and says so, with the number found; null while nothing is typed.
 * `where` is the tab's label («الجامعات الخاصة»).
 */
export function searchScopeText(query: string | null | undefined, where: string, found: number): string | null {
  if (!normalizeArabic(query)) return null;
  if (found === 0) return `لا نتائج في ${where}`;
  return found === 1 ? `نتيجة واحدة في ${where}` : `${found} نتائج في ${where}`;
}

/** How many of `items` a search finds, by the fields `fieldsOf` gives (name and code). */
export function countMatches<T>(
  query: string | null | undefined,
  items: readonly T[] | null | undefined,
  fieldsOf: (item: T) => (string | null | undefined)[],
): number {
  return (items ?? []).filter((item) => matchesSearch(query, ...fieldsOf(item))).length;
}
