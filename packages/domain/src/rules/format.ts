/**
 * Display rules for fees, scores, programs and statuses (spec 1 §2, §9; spec 2 §5).
 * Numbers use Latin digits with comma thousands separators.
 */
import { normalizeArabic } from './arabic-search';

export const NOT_AVAILABLE = 'غير متوفر';

/** "185000" → "185,000"; keeps decimals; non-numbers answer null. */
export function groupThousands(value: string | number): string | null {
  const s = String(value).replace(/,/g, '').trim();
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const [int, dec] = s.split('.');
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (dec ? `.${dec}` : '');
}

/** A fee is absent when empty, missing or 0. */
export function isFeeAbsent(fee: string | number | null | undefined): boolean {
  if (fee === null || fee === undefined) return true;
  const s = String(fee).trim();
  return s === '' || /^0+(\.0+)?$/.test(s.replace(/,/g, ''));
}

/**
 * A fee with its currency: a pure number gets the currency ("185,000 EGP"); in a "+" composite
 * the first part gets the currency and the rest are numbers ("120,000 EGP + 5,000"); other text
 * is shown as it is; absent → غير متوفر.
 */
export function formatFee(fee: string | number | null | undefined, currency: 'EGP' | 'USD'): string {
  if (isFeeAbsent(fee)) return NOT_AVAILABLE;
  const parts = String(fee)
    .split('+')
    .map((p) => p.trim());
  const first = groupThousands(parts[0]);
  if (first === null) return String(fee).trim();
  const rest = parts.slice(1).map((p) => groupThousands(p) ?? p);
  return [`${first} ${currency}`, ...rest].join(' + ');
}

/** The first number of a fee text, commas ignored (comparisons, spec 2 §5); null when none. */
export function firstNumber(value: string | number | null | undefined): number | null {
  const m = /\d+(\.\d+)?/.exec(String(value ?? '').replace(/,/g, ''));
  return m ? Number(m[0]) : null;
}

/** Guide page (spec 1 §2): a score as a percentage; '-' is kept; missing → غير متوفر. */
export function formatScore(score: string | number | null | undefined): string {
  if (score === null || score === undefined || String(score).trim() === '') return NOT_AVAILABLE;
  const s = String(score).trim();
  if (s === '-') return '-';
  return /^\d+(\.\d+)?$/.test(s) ? `${s}%` : s;
}

/** Faculty page and comparison (spec 2 §5): empty, '-' and '0' are not available. */
export function formatAssistantScore(score: string | number | null | undefined): string {
  const s = String(score ?? '').trim();
  if (s === '' || s === '-' || s === '0') return NOT_AVAILABLE;
  return /^\d+(\.\d+)?$/.test(s) ? `${s}%` : s;
}

/** A piece after a dash that qualifies the program before it («برنامج دولي», «بنظام الساعات المعتمدة»). */
const QUALIFIER = /^(برنامج|البرنامج|بنظام|نظام|مسار|باللغة|بالشراكة|program)/i;

/**
 * Programs text split on commas, Arabic commas and dashes (spec 1 §2); arrays pass through.
 * Dalil departs from the spec where its rule misleads (issue 24): a dash followed by a qualifier
 * keeps it with its program («الطب والجراحة - برنامج دولي» is one program, not two), and a program
 * named twice is listed once (spelling differences and spaces ignored).
 */
export function splitPrograms(programs: string | string[] | null | undefined): string[] {
  const pieces = Array.isArray(programs)
    ? programs.map((p) => String(p).trim()).filter(Boolean)
    : String(programs ?? '')
        .split(/[,،]/)
        .flatMap((part) =>
          part
            .split(/\s*[-–—]\s*/)
            .map((p) => p.trim())
            .filter(Boolean)
            .reduce<string[]>((out, piece) => {
              if (out.length && QUALIFIER.test(piece)) out[out.length - 1] += ` - ${piece}`;
              else out.push(piece);
              return out;
            }, []),
        );
  const seen = new Set<string>();
  return pieces.filter((p) => {
    const key = normalizeArabic(p).replace(/\s+/g, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A dorm or transport price is shown only when present and not 'لم يعلن' / 'غير متوفر'. */
export function isPriceShown(price: string | null | undefined): boolean {
  const s = String(price ?? '').trim();
  return s !== '' && s !== 'لم يعلن' && s !== NOT_AVAILABLE;
}

/** A link value of '#' (or empty) means absent (spec 1 §2). */
export function isLinkPresent(link: string | null | undefined): boolean {
  const s = String(link ?? '').trim();
  return s !== '' && s !== '#';
}

export type StatusClass = 'ended' | 'available' | 'not-started' | 'unclassed';

/** Status colour class (spec 1 §2): ended, available, not started, otherwise unclassed. */
export function classifyStatus(status: string | null | undefined): StatusClass {
  const s = String(status ?? '');
  if (s.includes('انتهي') || s.includes('انتهى')) return 'ended';
  if (s.includes('متاح')) return 'available';
  if (s.includes('لم يبدأ') || s.includes('لم يبداء')) return 'not-started';
  return 'unclassed';
}

/** A missing deadline shows 'غير محدد' (spec 1 §2). */
export function formatDeadline(deadline: string | null | undefined): string {
  const s = String(deadline ?? '').trim();
  return s === '' ? 'غير محدد' : s;
}

/** Visitor count and other counts: thousands separators. */
export function formatCount(n: number): string {
  return groupThousands(Math.max(0, Math.floor(n))) ?? String(n);
}
