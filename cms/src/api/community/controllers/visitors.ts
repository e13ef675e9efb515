import type { Core } from '@strapi/strapi';
import type { Ctx } from '../../../lib/request';
import { isSessionId, VISITOR_MESSAGES } from '@dalil/domain/validation';
import { badRequest } from '../../../lib/http';
import { enforceLimit } from '../lib/area';
import { getService } from '../../../lib/services';

/**
 * GET /api/visitors?sessionId=… counts the browser session once and answers { count };
 * without a sessionId it only reads the count. A call can raise the count by one at most, and
 * the number of new sessions one address may add is limited (../limits.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const visitors = () => getService(strapi, 'api::community.visitors');
  return {
    async count(ctx: Ctx) {
      const { sessionId } = ctx.query ?? {};
      if (sessionId !== undefined && sessionId !== '') {
        if (!isSessionId(sessionId)) throw badRequest(VISITOR_MESSAGES.sessionId);
        if (!(await visitors().seen(sessionId))) {
          await enforceLimit(strapi, ctx, 'visitors');
          await visitors().visit(sessionId);
        }
      }
      ctx.body = { count: await visitors().count() };
    },
  };
};
