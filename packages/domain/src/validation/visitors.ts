/** The visitor counter's session id (spec 1 §3). */

export const VISITOR_MESSAGES = { sessionId: 'معرف الجلسة غير صحيح' } as const;

/** A browser session id: 1-100 characters of letters, digits and . _ : - */
export function isSessionId(v: unknown): v is string {
  return typeof v === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(v);
}
