import { describe, expect, it } from 'vitest';
import {
  BASE_VERSION_MESSAGE,
  isStale,
  readBaseVersion,
  editedKeys,
  panelDocumentCall,
  rebaseEdit,
  rebaseParts,
  withoutBaseVersion,
} from './concurrency';

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

describe('rebaseParts (the university editor: parts matched by _id)', () => {
  type Part = { _id?: string; type: string; price: string; index: number };
  const p = (id: string | undefined, type: string, price: string, index = 0): Part => ({
    ...(id ? { _id: id } : {}),
    type,
    price,
    index,
  });
  const opened = [p('a', 'سكن أ', '100', 1), p('b', 'سكن ب', '200', 2)];
  it.each<[string, Part[], Part[], Part[], Part[]]>([
    [
      'nothing typed: the fresh list',
      opened,
      [p('a', 'سكن أ', '150', 1), p('b', 'سكن ب', '200', 2)],
      [p('a', 'سكن أ', '150', 1), p('b', 'سكن ب', '200', 2)],
      [],
    ],
    [
      "typed price kept, the other person's name change of the same part taken",
      [p('a', 'سكن أ', '999', 1), opened[1]],
      [p('a', 'سكن أ الجديد', '100', 1), opened[1]],
      [p('a', 'سكن أ الجديد', '999', 1), opened[1]],
      [],
    ],
    [
      'a field both changed: the typed value wins',
      [p('a', 'سكن أ', '999', 1), opened[1]],
      [p('a', 'سكن أ', '111', 1), opened[1]],
      [p('a', 'سكن أ', '999', 1), opened[1]],
      [],
    ],
    [
      'a part this person added stays (after the fresh list)',
      [...opened, p(undefined, 'جديد', '50', 3)],
      [...opened, p('c', 'من الآخر', '70', 3)],
      [...opened, p('c', 'من الآخر', '70', 3), p(undefined, 'جديد', '50', 3)],
      [],
    ],
    [
      'a part this person removed stays removed, even when the other edited it',
      [opened[1]],
      [p('a', 'سكن أ', '150', 1), opened[1]],
      [opened[1]],
      [],
    ],
    ['a part the other removed and this person did not touch: gone', opened, [opened[1]], [opened[1]], []],
    [
      'a part the other removed and this person edited: kept as a new part and named',
      [p('a', 'سكن أ', '999', 1), opened[1]],
      [p('b', 'سكن ب', '200', 1)],
      [p('b', 'سكن ب', '200', 1), p(undefined, 'سكن أ', '999', 1)],
      [p(undefined, 'سكن أ', '999', 1)],
    ],
    [
      "this person moved parts: their order, the other's new part after it",
      [p('b', 'سكن ب', '200', 1), p('a', 'سكن أ', '100', 2)],
      [...opened, p('c', 'من الآخر', '70', 3)],
      [p('b', 'سكن ب', '200', 2), p('a', 'سكن أ', '100', 1), p('c', 'من الآخر', '70', 3)],
      [],
    ],
    [
      'the other moved parts and this person did not: the fresh order',
      [p('a', 'سكن أ', '999', 1), opened[1]],
      [p('b', 'سكن ب', '200', 1), p('a', 'سكن أ', '100', 2)],
      [p('b', 'سكن ب', '200', 1), p('a', 'سكن أ', '999', 2)],
      [],
    ],
  ])('%s', (_name, typed, fresh, items, restored) => {
    expect(rebaseParts(opened, typed, fresh)).toEqual({ items, restored });
  });
});

describe('editedKeys', () => {
  it.each([
    ['nothing changed', { status: 'pending', name: 'أ' }, { status: 'pending', name: 'أ' }, []],
    ['the status changed', { status: 'pending', name: 'أ' }, { status: 'approved', name: 'أ' }, ['status']],
    [
      'both, in the order asked',
      { status: 'pending', name: 'أ' },
      { status: 'rejected', name: 'ب' },
      ['status', 'name'],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(editedKeys(before, after, ['status', 'name'] as const)).toEqual(expected);
  });
});

describe('panelDocumentCall: the panel requests whose version is tracked', () => {
  const M = 'api::news-item.news-item';
  it.each([
    ['an edit view opens a record', 'GET', `/content-manager/collection-types/${M}/abc`, `${M}/abc`, false],
    ['a save', 'PUT', `/content-manager/collection-types/${M}/abc`, `${M}/abc`, true],
    ['save and publish', 'POST', `/content-manager/collection-types/${M}/abc/actions/publish`, `${M}/abc`, true],
    [
      'unpublish answers the new version',
      'POST',
      `/content-manager/collection-types/${M}/abc/actions/unpublish`,
      `${M}/abc`,
      false,
    ],
    ['a create answers the first version', 'POST', `/content-manager/collection-types/${M}`, M, false],
    ['behind a base path', 'PUT', `/cms/content-manager/collection-types/${M}/abc`, `${M}/abc`, true],
    [
      'a single type opens',
      'GET',
      `/content-manager/single-types/api::site-setting.site-setting`,
      'api::site-setting.site-setting',
      false,
    ],
    [
      'a single type saves',
      'PUT',
      `/content-manager/single-types/api::site-setting.site-setting`,
      'api::site-setting.site-setting',
      true,
    ],
    [
      'a single type publishes',
      'POST',
      `/content-manager/single-types/api::site-setting.site-setting/actions/publish`,
      'api::site-setting.site-setting',
      true,
    ],
  ])('%s: %s %s', (_name, method, path, key, save) => {
    expect(panelDocumentCall(method, path)).toMatchObject({ key, save });
  });

  it.each([
    ['the list view', 'GET', `/content-manager/collection-types/${M}`],
    ['a delete', 'DELETE', `/content-manager/collection-types/${M}/abc`],
    ['a bulk delete', 'POST', `/content-manager/collection-types/${M}/actions/bulkDelete`],
    ['a clone', 'POST', `/content-manager/collection-types/${M}/clone/abc`],
    ['draft relation counts', 'GET', `/content-manager/collection-types/${M}/abc/actions/countDraftRelations`],
    ['the site API', 'PUT', '/api/news/abc'],
    ['a layout', 'GET', `/content-manager/content-types/${M}/configuration`],
  ])('%s is not tracked', (_name, method, path) => {
    expect(panelDocumentCall(method, path)).toBeNull();
  });
});
