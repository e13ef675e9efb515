import { useState } from 'react';
import { DEFAULT_COUNTRY_CODE, composePhone, splitPhone } from '@dalil/domain/rules';
import { errorsOf, validateContactMessage } from '@dalil/domain/validation';
import { isFollowableLink, SafeLink } from '@/components/safe-link';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { getSession, isLoggedIn } from '@/lib/session';
import { contactErrorMessages, sendContactMessage, useOwnUser } from '../api/contact-api';
import { PhoneField } from '@/components/phone-field';
import '../contact.css';
import { ErrorSummary, SummarisedFields, TextAreaField, TextField } from '@/components/fields';
import { useDomainForm } from '@/components/use-domain-form';
import { errorItemsFrom } from '@/lib/field-errors';

/** The site's contact channels, from the site settings (the app route passes them in). */
export interface ContactChannels {
  email?: string | null;
  whatsapp?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  youtube?: string | null;
  linkedin?: string | null;
  tiktok?: string | null;
}

const SOCIAL_LABELS: [keyof ContactChannels, string][] = [
  ['facebook', 'فيسبوك'],
  ['instagram', 'إنستجرام'],
  ['youtube', 'يوتيوب'],
  ['linkedin', 'لينكدإن'],
  ['tiktok', 'تيك توك'],
];

type FormState = { name: string; email: string; code: string; phone: string; message: string };
const EMPTY_FORM: FormState = { name: '', email: '', code: DEFAULT_COUNTRY_CODE, phone: '', message: '' };
const contactOf = (f: FormState) =>
  validateContactMessage({ name: f.name, email: f.email, phone: composePhone(f.code, f.phone), message: f.message });

/** A wa.me link shows as its number; other text as it is. */
function whatsappDisplay(link: string): string {
  const m = /wa\.me\/(\d+)/.exec(link);
  return m ? `+${m[1]}` : link;
}

function ContactInfo({ channels }: { channels: ContactChannels }) {
  const whatsapp = channels.whatsapp?.trim();
  const whatsappHref =
    whatsapp && /^https?:/i.test(whatsapp)
      ? whatsapp
      : whatsapp
        ? `https://wa.me/${whatsapp.replace(/\D/g, '')}`
        : null;
  const socials = SOCIAL_LABELS.filter(([key]) => isFollowableLink(channels[key] as string | undefined));
  return (
    <aside className="contact-info card-surface" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">معلومات التواصل</h2>
      <p>فريق دليل يسعد بالرد على أسئلتك واقتراحاتك.</p>
      <ul className="contact-info__list">
        {channels.email?.trim() && (
          <li>
            <span className="contact-info__label">البريد الإلكتروني</span>
            <SafeLink href={`mailto:${channels.email.trim()}`} dir="ltr">
              {channels.email.trim()}
            </SafeLink>
          </li>
        )}
        {whatsappHref && whatsapp && (
          <li>
            <span className="contact-info__label">واتساب</span>
            <SafeLink href={whatsappHref} dir="ltr">
              {whatsappDisplay(whatsapp)}
            </SafeLink>
          </li>
        )}
      </ul>
      {socials.length > 0 && (
        <>
          <h3>تابعنا</h3>
          <ul className="contact-info__social">
            {socials.map(([key, label]) => (
              <li key={key}>
                <SafeLink href={channels[key] as string}>{label}</SafeLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}

export function ContactPage({ channels }: { channels: ContactChannels }) {
  usePageMeta({
    title: 'تواصل معنا',
    description: 'راسل فريق دليل بأسئلتك واقتراحاتك عن الجامعات المصرية، وسنرد عليك في أقرب وقت.',
    path: paths.contact,
  });

  const session = getSession();
  const signedInId = isLoggedIn(session) && session.userId ? session.userId : null;
  const { data: user } = useOwnUser(signedInId);
  const locked = Boolean(signedInId && user);

  const [submitted, setSubmitted] = useState(false);
  const { values, set, errors, busy, onSubmit, reset } = useDomainForm({
    initial: EMPTY_FORM,
    fields: ['name', 'email', 'phone', 'message'],
    check: (f) => errorsOf(contactOf(f)),
    send: async (f) => {
      const checked = contactOf(f);
      if (checked.ok) await sendContactMessage(checked.value);
      setSubmitted(true);
      return locked ? { ...f, message: '' } : EMPTY_FORM;
    },
    // A refusal naming no field: the answer's messages (spec 1 §8).
    onFailure: (error) => (errorItemsFrom(error).length ? null : contactErrorMessages(error).join(' ')),
  });

  // Prefill (and lock) name, e-mail and phone of a signed-in visitor (spec 1 §2).
  // (Adjusted during render whenever the loaded account changes.)
  const [prefilledFrom, setPrefilledFrom] = useState<typeof user>(undefined);
  if (user && prefilledFrom !== user) {
    setPrefilledFrom(user);
    const { code, number } = splitPhone(user.phone_with_country_code);
    reset({
      ...values,
      name: [user.firstName, user.lastName].filter(Boolean).join(' ').trim(),
      email: user.email ?? '',
      code,
      phone: number,
    });
  }
  const text = (field: 'name' | 'email' | 'phone' | 'message') => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value),
  });

  return (
    <div className="container page contact-page">
      <h1>تواصل معنا</h1>
      <div className="contact-layout">
        <ContactInfo channels={channels} />
        <section className="contact-form-card card-surface" aria-labelledby="contact-form-title">
          {submitted ? (
            <div className="contact-thanks" role="status">
              <h2 id="contact-form-title">تم الإرسال بنجاح</h2>
              <p>شكراً لتواصلك معنا، سنرد عليك في أقرب وقت.</p>
              <button type="button" className="button button--ghost" onClick={() => setSubmitted(false)}>
                إرسال رسالة أخرى
              </button>
            </div>
          ) : (
            <form className="contact-form" onSubmit={onSubmit} noValidate>
              <h2 id="contact-form-title">أرسل لنا رسالة</h2>
              <SummarisedFields>
                <TextField label="الاسم" type="text" autoComplete="name" {...text('name')} disabled={locked} />
                <TextField
                  label="البريد الإلكتروني"
                  type="email"
                  autoComplete="email"
                  dir="ltr"
                  {...text('email')}
                  disabled={locked}
                />
                <PhoneField
                  label="رقم الهاتف"
                  id="contact-phone"
                  autoComplete="tel-national"
                  inputMode="tel"
                  code={values.code}
                  onCodeChange={(code) => set('code', code)}
                  codeDisabled={locked}
                  compact
                  searchLabel="ابحث عن الدولة أو الرمز"
                  {...text('phone')}
                  disabled={locked}
                />
                <TextAreaField label="الرسالة" rows={5} {...text('message')} />
              </SummarisedFields>
              {/* Every message at once, as spec 1 §5 says they accumulate; each also beside its field. */}
              <ErrorSummary className="contact-errors" messages={Object.values(errors)} />
              <button type="submit" className="button button--primary contact-submit" disabled={busy}>
                {busy ? 'جاري الإرسال...' : 'إرسال'}
              </button>
            </form>
          )}
        </section>
      </div>
    </div>
  );
}
