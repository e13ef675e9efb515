/**
 * The join-us form's values and their pure rules (spec 2 §3, §5): the empty form, the payload
 * it sends, and the first failed rule as the form's message.
 */
import { DEFAULT_DIAL_CODE, WHATSAPP_MIN_DIGITS, whatsappDigits } from '@dalil/domain/rules';
import { JOIN_MESSAGES, errorAt, messagesOf, validateJoinRequest, type ErrorItem } from '@dalil/domain/validation';
import type { YesNo } from './components/join-form-fields';

export interface JoinForm {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  whatsapp: string;
  committee: string;
  committeeOther: string;
  isStudent: YesNo;
  university: string;
  universityOther: string;
  faculty: string;
  facultyOther: string;
  academicLevel: string;
  academicLevelOther: string;
  ActivitiesMember: YesNo;
  ActivitiesRole: string;
  howDidYouKnow: string;
  howDidYouKnowOther: string;
  knowUs: YesNo;
  aboutUs: string;
  admissionInfo: YesNo;
  admissionKnowledge: string;
  hasExperience: YesNo;
  experienceDetails: string;
}

export const EMPTY_JOIN_FORM: JoinForm = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: DEFAULT_DIAL_CODE,
  whatsapp: '',
  committee: '',
  committeeOther: '',
  isStudent: '',
  university: '',
  universityOther: '',
  faculty: '',
  facultyOther: '',
  academicLevel: '',
  academicLevelOther: '',
  ActivitiesMember: '',
  ActivitiesRole: '',
  howDidYouKnow: '',
  howDidYouKnowOther: '',
  knowUs: '',
  aboutUs: '',
  admissionInfo: '',
  admissionKnowledge: '',
  hasExperience: '',
  experienceDetails: '',
};

const yes = (v: YesNo) => (v === '' ? undefined : v === 'yes');
/** An 'other' choice sends the typed text instead of the code (spec 2 §3). */
const choice = (value: string, other: string) => (value === 'other' ? other.trim() || 'other' : value);

/** The join payload of spec 2 §3: dependent fields only where they apply, all text trimmed. */
export function buildJoinPayload(f: JoinForm): Record<string, unknown> {
  const digits = whatsappDigits(f.whatsapp, f.countryCode);
  const payload: Record<string, unknown> = {
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    email: f.email.trim().toLowerCase(),
    whatsapp_with_country_code: digits ? `${f.countryCode}${digits}` : '',
    isStudent: yes(f.isStudent),
    howDidYouKnow: choice(f.howDidYouKnow, f.howDidYouKnowOther),
    knowUs: yes(f.knowUs),
    admissionInfo: yes(f.admissionInfo),
    committee: choice(f.committee, f.committeeOther),
    hasExperience: yes(f.hasExperience),
  };
  if (f.isStudent === 'yes') {
    // A university or faculty typed under 'other' is required: an empty one fails the student rule.
    payload.university = f.university === 'other' ? f.universityOther.trim() : f.university;
    payload.faculty = f.faculty === 'other' ? f.facultyOther.trim() : f.faculty;
    payload.academicLevel = choice(f.academicLevel, f.academicLevelOther);
    payload.ActivitiesMember = yes(f.ActivitiesMember);
    if (f.ActivitiesMember === 'yes') payload.ActivitiesRole = f.ActivitiesRole.trim();
  }
  if (f.knowUs === 'yes') payload.aboutUs = f.aboutUs.trim();
  if (f.admissionInfo === 'yes') payload.admissionKnowledge = f.admissionKnowledge.trim();
  if (f.hasExperience === 'yes') payload.experienceDetails = f.experienceDetails.trim();
  return payload;
}

/**
 * The first failed rule, in the spec's order (spec 2 §5), as the form's one message (an error
 * of the whole form: the page shows one message above its buttons); none when it may be sent.
 */
export function joinFormErrors(f: JoinForm): ErrorItem[] {
  const payload = buildJoinPayload(f);
  const digits = whatsappDigits(f.whatsapp, f.countryCode);
  // The shared validator checks the full number; the 8-digit minimum of the number itself is checked here,
  // at the validator's position for the WhatsApp rule.
  const probe =
    digits && digits.length < WHATSAPP_MIN_DIGITS
      ? { ...payload, whatsapp_with_country_code: `${f.countryCode}#` }
      : payload;
  const first = !f.countryCode && digits ? JOIN_MESSAGES.countryCode : messagesOf(validateJoinRequest(probe))[0];
  return first ? [errorAt(undefined, first)] : [];
}
