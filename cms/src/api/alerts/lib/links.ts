import { checkLinkClaims, type LinkClaims } from '@dalil/domain/rules';
import { readSignedToken, signToken } from '../../../lib/signed-token';

/**
 * The signed links of the alerts area: the unsubscribe link of a mail and a user's calendar feed.
 * A token is a signed token (lib/signed-token.ts) keyed with `ALERTS_SECRET`
 * (generated into cms/.env on first start like the other secrets; the claims' shape is in
 * packages/domain admission-alerts.ts). Without a secret no link is made and none is accepted.
 */
export const alertsSecret = () => process.env.ALERTS_SECRET ?? '';

export function signLink(claims: LinkClaims, secret = alertsSecret()): string {
  if (!secret) throw new Error('ALERTS_SECRET is not set: no alert or calendar link can be signed');
  return signToken(secret, claims);
}

/** The claims of a token signed with the secret for `purpose`, or null (forged, damaged, other purpose). */
export function verifyLink<P extends LinkClaims['p']>(
  token: unknown,
  purpose: P,
  secret = alertsSecret(),
): Extract<LinkClaims, { p: P }> | null {
  const claims = readSignedToken(secret, token);
  return claims === null ? null : checkLinkClaims(claims, purpose);
}
