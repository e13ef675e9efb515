import { describe, expect, it } from 'vitest';
import { changedContentFields, contentFormDefaults, contentFormValues } from './content-forms';

describe('contentFormDefaults', () => {
  it.each([
    ['news', {}, { title: '', Short_name: '', deadline: '', link: '', details: '' }],
    ['scholarship', {}, { name: '', Short_name: '', type: '', deadline: '', link: '', status: 'active', details: '' }],
    ['article', {}, { title: '', Short_name: '', category: '', status: 'published', tag: '', details: '' }],
    [
      'article',
      { afterReset: true },
      { title: '', Short_name: '', category: '', status: 'draft', tag: '', details: '' },
    ],
    [
      'scholarship',
      { afterReset: true },
      { name: '', Short_name: '', type: '', deadline: '', link: '', status: 'active', details: '' },
    ],
  ] as const)('%s %j', (kind, options, expected) => {
    expect(contentFormDefaults(kind, options)).toEqual(expected);
  });
});

describe('contentFormValues', () => {
  it.each([
    [
      'news with a day',
      'news',
      {
        _id: 'x',
        title: 'خبر',
        Short_name: 'N1',
        deadline: '2025-08-01',
        link: 'https://x',
        details: 'd',
        logo_url: '/u.png',
      },
      { title: 'خبر', Short_name: 'N1', deadline: '2025-08-01', link: 'https://x', details: 'd' },
    ],
    [
      'a D/M/YYYY date and an ISO time',
      'news',
      { deadline: '5/8/2025' },
      { title: '', Short_name: '', deadline: '2025-08-05', link: '', details: '' },
    ],
    [
      'an ISO date-time',
      'scholarship',
      { name: 'م', deadline: '2026-01-31T00:00:00.000Z', details: null, type: 'full', status: 'expired' },
      { name: 'م', Short_name: '', type: 'full', deadline: '2026-01-31', link: '', status: 'expired', details: '' },
    ],
    [
      'an unreadable date is kept as it is',
      'news',
      { deadline: 'قريبًا' },
      { title: '', Short_name: '', deadline: 'قريبًا', link: '', details: '' },
    ],
    [
      'article',
      'article',
      { title: 'م', Short_name: 'A', category: 'courses', status: 'archived', tag: 'أ, ب', details: '*x*' },
      { title: 'م', Short_name: 'A', category: 'courses', status: 'archived', tag: 'أ, ب', details: '*x*' },
    ],
  ] as const)('%s', (_name, kind, record, expected) => {
    expect(contentFormValues(kind, record)).toEqual(expected);
  });
});

describe('changedContentFields', () => {
  it.each([
    [{ title: 'a', link: 'b' }, { title: 'a', link: 'b' }, []],
    [{ title: 'a', link: 'b' }, { title: ' a ', link: 'b' }, []],
    [{ title: 'a', link: 'b' }, { title: 'A', link: 'c' }, ['title', 'link']],
    [{ title: 'a' }, { title: 'a', tag: 'x' }, ['tag']],
  ])('%j → %j', (initial, current, expected) => {
    expect(changedContentFields(initial, current)).toEqual(expected);
  });
});
