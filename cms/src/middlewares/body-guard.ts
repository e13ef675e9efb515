import { bodyShapeProblem } from '@dalil/domain';
import { badRequest } from '../lib/http';
import { BODY_READ } from './multipart-guard';

/**
 * Placed right after `strapi::body`: one check for every route, whatever its validator — a NUL
 * character anywhere in the body (values or keys), nesting deeper than MAX_BODY_DEPTH, or a
 * `__proto__`/`constructor`/`prototype` key is a 400 in Arabic, and nothing is stored.
 */
export default () =>
  async (ctx: { request: { body?: unknown }; state: Record<string | symbol, unknown> }, next: () => Promise<void>) => {
    ctx.state[BODY_READ] = true;
    const problem = bodyShapeProblem(ctx.request.body);
    if (problem) throw badRequest(problem);
    await next();
  };
