import { bodyShapeProblem } from '@dalil/domain/validation';
import { badRequest } from '../lib/http';
import { BODY_READ, TEMP_FILES } from './multipart-guard';

/**
 * Placed right after `strapi::body`: one check for every route, whatever its validator — a NUL
 * character anywhere in the body (values or keys), nesting deeper than MAX_BODY_DEPTH, or a
 * `__proto__`/`constructor`/`prototype` key is a 400 in Arabic, and nothing is stored. It also
 * notes the files the parser wrote, which the multipart guard removes when the request ends.
 */
export default () =>
  async (
    ctx: { request: { body?: unknown; files?: unknown }; state: Record<string | symbol, unknown> },
    next: () => Promise<void>,
  ) => {
    ctx.state[BODY_READ] = true;
    if (ctx.request.files) ctx.state[TEMP_FILES] = ctx.request.files;
    const problem = bodyShapeProblem(ctx.request.body);
    if (problem) throw badRequest(problem);
    await next();
  };
