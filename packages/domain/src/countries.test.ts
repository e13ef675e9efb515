import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_DIAL_CODE, DIAL_CODES } from './countries';

describe('COUNTRIES (spec 2 §2.10: about 170 dial codes)', () => {
  it('has about 170 entries with Arabic names, Egypt first as the default', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(150);
    expect(COUNTRIES.length).toBeLessThanOrEqual(200);
    expect(COUNTRIES[0]).toEqual({ code: DEFAULT_DIAL_CODE, name: 'مصر' });
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^\+\d{1,4}$/);
      expect(c.name).toMatch(/[\u0600-\u06FF]/);
    }
  });
  it('names are unique; codes shared by several countries appear once in DIAL_CODES', () => {
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
    expect(new Set(DIAL_CODES).size).toBe(DIAL_CODES.length);
    expect(DIAL_CODES).toContain('+1');
  });
});
