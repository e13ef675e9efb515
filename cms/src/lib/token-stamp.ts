import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { USER_RESOURCE } from '@dalil/domain/resources';

/**
 * Sign-in tokens die with the password (issue 10, finding 4). Every user row has a private
 * `tokenStamp`, replaced by a new random value whenever the row's password is written — by the
 * account routes, the plugin or the panel alike, since the database lifecycle sees them all.
 * Each token carries the stamp it was issued under, and the plugin's JWT check (extended in
 * src/extensions/users-permissions/strapi-server.ts) refuses a token whose stamp is not the
 * row's current one. A stamp, not a time: a token issued in the same second as the change (JWT
 * `iat` has seconds resolution) is still told apart. A deleted account has no row: refused too.
 * Tokens issued before stamps existed carry none and stay valid until the first change.
 */
const USER_UID = USER_RESOURCE.uid;

export type TokenPayload = { id?: number | string; stamp?: string; iat?: number; exp?: number };

export function newStamp(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** The claims a new token of this user carries. */
export async function tokenClaims(strapi: Core.Strapi, userId: number): Promise<{ id: number; stamp?: string }> {
  const row = (await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'tokenStamp'] })) as {
    tokenStamp?: string | null;
  } | null;
  return row?.tokenStamp ? { id: userId, stamp: row.tokenStamp } : { id: userId };
}

/** True when the token's user exists and the token was issued under the user's current stamp. */
export async function isCurrentToken(strapi: Core.Strapi, payload: TokenPayload): Promise<boolean> {
  if (payload.id === undefined) return true; // the plugin itself refuses a token without a user
  const row = (await strapi.db
    .query(USER_UID)
    .findOne({ where: { id: payload.id }, select: ['id', 'tokenStamp'] })) as { tokenStamp?: string | null } | null;
  if (!row) return false;
  return (row.tokenStamp || null) === (payload.stamp || null);
}

/** A new stamp on every write of a password, whichever way it comes. */
export function stampOnPasswordChange(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    beforeUpdate(event: { params: { data?: Record<string, unknown> } }) {
      const data = event.params.data;
      if (data && typeof data.password === 'string' && data.password) data.tokenStamp = newStamp();
    },
  });
}
