/**
 * The one Arabic body of a role refusal the CMS sends (cms/src/middlewares/error-body.ts, issue 21
 * item 7). The site reads the 401 text to tell a stored token the CMS no longer accepts.
 */
export const REFUSAL_MESSAGES = {
  401: 'يجب تسجيل الدخول للقيام بهذه العملية',
  403: 'ليس لديك صلاحية للقيام بهذه العملية',
} as const;
