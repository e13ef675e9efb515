import type { Core } from '@strapi/strapi';
import { isCurrentToken, type TokenPayload } from '../../lib/token-stamp';

type JwtService = {
  verify(token: string): Promise<TokenPayload>;
  getToken(ctx: unknown): Promise<TokenPayload | null>;
};
type Plugin = { services: Record<string, (deps: { strapi: Core.Strapi }) => unknown> };

/**
 * The plugin's JWT check (used by its auth strategy on every request with a Bearer token)
 * also refuses tokens issued before the account's last password change, and tokens of deleted
 * accounts: see src/lib/token-stamp.ts. The error is the plugin's own, so the strategy answers
 * its usual 401.
 */
export default (plugin: Plugin) => {
  const original = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const service = original({ strapi }) as JwtService;
    const verify = service.verify.bind(service);
    return Object.assign(service, {
      async verify(token: string) {
        const payload = await verify(token);
        if (!(await isCurrentToken(strapi, payload))) throw new Error('Invalid token.');
        return payload;
      },
    });
  };
  return plugin;
};
