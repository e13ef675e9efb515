/**
 * The three parts of the join-us form (spec 2 §2.10): the person, the committee and studies,
 * and how they know the team. Each shows the values and reports a change by field.
 */
import { CATEGORY_LABELS, JOIN_COMMITTEE_LABELS, JOIN_LEVEL_LABELS, JOIN_SOURCE_LABELS } from '@dalil/domain';
import { PhoneField } from '@/components/phone-field';
import type { JoinForm } from '../join-form';
import { ChoiceWithOther, TextField, YesNoField } from './join-form-fields';

interface PartProps {
  form: JoinForm;
  set: <K extends keyof JoinForm>(key: K, value: JoinForm[K]) => void;
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
  );
}
