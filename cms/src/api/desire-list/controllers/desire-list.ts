import type { Core } from '@strapi/strapi';
import { DESIRE_MESSAGES, parseDesireList } from '@dalil/domain/rules';
import { unauthorized } from '../../../lib/http';
import { baseVersionOf } from '../../../lib/concurrency';
import { bodyOf, orBadRequest } from '../../../lib/request';
import { getService } from '../../../lib/services';

type Ctx = {
  request: { body?: unknown };
  state: { user?: { documentId?: string } };
  body: unknown;
};

/** The caller's own list: GET answers `{ items, updatedAt }` (an empty list before the first save). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const lists = () => getService(strapi, 'api::desire-list.desire-list');
  const owner = (ctx: Ctx) => {
    const key = ctx.state.user?.documentId;
    if (!key) throw unauthorized(DESIRE_MESSAGES.signInRequired);
    return key;
  };

  return {
    async find(ctx: Ctx) {
      ctx.body = await lists().findFor(owner(ctx));
    },

    /** PUT `{ items, updatedAt }`: the whole list, with the `updatedAt` it was read at (null: none read). */
    async save(ctx: Ctx) {
      const key = owner(ctx);
      const body = bodyOf(ctx);
      const base = baseVersionOf(body);
      const items = orBadRequest(parseDesireList(body));
      ctx.body = await lists().save(key, items, base);
    },
  };
};
