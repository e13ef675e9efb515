import crypto from 'node:crypto';
import { checkLinkClaims, type LinkClaims } from '@dalil/domain/rules';

/**
 * The signed links of the alerts area: the unsubscribe link of a mail and a user's calendar feed.
 * A token is `base64url(claims JSON).base64url(HMAC-SHA256)` keyed with `ALERTS_SECRET`
 * (generated into cms/.env on first start like the other secrets; the claims' shape is in
 * packages/domain admission-alerts.ts). Without a secret no link is made and none is accepted.
 */
export const alertsSecret = () => process.env.ALERTS_SECRET ?? '';

const mac = (secret: string, payload: string) => crypto.createHmac('sha256', secret).update(payload).digest();

export function signLink(claims: LinkClaims, secret = alertsSecret()): string {
  if (!secret) throw new Error('ALERTS_SECRET is not set: no alert or calendar link can be signed');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claims of a token signed with the secret for `purpose`, or null (forged, damaged, other purpose). */
export function verifyLink<P extends LinkClaims['p']>(
  token: unknown,
  purpose: P,
  secret = alertsSecret(),
): Extract<LinkClaims, { p: P }> | null {
  if (!secret || typeof token !== 'string' || token.length > 1024) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    return checkLinkClaims(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), purpose);
  } catch {
    return null;
  }
}
