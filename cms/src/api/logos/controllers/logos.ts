import type { Core } from '@strapi/strapi';
import type { IncomingFile } from '../services/logos';
import { getService } from '../../../lib/services';

type Ctx = { request: { files?: Record<string, unknown> }; status: number; body: unknown };

/** POST /api/logos (multipart `file`) → 201 `{ id, url }`; a record then takes `logo: id`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Ctx) {
    const raw = ctx.request.files?.file;
    const file = (Array.isArray(raw) ? raw[0] : raw) as IncomingFile | undefined;
    ctx.body = await getService(strapi, 'api::logos.logos').store(file);
    ctx.status = 201;
  },
});
