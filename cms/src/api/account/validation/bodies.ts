import {
  ACCOUNT_MESSAGES,
  asText,
  codeError,
  emailError,
  normalizeEmail,
  passwordError,
  resultOf,
  type ErrorItem,
  type Result,
} from '@dalil/domain/validation';
import { recordOf } from '../../../lib/request';

/**
 * Pure checks of the auth bodies (read as `bodyOf` of src/lib/request.ts reads them); each answers
 * the domain's `Result`: the cleaned values, or the field errors with the first as the message.
 */
const collect = <T>(errors: (ErrorItem | null)[], value: T): Result<T> =>
  resultOf(
    value,
    errors.filter((e): e is ErrorItem => e !== null),
  );
const at = (path: string, message: string | null): ErrorItem | null => (message ? { path: [path], message } : null);

/** rememberMe is a boolean; the strings "true"/"false" of form posts are read as such. */
export const readFlag = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

export function checkEmailBody(raw: unknown): Result<{ email: string; linkOnly: boolean }> {
  const b = recordOf(raw);
  return collect([at('email', emailError(b.email))], {
    email: normalizeEmail(b.email),
    linkOnly: readFlag(b.linkOnly),
  });
}

export function checkCodeBody(raw: unknown): Result<{ email: string; code: string }> {
  const b = recordOf(raw);
  return collect([at('email', emailError(b.email)), at('code', codeError(b.code))], {
    email: normalizeEmail(b.email),
    code: asText(b.code).trim(),
  });
}

export function checkResetBody(raw: unknown): Result<{ email: string; code: string; newPassword: string }> {
  const b = recordOf(raw);
  return collect(
    [
      at('email', emailError(b.email)),
      at('code', codeError(b.code)),
      at('newPassword', passwordError(b.newPassword, ACCOUNT_MESSAGES.newPasswordRequired)),
    ],
    { email: normalizeEmail(b.email), code: asText(b.code).trim(), newPassword: b.newPassword as string },
  );
}

export function checkChangePasswordBody(raw: unknown): Result<{ userId: string; newPassword: string }> {
  const b = recordOf(raw);
  const userId = typeof b.userId === 'string' ? b.userId.trim() : '';
  return collect(
    [
      userId ? null : { path: ['userId'], message: ACCOUNT_MESSAGES.invalidValue },
      at('newPassword', passwordError(b.newPassword, ACCOUNT_MESSAGES.newPasswordRequired)),
    ],
    { userId, newPassword: b.newPassword as string },
  );
}
