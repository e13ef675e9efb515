import { describe, expect, it } from 'vitest';
import {
  classifyUserAgent,
  closedChoice,
  CONTACT_MESSAGES,
  contactStatus,
  isAdActive,
  isSessionId,
  JOIN_MESSAGES,
  parseAdminLogQuery,
  parseCounterBump,
  parseFeatures,
  validateAd,
  validateAdEvent,
  validateAdminLogEntry,
  validateContactMessage,
  validateJoinRequest,
} from './community';

describe('contact form (spec 1 §5)', () => {
  const good = { name: 'أحمد Ali', email: ' Ahmed@Example.COM ', phone: '+201001234567', message: 'سطر\nسطر آخر' };

  it('normalises a good message: trimmed, e-mail lower-cased, newlines become spaces', () => {
    const r = validateContactMessage(good);
    expect(r.ok).toBe(true);
    expect(r.value).toEqual({
      name: 'أحمد Ali',
      email: 'ahmed@example.com',
      phone: '+201001234567',
      message: 'سطر سطر آخر',
    });
  });

  it("all four fields are required: 'يرجى ملء جميع الحقول قبل الإرسال.'", () => {
    const r = validateContactMessage({ name: ' ', email: 'a@b.co' });
    expect(r.errors).toEqual(['يرجى ملء جميع الحقول قبل الإرسال.']);
    expect(r.missingFields).toEqual(['name', 'phone', 'message']);
  });

  it.each([
    ['name with digits', { name: 'Ali 2' }, [CONTACT_MESSAGES.name]],
    ['name with punctuation', { name: 'علي!' }, [CONTACT_MESSAGES.name]],
    ['e-mail without top-level domain', { email: 'a@b' }, [CONTACT_MESSAGES.email]],
    ['e-mail with a 7-letter top-level domain', { email: 'a@b.abcdefg' }, [CONTACT_MESSAGES.email]],
    ['phone with a dash', { phone: '010-123' }, [CONTACT_MESSAGES.phone]],
    ['phone with letters', { phone: '010abc' }, [CONTACT_MESSAGES.phone]],
    [
      'messages accumulate, one per failed rule',
      { name: 'x1', email: 'bad', phone: 'bad' },
      [CONTACT_MESSAGES.name, CONTACT_MESSAGES.email, CONTACT_MESSAGES.phone],
    ],
    ['a very long message', { message: 'x'.repeat(5001) }, [CONTACT_MESSAGES.tooLong]],
  ])('%s', (_, patch, errors) => {
    const r = validateContactMessage({ ...good, ...patch });
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(errors);
  });

  it('a missing status counts as pending', () => {
    expect(contactStatus(undefined)).toBe('pending');
    expect(contactStatus('replied')).toBe('replied');
    expect(contactStatus('x')).toBe('pending');
  });
});

describe('join-us form (spec 2 §5, in order)', () => {
  const good = {
    firstName: ' سارة ',
    lastName: 'محمد',
    email: 'Sara@Example.com',
    whatsapp_with_country_code: '+20 100 123 4567',
    committee: 'tech',
    isStudent: true,
    university: 'جامعة القاهرة',
    faculty: 'الهندسة',
    academicLevel: 'level2',
    ActivitiesMember: false,
    howDidYouKnow: 'facebook',
    knowUs: false,
    admissionInfo: false,
    hasExperience: false,
  };

  it('accepts and normalises a student application', () => {
    const r = validateJoinRequest(good);
    expect(r.errors).toEqual([]);
    expect(r.value).toMatchObject({
      firstName: 'سارة',
      email: 'sara@example.com',
      whatsapp_with_country_code: '+201001234567',
      academicLevel: 'level2',
      ActivitiesRole: null,
    });
  });

  it('drops student fields of a non-student', () => {
    const r = validateJoinRequest({
      ...good,
      isStudent: false,
      university: 'x',
      ActivitiesMember: true,
      ActivitiesRole: 'y',
    });
    expect(r.ok).toBe(true);
    expect(r.value).toMatchObject({
      university: null,
      faculty: null,
      academicLevel: null,
      ActivitiesMember: null,
      ActivitiesRole: null,
    });
  });

  it("lists missing fields: 'يرجى ملء الحقول التالية: ...', and asks each yes/no question", () => {
    const r = validateJoinRequest({ firstName: 'سارة' });
    expect(r.errors[0]).toBe(
      'يرجى ملء الحقول التالية: الاسم الأخير، البريد الإلكتروني، رقم الواتساب، كيف عرفت عننا، القسم',
    );
    expect(r.errors.slice(1)).toEqual([
      JOIN_MESSAGES.isStudent,
      JOIN_MESSAGES.knowUs,
      JOIN_MESSAGES.admissionInfo,
      JOIN_MESSAGES.hasExperience,
    ]);
    expect(r.missingFields).toEqual([
      'lastName',
      'email',
      'whatsapp_with_country_code',
      'howDidYouKnow',
      'committee',
      'isStudent',
      'knowUs',
      'admissionInfo',
      'hasExperience',
    ]);
  });

  it.each([
    ['student without faculty', { faculty: '' }, ['يرجى ملء جميع الحقول المطلوبة للطالب']],
    ["level 'other' without detail", { academicLevel: 'other' }, ['يرجى تحديد المستوى الأكاديمي']],
    ['member answer missing', { ActivitiesMember: undefined }, ['يرجى تحديد ما إذا كنت عضو في اتحاد الطلاب']],
    ['member without role', { ActivitiesMember: true }, ['يرجى توضيح دورك وأنشطتك في الاتحاد']],
    ["source 'other' without text", { howDidYouKnow: 'other' }, ['يرجى توضيح كيف عرفت عننا']],
    ['knows us without saying what', { knowUs: true }, ['يرجى توضيح ما تعرفه عنا']],
    ['admission info without saying what', { admissionInfo: true }, ['يرجى توضيح معلوماتك عن التقديم للجامعات']],
    ['experience without details', { hasExperience: 'true' }, ['يرجى توضيح خبرتك في هذا المجال']],
    ['unknown level code', { academicLevel: 'level9' }, ['قيمة المستوى الأكاديمي غير صحيحة']],
    ['unknown source code', { howDidYouKnow: 'twitter' }, ['قيمة كيف عرفت عننا غير صحيحة']],
    ['unknown department code', { committee: 'sales' }, ['قيمة القسم غير صحيحة']],
    ['number without country code', { whatsapp_with_country_code: '01001234567' }, ['يرجى اختيار رمز الدولة']],
    [
      'number shorter than 8 digits after the shortest code',
      { whatsapp_with_country_code: '+2012345' },
      ['يرجى إدخال رقم واتساب صحيح'],
    ],
    ['number with letters', { whatsapp_with_country_code: '+20100abc4567' }, ['يرجى إدخال رقم واتساب صحيح']],
    ['bad e-mail', { email: 'sara@' }, ['يرجى إدخال بريد إلكتروني صحيح']],
    ['one-letter first name', { firstName: ' س ' }, ['يرجى إدخال الاسم الأول بشكل صحيح']],
    ['one-letter last name', { lastName: 'm' }, ['يرجى إدخال الاسم الأخير بشكل صحيح']],
  ])('%s', (_, patch, errors) => {
    expect(validateJoinRequest({ ...good, ...patch }).errors).toEqual(errors);
  });

  it("keeps the order of the spec's rules when several fail", () => {
    const r = validateJoinRequest({ ...good, knowUs: true, email: 'x', firstName: 'a', howDidYouKnow: 'twitter' });
    expect(r.errors).toEqual([
      JOIN_MESSAGES.aboutUs,
      JOIN_MESSAGES.source,
      JOIN_MESSAGES.email,
      JOIN_MESSAGES.firstName,
    ]);
  });

  it("an 'other' choice sends the typed text: stored as the code 'other' with the text beside it", () => {
    const r = validateJoinRequest({
      ...good,
      academicLevel: 'دراسات عليا',
      howDidYouKnow: 'من صديق',
      committee: 'الفعاليات',
    });
    expect(r.ok).toBe(true);
    expect(r.value).toMatchObject({
      academicLevel: 'other',
      academicLevel_other: 'دراسات عليا',
      howDidYouKnow: 'other',
      howDidYouKnow_other: 'من صديق',
      committee: 'other',
      committee_other: 'الفعاليات',
    });
  });

  it.each([
    ['level3', ['level3', null]],
    ['other', ['other', 'نص']],
    [' Friend of mine ', ['other', 'Friend of mine']],
    ['level9', 'invalid'],
    [7, 'invalid'],
  ])('closedChoice(%s)', (v, expected) => {
    const r = closedChoice(v, ['level3', 'other'], 'نص');
    expect(r === 'invalid' ? r : [r.code, r.other]).toEqual(expected);
  });
});

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
    expect(r.value).toMatchObject({ priority: 1, targetAudience: 'all', features: [] });
    const bad = validateAd({});
    expect(bad.missingFields).toEqual(['title', 'image_path', 'ctalink', 'ctaText', 'startDate', 'endDate']);
  });

  it.each([
    [{ priority: -1 }, 'أولوية الإعلان يجب أن تكون رقماً صحيحاً غير سالب'],
    [{ targetAudience: 'everyone' }, 'الجمهور المستهدف يجب أن يكون all أو logged_in أو not_logged_in'],
    [{ endDate: '2025-12-01' }, 'تاريخ نهاية الإعلان يجب أن يكون بعد تاريخ بدايته'],
    [{ startDate: 'soon' }, 'تاريخ بداية الإعلان غير صحيح'],
    [{ features: [1, 2] }, 'مميزات الإعلان يجب أن تكون قائمة نصوص'],
  ])('%o is refused', (patch, message) => {
    expect(validateAd({ ...good, ...patch }).errors).toContain(message);
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
    if (ok) expect(r.value.endDate).toBe(endDate);
    else expect(r.errors).toContain('تاريخ نهاية الإعلان غير صحيح');
  });

  it('an update checks only what it carries, the date order against the stored record', () => {
    expect(validateAd({ title: 'جديد' }, { partial: true }).value).toEqual({ title: 'جديد' });
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
      { ok: true, bump: { field: 'currentShows', sent: 6, sessionId: 's-1' } },
    ],
    [
      { _id: 'abc', currentClicks: 1, sessionId: 'a.b:c_d-9' },
      { ok: true, bump: { field: 'currentClicks', sent: 1, sessionId: 'a.b:c_d-9' } },
    ],
    [{ currentShows: 6 }, { ok: false, status: 400, message: 'معرف الجلسة غير صحيح' }],
    [
      { currentShows: 6, sessionId: '' },
      { ok: false, status: 400, message: 'معرف الجلسة غير صحيح' },
    ],
    [
      { currentShows: 6, sessionId: 'a b' },
      { ok: false, status: 400, message: 'معرف الجلسة غير صحيح' },
    ],
    [
      { currentShows: 6, sessionId: ['s-1'] },
      { ok: false, status: 400, message: 'معرف الجلسة غير صحيح' },
    ],
    [{ title: 'x' }, { ok: false, status: 403 }],
    [
      { currentShows: 6, priority: 0 },
      { ok: false, status: 403 },
    ],
    [
      { currentShows: 6, currentClicks: 2 },
      { ok: false, status: 400 },
    ],
    [{}, { ok: false, status: 400 }],
    [{ currentShows: -1 }, { ok: false, status: 400 }],
    [{ currentShows: 1.5 }, { ok: false, status: 400 }],
  ])('visitor counter body %o', (body, expected) => {
    expect(parseCounterBump(body)).toMatchObject(expected);
  });
});

describe('ad analytics event (spec 1 §3)', () => {
  it('accepts a show event', () => {
    const r = validateAdEvent({
      adId: 'abc',
      action: 'show',
      page: '/news',
      sessionId: 's-1',
      deviceType: 'mobile',
      timeOnPage: 1234.4,
      timestamp: '2026-01-01T10:00:00Z',
    });
    expect(r.ok).toBe(true);
    expect(r.value).toMatchObject({
      adId: 'abc',
      action: 'show',
      sessionId: 's-1',
      deviceType: 'mobile',
      timeOnPage: 1234,
      timestamp: '2026-01-01T10:00:00.000Z',
    });
  });

  it.each([
    [{ action: 'show' }, 'معرف الإعلان مطلوب'],
    [{ adId: 'a', action: 'hover' }, 'نوع الحدث يجب أن يكون show أو click'],
    [{ adId: 'a', action: 'click', deviceType: 'tablet' }, 'نوع الجهاز يجب أن يكون desktop أو mobile'],
    [
      { adId: 'a', action: 'click', timeOnPage: -5 },
      'مدة البقاء في الصفحة يجب أن تكون رقماً صحيحاً غير سالب بالمللي ثانية',
    ],
    [{ adId: 'a', action: 'click', timestamp: 'yesterday' }, 'وقت الحدث غير صحيح'],
    [{ adId: 'a', action: 'click' }, 'معرف الجلسة غير صحيح'],
    [{ adId: 'a', action: 'click', sessionId: 'x'.repeat(101) }, 'معرف الجلسة غير صحيح'],
    [{ adId: 'a', action: 'click', sessionId: 'a/b' }, 'معرف الجلسة غير صحيح'],
  ])('%o is refused', (input, message) => {
    expect(validateAdEvent(input).errors).toContain(message);
  });

  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      'desktop',
      'Chrome',
      'Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'mobile',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36',
      'mobile',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      'desktop',
      'Edge',
      'macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'desktop', 'Firefox', 'Linux'],
    ['', 'desktop', 'Other', 'Other'],
  ])('classifyUserAgent(%s)', (ua, deviceType, browser, os) => {
    expect(classifyUserAgent(ua)).toEqual({ deviceType, browser, os });
  });
});

describe('visitors and admin log', () => {
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

  it('a log entry needs one of the four actions (spec 3 §9) and a target', () => {
    expect(validateAdminLogEntry({ action: 'view', target: 'فتح صفحة المستخدمين' }).ok).toBe(true);
    expect(validateAdminLogEntry({ action: 'export', target: '' }).missingFields).toEqual(['target']);
    expect(validateAdminLogEntry({ action: 'export', target: 'x' }).errors).toEqual([
      'نوع العملية يجب أن يكون view أو add أو edit أو delete',
    ]);
  });

  it('log query: page 1 and limit 10 by default (spec 3 §9), filters checked', () => {
    expect(parseAdminLogQuery({})).toEqual({ ok: true, query: { page: 1, limit: 10 } });
    expect(parseAdminLogQuery({ page: '2', limit: '50', action: 'delete', to: '2026-01-31' })).toEqual({
      ok: true,
      query: { page: 2, limit: 50, action: 'delete', to: '2026-01-31T23:59:59.999Z' },
    });
    expect(parseAdminLogQuery({ limit: '1000' }).ok).toBe(false);
    expect(parseAdminLogQuery({ action: 'drop' }).ok).toBe(false);
    expect(parseAdminLogQuery({ from: 'last week' }).ok).toBe(false);
  });
});
