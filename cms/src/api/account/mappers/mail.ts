/**
 * The Arabic mails of the account flows (pure: a mail is built from its inputs).
 * Each holds the code in the text and a link to the site page that takes it from the query.
 */
export type Mail = { subject: string; text: string; html: string };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function pageLink(siteUrl: string, page: 'verify' | 'reset-password', email: string, code: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}/${page}?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`;
}

function layout(name: string, lines: string[], code: string | null, link: string, linkText: string): Mail['html'] {
  return `<!doctype html><html lang="ar" dir="rtl"><body style="font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right">
<p>مرحبًا ${escape(name)}،</p>
${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
${code ? `<p style="font-size:24px;letter-spacing:6px"><strong>${escape(code)}</strong></p>` : ''}
<p><a href="${escape(link)}">${escape(linkText)}</a></p>
<p>الرمز صالح لمدة ساعة واحدة ولمرة واحدة. إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.</p>
<p>فريق دليل</p></body></html>`;
}

export function verificationMail(input: {
  name: string;
  email: string;
  code: string;
  siteUrl: string;
  linkOnly?: boolean;
}): Mail {
  const link = pageLink(input.siteUrl, 'verify', input.email, input.code);
  const intro = input.linkOnly ? 'لتفعيل حسابك في دليل اضغط على الرابط التالي:' : 'رمز التحقق لتفعيل حسابك في دليل هو:';
  const text = [
    `مرحبًا ${input.name}،`,
    intro,
    ...(input.linkOnly ? [] : [input.code, 'أو فعّل حسابك من الرابط:']),
    link,
    'الرمز صالح لمدة ساعة واحدة ولمرة واحدة. إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
    'فريق دليل',
  ].join('\n');
  return {
    subject: 'تفعيل حسابك في دليل',
    text,
    html: layout(input.name, [intro], input.linkOnly ? null : input.code, link, 'تفعيل الحساب'),
  };
}

export function resetMail(input: { name: string; email: string; code: string; siteUrl: string }): Mail {
  const link = pageLink(input.siteUrl, 'reset-password', input.email, input.code);
  const intro = 'طلبت استعادة كلمة المرور لحسابك في دليل. رمز الاستعادة هو:';
  const text = [
    `مرحبًا ${input.name}،`,
    intro,
    input.code,
    'أو غيّر كلمة المرور من الرابط:',
    link,
    'الرمز صالح لمدة ساعة واحدة ولمرة واحدة. إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
    'فريق دليل',
  ].join('\n');
  return {
    subject: 'استعادة كلمة المرور في دليل',
    text,
    html: layout(input.name, [intro], input.code, link, 'تغيير كلمة المرور'),
  };
}
