import { describe, expect, it } from 'vitest';
import { closedChoice, JOIN_MESSAGES, validateJoinRequest } from './join-request';
import { messagesOf, missingOf } from './result';

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
    expect(messagesOf(r)).toEqual([]);
    expect(r.ok && r.value).toMatchObject({
      firstName: 'سارة',
      email: 'sara@example.com',
      whatsapp_with_country_code: '+201001234567',
      academicLevel: 'level2',
      ActivitiesRole: null,
    });
  });

  it.each([
    ['+2001001234567', '+201001234567'],
    ['+20 011 0123 4567', '+201101234567'],
    ['+201201234567', '+201201234567'],
    ['+971500000005', '+971500000005'],
  ])('stores WhatsApp %j as %j (trunk 0 dropped, issue 24 item 6)', (whatsapp, stored) => {
    const r = validateJoinRequest({ ...good, whatsapp_with_country_code: whatsapp });
    expect(r.ok && r.value.whatsapp_with_country_code).toBe(stored);
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
    expect(r.ok && r.value).toMatchObject({
      university: null,
      faculty: null,
      academicLevel: null,
      ActivitiesMember: null,
      ActivitiesRole: null,
    });
  });

  it("lists missing fields: 'يرجى ملء الحقول التالية: ...', and asks each yes/no question", () => {
    const r = validateJoinRequest({ firstName: 'سارة' });
    expect(messagesOf(r)[0]).toBe(
      'يرجى ملء الحقول التالية: الاسم الأخير، البريد الإلكتروني، رقم الواتساب، كيف عرفت عننا، القسم',
    );
    expect(messagesOf(r).slice(1)).toEqual([
      JOIN_MESSAGES.isStudent,
      JOIN_MESSAGES.knowUs,
      JOIN_MESSAGES.admissionInfo,
      JOIN_MESSAGES.hasExperience,
    ]);
    expect(missingOf(r)).toEqual([
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
    expect(messagesOf(validateJoinRequest({ ...good, ...patch }))).toEqual(errors);
  });

  it("keeps the order of the spec's rules when several fail", () => {
    const r = validateJoinRequest({ ...good, knowUs: true, email: 'x', firstName: 'a', howDidYouKnow: 'twitter' });
    expect(messagesOf(r)).toEqual([
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
    expect(r.ok && r.value).toMatchObject({
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
