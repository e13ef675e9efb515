import { describe, expect, it } from 'vitest';
import { composePhone } from '../rules/countries';
import { CONTACT_MESSAGES, contactStatus, validateContactMessage } from './contact';
import { messagesOf, missingOf } from './result';

describe('contact form (spec 1 §5)', () => {
  const good = { name: 'أحمد Ali', email: ' Ahmed@Example.COM ', phone: '+201001234567', message: 'سطر\nسطر آخر' };

  it('normalises a good message: trimmed, e-mail lower-cased, newlines become spaces', () => {
    const r = validateContactMessage(good);
    expect(r.ok).toBe(true);
    expect(r.ok && r.value).toEqual({
      name: 'أحمد Ali',
      email: 'ahmed@example.com',
      phone: '+201001234567',
      message: 'سطر سطر آخر',
    });
  });

  it.each([
    ['+2001001234567', '+201001234567'],
    ['+201501234567', '+201501234567'],
    ['01001234567', '01001234567'],
  ])('stores the phone %j as %j (trunk 0 after the code dropped, issue 24 item 6)', (phone, stored) => {
    const r = validateContactMessage({ ...good, phone });
    expect(r.ok && r.value.phone).toBe(stored);
  });

  it('judges the phone as typed: a dash after the code is refused, not dropped by the trunk-0 rule', () => {
    const r = validateContactMessage({ ...good, phone: '+20010-123' });
    expect(messagesOf(r)).toEqual([CONTACT_MESSAGES.phone]);
    // What the contact page sends for «010-123» typed with +20 (the browser test's case).
    expect(messagesOf(validateContactMessage({ ...good, phone: composePhone('+20', '010-123') }))).toEqual([
      CONTACT_MESSAGES.phone,
    ]);
  });

  it("all four fields are required: 'يرجى ملء جميع الحقول قبل الإرسال.'", () => {
    const r = validateContactMessage({ name: ' ', email: 'a@b.co' });
    expect(messagesOf(r)).toEqual(['يرجى ملء جميع الحقول قبل الإرسال.']);
    expect(missingOf(r)).toEqual(['name', 'phone', 'message']);
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
    expect(messagesOf(r)).toEqual(errors);
  });

  it('each rule names its field; the missing fields and a too long text are the whole form’s', () => {
    const r = validateContactMessage({ ...good, name: 'x1', email: 'bad', phone: 'bad', message: 'x'.repeat(5001) });
    expect(r.ok === false && r.errors.map((e) => e.path.join('.'))).toEqual(['name', 'email', 'phone', '']);
    const missing = validateContactMessage({ ...good, name: '' });
    expect(missing.ok === false && missing.errors.map((e) => e.path)).toEqual([[]]);
  });

  it('a missing status counts as pending', () => {
    expect(contactStatus(undefined)).toBe('pending');
    expect(contactStatus('replied')).toBe('replied');
    expect(contactStatus('x')).toBe('pending');
  });
});
