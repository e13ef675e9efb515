import { useEffect, useMemo, useState } from 'react';
import {
  DEFAULT_DIAL_CODE,
  DIAL_CODES,
  JOIN_SUBMIT_MESSAGES,
  joinSubmitErrorMessage,
  splitPhoneByCodes,
} from '@dalil/domain/rules';
import { JOIN_MESSAGES } from '@dalil/domain/validation';
import { useDomainForm } from '@/components/use-domain-form';
import { ApiError } from '@/lib/api-client';
import { useMasterFaculties, useUniversityLinks } from '@/lib/api/universities';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/page-meta';
import { checkDuplicates, getProfileForPrefill, submitJoinRequest } from '../api/join-us';
import { JoinAboutPart, JoinPersonalPart, JoinStudyPart } from '../components/join-form-parts';
import { EMPTY_JOIN_FORM, buildJoinPayload, joinFormErrors, type JoinForm } from '../join-form';
import '../join-us.css';

/** A duplicate found before sending (spec 2 §5): said as the form's message. */
class Duplicate extends Error {}

export function JoinUsPage() {
  const [prefilled, setPrefilled] = useState<JoinForm | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const faculties = useMasterFaculties();
  const national = useUniversityLinks('national');
  const privateUnis = useUniversityLinks('private');
  const special = useUniversityLinks('special');
  const international = useUniversityLinks('international');

  const form = useDomainForm<JoinForm>({
    initial: EMPTY_JOIN_FORM,
    check: joinFormErrors,
    fields: [],
    send: async (values) => {
      const payload = buildJoinPayload(values);
      let dup: Awaited<ReturnType<typeof checkDuplicates>> | null = null;
      try {
        dup = await checkDuplicates(payload.email as string, payload.whatsapp_with_country_code as string);
      } catch {
        // Spec 2 §5: a failed duplicate check does not stop the application.
      }
      if (dup?.exists) throw new Duplicate(dup.message || JOIN_MESSAGES.duplicate);
      await submitJoinRequest(payload);
      setSubmitted(true);
      window.scrollTo(0, 0);
    },
    onFailure: (e) =>
      e instanceof Duplicate
        ? e.message
        : joinSubmitErrorMessage(e instanceof ApiError ? e.status : -1, e instanceof ApiError ? e.body : null),
  });
  const { values, set, setValues, busy } = form;

  usePageMeta({
    title: 'انضم إلينا',
    description:
      'انضم إلى فريق دليل التطوعي لدعم الطلاب: الإرشاد، التسويق، المحتوى، التصميم، العلاقات العامة والتقنية.',
    path: paths.joinUs,
  });

  // A signed-in person's name, e-mail and phone come from the profile and are locked (spec 2 §2.10).
  useEffect(() => {
    let live = true;
    void getProfileForPrefill().then((profile) => {
      if (!live || !profile) return;
      const phone = splitPhoneByCodes(profile.phone_with_country_code, DIAL_CODES);
      const filled: JoinForm = {
        ...EMPTY_JOIN_FORM,
        firstName: profile.firstName ?? '',
        lastName: profile.lastName ?? '',
        email: profile.email ?? '',
        countryCode: phone?.code ?? DEFAULT_DIAL_CODE,
        whatsapp: phone?.number ?? '',
      };
      setPrefilled(filled);
      const { firstName, lastName, email, countryCode, whatsapp } = filled;
      setValues((current) => ({ ...current, firstName, lastName, email, countryCode, whatsapp }));
    });
    return () => {
      live = false;
    };
  }, [setValues]);

  // The four university types of spec 2 §2.10, in the spec's category order.
  const universityGroups = useMemo(
    () =>
      (
        [
          ['national', national.data],
          ['private', privateUnis.data],
          ['special', special.data],
          ['international', international.data],
        ] as const
      ).map(([category, data]) => ({
        category,
        names: [...new Set((data ?? []).map((u) => u.university_Arabic_Name).filter(Boolean))].sort((a, b) =>
          a.localeCompare(b, 'ar'),
        ),
      })),
    [national.data, privateUnis.data, special.data, international.data],
  );
  const universitiesLoading = [national, privateUnis, special, international].some((l) => l.isLoading);

  const reset = () => {
    form.reset(prefilled ?? EMPTY_JOIN_FORM);
    setSubmitted(false);
  };

  return (
    <section className="container container--narrow page join" aria-labelledby="join-title">
      {/* The popup ad (spec 2 §1) is mounted beside this page by app/routes/join-us-route.tsx. */}
      <h1 id="join-title">انضم إلى فريق دليل</h1>
      <p className="lead">فريق تطوعي يساعد الطلاب في رحلة اختيار الجامعة. اختر القسم الذي يناسبك وأخبرنا عن نفسك.</p>

      {submitted ? (
        <div className="join__thanks card-surface" role="status">
          <h2>تم إرسال طلبك</h2>
          <p>{JOIN_SUBMIT_MESSAGES.submitted}</p>
          <button type="button" className="button button--ghost" onClick={reset}>
            إرسال طلب جديد
          </button>
        </div>
      ) : (
        <form className="form join-form" onSubmit={form.onSubmit} noValidate aria-label="طلب الانضمام" aria-busy={busy}>
          <JoinPersonalPart form={values} set={set} locked={prefilled !== null} />
          <JoinStudyPart
            form={values}
            set={set}
            universityGroups={universityGroups}
            universitiesLoading={universitiesLoading}
            facultyNames={(faculties.data ?? []).map((f) => f.faculty_name)}
          />
          <JoinAboutPart form={values} set={set} />

          {form.formError && (
            <p className="form__error" role="alert">
              {form.formError}
            </p>
          )}

          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'جارٍ الإرسال...' : 'إرسال الطلب'}
            </button>
            <button type="button" className="button button--ghost" onClick={reset} disabled={busy}>
              مسح النموذج
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
