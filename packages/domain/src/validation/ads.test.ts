import { describe, expect, it } from 'vitest';
import { AD_COUNTER_MESSAGES, isAdActive, parseCounterBump, parseFeatures, validateAd } from './ads';
import { messagesOf, missingOf } from './result';

describe('ads (spec 3 §5)', () => {
  const good = {
    title: 'إعلان',
    image_path: '/images/ads/a.png',
    ctalink: 'https://x.eg',
    ctaText: 'سجل',
    startDate: '2026-01-01',
    endDate: '2026-02-01',
  };

  it('requires title, image path, button link and text, start and end; priority 1 and audience all by default', () => {
    const r = validateAd(good);
    expect(r.ok).toBe(true);
    expect(r.ok && r.value).toMatchObject({ priority: 1, targetAudience: 'all', features: [] });
    const bad = validateAd({});
    expect(missingOf(bad)).toEqual(['title', 'image_path', 'ctalink', 'ctaText', 'startDate', 'endDate']);
  });

  it.each([
    [{ priority: -1 }, 'أولوية الإعلان يجب أن تكون رقماً صحيحاً غير سالب'],
    // Issue 21 item 4: an emptied priority is refused, not saved as 1.
    [{ priority: '' }, 'أولوية الإعلان مطلوبة'],
    [{ priority: '  ' }, 'أولوية الإعلان مطلوبة'],
    [{ priority: null }, 'أولوية الإعلان مطلوبة'],
    [{ targetAudience: 'everyone' }, 'الجمهور المستهدف يجب أن يكون all أو logged_in أو not_logged_in'],
    [{ endDate: '2025-12-01' }, 'تاريخ نهاية الإعلان يجب أن يكون بعد تاريخ بدايته'],
    [{ startDate: 'soon' }, 'تاريخ بداية الإعلان غير صحيح'],
    [{ features: [1, 2] }, 'مميزات الإعلان يجب أن تكون قائمة نصوص'],
  ])('%o is refused', (patch, message) => {
    expect(messagesOf(validateAd({ ...good, ...patch }))).toContain(message);
  });

  it('an update that empties the priority is refused and names the field as missing', () => {
    const r = validateAd({ priority: '' }, { partial: true, current: good });
    expect(messagesOf(r)).toEqual(['أولوية الإعلان مطلوبة']);
    expect(missingOf(r)).toEqual(['priority']);
    expect(validateAd({ priority: '0' }, { partial: true, current: good })).toMatchObject({
      ok: true,
      value: { priority: 0 },
    });
  });

  it.each([
    ['a new ad with endDate null (no end date)', { ...good, endDate: null }, {}, true, null],
    ['a new ad without the endDate key', { ...good, endDate: undefined }, {}, false, undefined],
    ['a new ad with a blank end date', { ...good, endDate: '' }, {}, false, undefined],
    ['an update clearing the end date', { endDate: null }, { partial: true, current: good }, true, null],
    [
      'an update moving the start after a stored "no end"',
      { startDate: '2030-01-01' },
      { partial: true, current: { ...good, endDate: null } },
      true,
      undefined,
    ],
  ])('end date: %s', (_, input, options, ok, endDate) => {
    const r = validateAd(input as Record<string, unknown>, options);
    expect(r.ok).toBe(ok);
    if (ok) expect(r.ok && r.value.endDate).toBe(endDate);
    else expect(!r.ok && r.errors.map((e) => e.message)).toContain('تاريخ نهاية الإعلان غير صحيح');
  });

  it('an update checks only what it carries, the date order against the stored record', () => {
    expect(validateAd({ title: 'جديد' }, { partial: true })).toEqual({ ok: true, value: { title: 'جديد' } });
    expect(validateAd({ endDate: '2025-01-01' }, { partial: true, current: { startDate: '2026-01-01' } }).ok).toBe(
      false,
    );
  });

  it('features: comma-separated text split, trimmed, empties dropped', () => {
    expect(parseFeatures(' مجاني، , سريع ,شامل,')).toEqual(['مجاني،', 'سريع', 'شامل']);
    expect(parseFeatures(['a', ' b '])).toEqual(['a', 'b']);
  });

  it.each([
    ['inside', '2026-01-01', '2026-03-01', true],
    ['on the start instant', '2026-02-01T00:00:00Z', '2026-03-01', true],
    ['not started', '2026-02-02', '2026-03-01', false],
    ['ended', '2025-01-01', '2026-01-31', false],
    ['without dates', undefined, undefined, false],
    ['no end date, started', '2026-01-01', null, true],
    ['no end date (key missing), started', '2026-01-01', undefined, true],
    ['no end date, not started', '2026-03-01', null, false],
    ['an unreadable end date', '2026-01-01', 'soon', false],
  ])('isAdActive: %s', (_, startDate, endDate, active) => {
    expect(isAdActive({ startDate, endDate }, new Date('2026-02-01T00:00:00Z'))).toBe(active);
  });

  it.each([
    [
      { currentShows: 6, sessionId: 's-1' },
      { ok: true, value: { field: 'currentShows', sent: 6, sessionId: 's-1' } },
    ],
    [
      { _id: 'abc', currentClicks: 1, sessionId: 'a.b:c_d-9' },
      { ok: true, value: { field: 'currentClicks', sent: 1, sessionId: 'a.b:c_d-9' } },
    ],
    [{ currentShows: 6 }, { ok: false, message: 'معرف الجلسة غير صحيح' }],
    [
      { currentShows: 6, sessionId: '' },
      { ok: false, message: 'معرف الجلسة غير صحيح' },
    ],
    [
      { currentShows: 6, sessionId: 'a b' },
      { ok: false, message: 'معرف الجلسة غير صحيح' },
    ],
    [
      { currentShows: 6, sessionId: ['s-1'] },
      { ok: false, message: 'معرف الجلسة غير صحيح' },
    ],
    [{ title: 'x' }, { ok: false, message: AD_COUNTER_MESSAGES.onlyCounters, errors: [{ path: ['title'] }] }],
    [
      { currentShows: 6, priority: 0 },
      { ok: false, message: AD_COUNTER_MESSAGES.onlyCounters },
    ],
    [
      { currentShows: 6, currentClicks: 2 },
      { ok: false, message: AD_COUNTER_MESSAGES.oneCounter },
    ],
    [{}, { ok: false, message: AD_COUNTER_MESSAGES.oneCounter }],
    [{ currentShows: -1 }, { ok: false, message: AD_COUNTER_MESSAGES.byOne }],
    [{ currentShows: 1.5 }, { ok: false, message: AD_COUNTER_MESSAGES.byOne }],
  ])('visitor counter body %o', (body, expected) => {
    expect(parseCounterBump(body)).toMatchObject(expected);
  });
});
