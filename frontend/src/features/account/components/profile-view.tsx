import {
  CERTIFICATE_TYPE_LABELS,
  labelOf,
  scoreLabel,
  STUDENT_LEVEL_LABELS,
  STUDENT_SECTION_LABELS,
  STUDENT_TYPE_LABELS,
  USER_TYPE_LABELS,
} from '@dalil/domain/rules';
import { joinFaculties } from '@dalil/domain/validation';
import type { UserRecord } from '../api/account';

function Row({ label, value, ltr }: { label: string; value: string | null | undefined; ltr?: boolean }) {
  return (
    <div className="profile__row">
      <dt>{label}</dt>
      <dd>{value ? ltr ? <bdi dir="ltr">{value}</bdi> : value : <span className="profile__empty">غير محدد</span>}</dd>
    </div>
  );
}

export const facultyList = (value: string | null | undefined) =>
  value ? joinFaculties(value).split(',').filter(Boolean) : [];

/** Spec 2 §2.7: the profile in view mode; the students' extra fields when they apply. */
export function ProfileView({ user }: { user: UserRecord }) {
  const isStudent = user.user_type === 'student';
  const third = isStudent && user.student_type === 'pre_university' && user.level === 'third';
  const faculties = facultyList(user.preferred_faculties);
  return (
    <dl className="profile__grid">
      <Row label="رقم المستخدم" value={user._id} ltr />
      <Row label="رقم الموبايل" value={user.phone_with_country_code} ltr />
      <Row label="البريد الإلكتروني" value={user.email} ltr />
      <Row label="الجنسية" value={user.nationality} />
      {isStudent && <Row label="المرحلة الدراسية" value={labelOf(STUDENT_TYPE_LABELS, user.student_type)} />}
      {isStudent && user.student_type === 'pre_university' && (
        <Row label="الصف الدراسي" value={labelOf(STUDENT_LEVEL_LABELS, user.level)} />
      )}
      {third && (
        <>
          <Row label="نوع الشهادة" value={labelOf(CERTIFICATE_TYPE_LABELS, user.certificate_type)} />
          <Row label="الشعبة" value={labelOf(STUDENT_SECTION_LABELS, user.section)} />
          <Row label="سنة الشهادة" value={user.year} />
          <Row label={scoreLabel(user.certificate_type)} value={user.score} ltr />
          <div className="profile__row profile__row--wide">
            <dt>الكليات المفضلة</dt>
            <dd>
              {faculties.length ? (
                <ul className="chip-grid">
                  {faculties.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              ) : (
                <span className="profile__empty">غير محدد</span>
              )}
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}

export function userTypeLabel(type: string | null | undefined) {
  return labelOf(USER_TYPE_LABELS, type);
}
