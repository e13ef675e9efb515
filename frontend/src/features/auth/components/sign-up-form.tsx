import { Link } from 'react-router-dom';
import {
  CERTIFICATE_TYPE_LABELS,
  CERTIFICATE_TYPES,
  COUNTRIES,
  EMPTY_SIGN_UP,
  STUDENT_LEVELS,
  STUDENT_SECTIONS,
  STUDENT_LEVEL_LABELS,
  STUDENT_SECTION_LABELS,
  STUDENT_TYPE_LABELS,
  STUDENT_TYPES,
  USER_TYPE_LABELS,
  changeSignUpField,
  scoreLabel,
  signUpErrors,
  termsVisible,
  visibleSignUpBlocks,
  type SignUpFieldName,
  type SignUpForm as SignUpValues,
} from '@dalil/domain/rules';
import { CERTIFICATE_YEARS, SELF_SERVICE_USER_TYPES } from '@dalil/domain/validation';
import { useDomainForm } from '@/components/use-domain-form';
import { useMasterFaculties } from '@/lib/api/universities';
import { paths } from '@/lib/paths';
import { TEXTS } from '../texts';
import { PhoneField } from '@/components/phone-field';
import { Field } from './field';
import { PasswordInput } from '@/components/fields';

function Options({ values, labels }: { values: readonly string[]; labels: Record<string, string> }) {
  return (
    <>
      <option value="">اختر…</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v] ?? v}
        </option>
      ))}
    </>
  );
}

function FacultyChoices({
  selected,
  onChange,
  error,
}: {
  selected: string[];
  onChange: (next: string[]) => void;
  error?: string | null;
}) {
  const { data, error: loadError, isLoading, mutate } = useMasterFaculties();
  return (
    <fieldset
      className={`field field--group auth-fieldset${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? 'signup-faculties-error' : undefined}
    >
      <legend className="field__label">الكليات المفضلة</legend>
      {isLoading && <p className="note">جارٍ تحميل قائمة الكليات…</p>}
      {loadError && (
        <p className="note note--error" role="alert">
          {TEXTS.facultiesFailed}{' '}
          <button type="button" className="auth-link" onClick={() => void mutate()}>
            إعادة المحاولة
          </button>
        </p>
      )}
      {data && data.length === 0 && <p className="note">لا توجد كليات متاحة حالياً</p>}
      {data && data.length > 0 && (
        <div className="auth-faculties">
          {data.map((f) => (
            <label key={f._id ?? f.faculty_code} className="auth-check">
              <input
                type="checkbox"
                checked={selected.includes(f.faculty_name)}
                onChange={(e) =>
                  onChange(
                    e.target.checked ? [...selected, f.faculty_name] : selected.filter((n) => n !== f.faculty_name),
                  )
                }
              />
              <span>{f.faculty_name}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p className="field__error" id="signup-faculties-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Sign-up mode (spec 1 §2, §3, §4, §5): each field is checked as it is typed and when it is left
 * (a new password re-checks a typed confirmation); validated here, the page confirms and registers.
 */
export function SignUpForm({ onValid, onSwitch }: { onValid: (values: SignUpValues) => void; onSwitch: () => void }) {
  const { values, set, blur, errors, formError, onSubmit } = useDomainForm<SignUpValues>({
    initial: EMPTY_SIGN_UP,
    check: signUpErrors,
    validateOn: 'change',
    change: changeSignUpField,
    clears: { password: ['confirmPassword'], countryCode: ['phone'] },
    // The first field marked, once the messages are shown.
    onInvalid: () =>
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.auth-form [aria-invalid="true"]')?.focus()),
    send: async (v) => onValid(v),
  });
  const blocks = visibleSignUpBlocks(values);

  const control = (field: SignUpFieldName) => ({
    id: `signup-${field}`,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `signup-${field}-error` : undefined,
    onBlur: () => blur(field),
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="إنشاء حساب جديد">
      <div className="auth-form__grid">
        <Field id="signup-firstName" label="الاسم الأول" error={errors.firstName}>
          <input
            {...control('firstName')}
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => set('firstName', e.target.value)}
          />
        </Field>
        <Field id="signup-lastName" label="الاسم الأخير" error={errors.lastName}>
          <input
            {...control('lastName')}
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => set('lastName', e.target.value)}
          />
        </Field>
      </div>

      <PhoneField
        frame
        label="رقم الموبايل"
        error={errors.phone ?? errors.countryCode}
        {...control('phone')}
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="1001234567"
        value={values.phone}
        onChange={(e) => set('phone', e.target.value.replace(/[^\d]/g, ''))}
        code={values.countryCode}
        codeInvalid={Boolean(errors.countryCode)}
        onCodeChange={(code) => set('countryCode', code)}
      />

      <Field id="signup-nationality" label="الجنسية" error={errors.nationality}>
        <select
          {...control('nationality')}
          value={values.nationality}
          onChange={(e) => set('nationality', e.target.value)}
        >
          <option value="">اختر الجنسية</option>
          {COUNTRIES.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>

      <Field id="signup-email" label="البريد الإلكتروني" error={errors.email}>
        <input
          {...control('email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </Field>

      <div className="auth-form__grid">
        <Field id="signup-password" label="كلمة المرور" error={errors.password}>
          <PasswordInput
            {...control('password')}
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
          />
        </Field>
        <Field id="signup-confirmPassword" label="تأكيد كلمة المرور" error={errors.confirmPassword}>
          <PasswordInput
            {...control('confirmPassword')}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
          />
        </Field>
      </div>

      <Field id="signup-user_type" label="نوع المستخدم" error={errors.user_type}>
        <select {...control('user_type')} value={values.user_type} onChange={(e) => set('user_type', e.target.value)}>
          <Options values={SELF_SERVICE_USER_TYPES} labels={USER_TYPE_LABELS} />
        </select>
      </Field>

      {blocks.studentType && (
        <Field id="signup-student_type" label="نوع الطالب" error={errors.student_type}>
          <select
            id="signup-student_type"
            value={values.student_type}
            onChange={(e) => set('student_type', e.target.value)}
          >
            <Options values={STUDENT_TYPES} labels={STUDENT_TYPE_LABELS} />
          </select>
        </Field>
      )}

      {blocks.level && (
        <Field id="signup-level" label="المرحلة الدراسية" error={errors.level}>
          <select id="signup-level" value={values.level} onChange={(e) => set('level', e.target.value)}>
            <Options values={STUDENT_LEVELS} labels={STUDENT_LEVEL_LABELS} />
          </select>
        </Field>
      )}

      {blocks.thirdLevel && (
        <>
          <div className="auth-form__grid">
            <Field id="signup-certificate_type" label="نوع الشهادة" error={errors.certificate_type}>
              <select
                id="signup-certificate_type"
                value={values.certificate_type}
                onChange={(e) => set('certificate_type', e.target.value)}
              >
                <Options values={CERTIFICATE_TYPES} labels={CERTIFICATE_TYPE_LABELS} />
              </select>
            </Field>
            <Field id="signup-section" label="الشعبة" error={errors.section}>
              <select id="signup-section" value={values.section} onChange={(e) => set('section', e.target.value)}>
                <Options values={STUDENT_SECTIONS} labels={STUDENT_SECTION_LABELS} />
              </select>
            </Field>
          </div>
          <div className="auth-form__grid">
            <Field id="signup-year" label="سنة الشهادة" error={errors.year}>
              <select id="signup-year" value={values.year} onChange={(e) => set('year', e.target.value)}>
                <option value="">اختر…</option>
                {CERTIFICATE_YEARS.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="signup-score" label={scoreLabel(values.certificate_type)} error={errors.score}>
              <input
                id="signup-score"
                inputMode="decimal"
                dir="ltr"
                value={values.score}
                onChange={(e) => set('score', e.target.value.replace(/[^\d.]/g, ''))}
              />
            </Field>
          </div>
          <FacultyChoices
            selected={values.preferred_faculties}
            error={errors.preferred_faculties}
            onChange={(next) => set('preferred_faculties', next)}
          />
        </>
      )}

      {termsVisible(values) && (
        <label className="auth-check auth-terms">
          <input type="checkbox" checked={values.terms} onChange={(e) => set('terms', e.target.checked)} />
          <span>
            أوافق على{' '}
            <Link to={paths.terms} target="_blank">
              الشروط والأحكام
            </Link>{' '}
            و
            <Link to={paths.privacy} target="_blank">
              سياسة الخصوصية
            </Link>
          </span>
        </label>
      )}

      {formError && (
        <p className="note note--error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary auth-form__submit">
        إنشاء الحساب
      </button>
      <p className="auth-form__switch">
        لديك حساب بالفعل؟{' '}
        <button type="button" className="auth-link" onClick={onSwitch}>
          تسجيل الدخول
        </button>
      </p>
    </form>
  );
}
