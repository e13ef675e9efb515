/**
 * Write bodies of the content screens (spec 3 §5): news, scholarships, articles, reviews,
 * assistant faculties and score criteria. Pure: the CMS answers a 400 with these messages and
 * the admin screens show the same ones before sending.
 *
 * `mode: 'create'` needs every required field; `mode: 'update'` checks only the fields present
 * in the body (the review screen's approve/reject sends `status` alone), but a present field
 * may not be blank. Text is trimmed; keys outside the record are dropped.
 */
import {
  ARTICLE_CATEGORIES,
  ARTICLE_STATUSES,
  REVIEW_STATUSES,
  SCHOLARSHIP_STATUSES,
  SCHOLARSHIP_TYPES,
  SCORE_CERTIFICATES,
  SCORE_CERTIFICATE_LABELS,
} from '../rules/catalog';
import { logoName, logoNameFromUrl } from '../rules/content-paths';
import { LIMIT_MESSAGES, MAX_BATCH_ITEMS, TEXT_LIMITS, asText } from './limits';
import { parseMediaId } from './image-upload';
import { isAllowedLink, LINK_MESSAGE } from '../rules/safe-url';
import { invalid, valid, type ErrorItem, type Result } from './result';

export type Mode = 'create' | 'update';

export const REVIEW_AFFILIATIONS = ['طالب', 'ولي امر', 'اخري'] as const;
export const SCORE_YEARS = [2021, 2022, 2023, 2024, 2025] as const;
export const SCORE_KEYS = ['private', 'galaleya', 'sinai', 'academy'] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];
export type FacultyScores = { facultyId: string } & Record<ScoreKey, number | null>;

export const MESSAGES = {
  required: 'يرجى ملء جميع الحقول المطلوبة',
  notText: (label: string) => `${label} يجب أن يكون نصًا`,
  tooLong: (label: string, max: number) => `${label} يجب ألا يزيد على ${max} حرف`,
  shortName: 'الاسم المختصر يجب أن يحتوي على حروف إنجليزية وأرقام و - و _ فقط',
  date: (label: string) => `${label} غير صالح، استخدم الصيغة سنة-شهر-يوم`,
  choice: (label: string) => `قيمة غير صالحة لـ ${label}`,
  rating: 'التقييم يجب أن يكون رقمًا من 1 إلى 5',
  logoName: 'اسم الصورة يجب أن يحتوي على حروف إنجليزية أو أرقام',
  facultyCode: 'رمز الكلية يجب أن يتكون من حروف إنجليزية فقط (مثال: MED)',
  year: 'السنة يجب أن تكون من 2021 إلى 2025',
  certificate: 'نوع الشهادة غير صالح',
  pairMismatch: 'السنة ونوع الشهادة في الطلب لا يطابقان الرابط',
  scoresList: 'الدرجات يجب أن تكون قائمة',
  facultyId: 'كل صف درجات يحتاج معرّف الكلية facultyId',
  duplicateFaculty: 'الكلية مكررة في قائمة الدرجات',
  score: 'الدرجة يجب أن تكون رقمًا من 0 إلى 100',
} as const;

// --- field rules -------------------------------------------------------------------------

type Rule = {
  label: string;
  required?: boolean;
  /** Turns a present, non-blank value into the stored value, or returns an error message. */
  parse?: (value: unknown) => { value: unknown } | { error: string };
};

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A text up to `max` characters; a field without its own limit (details, content) gets the long-text one. */
const text =
  (label: string, max: number = TEXT_LIMITS.longText) =>
  (v: unknown) => {
    if (typeof v !== 'string' && typeof v !== 'number') return { error: MESSAGES.notText(label) };
    const s = String(v).trim();
    return max && s.length > max ? { error: MESSAGES.tooLong(label, max) } : { value: s };
  };

/** A link the site will follow: http(s) or a path of the site (safe-url.ts). */
const link = (label: string, max: number) => (v: unknown) => {
  const t = text(label, max)(v);
  if ('error' in t) return t;
  return isAllowedLink(t.value) ? t : { error: LINK_MESSAGE };
};

const shortName = (v: unknown) => {
  const t = text('الاسم المختصر', 100)(v);
  if ('error' in t) return t;
  return /^[A-Za-z0-9_-]+$/.test(t.value as string) ? t : { error: MESSAGES.shortName };
};

const oneOf = (label: string, values: readonly string[]) => (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : v;
  return typeof s === 'string' && values.includes(s) ? { value: s } : { error: MESSAGES.choice(label) };
};

/** A calendar day as `YYYY-MM-DD`, from `YYYY-MM-DD`, an ISO date-time, or `D/M/YYYY`. */
export function parseDay(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s)))
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const day = (label: string) => (v: unknown) => {
  const value = parseDay(v);
  return value ? { value } : { error: MESSAGES.date(label) };
};

const rating = (v: unknown) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 1 && n <= 5 ? { value: n } : { error: MESSAGES.rating };
};

/** The tag is one comma-separated string (spec 3 §3); a list is joined. */
const tag = (v: unknown) => {
  if (Array.isArray(v))
    v = v
      .map((x) => asText(x).trim())
      .filter(Boolean)
      .join(', ');
  return text('الوسوم', 500)(v);
};

function check(body: unknown, rules: Record<string, Rule>, mode: Mode): Result<Record<string, unknown>> {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const value: Record<string, unknown> = {};
  const errors: ErrorItem[] = [];
  const missing: string[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const raw = input[field];
    if (mode === 'update' && raw === undefined) continue;
    if (isBlank(raw)) {
      if (rule.required) {
        missing.push(field);
        errors.push({ message: `${rule.label} مطلوب`, path: [field] });
      } else if (raw !== undefined) value[field] = null;
      continue;
    }
    const parsed = rule.parse ? rule.parse(raw) : { value: raw };
    if ('error' in parsed) errors.push({ message: parsed.error, path: [field] });
    else value[field] = parsed.value;
  }
  if (!errors.length) return valid(value);
  const labels = missing.map((f) => rules[f].label);
  const others = errors.filter((e) => !missing.includes(e.path[0])).map((e) => e.message);
  const message = [labels.length ? `${MESSAGES.required}: ${labels.join('، ')}` : '', ...others]
    .filter(Boolean)
    .join('، ');
  return invalid(errors, missing, message);
}

// --- news, scholarships, articles --------------------------------------------------------

/** The uploaded logo: the media id `POST /api/logos` answered; null clears it (default image). */
const LOGO_RULE: Rule = { label: 'الشعار', parse: parseMediaId };

export type NewsInput = {
  title: string;
  Short_name: string;
  deadline: string;
  link: string;
  details: string;
  logo: number | null;
};

const NEWS_RULES: Record<string, Rule> = {
  title: { label: 'العنوان', required: true, parse: text('العنوان', 300) },
  Short_name: { label: 'الاسم المختصر', required: true, parse: shortName },
  deadline: { label: 'التاريخ', required: true, parse: day('التاريخ') },
  link: { label: 'الرابط', required: true, parse: link('الرابط', 2000) },
  details: { label: 'التفاصيل', required: true, parse: text('التفاصيل') },
  logo: LOGO_RULE,
};

/** News: title, short name, date, link and details all required; values trimmed (spec 3 §5). */
export function validateNews(body: unknown, mode: Mode = 'create') {
  return check(body, NEWS_RULES, mode) as Result<Partial<NewsInput>>;
}

export type ScholarshipInput = {
  name: string;
  Short_name: string;
  type: string;
  deadline: string;
  link: string;
  status: string;
  details: string | null;
  logo: number | null;
};

const SCHOLARSHIP_RULES: Record<string, Rule> = {
  name: { label: 'اسم المنحة', required: true, parse: text('اسم المنحة', 300) },
  Short_name: { label: 'الاسم المختصر', required: true, parse: shortName },
  type: { label: 'نوع المنحة', required: true, parse: oneOf('نوع المنحة', SCHOLARSHIP_TYPES) },
  deadline: { label: 'آخر موعد للتقديم', required: true, parse: day('آخر موعد للتقديم') },
  link: { label: 'الرابط', required: true, parse: link('الرابط', 2000) },
  status: { label: 'حالة المنحة', required: true, parse: oneOf('حالة المنحة', SCHOLARSHIP_STATUSES) },
  details: { label: 'التفاصيل', parse: text('التفاصيل') },
  logo: LOGO_RULE,
};

/** Scholarship: name, short name, type, deadline, link, status required; details optional (spec 3 §5). */
export function validateScholarship(body: unknown, mode: Mode = 'create') {
  return check(body, SCHOLARSHIP_RULES, mode) as Result<Partial<ScholarshipInput>>;
}

export type ArticleInput = {
  title: string;
  Short_name: string;
  category: string;
  status: string;
  details: string;
  tag: string | null;
  logo: number | null;
};

const ARTICLE_RULES: Record<string, Rule> = {
  title: { label: 'عنوان المقال', required: true, parse: text('عنوان المقال', 300) },
  Short_name: { label: 'الاسم المختصر', required: true, parse: shortName },
  category: { label: 'التصنيف', required: true, parse: oneOf('التصنيف', ARTICLE_CATEGORIES) },
  status: { label: 'حالة المقال', required: true, parse: oneOf('حالة المقال', ARTICLE_STATUSES) },
  details: { label: 'محتوى المقال', required: true, parse: text('محتوى المقال') },
  tag: { label: 'الوسوم', parse: tag },
  logo: LOGO_RULE,
};

/** Article: title, short name, category, status and content required; trimmed (spec 3 §5). */
export function validateArticle(body: unknown, mode: Mode = 'create') {
  return check(body, ARTICLE_RULES, mode) as Result<Partial<ArticleInput>>;
}

// --- reviews -----------------------------------------------------------------------------

export type ReviewInput = {
  name: string;
  affiliation: string;
  logo_name: string;
  rating: number;
  review: string;
  status: string;
};

const REVIEW_RULES: Record<string, Rule> = {
  name: { label: 'الاسم', required: true, parse: text('الاسم', 200) },
  affiliation: { label: 'الصفة', required: true, parse: oneOf('الصفة', REVIEW_AFFILIATIONS) },
  logo_name: {
    label: 'اسم الصورة',
    required: true,
    parse: (v) => {
      const t = text('اسم الصورة', 200)(v);
      if ('error' in t) return t;
      const name = logoName(t.value as string);
      return name ? { value: name } : { error: MESSAGES.logoName };
    },
  },
  rating: { label: 'التقييم', parse: rating },
  review: { label: 'نص الرأي', required: true, parse: text('نص الرأي', 5000) },
  status: { label: 'حالة الرأي', parse: oneOf('حالة الرأي', REVIEW_STATUSES) },
};

/**
 * Review: name, affiliation, logo name and text required; rating 1 to 5, 5 when not sent
 * (spec 3 §3 defaults). The form sends the derived `logo_url` (`/images/users/{name}.png`)
 * rather than the form-only logo name, so either is accepted.
 */
export function validateReview(body: unknown, mode: Mode = 'create') {
  const input =
    body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  if (input.logo_name === undefined && typeof input.logo_url === 'string') {
    input.logo_name = logoNameFromUrl(input.logo_url) ?? input.logo_url;
  }
  const result = check(input, REVIEW_RULES, mode) as Result<Partial<ReviewInput>>;
  if (result.ok && mode === 'create' && result.value.rating == null) result.value.rating = 5;
  return result;
}

// --- assistant faculties -----------------------------------------------------------------

export type MasterFacultyInput = { faculty_name: string; faculty_code: string; logo: number | null };

const FACULTY_RULES: Record<string, Rule> = {
  faculty_name: { label: 'اسم الكلية', required: true, parse: text('اسم الكلية', 200) },
  faculty_code: {
    label: 'رمز الكلية',
    required: true,
    parse: (v) => {
      const t = text('رمز الكلية', 16)(v);
      if ('error' in t) return t;
      const code = (t.value as string).toUpperCase();
      return /^[A-Z]+$/.test(code) ? { value: code } : { error: MESSAGES.facultyCode };
    },
  },
  logo: LOGO_RULE,
};

/**
 * Assistant faculty add and edit (spec 3 §5): name and short code. The screen sends form data
 * `name, shortCode, imgSrc`; the record names (`faculty_name`, `faculty_code`) are accepted
 * too. The code is stored upper-case; `imgSrc` is derived from the code and not stored. `logo`
 * is an uploaded image's media id (POST /api/logos), as the other content records take it.
 */
export function validateMasterFaculty(body: unknown, mode: Mode = 'create') {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return check(
    {
      faculty_name: input.name ?? input.faculty_name,
      faculty_code: input.shortCode ?? input.faculty_code,
      logo: input.logo,
    },
    FACULTY_RULES,
    mode,
  ) as Result<Partial<MasterFacultyInput>>;
}

// --- score criteria ----------------------------------------------------------------------

export type ScorePair = { year: number; certificate: string };

const fail = (message: string, path: string[]) => invalid([{ message, path }]);

/** The `{year}/{certificate}` of a score-matching path: years 2021–2025, the five certificates. */
export function parseScorePair(year: unknown, certificate: unknown): Result<ScorePair> {
  const y = typeof year === 'number' ? year : /^\d{4}$/.test(asText(year).trim()) ? Number(asText(year).trim()) : NaN;
  if (!(SCORE_YEARS as readonly number[]).includes(y)) return fail(MESSAGES.year, ['year']);
  const c = asText(certificate).trim();
  if (!(SCORE_CERTIFICATES as readonly string[]).includes(c)) return fail(MESSAGES.certificate, ['certificate']);
  return valid({ year: y, certificate: c });
}

/** One minimum score: 0 to 100, or null when empty; undefined when it is neither. */
export function parseScore(v: unknown): number | null | undefined {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
  const n = typeof v === 'string' ? Number(v.trim()) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100 ? n : undefined;
}

/** The score-criteria input's message (the server's own), or null when the value is 0–100 or empty. */
export function scoreInputError(v: unknown): string | null {
  return parseScore(v) === undefined ? MESSAGES.score : null;
}

/** A score-criteria record named as staff read it (the log's target): «2024 / ثانوية أزهرية». */
export function scoreCriterionName(year: unknown, certificate: unknown): string {
  const label =
    SCORE_CERTIFICATE_LABELS[certificate as keyof typeof SCORE_CERTIFICATE_LABELS] ?? String(certificate ?? '');
  return `${String(year ?? '')} / ${label}`;
}

/** Arabic labels of the four score keys (spec 3 §3). */
export const SCORE_KEY_LABELS: Record<ScoreKey, string> = {
  private: 'الجامعات الخاصة',
  galaleya: 'الأهلية الدولية',
  sinai: 'جامعات سيناء',
  academy: 'الأكاديمية البحرية',
};

/**
 * The score-matching update (spec 3 §3, §5): body `year, certificate, scores`, where scores is
 * a list of `{ facultyId, private, galaleya, sinai, academy }`, each 0 to 100 or null (an empty
 * input is null). Rows shaped `{ facultyId, scores: { private, … } }` are read the same way.
 * A year or certificate in the body must agree with the path.
 */
export function validateScoreMatching(pair: ScorePair, body: unknown): Result<ScorePair & { scores: FacultyScores[] }> {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (input.year !== undefined || input.certificate !== undefined) {
    const own = parseScorePair(input.year ?? pair.year, input.certificate ?? pair.certificate);
    if (own.ok === false) return own;
    if (own.value.year !== pair.year || own.value.certificate !== pair.certificate)
      return fail(MESSAGES.pairMismatch, ['year']);
  }
  if (!Array.isArray(input.scores)) {
    return input.scores === undefined
      ? invalid([{ message: 'الدرجات مطلوبة', path: ['scores'] }], ['scores'], `${MESSAGES.required}: الدرجات`)
      : fail(MESSAGES.scoresList, ['scores']);
  }
  if (input.scores.length > MAX_BATCH_ITEMS) return fail(LIMIT_MESSAGES.batch, ['scores']);
  const scores: FacultyScores[] = [];
  const errors: ErrorItem[] = [];
  const seen = new Set<string>();
  input.scores.forEach((row: unknown, i: number) => {
    const r = row && typeof row === 'object' ? (row as Record<string, unknown>) : {};
    const values = r.scores && typeof r.scores === 'object' ? (r.scores as Record<string, unknown>) : r;
    const id = typeof r.facultyId === 'string' || typeof r.facultyId === 'number' ? String(r.facultyId).trim() : '';
    if (!id) return void errors.push({ message: MESSAGES.facultyId, path: ['scores', String(i), 'facultyId'] });
    if (seen.has(id))
      return void errors.push({ message: MESSAGES.duplicateFaculty, path: ['scores', String(i), 'facultyId'] });
    seen.add(id);
    const out = { facultyId: id } as FacultyScores;
    for (const key of SCORE_KEYS) {
      const score = parseScore(values[key]);
      if (score === undefined) errors.push({ message: MESSAGES.score, path: ['scores', String(i), key] });
      else out[key] = score;
    }
    scores.push(out);
  });
  if (errors.length) return invalid(errors, [], [...new Set(errors.map((e) => e.message))].join('، '));
  return valid({ ...pair, scores });
}
