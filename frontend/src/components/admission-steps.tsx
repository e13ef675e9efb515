import { ADMISSION_STEP_LABELS, SOURCE_KIND_LABELS, UNKNOWN_FACT, admissionStepsOf } from '@dalil/domain/rules';
import { SafeLink } from './safe-link';

/**
 * A university's admission steps (issue 24): when applications open, the documents and the tests,
 * shown only with their source and academic year (domain `admissionStepsOf`); each unknown part
 * reads «غير متاح». The same block in the status popup and on the guide page.
 */
export function AdmissionSteps({
  record,
  headingLevel = 3,
  titleClassName = 'admission-steps__title',
}: {
  /** The deadline record's steps (opening_date, required_documents, required_tests, steps_source). */
  record: Record<string, unknown> | null | undefined;
  headingLevel?: 2 | 3;
  /** The page's own heading style (the guide's section titles). */
  titleClassName?: string;
}) {
  const view = admissionStepsOf(record);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const list = (items: string[]) =>
    items.length ? (
      <ul className="admission-steps__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ) : (
      <span>{UNKNOWN_FACT}</span>
    );
  return (
    <section className="admission-steps" data-admission-steps={view.known ? 'known' : 'unknown'}>
      <Heading className={titleClassName}>خطوات التقديم</Heading>
      <dl className="admission-steps__facts">
        <div>
          <dt>{ADMISSION_STEP_LABELS.opening_date}</dt>
          <dd data-opening>
            <bdi>{view.opening}</bdi>
          </dd>
        </div>
        <div>
          <dt>{ADMISSION_STEP_LABELS.required_documents}</dt>
          <dd data-documents>{list(view.documents)}</dd>
        </div>
        <div>
          <dt>{ADMISSION_STEP_LABELS.required_tests}</dt>
          <dd data-tests>{list(view.tests)}</dd>
        </div>
      </dl>
      {view.source ? (
        <p className="admission-steps__source">
          {view.yearLabel} —{' '}
          <SafeLink href={view.source.url}>
            المصدر: {view.source.kind ? SOURCE_KIND_LABELS[view.source.kind] : 'رابط'}
          </SafeLink>
        </p>
      ) : (
        <p className="admission-steps__source">
          لم نجد مصدرًا يذكر موعد بدء التقديم أو الأوراق أو الاختبارات؛ راجع موقع الجامعة.
        </p>
      )}
    </section>
  );
}
