import { describe, expect, it } from 'vitest';
import {
  adFormDefaults,
  adFormErrors,
  adFormChanges,
  adFormToBody,
  adToForm,
  formatAdDateTime,
  isoToUtcInput,
  utcInputToIso,
  type AdFormValues,
} from './ad-form';

const filled: AdFormValues = {
  ...adFormDefaults(new Date('2026-06-15T09:30:45Z')),
  title: ' إعلان ',
  features: ' مجاني, سريع ,, شامل ',
  image_path: '/images/ads/a.png',
  ctalink: 'https://example.com',
  ctaText: 'اعرف أكثر',
  endDate: '2026-07-01T00:00',
};

describe('UTC date inputs (spec 3 §9: ad dates in UTC)', () => {
  it.each([
    ['2026-06-15T09:30:45.000Z', '2026-06-15T09:30'],
    ['2026-06-15T12:30:00+03:00', '2026-06-15T09:30'],
    [null, ''],
    ['soon', ''],
  ])('isoToUtcInput(%s) = %s', (iso, input) => expect(isoToUtcInput(iso)).toBe(input));

  it.each([
    ['2026-06-15T09:30', '2026-06-15T09:30:00.000Z'],
    ['2026-06-15T09:30:15', '2026-06-15T09:30:15.000Z'],
    ['2026-02-30T09:30', ''],
    ['2026-06-15T24:30', ''],
    ['2026-06-15', ''],
    ['', ''],
    [undefined, ''],
  ])('utcInputToIso(%s) = %s', (input, iso) => expect(utcInputToIso(input)).toBe(iso));

  it.each([
    ['2026-06-15T09:30:00Z', '15 يونيو 2026'],
    [null, ''],
  ])('formatAdDateTime(%s) contains %s', (iso, text) => {
    const out = formatAdDateTime(iso);
    if (text) {
      expect(out).toContain(text);
      expect(out).toMatch(/9:30/);
    } else expect(out).toBe('');
  });
});

describe('the ad form', () => {
  it('defaults: priority 1, audience all, start now (UTC, to the minute), no end chosen', () => {
    expect(adFormDefaults(new Date('2026-06-15T09:30:45Z'))).toMatchObject({
      priority: '1',
      targetAudience: 'all',
      startDate: '2026-06-15T09:30',
      endDate: '',
      noEndDate: false,
      features: '',
    });
  });

  it.each([
    [
      'with an end date',
      filled,
      {
        title: 'إعلان',
        features: ' مجاني, سريع ,, شامل ',
        priority: '1',
        startDate: '2026-06-15T09:30:00.000Z',
        endDate: '2026-07-01T00:00:00.000Z',
      },
    ],
    ['without an end date', { ...filled, noEndDate: true }, { endDate: null }],
    ['an end date left blank', { ...filled, endDate: '' }, { endDate: '' }],
  ])('as a body: %s', (_, form, expected) => {
    expect(adFormToBody(form)).toMatchObject(expected);
  });

  it.each([
    ['a complete form', filled, {}],
    ['no end date chosen', { ...filled, noEndDate: true }, {}],
    ['an end date left blank', { ...filled, endDate: '' }, { endDate: 'تاريخ نهاية الإعلان غير صحيح' }],
    [
      'an end before the start',
      { ...filled, endDate: '2026-06-01T00:00' },
      { endDate: 'تاريخ نهاية الإعلان يجب أن يكون بعد تاريخ بدايته' },
    ],
    [
      'required texts missing',
      { ...filled, title: ' ', ctaText: '', ctalink: '', image_path: '' },
      {
        title: 'عنوان الإعلان مطلوب',
        image_path: 'مسار صورة الإعلان مطلوب',
        ctalink: 'رابط زر الإعلان مطلوب',
        ctaText: 'نص زر الإعلان مطلوب',
      },
    ],
    ['an unsafe link', { ...filled, ctalink: 'javascript:alert(1)' }, { ctalink: 'الرابط غير صالح: رابط زر الإعلان' }],
    [
      'a negative priority',
      { ...filled, priority: '-2' },
      { priority: 'أولوية الإعلان يجب أن تكون رقماً صحيحاً غير سالب' },
    ],
    ['an emptied priority', { ...filled, priority: '' }, { priority: 'أولوية الإعلان مطلوبة' }],
    ['a start left blank', { ...filled, startDate: '' }, { startDate: 'تاريخ بداية الإعلان غير صحيح' }],
    ['a title too long', { ...filled, title: 'x'.repeat(301) }, { form: 'النص المدخل أطول من المسموح.' }],
  ])('errors: %s', (_, form, expected) => {
    // Shown one message per field; a rule without a field of its own under `form`.
    const byField: Record<string, string> = {};
    for (const e of adFormErrors(form)) byField[e.path[0] ?? 'form'] ??= e.message;
    expect(byField).toEqual(expected);
  });

  it('a stored ad round-trips through the form (features joined, dates in UTC, no end kept)', () => {
    const stored = {
      title: 'إعلان',
      description: null,
      features: ['مجاني', 'سريع'],
      image_path: '/images/ads/a.png',
      ctalink: '/News',
      ctaText: 'اقرأ',
      priority: 0,
      targetAudience: 'not_logged_in',
      startDate: '2026-06-01T08:00:00.000Z',
      endDate: null,
    };
    const form = adToForm(stored);
    expect(form).toMatchObject({
      features: 'مجاني, سريع',
      priority: '0',
      description: '',
      startDate: '2026-06-01T08:00',
      noEndDate: true,
    });
    expect(adFormToBody(form)).toMatchObject({ ...stored, description: '', features: 'مجاني, سريع', priority: '0' });
  });
});

describe('adFormChanges (the edit body)', () => {
  const opened = adToForm({
    title: 'إعلان',
    features: ['مجاني'],
    image_path: '/uploads/a.png',
    ctalink: 'https://x.eg',
    ctaText: 'سجل',
    priority: 0,
    targetAudience: 'all',
    startDate: '2026-06-15T09:30:17.250Z',
    endDate: '2026-07-01T10:00:45.000Z',
  });
  it.each([
    ['nothing touched', {}, {}],
    ['the button text', { ctaText: 'اقرأ' }, { ctaText: 'اقرأ' }],
    ['the priority emptied', { priority: '' }, { priority: '' }],
    ['the end date moved', { endDate: '2026-07-02T10:00' }, { endDate: '2026-07-02T10:00:00.000Z' }],
    ['no end date chosen', { noEndDate: true }, { endDate: null }],
    ['text retyped the same', { title: 'إعلان ' }, {}],
  ])('%s', (_name, patch, expected) => {
    expect(adFormChanges(opened, { ...opened, ...patch })).toEqual(expected);
  });
});
