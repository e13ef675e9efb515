import { describe, expect, it } from 'vitest';
import { JOIN_MESSAGES } from '@dalil/domain/validation';
import { EMPTY_JOIN_FORM, buildJoinPayload, joinFormErrors, type JoinForm } from './join-form';

const filled: JoinForm = {
  ...EMPTY_JOIN_FORM,
  firstName: ' سارة ',
  lastName: 'أحمد',
  email: ' Sara@Example.com ',
  countryCode: '+20',
  whatsapp: '1001234567',
  committee: 'tech',
  isStudent: 'no',
  howDidYouKnow: 'facebook',
  knowUs: 'no',
  admissionInfo: 'no',
  hasExperience: 'no',
};

describe('buildJoinPayload', () => {
  it.each<[string, Partial<JoinForm>, Record<string, unknown>]>([
    [
      'trimmed text, a lower-case e-mail and the full number',
      {},
      { firstName: 'سارة', email: 'sara@example.com', whatsapp_with_country_code: '+201001234567', isStudent: false },
    ],
    [
      "an 'other' committee sends the typed text",
      { committee: 'other', committeeOther: ' ترجمة ' },
      { committee: 'ترجمة' },
    ],
    [
      'a student sends the study fields',
      {
        isStudent: 'yes',
        university: 'other',
        universityOther: ' جامعة ',
        faculty: 'الطب',
        academicLevel: 'level1',
        ActivitiesMember: 'no',
      },
      { university: 'جامعة', faculty: 'الطب', academicLevel: 'level1', ActivitiesMember: false },
    ],
    ['a yes sends its details', { knowUs: 'yes', aboutUs: ' كثير ' }, { knowUs: true, aboutUs: 'كثير' }],
  ])('%s', (_name, change, expected) => {
    expect(buildJoinPayload({ ...filled, ...change })).toMatchObject(expected);
  });

  it('a non-student sends no study fields', () => {
    expect(buildJoinPayload({ ...filled, university: 'x' })).not.toHaveProperty('university');
  });
});

describe('joinFormErrors: the first failed rule as the whole form’s message', () => {
  it.each<[string, Partial<JoinForm>, string | null]>([
    ['a complete form', {}, null],
    ['a short WhatsApp number', { whatsapp: '1234' }, JOIN_MESSAGES.whatsapp],
    ['a number without its country code', { countryCode: '' }, JOIN_MESSAGES.countryCode],
    ['an unanswered yes/no question', { isStudent: '' }, JOIN_MESSAGES.isStudent],
    ["an 'other' committee left blank", { committee: 'other' }, JOIN_MESSAGES.committeeOther],
  ])('%s', (_name, change, message) => {
    expect(joinFormErrors({ ...filled, ...change })).toEqual(message ? [{ path: [], message }] : []);
  });
});
