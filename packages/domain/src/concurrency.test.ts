import { describe, expect, it } from 'vitest';
import { BASE_VERSION_MESSAGE, isStale, readBaseVersion, rebaseEdit, withoutBaseVersion } from './concurrency';

describe('readBaseVersion', () => {
  it.each([
    ['absent', {}, null],
    ['null', { updatedAt: null }, null],
    ['empty text', { updatedAt: '' }, null],
    ['an ISO date-time', { updatedAt: '2026-11-25T10:00:00.123Z' }, '2026-11-25T10:00:00.123Z'],
    ['milliseconds', { updatedAt: Date.UTC(2026, 10, 25, 10) }, '2026-11-25T10:00:00.000Z'],
  ])('%s → %s', (_name, body, expected) => {
    const result = readBaseVersion(body as Record<string, unknown>);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value === null ? null : result.value.toISOString()).toBe(expected);
  });

  it.each([
    ['text that is no date', { updatedAt: 'yesterday' }],
    ['an object', { updatedAt: { $gt: 1 } }],
    ['true', { updatedAt: true }],
  ])('refuses %s with the Arabic reason', (_name, body) => {
    const result = readBaseVersion(body as Record<string, unknown>);
    expect(result).toMatchObject({ ok: false, message: BASE_VERSION_MESSAGE, errors: [{ path: ['updatedAt'] }] });
  });
});

describe('isStale', () => {
  const base = new Date('2026-11-25T10:00:00.123Z');
  it.each([
    ['the same instant as a Date', new Date('2026-11-25T10:00:00.123Z'), false],
    ['the same instant as text', '2026-11-25T10:00:00.123Z', false],
    ['the same instant in milliseconds', base.getTime(), false],
    ['one millisecond later', '2026-11-25T10:00:00.124Z', true],
    ['an earlier save', '2026-11-25T09:59:00.000Z', true],
    ['nothing stored', null, true],
  ])('%s → %s', (_name, stored, expected) => {
    expect(isStale(stored, base)).toBe(expected);
  });
});

describe('withoutBaseVersion', () => {
  it('drops updatedAt and keeps the rest', () => {
    expect(withoutBaseVersion({ title: 'خبر', updatedAt: 'x' })).toEqual({ title: 'خبر' });
  });
});

describe('rebaseEdit', () => {
  const opened = { title: 'أ', details: 'ب', link: 'ج' };
  it.each([
    [
      'nothing typed: all fresh',
      opened,
      { title: 'أ2', details: 'ب2', link: 'ج' },
      { title: 'أ2', details: 'ب2', link: 'ج' },
    ],
    [
      'typed details kept, title taken from the other save',
      { ...opened, details: 'نصي' },
      { title: 'أ2', details: 'ب2', link: 'ج' },
      { title: 'أ2', details: 'نصي', link: 'ج' },
    ],
    [
      'a field both changed: the typed text wins',
      { ...opened, title: 'عنواني' },
      { ...opened, title: 'عنوانه' },
      { ...opened, title: 'عنواني' },
    ],
  ])('%s', (_name, typed, fresh, expected) => {
    expect(rebaseEdit(opened, typed, fresh)).toEqual(expected);
  });
});
