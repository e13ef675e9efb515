import { describe, expect, it } from 'vitest';
import { ALL_RESOURCES } from './all';
import { RESOURCE_RULES, recordCheckOf } from './validators';

// Every resource staff or visitors write has its rules here; one that only the CMS writes says so on
// its description. A new description without either fails, so no type goes unchecked by silence.
describe('the resources’ rules', () => {
  it.each(ALL_RESOURCES.map((r) => [r.uid, r] as const))('%s', (uid, resource) => {
    if (resource.writtenBy === 'system') expect(RESOURCE_RULES[uid]).toBeUndefined();
    else expect(RESOURCE_RULES[uid]?.input.length).toBeGreaterThan(0);
  });

  it('name only described resources', () => {
    const described = new Set(ALL_RESOURCES.map((r) => r.uid));
    expect(Object.keys(RESOURCE_RULES).filter((uid) => !described.has(uid))).toEqual([]);
  });

  // The document-service guard checks these types' whole records (cms/src/lib/domain-guard.ts).
  it('give the guard the record rules of the guide and the content', () => {
    expect(ALL_RESOURCES.filter((r) => recordCheckOf(r.uid)).map((r) => r.uid.split('.').pop())).toEqual([
      'university',
      'faculty-offering',
      'dorm',
      'transportation-option',
      'admission-status',
      'admission-deadline',
      'master-faculty',
      'news-item',
      'scholarship',
      'article',
      'review',
    ]);
  });

  it.each<[string, Record<string, unknown>, 'create' | 'update', boolean]>([
    [
      'api::news-item.news-item',
      { title: 'خبر', Short_name: 'n1', deadline: '2026-01-01', link: 'javascript:x' },
      'create',
      false,
    ],
    ['api::dorm.dorm', { type: 'سكن', price: '100', price_wafdeen: '10' }, 'update', true],
    ['api::university.university', { university_code: 'bad code!' }, 'update', false],
  ])('%s: %j on %s is accepted: %s', (uid, record, action, ok) =>
    expect(recordCheckOf(uid)!(record, action).ok).toBe(ok),
  );
});
