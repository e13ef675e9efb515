import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  CATEGORY_LABELS,
  DEFAULT_DIAL_CODE,
  DIAL_CODES,
  JOIN_COMMITTEE_LABELS,
  JOIN_LEVEL_LABELS,
  JOIN_MESSAGES,
  JOIN_SOURCE_LABELS,
  JOIN_SUBMIT_MESSAGES,
  joinSubmitErrorMessage,
  splitPhoneByCodes,
  messagesOf,
  validateJoinRequest,
  whatsappDigits,
  WHATSAPP_MIN_DIGITS,
} from '@dalil/domain';
import { ApiError } from '@/lib/api-client';
import { useMasterFaculties, useUniversityLinks } from '@/lib/api/universities';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/page-meta';
import { checkDuplicates, getProfileForPrefill, submitJoinRequest } from '../api/join-us';
import { PhoneField } from '@/components/phone-field';
import { ChoiceWithOther, TextField, YesNoField, type YesNo } from '../components/join-form-fields';
import '../join-us.css';

interface JoinForm {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  whatsapp: string;
  committee: string;
  committeeOther: string;
  isStudent: YesNo;
  university: string;
  universityOther: string;
  faculty: string;
  facultyOther: string;
  academicLevel: string;
  academicLevelOther: string;
  ActivitiesMember: YesNo;
  ActivitiesRole: string;
  howDidYouKnow: string;
  howDidYouKnowOther: string;
  knowUs: YesNo;
  aboutUs: string;
  admissionInfo: YesNo;
  admissionKnowledge: string;
  hasExperience: YesNo;
  experienceDetails: string;
}

const EMPTY: JoinForm = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: DEFAULT_DIAL_CODE,
  whatsapp: '',
  committee: '',
  committeeOther: '',
  isStudent: '',
  university: '',
  universityOther: '',
  faculty: '',
  facultyOther: '',
  academicLevel: '',
  academicLevelOther: '',
  ActivitiesMember: '',
  ActivitiesRole: '',
  howDidYouKnow: '',
  howDidYouKnowOther: '',
  knowUs: '',
  aboutUs: '',
  admissionInfo: '',
  admissionKnowledge: '',
  hasExperience: '',
  experienceDetails: '',
};

type Phase = 'editing' | 'submitting' | 'submitted';

const yes = (v: YesNo) => (v === '' ? undefined : v === 'yes');
/** An 'other' choice sends the typed text instead of the code (spec 2 §3). */
const choice = (value: string, other: string) => (value === 'other' ? other.trim() || 'other' : value);

/** The join payload of spec 2 §3: dependent fields only where they apply, all text trimmed. */
export function buildJoinPayload(f: JoinForm): Record<string, unknown> {
  const digits = whatsappDigits(f.whatsapp, f.countryCode);
  const payload: Record<string, unknown> = {
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    email: f.email.trim().toLowerCase(),
    whatsapp_with_country_code: digits ? `${f.countryCode}${digits}` : '',
    isStudent: yes(f.isStudent),
    howDidYouKnow: choice(f.howDidYouKnow, f.howDidYouKnowOther),
    knowUs: yes(f.knowUs),
    admissionInfo: yes(f.admissionInfo),
    committee: choice(f.committee, f.committeeOther),
    hasExperience: yes(f.hasExperience),
  };
  if (f.isStudent === 'yes') {
    // A university or faculty typed under 'other' is required: an empty one fails the student rule.
    payload.university = f.university === 'other' ? f.universityOther.trim() : f.university;
    payload.faculty = f.faculty === 'other' ? f.facultyOther.trim() : f.faculty;
    payload.academicLevel = choice(f.academicLevel, f.academicLevelOther);
    payload.ActivitiesMember = yes(f.ActivitiesMember);
    if (f.ActivitiesMember === 'yes') payload.ActivitiesRole = f.ActivitiesRole.trim();
  }
  if (f.knowUs === 'yes') payload.aboutUs = f.aboutUs.trim();
  if (f.admissionInfo === 'yes') payload.admissionKnowledge = f.admissionKnowledge.trim();
  if (f.hasExperience === 'yes') payload.experienceDetails = f.experienceDetails.trim();
  return payload;
}

/** The first failed rule, in the spec's order (spec 2 §5), or null. */
export function firstJoinError(f: JoinForm, payload: Record<string, unknown>): string | null {
  const digits = whatsappDigits(f.whatsapp, f.countryCode);
  // The shared validator checks the full number; the 8-digit minimum of the number itself is checked here,
  // at the validator's position for the WhatsApp rule.
  const probe =
    digits && digits.length < WHATSAPP_MIN_DIGITS
      ? { ...payload, whatsapp_with_country_code: `${f.countryCode}#` }
      : payload;
  if (!f.countryCode && digits) return JOIN_MESSAGES.countryCode;
  return messagesOf(validateJoinRequest(probe))[0] ?? null;
}

export function JoinUsPage() {
  const [form, setForm] = useState<JoinForm>(EMPTY);
  const [prefilled, setPrefilled] = useState<JoinForm | null>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const [error, setError] = useState<string | null>(null);
  const faculties = useMasterFaculties();
  const national = useUniversityLinks('national');
  const privateUnis = useUniversityLinks('private');
  const special = useUniversityLinks('special');
  const international = useUniversityLinks('international');

  usePageMeta({
    title: 'انضم إلينا',
    description:
      'انضم إلى فريق دليل التطوعي لدعم الطلاب: الإرشاد، التسويق، المحتوى، التصميم، العلاقات العامة والتقنية.',
    path: paths.joinUs,
  });

  // A signed-in person's name, e-mail and phone come from the profile and are locked (spec 2 §2.10).
  useEffect(() => {
    let live = true;
    void getProfileForPrefill().then((profile) => {
      if (!live || !profile) return;
      const phone = splitPhoneByCodes(profile.phone_with_country_code, DIAL_CODES);
      const filled: JoinForm = {
        ...EMPTY,
        firstName: profile.firstName ?? '',
        lastName: profile.lastName ?? '',
        email: profile.email ?? '',
        countryCode: phone?.code ?? DEFAULT_DIAL_CODE,
        whatsapp: phone?.number ?? '',
      };
      setPrefilled(filled);
      setForm((current) => ({
        ...current,
        firstName: filled.firstName,
        lastName: filled.lastName,
        email: filled.email,
        countryCode: filled.countryCode,
        whatsapp: filled.whatsapp,
      }));
    });
    return () => {
      live = false;
    };
  }, []);

  const locked = prefilled !== null;
  const set = <K extends keyof JoinForm>(key: K, value: JoinForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  // The four university types of spec 2 §2.10, in the spec's category order.
  const universityGroups = useMemo(
    () =>
      (
        [
          ['national', national.data],
          ['private', privateUnis.data],
          ['special', special.data],
          ['international', international.data],
        ] as const
      ).map(([category, data]) => ({
        category,
        names: [...new Set((data ?? []).map((u) => u.university_Arabic_Name).filter(Boolean))].sort((a, b) =>
          a.localeCompare(b, 'ar'),
        ),
      })),
    [national.data, privateUnis.data, special.data, international.data],
  );
  const universitiesLoading = [national, privateUnis, special, international].some((l) => l.isLoading);

  const reset = () => {
    setForm(prefilled ?? EMPTY);
    setError(null);
    setPhase('editing');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = buildJoinPayload(form);
    const problem = firstJoinError(form, payload);
    setError(problem);
    if (problem) return;
    setPhase('submitting');
    try {
      const dup = await checkDuplicates(payload.email as string, payload.whatsapp_with_country_code as string);
      if (dup?.exists) {
        setError(dup.message || JOIN_MESSAGES.duplicate);
        setPhase('editing');
        return;
      }
    } catch {
      // Spec 2 §5: a failed duplicate check does not stop the application.
    }
    try {
      await submitJoinRequest(payload);
      setPhase('submitted');
      window.scrollTo(0, 0);
    } catch (e) {
      setError(joinSubmitErrorMessage(e instanceof ApiError ? e.status : -1, e instanceof ApiError ? e.body : null));
      setPhase('editing');
    }
  };

  return (
    <section className="container container--narrow page join" aria-labelledby="join-title">
      {/* The popup ad (spec 2 §1) is mounted beside this page by app/routes/join-us-route.tsx. */}
      <h1 id="join-title">انضم إلى فريق دليل</h1>
      <p className="lead">فريق تطوعي يساعد الطلاب في رحلة اختيار الجامعة. اختر القسم الذي يناسبك وأخبرنا عن نفسك.</p>

      {phase === 'submitted' ? (
        <div className="join__thanks card-surface" role="status">
          <h2>تم إرسال طلبك</h2>
          <p>{JOIN_SUBMIT_MESSAGES.submitted}</p>
          <button type="button" className="button button--ghost" onClick={reset}>
            إرسال طلب جديد
          </button>
        </div>
      ) : (
        <form
          className="form join-form"
          onSubmit={submit}
          noValidate
          aria-label="طلب الانضمام"
          aria-busy={phase === 'submitting'}
        >
          <fieldset className="join-form__section card-surface">
            <legend>البيانات الشخصية</legend>
            {locked && <p className="form__hint join-form__locked">تم ملء هذه البيانات تلقائياً من حسابك.</p>}
            <div className="form__grid">
              <TextField
                label="الاسم الأول"
                name="firstName"
                value={form.firstName}
                onChange={(v) => set('firstName', v)}
                readOnly={locked}
                required
              />
              <TextField
                label="الاسم الأخير"
                name="lastName"
                value={form.lastName}
                onChange={(v) => set('lastName', v)}
                readOnly={locked}
                required
              />
              <TextField
                label="البريد الإلكتروني"
                name="email"
                type="email"
                ltr
                value={form.email}
                onChange={(v) => set('email', v)}
                readOnly={locked}
                required
              />
              <PhoneField
                label="رقم الواتساب"
                required
                name="whatsapp"
                inputMode="tel"
                code={form.countryCode}
                onCodeChange={(v) => set('countryCode', v)}
                codeDisabled={locked}
                value={form.whatsapp}
                onChange={(e) => set('whatsapp', e.target.value)}
                readOnly={locked}
                placeholder="1001234567"
              />
            </div>
          </fieldset>

          <fieldset className="join-form__section card-surface">
            <legend>القسم والدراسة</legend>
            <ChoiceWithOther
              label="القسم الذي تريد الانضمام إليه"
              name="committee"
              required
              value={form.committee}
              other={form.committeeOther}
              onChange={(v) => set('committee', v)}
              onOtherChange={(v) => set('committeeOther', v)}
              options={Object.entries(JOIN_COMMITTEE_LABELS)}
              otherLabel="اكتب اسم القسم"
            />
            <YesNoField
              legend="هل أنت طالب؟"
              name="isStudent"
              value={form.isStudent}
              onChange={(v) => set('isStudent', v)}
            />
            {form.isStudent === 'yes' && (
              <div className="join-form__nested">
                <ChoiceWithOther
                  label="الجامعة"
                  name="university"
                  required
                  value={form.university}
                  other={form.universityOther}
                  onChange={(v) => set('university', v)}
                  onOtherChange={(v) => set('universityOther', v)}
                  options={[]}
                  otherLabel="اكتب اسم الجامعة"
                >
                  {universitiesLoading && <option disabled>جارٍ تحميل الجامعات...</option>}
                  {universityGroups.map(({ category, names }) =>
                    names.length ? (
                      <optgroup key={category} label={CATEGORY_LABELS[category]}>
                        {names.map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </optgroup>
                    ) : null,
                  )}
                </ChoiceWithOther>
                <ChoiceWithOther
                  label="الكلية"
                  name="faculty"
                  required
                  value={form.faculty}
                  other={form.facultyOther}
                  onChange={(v) => set('faculty', v)}
                  onOtherChange={(v) => set('facultyOther', v)}
                  options={(faculties.data ?? []).map((f) => [f.faculty_name, f.faculty_name])}
                  otherLabel="اكتب اسم الكلية"
                />
                <ChoiceWithOther
                  label="المستوى الأكاديمي"
                  name="academicLevel"
                  required
                  value={form.academicLevel}
                  other={form.academicLevelOther}
                  onChange={(v) => set('academicLevel', v)}
                  onOtherChange={(v) => set('academicLevelOther', v)}
                  options={Object.entries(JOIN_LEVEL_LABELS)}
                  otherLabel="حدد مستواك الأكاديمي"
                />
                <YesNoField
                  legend="هل أنت عضو في اتحاد الطلاب؟"
                  name="ActivitiesMember"
                  value={form.ActivitiesMember}
                  onChange={(v) => set('ActivitiesMember', v)}
                />
                {form.ActivitiesMember === 'yes' && (
                  <TextField
                    label="ما دورك وأنشطتك في الاتحاد؟"
                    name="ActivitiesRole"
                    multiline
                    value={form.ActivitiesRole}
                    onChange={(v) => set('ActivitiesRole', v)}
                  />
                )}
              </div>
            )}
          </fieldset>

          <fieldset className="join-form__section card-surface">
            <legend>عنك وعن معرفتك بنا</legend>
            <ChoiceWithOther
              label="كيف عرفت عننا؟"
              name="howDidYouKnow"
              required
              value={form.howDidYouKnow}
              other={form.howDidYouKnowOther}
              onChange={(v) => set('howDidYouKnow', v)}
              onOtherChange={(v) => set('howDidYouKnowOther', v)}
              options={Object.entries(JOIN_SOURCE_LABELS)}
              otherLabel="وضح كيف عرفت عننا"
            />
            <YesNoField legend="هل تعرف فريقنا؟" name="knowUs" value={form.knowUs} onChange={(v) => set('knowUs', v)} />
            {form.knowUs === 'yes' && (
              <TextField
                label="ماذا تعرف عنا؟"
                name="aboutUs"
                multiline
                value={form.aboutUs}
                onChange={(v) => set('aboutUs', v)}
              />
            )}
            <YesNoField
              legend="هل لديك معلومات عن التقديم للجامعات؟"
              name="admissionInfo"
              value={form.admissionInfo}
              onChange={(v) => set('admissionInfo', v)}
            />
            {form.admissionInfo === 'yes' && (
              <TextField
                label="ما معلوماتك عن التقديم للجامعات؟"
                name="admissionKnowledge"
                multiline
                value={form.admissionKnowledge}
                onChange={(v) => set('admissionKnowledge', v)}
              />
            )}
            <YesNoField
              legend="هل لديك خبرة سابقة في هذا المجال؟"
              name="hasExperience"
              value={form.hasExperience}
              onChange={(v) => set('hasExperience', v)}
            />
            {form.hasExperience === 'yes' && (
              <TextField
                label="حدثنا عن خبرتك"
                name="experienceDetails"
                multiline
                value={form.experienceDetails}
                onChange={(v) => set('experienceDetails', v)}
              />
            )}
          </fieldset>

          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}

          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={phase === 'submitting'}>
              {phase === 'submitting' ? 'جارٍ الإرسال...' : 'إرسال الطلب'}
            </button>
            <button type="button" className="button button--ghost" onClick={reset} disabled={phase === 'submitting'}>
              مسح النموذج
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
