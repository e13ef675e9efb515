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
export const tooManyRequests = (message: string) => new errors.RateLimitError(message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  Object.assign(createHttpError(409, message), { details: details ?? {} });
