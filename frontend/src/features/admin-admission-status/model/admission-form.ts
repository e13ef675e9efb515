/**
 * The staff admission-status form (spec 3 §3, §4, §5): its defaults, how a stored status becomes
 * a choice (any unknown text is "other" with that text), the deadline choice, and the check
 * before sending, which runs the server's own validators (`validation/guide.ts`) so the form
 * and the server give the same Arabic messages.
 *
 * The form is one flat record, keyed as the spec names the form fields: for each of the 17
 * status fields `{field}` (the choice) and `{field}_custom` (the text of "other"); for each of
 * the 17 deadline fields `{field}_type` ('محدد' or 'لم يحدد') and `{field}` (the date input's
 * yyyy-mm-dd when specified, the literal 'لم يحدد' otherwise). The admission steps (issue 24) are
 * `opening_date` (yyyy-mm-dd or ''), `required_documents`, `required_tests` (one per line) and
 * their source as `steps_source.url`, `steps_source.kind`, `steps_source.academic_year`.
 */
import {
  ADMISSION_STATUS_VALUES,
  DEADLINE_NOT_SET,
  admissionFields,
  type StudyYear,
  ADMISSION_SECTION_TITLES,
  STUDY_YEAR_ORDINALS,
  dayMonthYearToIso,
  isoToDayMonthYear,
  ADMISSION_STEPS_SOURCE,
  checkAdmissionSteps,
} from '@dalil/domain/rules';
import {
  GUIDE_MESSAGES,
  validateAdmissionDeadline,
  validateAdmissionStatus,
  validateUniversityCode,
  errorAt,
  errorsOf,
  type ErrorItem,
} from '@dalil/domain/validation';

export type AdmissionForm = Record<string, string>;
export type StatusChoice = (typeof ADMISSION_STATUS_VALUES)[number];

export const STATUS_FIELDS = admissionFields('status');
export const DEADLINE_FIELDS = admissionFields('deadline');
export const STATUS_OTHER: StatusChoice = 'اخري';
export const STATUS_NOT_STARTED: StatusChoice = 'لم يبداء';
/** Spec 3 §4: choosing "other" in the add form pre-fills the custom text with this placeholder. */
export const CUSTOM_STATUS_PLACEHOLDER = 'متاح ()';
export const DEADLINE_SPECIFIED = 'محدد';
export const DEADLINE_TYPES = [DEADLINE_SPECIFIED, DEADLINE_NOT_SET] as const;
export type DeadlineType = (typeof DEADLINE_TYPES)[number];

const YEAR_OF = /_(first|second|third|fourth|fifth)Year_/;
const TRACK_OF = /^(thanwyaa|azhar|Arabenglish)_/;

/** 'الثانوية الأزهرية - السنة الثالثة', 'التحويلات', 'الطلاب الوافدون' — the field as staff read it. */
export function admissionFieldLabel(field: string): string {
  if (field.startsWith('transfer_')) return ADMISSION_SECTION_TITLES.transfer;
  if (field.startsWith('wafdeen_')) return ADMISSION_SECTION_TITLES.wafdeen;
  const track = TRACK_OF.exec(field)?.[1] as keyof typeof ADMISSION_SECTION_TITLES | undefined;
  const year = YEAR_OF.exec(field)?.[1] as StudyYear | undefined;
  if (!track || !year) return field;
  return `${ADMISSION_SECTION_TITLES[track]} - ${STUDY_YEAR_ORDINALS[year]}`;
}

/** The steps' source fields of the form, as `steps_source.{url,kind,academic_year}`. */
export const STEPS_SOURCE_KEYS = ['url', 'kind', 'academic_year'].map((k) => `${ADMISSION_STEPS_SOURCE}.${k}`);

/** The steps part of a form from a stored deadline record (blank when none). */
function stepsForm(deadline: Record<string, unknown> | null | undefined): AdmissionForm {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const source = (deadline?.[ADMISSION_STEPS_SOURCE] ?? {}) as Record<string, unknown>;
  return {
    opening_date: dayMonthYearToIso(text(deadline?.opening_date)) || '',
    required_documents: text(deadline?.required_documents),
    required_tests: text(deadline?.required_tests),
    [`${ADMISSION_STEPS_SOURCE}.url`]: text(source.url),
    [`${ADMISSION_STEPS_SOURCE}.kind`]: text(source.kind) || 'staff',
    [`${ADMISSION_STEPS_SOURCE}.academic_year`]: text(source.academic_year),
  };
}

/** A new (add) form: no status chosen, every deadline not specified (spec 3 §3 default), no steps. */
export function newAdmissionForm(): AdmissionForm {
  const form: AdmissionForm = { ...stepsForm(null) };
  for (const f of STATUS_FIELDS) {
    form[f] = '';
    form[`${f}_custom`] = '';
  }
  for (const f of DEADLINE_FIELDS) {
    form[`${f}_type`] = DEADLINE_NOT_SET;
    form[f] = DEADLINE_NOT_SET;
  }
  return form;
}

/** A stored status as the form shows it: one of the fixed values, or "other" with the text. */
export function statusToChoice(stored: string | null | undefined): { choice: StatusChoice | ''; custom: string } {
  const s = String(stored ?? '').trim();
  if (!s) return { choice: '', custom: '' };
  if (s === STATUS_OTHER) return { choice: STATUS_OTHER, custom: '' };
  if ((ADMISSION_STATUS_VALUES as readonly string[]).includes(s)) return { choice: s as StatusChoice, custom: '' };
  return { choice: STATUS_OTHER, custom: s };
}

/** Spec 3 §4: on opening for edit, a blank status of year 3, 4 or 5 in any track is 'لم يبداء'. */
function defaultsToNotStarted(field: string): boolean {
  return /^(thanwyaa|azhar|Arabenglish)_(third|fourth|fifth)Year_status$/.test(field);
}

/** The edit form from the stored records (either may be missing: its fields read as blank). */
export function admissionFormFromRecords(
  status: Record<string, unknown> | null | undefined,
  deadline: Record<string, unknown> | null | undefined,
): AdmissionForm {
  const form = { ...newAdmissionForm(), ...stepsForm(deadline) };
  for (const f of STATUS_FIELDS) {
    const { choice, custom } = statusToChoice(status?.[f] as string | undefined);
    form[f] = choice || (defaultsToNotStarted(f) ? STATUS_NOT_STARTED : '');
    form[`${f}_custom`] = custom;
  }
  for (const f of DEADLINE_FIELDS) {
    const iso = dayMonthYearToIso(deadline?.[f] as string | undefined);
    form[`${f}_type`] = iso ? DEADLINE_SPECIFIED : DEADLINE_NOT_SET;
    form[f] = iso || DEADLINE_NOT_SET;
  }
  return form;
}

/** Choosing a status; "other" on the add form pre-fills an empty custom text with 'متاح ()'. */
export function chooseStatus(form: AdmissionForm, field: string, choice: string, mode: 'add' | 'edit'): AdmissionForm {
  const next = { ...form, [field]: choice };
  if (choice === STATUS_OTHER && mode === 'add' && !String(form[`${field}_custom`] ?? '').trim()) {
    next[`${field}_custom`] = CUSTOM_STATUS_PLACEHOLDER;
  }
  return next;
}

/** Spec 3 §4: switching to not specified sets the literal; switching back to specified clears it. */
export function chooseDeadlineType(form: AdmissionForm, field: string, type: DeadlineType): AdmissionForm {
  return { ...form, [`${field}_type`]: type, [field]: type === DEADLINE_NOT_SET ? DEADLINE_NOT_SET : '' };
}

export interface CheckedAdmissionForm {
  /** Each error's path, joined with '.', is the form key it belongs to (`{field}`, `{field}_custom`, `university`). */
  errors: ErrorItem[];
  /** The status body (17 fields; "other" replaced by its text), ready to send. */
  status: Record<string, string>;
  /** The deadline body (17 fields, d/m/yyyy or 'لم يحدد'; the steps and their source), ready to send. */
  deadline: Record<string, unknown>;
}

/**
 * The check before sending (spec 3 §5): the code (required; letters and digits), every status
 * one of the four values with the custom text for "other", a date for each specified deadline;
 * then the server's validators on the bodies that will be sent.
 */
/** The form key an error belongs to. */
const keyOf = (e: ErrorItem) => e.path.join('.');

export function checkAdmissionForm(code: string, form: AdmissionForm): CheckedAdmissionForm {
  const problems: ErrorItem[] = [];
  const codeProblem = validateUniversityCode(code);
  if (codeProblem) problems.push(codeProblem);

  for (const f of STATUS_FIELDS) {
    const choice = String(form[f] ?? '').trim();
    if (choice && !(ADMISSION_STATUS_VALUES as readonly string[]).includes(choice)) {
      problems.push(errorAt(f, GUIDE_MESSAGES.statusInvalid(admissionFieldLabel(f))));
    }
  }
  const status = validateAdmissionStatus(form, 'add', admissionFieldLabel);
  problems.push(...errorsOf(status).filter((p) => !problems.some((q) => keyOf(q) === keyOf(p))));

  const deadlineBody: Record<string, string> = {};
  for (const f of DEADLINE_FIELDS) {
    if (form[`${f}_type`] === DEADLINE_SPECIFIED) {
      const dmy = isoToDayMonthYear(form[f]);
      if (!dmy) problems.push(errorAt(f, GUIDE_MESSAGES.deadlineInvalid(admissionFieldLabel(f))));
      else deadlineBody[f] = dmy;
    } else {
      deadlineBody[f] = DEADLINE_NOT_SET;
    }
  }
  const deadline = validateAdmissionDeadline(deadlineBody, 'add', admissionFieldLabel);
  problems.push(...errorsOf(deadline));

  // The steps (issue 24): the opening date as d/m/yyyy; a value needs its source (the server's rule).
  const opening = String(form.opening_date ?? '').trim();
  const openingDmy = opening ? isoToDayMonthYear(opening) : '';
  const sourceSent = STEPS_SOURCE_KEYS.some(
    (k) => k !== `${ADMISSION_STEPS_SOURCE}.kind` && String(form[k] ?? '').trim(),
  );
  const stepsBody: Record<string, unknown> = {
    opening_date: opening && !openingDmy ? opening : openingDmy,
    required_documents: form.required_documents ?? '',
    required_tests: form.required_tests ?? '',
    ...(sourceSent
      ? {
          [ADMISSION_STEPS_SOURCE]: {
            url: form[`${ADMISSION_STEPS_SOURCE}.url`] ?? '',
            kind: form[`${ADMISSION_STEPS_SOURCE}.kind`] || 'staff',
            academic_year: form[`${ADMISSION_STEPS_SOURCE}.academic_year`] ?? '',
          },
        }
      : {}),
  };
  const steps = checkAdmissionSteps(null, stepsBody);
  problems.push(...errorsOf(steps));

  return {
    errors: problems,
    status: status.ok ? status.value : {},
    deadline: deadline.ok && steps.ok ? { ...deadline.value, ...stepsBody, ...steps.value } : {},
  };
}
