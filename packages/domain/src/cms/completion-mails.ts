/**
 * Account-completion mails sent by a SuperAdmin (spec 3 §4 "User verification", §8 users: 'bulk
 * send reports sent to N users, failed for M'). The request shape and the choice of who gets a mail
 * in one run. Pure: the CMS reads the users and sends.
 */
import { errorAt, invalid, valid, type Result } from '../validation/result';

export const COMPLETION_MAIL_MESSAGES = {
  invalidRequest: 'حدد المستخدمين بقائمة userIds أو أرسل allUnverified: true',
  tooManyIds: 'عدد المستخدمين في الطلب أكبر من المسموح',
} as const;

/** The most ids one request may name (the per-run cap then decides how many are mailed). */
export const COMPLETION_MAIL_MAX_IDS = 1000;
/** Default of COMPLETION_MAILS_PER_RUN: at most this many mails per run. */
export const COMPLETION_MAILS_PER_RUN_DEFAULT = 200;

export type CompletionMailRequest = { mode: 'ids'; ids: string[] } | { mode: 'allUnverified' };

/** `{ userIds: [...] }` (one or more users) or `{ allUnverified: true }`, never both. */
const refused = (message: string) => invalid([errorAt('userIds', message)]);

export function parseCompletionMailRequest(body: unknown): Result<CompletionMailRequest> {
  const b = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const all = b.allUnverified === true;
  const hasIds = b.userIds !== undefined;
  if (all === hasIds) return refused(COMPLETION_MAIL_MESSAGES.invalidRequest);
  if (all) return valid({ mode: 'allUnverified' });
  if (
    !Array.isArray(b.userIds) ||
    !b.userIds.length ||
    b.userIds.some((id) => typeof id !== 'string' || !id.trim() || id.length > 100)
  ) {
    return refused(COMPLETION_MAIL_MESSAGES.invalidRequest);
  }
  const ids = [...new Set((b.userIds as string[]).map((id) => id.trim()))];
  if (ids.length > COMPLETION_MAIL_MAX_IDS) return refused(COMPLETION_MAIL_MESSAGES.tooManyIds);
  return valid({ mode: 'ids', ids });
}

export type CompletionMailCandidate = {
  id: string;
  verified: boolean;
  blocked?: boolean;
  /** When a verification mail was last sent (epoch ms), null when never. */
  lastMailedAt: number | null;
};

/**
 * Who gets a mail in this run: unverified, unblocked users, those never mailed first, then the
 * longest ago mailed, so that repeated runs work through a list longer than the cap. Everybody
 * else is skipped (already verified, blocked, or over the cap).
 */
export function planCompletionMails(
  candidates: readonly CompletionMailCandidate[],
  cap: number,
): { send: string[]; skipped: number } {
  const eligible = candidates
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => !c.verified && !c.blocked)
    .sort((a, b) => {
      const at = a.c.lastMailedAt ?? Number.NEGATIVE_INFINITY;
      const bt = b.c.lastMailedAt ?? Number.NEGATIVE_INFINITY;
      return at === bt ? a.index - b.index : at - bt;
    })
    .map(({ c }) => c.id);
  const send = eligible.slice(0, Math.max(0, cap));
  return { send, skipped: candidates.length - send.length };
}

/** COMPLETION_MAILS_PER_RUN from the environment: unset → the default; otherwise a whole number ≥ 1 (else it throws, at start-up of the call). */
export function completionMailCap(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return COMPLETION_MAILS_PER_RUN_DEFAULT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`COMPLETION_MAILS_PER_RUN must be a whole number ≥ 1, got "${raw}"`);
  return n;
}
