/**
 * Admission step by step (issue 24 item 4): per university the date applications open, the
 * documents and the tests it asks for — beside the deadlines, on the university's deadline record
 * (`api::admission-deadline`), with one source (`steps_source`, the `figure.source` component: the
 * page's address, who says so, the academic year). Staff enter them on the status screen and in
 * the panel; the guide page and the status popup show them only with that source, else «غير متاح».
 *
 * The rule, as for a fee (`figure-sources.ts`): a write that sets one of the three to a new value
 * must send a valid source with it (http(s) address and academic year; the kind defaults to a
 * staff entry). Clearing one claims nothing and needs none; a source sent without a change is
 * written only when it differs from the stored one, and must then be valid too.
 */
import { DEADLINE_NOT_SET } from './catalog';
import { checkSource, sameSource } from './figure-sources';
import { isFigureShown } from './data-dates';
import { dayMonthYearToIso } from './dates';
import { FIELD_LABELS } from './field-names';
import { freshnessOf, PROVENANCE_MESSAGES, UNKNOWN_FACT, type FigureSource } from './provenance';
import { TEXT_LIMITS, asText, textFieldProblems } from '../validation/limits';
import { errorAt, invalid, resultOf, valid, type ErrorItem, type Result } from '../validation/result';

/** The three facts, in the order the screens show them. */
export const ADMISSION_STEP_FIELDS = ['opening_date', 'required_documents', 'required_tests'] as const;
export type AdmissionStepField = (typeof ADMISSION_STEP_FIELDS)[number];
export const ADMISSION_STEPS_SOURCE = 'steps_source';

/** Their Arabic labels: the field names' table (field-names.ts), which the validators' messages read too. */
export const ADMISSION_STEP_LABELS = Object.fromEntries(
  [...ADMISSION_STEP_FIELDS, ADMISSION_STEPS_SOURCE].map((f) => [f, FIELD_LABELS[f]]),
) as Record<AdmissionStepField | typeof ADMISSION_STEPS_SOURCE, string>;

export const ADMISSION_STEP_HINTS: Record<AdmissionStepField, string> = {
  opening_date: 'يوم/شهر/سنة كما يذكره المصدر، مثل 10/1/2026',
  required_documents: 'ورقة في كل سطر',
  required_tests: 'اختبار في كل سطر؛ اتركه فارغًا إن لم يذكر المصدر اختبارات',
};

export const ADMISSION_STEP_MESSAGES = {
  openingDate: 'تاريخ بدء التقديم غير صالح؛ اكتبه يوم/شهر/سنة، مثل 10/1/2026',
  sourceRequired: 'أدخل رابط المصدر (http أو https) الذي يذكر بدء التقديم أو الأوراق أو الاختبارات',
  yearRequired: 'أدخل العام الدراسي الذي يخصه المصدر بالصيغة 2025/2026',
} as const;

/** The shared source rule's messages, worded for the steps (they name a figure: «لكل مصروفات…»). */
const STEP_SOURCE_MESSAGES: Record<string, string> = {
  [PROVENANCE_MESSAGES.sourceRequired]: ADMISSION_STEP_MESSAGES.sourceRequired,
  [PROVENANCE_MESSAGES.yearRequired]: ADMISSION_STEP_MESSAGES.yearRequired,
};

/** Length limits: a date is short, a list of documents or tests a few thousand characters. */
const STEP_LIMITS: Record<AdmissionStepField, number> = {
  opening_date: TEXT_LIMITS.short,
  required_documents: 4000,
  required_tests: 4000,
};

const text = (v: unknown) => (v === undefined || v === null ? '' : asText(v).trim());

/** A real calendar day written d/m/yyyy (the deadlines' own rule, `dayMonthYearToIso`). */
export const isDayMonthYear = (v: string): boolean => dayMonthYearToIso(v) !== '';

/**
 * The three facts a write sends, checked: only the keys present; '' (or null) clears one; an
 * opening date must be a real day (d/m/yyyy) — 'لم يحدد' is the same as empty. Lists keep their
 * lines (blank lines dropped).
 */
export function validateAdmissionSteps(input: Record<string, unknown>): Result<Record<string, string | null>> {
  const problems: ErrorItem[] = textFieldProblems(input, STEP_LIMITS);
  const value: Record<string, string | null> = {};
  for (const f of ADMISSION_STEP_FIELDS) {
    if (!(f in input)) continue;
    const v = text(input[f]);
    if (f === 'opening_date') {
      if (v === '' || v === DEADLINE_NOT_SET) value[f] = null;
      else if (isDayMonthYear(v)) value[f] = v;
      else problems.push(errorAt(f, ADMISSION_STEP_MESSAGES.openingDate));
      continue;
    }
    const lines = v
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    value[f] = lines.length ? lines.join('\n') : null;
  }
  return resultOf(value, problems, []);
}

/** The step fields `change` sets to a value other than the stored one (clearing one is not a change that needs a source). */
export function changedSteps(
  stored: Record<string, unknown> | null | undefined,
  change: Record<string, unknown>,
): AdmissionStepField[] {
  const norm = (v: unknown) => (text(v) === DEADLINE_NOT_SET ? '' : text(v).replace(/\s*\n\s*/g, '\n'));
  return ADMISSION_STEP_FIELDS.filter(
    (f) => f in change && norm(change[f]) !== '' && norm(change[f]) !== norm(stored?.[f]),
  );
}

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The source a write of the steps must carry (see the module comment): the source to store
 * (`{ steps_source }`, or nothing), or the problems at `steps_source.url`, `steps_source.academic_year`.
 */
export function checkStepsSource(
  stored: Record<string, unknown> | null | undefined,
  change: Record<string, unknown>,
): Result<{ steps_source?: FigureSource }> {
  const sent = change[ADMISSION_STEPS_SOURCE];
  const changed = changedSteps(stored, change);
  const sentSomething = isPlain(sent) && Object.values(sent).some((v) => text(v) !== '');
  if (!changed.length && (!sentSomething || sameSource(sent, stored?.[ADMISSION_STEPS_SOURCE]))) return valid({});
  const checked = checkSource(sentSomething ? sent : null, `${ADMISSION_STEPS_SOURCE}.`);
  if (checked.ok === false)
    return invalid(checked.errors.map((e) => ({ ...e, message: STEP_SOURCE_MESSAGES[e.message] ?? e.message })));
  return valid({ steps_source: checked.value });
}

/** «بيانات العام 2025/2026», «… — قد تكون تغيّرت» for an older year. */
function stepsYearLabel(source: FigureSource | null): string {
  const year = source?.academic_year ?? '';
  return freshnessOf(source) === 'older' ? `بيانات العام ${year} — قد تكون تغيّرت` : `بيانات العام ${year}`;
}

/** What the guide page and the status popup show of a university's steps. */
export type AdmissionStepsView = {
  /** Some fact is shown (with its source); otherwise each reads «غير متاح». */
  known: boolean;
  opening: string;
  documents: string[];
  tests: string[];
  source: FigureSource | null;
  /** «بيانات العام 2025/2026» (with «قد تكون تغيّرت» for an older year). */
  yearLabel: string;
};

/**
 * The steps of a deadline record as shown: each fact only with a source that has an address and
 * an academic year (`isFigureShown`), else «غير متاح»; never a guess. A missing list of tests is
 * «غير متاح» too: no source saying "no tests" is not the same as none.
 */
export function admissionStepsOf(record: Record<string, unknown> | null | undefined): AdmissionStepsView {
  const source = (
    isPlain(record?.[ADMISSION_STEPS_SOURCE]) ? record?.[ADMISSION_STEPS_SOURCE] : null
  ) as FigureSource | null;
  const shown = (f: AdmissionStepField) => {
    const v = text(record?.[f]);
    return v !== DEADLINE_NOT_SET && isFigureShown(v, source) ? v : '';
  };
  const lines = (v: string) =>
    v
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  const opening = shown('opening_date');
  const documents = lines(shown('required_documents'));
  const tests = lines(shown('required_tests'));
  const known = opening !== '' || documents.length > 0 || tests.length > 0;
  return {
    known,
    opening: opening || UNKNOWN_FACT,
    documents,
    tests,
    source: known ? source : null,
    yearLabel: known ? stepsYearLabel(source) : '',
  };
}

/**
 * A write's steps as the CMS stores them: the facts sent (checked) and the source they need, or
 * every problem of both (`opening_date`, `steps_source.url`, …). Nothing sent: nothing to store.
 */
export function checkAdmissionSteps(
  stored: Record<string, unknown> | null | undefined,
  change: Record<string, unknown>,
): Result<Record<string, unknown>> {
  const facts = validateAdmissionSteps(change);
  const source = checkStepsSource(stored, change);
  const errors = [...(facts.ok ? [] : facts.errors), ...(source.ok ? [] : source.errors)];
  if (errors.length || facts.ok === false || source.ok === false) return invalid(errors);
  return valid({ ...facts.value, ...source.value });
}
