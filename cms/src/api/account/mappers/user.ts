import { USER_RECORD_FIELDS, type SignInAnswer, type UserRecord } from '@dalil/domain/contract';
import { toRecord } from '../../../lib/records';

export type StoredUser = {
  id: number;
  documentId: string;
  confirmed?: boolean | null;
  firstName?: string | null;
  lastName?: string | null;
} & Record<string, unknown>;

/** The documented user record (spec 3 §3): only USER_RECORD_FIELDS, never the password, tokens, codes or the role. */
export function toUserRecord(user: StoredUser): UserRecord {
  const picked: Record<string, unknown> = { documentId: user.documentId };
  for (const field of USER_RECORD_FIELDS) picked[field] = user[field] ?? null;
  return toRecord<UserRecord>(picked as { documentId: string }, { isEmailVerified: Boolean(user.confirmed) });
}

export const fullName = (user: Pick<StoredUser, 'firstName' | 'lastName'>) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();

/** The sign-in answer (spec 1 §3): no token until the e-mail is verified. */
export function signInAnswer(user: StoredUser, token: string | null): SignInAnswer {
  const base: SignInAnswer = {
    _id: user.documentId,
    user_type: user.user_type as string,
    isEmailVerified: Boolean(user.confirmed),
  };
  return token ? { ...base, token, name: fullName(user) } : base;
}
