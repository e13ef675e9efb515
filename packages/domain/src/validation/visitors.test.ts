import { describe, expect, it } from 'vitest';
import { isSessionId } from './visitors';

describe('visitors', () => {
  it.each([
    ['b1f2-33aa', true],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['', false],
    ['x y', false],
    [5, false],
  ])('isSessionId(%s) → %s', (v, ok) => {
    expect(isSessionId(v)).toBe(ok);
  });
});
