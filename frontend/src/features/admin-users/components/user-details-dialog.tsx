import {
  formatStaffDateTime,
  labelOf,
  CERTIFICATE_TYPE_LABELS,
  STUDENT_LEVEL_LABELS,
  STUDENT_SECTION_LABELS,
  STUDENT_TYPE_LABELS,
} from '@dalil/domain/rules';
import { userFullName, userTypeOf } from '../model/admin-users';
import { Dialog } from '@/components/dialog';
import type { AdminUser } from '../api/users';
import { FIELD_LABELS, TEXTS, TYPE_LABELS } from '../texts';

/** Every field of the user record, labelled in Arabic; empty fields are left out. */
export function UserDetailsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const name = userFullName(user) || user.email || user._id;
  const rows: [string, string][] = [
    [FIELD_LABELS.email, user.email ?? ''],
    [FIELD_LABELS.phone_with_country_code, user.phone_with_country_code ?? ''],
    [FIELD_LABELS.nationality, user.nationality ?? ''],
    [FIELD_LABELS.user_type, TYPE_LABELS[userTypeOf(user.user_type)]],
    [FIELD_LABELS.isEmailVerified, user.isEmailVerified ? TEXTS.verified : TEXTS.unverified],
    [FIELD_LABELS.student_type, labelOf(STUDENT_TYPE_LABELS, user.student_type)],
    [FIELD_LABELS.level, labelOf(STUDENT_LEVEL_LABELS, user.level)],
    [FIELD_LABELS.certificate_type, labelOf(CERTIFICATE_TYPE_LABELS, user.certificate_type)],
    [FIELD_LABELS.section, labelOf(STUDENT_SECTION_LABELS, user.section)],
    [FIELD_LABELS.year, user.year ?? ''],
    [FIELD_LABELS.score, user.score ?? ''],
    [FIELD_LABELS.preferred_faculties, (user.preferred_faculties ?? '').split(',').filter(Boolean).join('، ')],
    [FIELD_LABELS.createdAt, formatStaffDateTime(user.createdAt) || TEXTS.notAvailable],
  ];
  return (
    <Dialog
      title={TEXTS.detailsTitle(name)}
      onClose={onClose}
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {TEXTS.close}
        </button>
      }
    >
      <dl className="detail-list">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd
                dir={label === FIELD_LABELS.email || label === FIELD_LABELS.phone_with_country_code ? 'ltr' : undefined}
              >
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </Dialog>
  );
}
