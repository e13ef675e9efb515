import createHttpError from 'http-errors';

/**
 * 401 and 403 answers that keep their Arabic message. Strapi's authorize step wraps the
 * policies, route middlewares and the handler, and turns any thrown `UnauthorizedError` or
 * (non-policy) `ForbiddenError` into a bare "Unauthorized"/"Forbidden" body; an http-errors
 * error passes through to the error middleware with its message.
 */
export const unauthorizedWithMessage = (message: string) => createHttpError(401, message);
export const forbiddenWithMessage = (message: string) => createHttpError(403, message);
