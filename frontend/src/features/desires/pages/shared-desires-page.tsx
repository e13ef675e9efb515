import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { decodeSharedDesires, desireKey, mergeDesireLists } from '@dalil/domain/rules';
import { useDesireList } from '@/lib/api/desires';
import { AsyncSection } from '@/components/async-section';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { useDesireData } from '../api/desire-data';
import { DesireItem } from '../components/desire-item';
import { DesirePrintHeader } from '../components/desire-print-header';
import { StudentScoreFields, useStudentScore } from '@/components/student-score-fields';
import { studentOf } from '../components/desire-facts';
import '../desires.css';

const TITLE = 'قائمة رغبات مشتركة';

/**
 * The read-only copy of a desire list (`/Desires/shared?l=…`): the list rides in the URL (no
 * account, no server state); it shows the same figures as the owner's page, without notes or controls.
 */
export function SharedDesiresPage() {
  usePageMeta({
    title: TITLE,
    description: 'نسخة للقراءة فقط من قائمة رغبات طالب على دليل.',
    path: paths.sharedDesires,
    noindex: true,
  });
  const [params] = useSearchParams();
  const decoded = decodeSharedDesires(params.get('l'));
  const rows = decoded.ok ? decoded.value : [];
  const data = useDesireData(rows.length > 0);
  const studentState = useStudentScore(false);
  const mine = useDesireList();
  const [saved, setSaved] = useState<boolean | null>(null);
  // A visitor's way to start a list: the shared rows join theirs (their own rows first, as at sign-in).
  const keep = async () => setSaved(await mine.apply((list) => mergeDesireLists(list, rows)));

  return (
    <div className="page container desires desires--shared">
      <DesirePrintHeader title={TITLE} />
      <h1 className="section__title no-print">{TITLE}</h1>
      <p className="desires-hint no-print">
        نسخة للقراءة فقط أرسلها لك صاحبها. يمكنك بناء قائمتك من <Link to={paths.desires}>قائمة رغباتي</Link>.
      </p>
      {!decoded.ok ? (
        <p className="desires-error" role="alert">
          {decoded.message}
        </p>
      ) : (
        <AsyncSection
          isLoading={data.isLoading}
          error={data.error}
          onRetry={data.retry}
          errorText="تعذر تحميل بيانات الجامعات"
          isEmpty={rows.length === 0}
          emptyText="القائمة المشتركة فارغة."
        >
          <StudentScoreFields state={studentState} idPrefix="desires" className="desires-student" />
          <ol className="desires-list" aria-label={TITLE}>
            {rows.map((row, index) => (
              <DesireItem key={desireKey(row)} row={row} index={index} data={data} student={studentOf(studentState)} />
            ))}
          </ol>
          <div className="button-row no-print">
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              طباعة / حفظ PDF
            </button>
            <button type="button" className="button button--ghost" onClick={() => void keep()}>
              احفظها في قائمة رغباتي
            </button>
          </div>
          <p className="no-print" role={saved === false ? 'alert' : 'status'}>
            {saved === true && (
              <>
                حُفظت في <Link to={paths.desires}>قائمة رغباتي</Link>
                {mine.signedIn ? '.' : ' على هذا المتصفح؛ تُضم إلى حسابك عند تسجيل الدخول.'}
              </>
            )}
            {saved === false && (mine.saveError ?? 'تعذر الحفظ، حاول مرة أخرى')}
          </p>
        </AsyncSection>
      )}
    </div>
  );
}
