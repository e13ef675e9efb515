import createHttpError from 'http-errors';
import { errors } from '@strapi/utils';

/**
 * Errors with a status and a clear message; Strapi's error middleware turns them into
 * `{ data: null, error: { status, name, message, details } }` and `middlewares/error-body`
 * adds the top-level `message` the documented clients read.
 */
export const badRequest = (message: string, details?: Record<string, unknown>) => new errors.ValidationError(message, details);
export const notFound = (message: string) => new errors.NotFoundError(message);
// A PolicyError (a ForbiddenError) keeps its message; Strapi answers a bare ForbiddenError raised in
// a policy with "Forbidden" only.
export const forbidden = (message: string) => new errors.PolicyError(message);
export const unauthorized = (message: string) => new errors.UnauthorizedError(message);
export const tooManyRequests = (message: string) => new errors.RateLimitError(message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  Object.assign(createHttpError(409, message), { details: details ?? {} });
