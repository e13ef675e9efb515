import { describe, expect, it } from 'vitest';
import { parseRetryAfter, SIGN_IN_WINDOW_SECONDS, tooManyTriesMessage } from './retry-after';

describe('parseRetryAfter (the 429 header: seconds or an HTTP date)', () => {
  const now = Date.parse('2026-11-26T03:00:00Z');
  it.each<[string | null | undefined, number | null]>([
    ['900', 900],
    [' 60 ', 60],
    ['0', 0],
    ['Thu, 26 Nov 2026 03:05:00 GMT', 300],
    ['Thu, 26 Nov 2026 02:55:00 GMT', 0],
    ['soon', null],
    ['-5', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, seconds) => expect(parseRetryAfter(value, now)).toBe(seconds));
});

describe('tooManyTriesMessage (issue 24, item 6: a 429 on sign-in says how long to wait)', () => {
  it.each<[number | null, string]>([
    [900, 'محاولات كثيرة؛ حاول مرة أخرى بعد 15 دقيقة'],
    [300, 'محاولات كثيرة؛ حاول مرة أخرى بعد 5 دقائق'],
    [240, 'محاولات كثيرة؛ حاول مرة أخرى بعد 4 دقائق'],
    [120, 'محاولات كثيرة؛ حاول مرة أخرى بعد دقيقتين'],
    [61, 'محاولات كثيرة؛ حاول مرة أخرى بعد دقيقتين'],
    [60, 'محاولات كثيرة؛ حاول مرة أخرى بعد دقيقة واحدة'],
    [5, 'محاولات كثيرة؛ حاول مرة أخرى بعد دقيقة واحدة'],
    [0, 'محاولات كثيرة؛ حاول مرة أخرى بعد دقيقة واحدة'],
    [3600, 'محاولات كثيرة؛ حاول مرة أخرى بعد 60 دقيقة'],
  ])('%j seconds → %s', (seconds, text) => expect(tooManyTriesMessage(seconds, SIGN_IN_WINDOW_SECONDS)).toBe(text));

  it('uses the documented window when the answer says nothing', () => {
    expect(tooManyTriesMessage(null, SIGN_IN_WINDOW_SECONDS)).toBe('محاولات كثيرة؛ حاول مرة أخرى بعد 15 دقيقة');
    expect(tooManyTriesMessage(Number.NaN, SIGN_IN_WINDOW_SECONDS)).toBe('محاولات كثيرة؛ حاول مرة أخرى بعد 15 دقيقة');
  });
});
