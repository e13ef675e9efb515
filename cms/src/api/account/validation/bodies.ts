import {
  ACCOUNT_MESSAGES,
  asText,
  codeError,
  emailError,
  normalizeEmail,
  passwordError,
  type FieldError,
} from '@dalil/domain';

/** Pure checks of the auth bodies; each answers the cleaned values or the field errors. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const collect = <T>(errors: (FieldError | null)[], value: T): Checked<T> => {
  const found = errors.filter((e): e is FieldError => e !== null);
  return found.length ? { ok: false, errors: found } : { ok: true, value };
};
const at = (path: string, message: string | null): FieldError | null => (message ? { path, message } : null);
const body = (b: unknown): Record<string, unknown> =>
  b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};

/** rememberMe is a boolean; the strings "true"/"false" of form posts are read as such. */
export const readFlag = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

export function checkEmailBody(raw: unknown): Checked<{ email: string; linkOnly: boolean }> {
  const b = body(raw);
  return collect([at('email', emailError(b.email))], {
    email: normalizeEmail(b.email),
    linkOnly: readFlag(b.linkOnly),
  });
}

export function checkCodeBody(raw: unknown): Checked<{ email: string; code: string }> {
  const b = body(raw);
  return collect([at('email', emailError(b.email)), at('code', codeError(b.code))], {
    email: normalizeEmail(b.email),
    code: asText(b.code).trim(),
  });
}

export function checkResetBody(raw: unknown): Checked<{ email: string; code: string; newPassword: string }> {
  const b = body(raw);
  return collect(
    [
      at('email', emailError(b.email)),
      at('code', codeError(b.code)),
      at('newPassword', passwordError(b.newPassword, ACCOUNT_MESSAGES.newPasswordRequired)),
    ],
    { email: normalizeEmail(b.email), code: asText(b.code).trim(), newPassword: b.newPassword as string },
  );
}

export function checkChangePasswordBody(raw: unknown): Checked<{ userId: string; newPassword: string }> {
  const b = body(raw);
  const userId = typeof b.userId === 'string' ? b.userId.trim() : '';
  return collect(
    [
      userId ? null : { path: 'userId', message: ACCOUNT_MESSAGES.invalidValue },
      at('newPassword', passwordError(b.newPassword, ACCOUNT_MESSAGES.newPasswordRequired)),
    ],
    { userId, newPassword: b.newPassword as string },
  );
}

export { body as asBody };
