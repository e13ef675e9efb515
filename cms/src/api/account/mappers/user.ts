import { toRecord, type ContractRecord } from '../../../lib/records';

/** The documented user record (spec 3 §3): never the password, tokens, codes or the role. */
export const USER_RECORD_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone_with_country_code',
  'nationality',
  'user_type',
  'logo_url',
  'student_type',
  'level',
  'certificate_type',
  'section',
  'year',
  'score',
  'preferred_faculties',
  'createdAt',
] as const;

export type StoredUser = {
  id: number;
  documentId: string;
  confirmed?: boolean | null;
  firstName?: string | null;
  lastName?: string | null;
} & Record<string, unknown>;

export function toUserRecord(user: StoredUser): ContractRecord {
  const picked: Record<string, unknown> = { documentId: user.documentId };
  for (const field of USER_RECORD_FIELDS) picked[field] = user[field] ?? null;
  return toRecord(picked as { documentId: string }, { isEmailVerified: Boolean(user.confirmed) });
}

export const fullName = (user: Pick<StoredUser, 'firstName' | 'lastName'>) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();

/** The sign-in answer (spec 1 §3): no token until the e-mail is verified. */
export function signInAnswer(user: StoredUser, token: string | null) {
  const base = { _id: user.documentId, user_type: user.user_type, isEmailVerified: Boolean(user.confirmed) };
  return token ? { ...base, token, name: fullName(user) } : base;
}
