/**
 * The three parts of the join-us form (spec 2 §2.10): the person, the committee and studies,
 * and how they know the team. Each shows the values and reports a change by field.
 */
import { CATEGORY_LABELS, JOIN_COMMITTEE_LABELS, JOIN_LEVEL_LABELS, JOIN_SOURCE_LABELS } from '@dalil/domain/rules';
import { PhoneField } from '@/components/phone-field';
import type { JoinForm } from '../join-form';
import { ChoiceWithOther, TextField, YesNoField } from './join-form-fields';

interface PartProps {
  form: JoinForm;
  set: <K extends keyof JoinForm>(key: K, value: JoinForm[K]) => void;
}

/** The three yes/no questions of the last part, each with the text asked for after a yes. */
const YES_NO_QUESTIONS = {
  knowUs: { legend: 'هل تعرف فريقنا؟', detailsLabel: 'ماذا تعرف عنا؟' },
  admissionInfo: {
    legend: 'هل لديك معلومات عن التقديم للجامعات؟',
    detailsLabel: 'ما معلوماتك عن التقديم للجامعات؟',
  },
  hasExperience: { legend: 'هل لديك خبرة سابقة في هذا المجال؟', detailsLabel: 'حدثنا عن خبرتك' },
} as const;

function YesNoWithDetails({
  form,
  set,
  question,
  details,
}: PartProps & {
  question: keyof typeof YES_NO_QUESTIONS;
  details: 'aboutUs' | 'admissionKnowledge' | 'experienceDetails';
}) {
  const { legend, detailsLabel } = YES_NO_QUESTIONS[question];
  return (
    <>
      <YesNoField legend={legend} name={question} value={form[question]} onChange={(v) => set(question, v)} />
      {form[question] === 'yes' && (
        <TextField
          label={detailsLabel}
          name={details}
          multiline
          value={form[details]}
          onChange={(v) => set(details, v)}
        />
      )}
    </>
  );
}

/** Name, e-mail and WhatsApp; read-only when filled from the signed-in person's profile. */
export function JoinPersonalPart({ form, set, locked }: PartProps & { locked: boolean }) {
  return (
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
  );
}

/** The university names of each category, for the university list. */
export type UniversityGroups = { category: keyof typeof CATEGORY_LABELS; names: string[] }[];

/** The committee, and for a student the university, faculty, level and student-union role. */
export function JoinStudyPart({
  form,
  set,
  universityGroups,
  universitiesLoading,
  facultyNames,
}: PartProps & { universityGroups: UniversityGroups; universitiesLoading: boolean; facultyNames: string[] }) {
  return (
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
      <YesNoField legend="هل أنت طالب؟" name="isStudent" value={form.isStudent} onChange={(v) => set('isStudent', v)} />
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
            options={facultyNames.map((n) => [n, n])}
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
  );
}

/** How they heard of the team, what they know of it and of admission, and their experience. */
export function JoinAboutPart({ form, set }: PartProps) {
  return (
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
      <YesNoWithDetails form={form} set={set} question="knowUs" details="aboutUs" />
      <YesNoWithDetails form={form} set={set} question="admissionInfo" details="admissionKnowledge" />
      <YesNoWithDetails form={form} set={set} question="hasExperience" details="experienceDetails" />
    </fieldset>
  );
}
