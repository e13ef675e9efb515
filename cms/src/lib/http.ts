import createHttpError from 'http-errors';
import { errors } from '@strapi/utils';

/**
 * Errors with a status and a clear message; Strapi's error middleware turns them into
 * `{ data: null, error: { status, name, message, details } }` and `middlewares/error-body`
 * adds the top-level `message` the documented clients read.
 */
export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new errors.ValidationError(message, details);
export const notFound = (message: string) => new errors.NotFoundError(message);
/**
 * 401 and 403 as http-errors: Strapi's authorize step wraps policies, route middlewares and the
 * handler, and replaces a thrown `UnauthorizedError` or (non-policy) `ForbiddenError` with a bare
 * "Unauthorized"/"Forbidden"; an http-errors error reaches the error middleware with its message.
 */
export const forbidden = (message: string) => createHttpError(403, message);
export const unauthorized = (message: string) => createHttpError(401, message);
/**
 * Answers 502 (a server behind the CMS, the mail server, did not do its part) with the uniform
 * body that error-body completes. Set on the context, not thrown: Strapi replaces the message of
 * any thrown 5xx but 501 with a bare "Bad Gateway", and the caller must read why.
 */
export function answerBadGateway(ctx: { status: number; body: unknown }, message: string) {
  ctx.status = 502;
  ctx.body = { data: null, error: { status: 502, name: 'BadGatewayError', message, details: {} } };
}
export const tooManyRequests = (message: string) => new errors.RateLimitError(message);
/** 410: what was asked for is gone for good (an undo after its window). */
export const gone = (message: string) => createHttpError(410, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  Object.assign(createHttpError(409, message), { details: details ?? {} });
