/**
 * Account records (spec 1 §3, spec 3 §3; cms/src/api/account): the user record every user list
 * and update answers (never the password, tokens, codes or the role), and the sign-in answer.
 */
import { recordKeys, type IsoDateTime } from './keys';

type Text = string | null;

/** The stored fields of the user record, in the order the mapper copies them. */
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
  'updatedAt',
] as const;

/** GET /api/users/get, PUT /api/users/update/{id} (`user`). */
export type UserRecord = {
  _id: string;
  firstName: Text;
  lastName: Text;
  email: Text;
  phone_with_country_code: Text;
  nationality: Text;
  /** SuperAdmin, Admin, student, parent or other. */
  user_type: Text;
  logo_url: Text;
  student_type: Text;
  level: Text;
  certificate_type: Text;
  section: Text;
  year: Text;
  score: Text;
  preferred_faculties: Text;
  createdAt: IsoDateTime | null;
  /** The base of an edit's concurrency check (domain `concurrency.ts`). */
  updatedAt: IsoDateTime | null;
  isEmailVerified: boolean;
};

/** POST /api/users/signin (and verify-code): no token until the e-mail is verified. */
export type SignInAnswer = {
  _id: string;
  user_type: string;
  isEmailVerified: boolean;
  token?: string;
  name?: string;
};

export const USER_KEYS = recordKeys<UserRecord>()(['_id', ...USER_RECORD_FIELDS, 'isEmailVerified']);
