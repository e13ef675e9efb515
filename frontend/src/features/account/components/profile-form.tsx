import {
  ARAB_NATIONALITIES,
  CERTIFICATE_TYPE_LABELS,
  CERTIFICATE_TYPES,
  scoreLabel,
  STUDENT_LEVEL_LABELS,
  STUDENT_LEVELS,
  STUDENT_SECTION_LABELS,
  STUDENT_SECTIONS,
  STUDENT_TYPE_LABELS,
  STUDENT_TYPES,
  USER_TYPE_LABELS,
} from '@dalil/domain/rules';
import { CERTIFICATE_YEARS, errorsOf, parseProfileUpdate, SELF_SERVICE_USER_TYPES } from '@dalil/domain/validation';
import { AsyncSection } from '@/components/async-section';
import { SelectField, TextField } from '@/components/fields';
import { SubmitButton } from '@/components/submit-button';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes';
import { useDomainForm } from '@/components/use-domain-form';
import { useMasterFaculties } from '@/lib/api/universities';
import type { ProfileBody, UserRecord } from '../api/account';
import { facultyList } from './profile-view';

type Draft = Omit<ProfileBody, 'preferred_faculties'> & { preferred_faculties: string[] };

const toDraft = (u: UserRecord): Draft => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email ?? '',
  phone_with_country_code: u.phone_with_country_code ?? '',
  nationality: u.nationality ?? '',
  user_type: u.user_type ?? '',
  logo_url: u.logo_url,
  student_type: u.student_type ?? '',
  level: u.level ?? '',
  certificate_type: u.certificate_type ?? '',
  section: u.section ?? '',
  year: u.year ?? '',
  score: u.score ?? '',
  preferred_faculties: facultyList(u.preferred_faculties),
});

/** The saved user body of spec 2 §5; dependent fields the form no longer shows are sent empty. */
function toBody(d: Draft): ProfileBody {
  const student = d.user_type === 'student';
  const pre = student && d.student_type === 'pre_university';
  const third = pre && d.level === 'third';
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    phone_with_country_code: d.phone_with_country_code,
    nationality: d.nationality,
    email: d.email,
    user_type: d.user_type,
    logo_url: d.logo_url,
    student_type: student ? d.student_type : null,
    level: pre ? d.level : null,
    certificate_type: third ? d.certificate_type : null,
    section: third ? d.section : null,
    year: third ? d.year : null,
    score: third ? d.score : null,
    preferred_faculties: third ? d.preferred_faculties.join(',') : null,
  };
}

/** A change of the user type, the student type or the level empties the answers that depended on it. */
const AFTER_LEVEL = { certificate_type: '', section: '', year: '', score: '', preferred_faculties: [] as string[] };
function changeDraft<K extends keyof Draft>(d: Draft, key: K, value: Draft[K]): Draft {
  const next = { ...d, [key]: value };
  if (key === 'user_type') return { ...next, student_type: '', level: '', ...AFTER_LEVEL };
  if (key === 'student_type') return { ...next, level: '', ...AFTER_LEVEL };
  return key === 'level' ? { ...next, ...AFTER_LEVEL } : next;
}

/** The fields the form shows, with their labels (a message about another field goes to the whole form). */
const FIELD_LABELS: Record<string, string> = {
  phone_with_country_code: 'رقم الموبايل',
  email: 'البريد الإلكتروني',
  nationality: 'الجنسية',
  user_type: 'نوع المستخدم',
  student_type: 'المرحلة الدراسية',
  level: 'الصف الدراسي',
  certificate_type: 'نوع الشهادة',
  section: 'الشعبة',
  year: 'سنة الشهادة',
  score: 'المجموع',
  preferred_faculties: 'الكليات المفضلة',
};

function Select({
  label,
  value,
  onChange,
  options,
  name,
  error,
}: {
  label: string;
  name: string;
  value: string | null;
  onChange: (v: string) => void;
  options: [string, string][];
  error?: string;
}) {
  return (
    <SelectField
      label={label}
      name={name}
      error={error}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      placeholder="اختر..."
      options={options.map(([v, l]) => ({ value: v, label: l }))}
    />
  );
}

const entries = (list: readonly string[], labels: Record<string, string>): [string, string][] =>
  list.map((v) => [v, labels[v] ?? v]);

export function ProfileForm({
  user,
  onSave,
  onCancel,
}: {
  user: UserRecord;
  /** Saves; rejects when refused (the page says why in a toast). */
  onSave: (body: ProfileBody) => Promise<void>;
  onCancel: () => void;
}) {
  const faculties = useMasterFaculties();
  const {
    values: draft,
    set,
    errors,
    formError,
    busy,
    dirty,
    onSubmit,
  } = useDomainForm<Draft>({
    initial: toDraft(user),
    fields: Object.keys(FIELD_LABELS),
    labels: FIELD_LABELS,
    check: (d) =>
      errorsOf(
        parseProfileUpdate(
          toBody(d) as unknown as Record<string, unknown>,
          SELF_SERVICE_USER_TYPES,
          user.user_type ?? '',
        ),
      ),
    send: (d) => onSave(toBody(d)),
    change: changeDraft,
    onFailure: () => null,
  });
  const toggleFaculty = (name: string) =>
    set(
      'preferred_faculties',
      draft.preferred_faculties.includes(name)
        ? draft.preferred_faculties.filter((f) => f !== name)
        : [...draft.preferred_faculties, name],
    );

  const student = draft.user_type === 'student';
  const pre = student && draft.student_type === 'pre_university';
  const third = pre && draft.level === 'third';
  // Keep a nationality outside the list (stored earlier) selectable.
  const nationalities =
    draft.nationality && !(ARAB_NATIONALITIES as readonly string[]).includes(draft.nationality)
      ? [draft.nationality, ...ARAB_NATIONALITIES]
      : [...ARAB_NATIONALITIES];

  return (
    <form className="form profile-form" onSubmit={onSubmit} noValidate aria-label="تعديل الملف الشخصي">
      <UnsavedChangesPrompt when={dirty && !busy} />
      <div className="form__grid">
        <TextField
          label="رقم الموبايل"
          name="phone"
          type="tel"
          dir="ltr"
          value={draft.phone_with_country_code ?? ''}
          error={errors.phone_with_country_code}
          onChange={(e) => set('phone_with_country_code', e.target.value)}
          placeholder="+201001234567"
          autoComplete="tel"
        />
        <TextField
          label="البريد الإلكتروني"
          name="email"
          type="email"
          dir="ltr"
          value={draft.email ?? ''}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
          autoComplete="email"
        />
        <Select
          label="الجنسية"
          name="nationality"
          value={draft.nationality}
          error={errors.nationality}
          onChange={(v) => set('nationality', v)}
          options={nationalities.map((n) => [n, n])}
        />
        <Select
          label="نوع المستخدم"
          name="user_type"
          value={draft.user_type}
          error={errors.user_type}
          onChange={(v) => set('user_type', v)}
          options={entries(SELF_SERVICE_USER_TYPES, USER_TYPE_LABELS)}
        />
        {student && (
          <Select
            label="المرحلة الدراسية"
            name="student_type"
            value={draft.student_type}
            error={errors.student_type}
            onChange={(v) => set('student_type', v)}
            options={entries(STUDENT_TYPES, STUDENT_TYPE_LABELS)}
          />
        )}
        {pre && (
          <Select
            label="الصف الدراسي"
            name="level"
            value={draft.level}
            error={errors.level}
            onChange={(v) => set('level', v)}
            options={entries(STUDENT_LEVELS, STUDENT_LEVEL_LABELS)}
          />
        )}
        {third && (
          <>
            <Select
              label="نوع الشهادة"
              name="certificate_type"
              value={draft.certificate_type}
              error={errors.certificate_type}
              onChange={(v) => set('certificate_type', v)}
              options={entries(CERTIFICATE_TYPES, CERTIFICATE_TYPE_LABELS)}
            />
            <Select
              label="الشعبة"
              name="section"
              value={draft.section}
              error={errors.section}
              onChange={(v) => set('section', v)}
              options={entries(STUDENT_SECTIONS, STUDENT_SECTION_LABELS)}
            />
            <Select
              label="سنة الشهادة"
              name="year"
              value={draft.year}
              error={errors.year}
              onChange={(v) => set('year', v)}
              options={CERTIFICATE_YEARS.map((y) => [y, y])}
            />
            <TextField
              label={scoreLabel(draft.certificate_type)}
              name="score"
              inputMode="decimal"
              dir="ltr"
              value={draft.score ?? ''}
              error={errors.score}
              onChange={(e) => set('score', e.target.value)}
            />
          </>
        )}
      </div>

      {third && (
        <fieldset className="field faculty-picker">
          <legend className="field__label">الكليات المفضلة</legend>
          <AsyncSection
            isLoading={!faculties.error && !faculties.data}
            error={faculties.error}
            onRetry={() => void faculties.mutate()}
            errorText="حدث خطأ أثناء جلب بيانات الكليات"
            loadingText="جارٍ تحميل الكليات..."
          >
            <div className="checkbox-grid">
              {(faculties.data ?? []).map((f) => (
                <label key={f._id} className="checkbox">
                  <input
                    type="checkbox"
                    checked={draft.preferred_faculties.includes(f.faculty_name)}
                    onChange={() => toggleFaculty(f.faculty_name)}
                  />
                  <span>{f.faculty_name}</span>
                </label>
              ))}
            </div>
          </AsyncSection>
          {draft.preferred_faculties.length > 0 && (
            <p className="form__hint">المختارة: {draft.preferred_faculties.join('، ')}</p>
          )}
          {errors.preferred_faculties && (
            <p className="field__error" role="alert">
              {errors.preferred_faculties}
            </p>
          )}
        </fieldset>
      )}

      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}

      <div className="button-row">
        <SubmitButton busy={busy} busyLabel="جارٍ الحفظ...">
          حفظ التغييرات
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
          إلغاء
        </button>
      </div>
    </form>
  );
}
