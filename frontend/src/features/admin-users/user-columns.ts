import { userFullName, userTypeOf } from './model/admin-users';
import type { CsvColumn } from '@/components/admin/csv-export-button';
import type { AdminUser } from './api/users';
import { FIELD_LABELS as F, TEXTS, TYPE_LABELS } from './texts';

/** The users CSV (issue 23): one row a user, as the card shows it (no password or token ever reaches the list). */
export const USER_COLUMNS: CsvColumn<AdminUser>[] = [
  { label: TEXTS.name, value: (u) => userFullName(u) },
  { label: F.email, value: (u) => u.email },
  { label: F.phone_with_country_code, value: (u) => u.phone_with_country_code },
  { label: F.user_type, value: (u) => TYPE_LABELS[userTypeOf(u.user_type)] },
  { label: F.isEmailVerified, value: (u) => (u.isEmailVerified ? TEXTS.verified : TEXTS.unverified) },
  { label: F.createdAt, value: (u) => u.createdAt },
];
