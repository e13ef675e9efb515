import crypto from 'node:crypto';

/**
 * Signed tokens: `base64url(claims JSON).base64url(HMAC-SHA256)`. Used by the panel's preview
 * links (lib/preview.ts) and the alerts' unsubscribe and calendar links (api/alerts/lib/links.ts).
 */
const mac = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(payload).digest('base64url');

export function signToken(secret: string, claims: unknown): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/**
 * The claims of a token signed with `secret` (parsed JSON, not yet checked), or null when it is
 * forged, damaged or not a token. The signature is compared as the text that was signed, so a
 * second spelling of the same bytes (the unused bits of the last base64url character, characters
 * outside the alphabet, which a base64 decoder skips) is refused too.
 */
export function readSignedToken(secret: string, token: unknown): unknown {
  if (!secret || typeof token !== 'string' || token.length > 1024) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
