import { describe, expect, it } from 'vitest';
import {
  COMPLETION_MAIL_MAX_IDS,
  COMPLETION_MAIL_MESSAGES as M,
  completionMailCap,
  parseCompletionMailRequest,
  planCompletionMails,
  type CompletionMailCandidate,
} from './completion-mails';

describe('parseCompletionMailRequest', () => {
  it.each<[string, unknown, unknown]>([
    ['one user', { userIds: ['abc'] }, { ok: true, value: { mode: 'ids', ids: ['abc'] } }],
    [
      'ids trimmed and deduplicated',
      { userIds: [' a', 'a', 'b'] },
      { ok: true, value: { mode: 'ids', ids: ['a', 'b'] } },
    ],
    ['all unverified', { allUnverified: true }, { ok: true, value: { mode: 'allUnverified' } }],
    ['both', { allUnverified: true, userIds: ['a'] }, { ok: false, message: M.invalidRequest }],
    ['neither', {}, { ok: false, message: M.invalidRequest }],
    ['allUnverified as a string is not true', { allUnverified: 'true' }, { ok: false, message: M.invalidRequest }],
    ['empty list', { userIds: [] }, { ok: false, message: M.invalidRequest }],
    ['not a list', { userIds: 'a' }, { ok: false, message: M.invalidRequest }],
    ['a blank id', { userIds: ['a', ' '] }, { ok: false, message: M.invalidRequest }],
    ['a number id', { userIds: [1] }, { ok: false, message: M.invalidRequest }],
    ['no body', null, { ok: false, message: M.invalidRequest }],
    ['an array body', [], { ok: false, message: M.invalidRequest }],
  ])('%s', (_name, body, expected) => {
    const r = parseCompletionMailRequest(body);
    expect(r.ok ? r : { ok: false, message: r.message }).toEqual(expected);
  });

  it('refuses more ids than allowed', () => {
    const userIds = Array.from({ length: COMPLETION_MAIL_MAX_IDS + 1 }, (_, i) => `id${i}`);
    expect(parseCompletionMailRequest({ userIds })).toMatchObject({ ok: false, message: M.tooManyIds });
  });
});

const c = (
  id: string,
  verified: boolean,
  lastMailedAt: number | null = null,
  blocked = false,
): CompletionMailCandidate => ({ id, verified, lastMailedAt, blocked });

describe('planCompletionMails', () => {
  it.each<[string, CompletionMailCandidate[], number, { send: string[]; skipped: number }]>([
    ['verified users are skipped', [c('a', false), c('b', true)], 200, { send: ['a'], skipped: 1 }],
    ['blocked users are skipped', [c('a', false, null, true), c('b', false)], 200, { send: ['b'], skipped: 1 }],
    [
      'never mailed first, then the longest ago mailed',
      [c('recent', false, 300), c('never', false), c('old', false, 100)],
      200,
      { send: ['never', 'old', 'recent'], skipped: 0 },
    ],
    [
      'over the cap: the rest skipped',
      [c('a', false), c('b', false), c('c', false, 5)],
      2,
      { send: ['a', 'b'], skipped: 1 },
    ],
    ['cap 0 sends nothing', [c('a', false)], 0, { send: [], skipped: 1 }],
    ['nobody', [], 200, { send: [], skipped: 0 }],
  ])('%s', (_name, candidates, cap, expected) => {
    expect(planCompletionMails(candidates, cap)).toEqual(expected);
  });
});

describe('completionMailCap (COMPLETION_MAILS_PER_RUN)', () => {
  it.each<[string | undefined, number]>([
    [undefined, 200],
    ['', 200],
    ['  ', 200],
    ['50', 50],
    ['1', 1],
  ])('%s → %i', (raw, cap) => {
    expect(completionMailCap(raw)).toBe(cap);
  });
  it.each(['0', '-3', '2.5', 'many'])('%s is refused', (raw) => {
    expect(() => completionMailCap(raw)).toThrow(/COMPLETION_MAILS_PER_RUN/);
  });
});
