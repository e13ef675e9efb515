import { useState } from 'react';
import { Link } from 'react-router-dom';
import { desireKey, encodeSharedDesires, whatsAppShareUrl, type DesireRow } from '@dalil/domain/rules';
import { AsyncSection } from '@/components/async-section';
import { useDesireList } from '@/lib/api/desires';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { useDesireData } from '../api/desire-data';
import { DesireItem } from '../components/desire-item';
import { DesirePrintHeader } from '../components/desire-print-header';
import { StudentScoreFields, useStudentScore } from '@/components/student-score-fields';
import { studentOf } from '../components/desire-facts';
import { desireNames } from '../components/desire-facts';
import '../desires.css';

export const DESIRES_TITLE = 'قائمة رغباتي';

/** The read-only copy's address: the list (no notes) encoded in the URL. */
export function sharedDesiresUrl(items: readonly DesireRow[]): string {
  return `${window.location.origin}${paths.sharedDesires}?l=${encodeSharedDesires(items)}`;
}

/**
 * «قائمة رغباتي» (issue 25 item 1): the ordered list, reordered by dragging a row or with its
 * «أعلى»/«أسفل» buttons (each move announced), a note per row, removal with «تراجع», a print view
 * and a read-only link to share (with WhatsApp).
 */
export function DesiresPage() {
  usePageMeta({
    title: DESIRES_TITLE,
    description: 'قائمة رغباتك مرتبة: الحد الأدنى وهامش مجموعك، المصروفات وتكلفة الدراسة، وحالة التقديم لكل رغبة.',
    path: paths.desires,
    noindex: true,
  });
  const list = useDesireList();
  const data = useDesireData(true);
  const studentState = useStudentScore(list.signedIn);
  const [announcement, setAnnouncement] = useState('');
  const [removed, setRemoved] = useState<{ row: DesireRow; index: number } | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ key: string; button: 'up' | 'down' } | null>(null);
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);

  const titleOf = (row: DesireRow) => {
    const n = desireNames(row, data);
    return `${row.program ? `${row.program} — ` : ''}${n.faculty} — ${n.university}`;
  };

  const move = (from: number, to: number) => {
    const row = list.items[from];
    if (!row || to < 0 || to >= list.items.length) return;
    setFocus({ key: desireKey(row), button: to < from ? 'up' : 'down' });
    setAnnouncement(`نُقلت «${titleOf(row)}» إلى المرتبة ${to + 1} من ${list.items.length}`);
    void list.move(from, to);
  };
  const remove = (index: number) => {
    const row = list.items[index];
    setRemoved({ row, index });
    setAnnouncement(`حُذفت «${titleOf(row)}» من القائمة`);
    void list.remove(desireKey(row));
  };
  const undo = () => {
    if (!removed) return;
    void list.restore(removed.row, removed.index);
    setAnnouncement(`أُعيدت «${titleOf(removed.row)}» إلى المرتبة ${removed.index + 1}`);
    setRemoved(null);
  };
  const share = list.items.length ? sharedDesiresUrl(list.items) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share);
      setCopiedUrl(share);
    } catch {
      setCopiedUrl(null);
    }
  };

  const loading = list.isLoading || (list.items.length > 0 && data.isLoading);
  return (
    <div className="page container desires">
      <DesirePrintHeader title={DESIRES_TITLE} />
      <h1 className="section__title no-print">{DESIRES_TITLE}</h1>
      {!list.signedIn && (
        <p className="desires-hint no-print">
          قائمتك محفوظة في هذا المتصفح فقط. <Link to={paths.login}>سجّل الدخول</Link> لحفظها في حسابك؛ تُضم إلى قائمة
          حسابك عند الدخول.
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {list.saveError && (
        <p className="desires-error no-print" role="alert">
          {list.saveError}{' '}
          <button type="button" className="button button--ghost button--small" onClick={list.reload}>
            إعادة التحميل
          </button>
        </p>
      )}
      {removed && (
        <p className="desires-undo no-print">
          حُذفت «{titleOf(removed.row)}».{' '}
          <button type="button" className="button button--ghost button--small" onClick={undo}>
            تراجع
          </button>
        </p>
      )}

      <AsyncSection
        isLoading={loading}
        error={list.error ?? (list.items.length ? data.error : undefined)}
        onRetry={() => {
          list.reload();
          data.retry();
        }}
        loadingText="جارٍ تحميل قائمة رغباتك..."
        errorText="تعذر تحميل قائمة رغباتك"
        isEmpty={list.items.length === 0}
        emptyText={
          <>
            لم تضف أي رغبة بعد. أضف كلية من <Link to={paths.guide}>صفحة جامعة في الدليل</Link>، أو من نتائج{' '}
            <Link to={paths.assistantScore}>البحث بالمجموع</Link>، أو من{' '}
            <Link to={paths.assistantComparison}>المقارنة</Link> بزر «أضف إلى قائمة رغباتي».
          </>
        }
      >
        <StudentScoreFields state={studentState} idPrefix="desires" className="desires-student" />
        <p className="desires-hint no-print">
          رتّب رغباتك بالسحب أو بزرّي «أعلى» و«أسفل». الأرقام من بيانات الدليل بعامها ومصدرها، وما لا مصدر له «غير متاح».
        </p>
        <ol className="desires-list" aria-label={DESIRES_TITLE}>
          {list.items.map((row, index) => (
            <DesireItem
              key={desireKey(row)}
              row={row}
              index={index}
              data={data}
              student={studentOf(studentState)}
              actions={{
                count: list.items.length,
                onMove: move,
                onRemove: () => remove(index),
                onNote: (note) => list.setNote(desireKey(row), note),
                dragFrom,
                setDragFrom,
                focusButton: focus?.key === desireKey(row) ? focus.button : null,
              }}
            />
          ))}
        </ol>

        <div className="button-row no-print">
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            طباعة / حفظ PDF
          </button>
        </div>
        <section className="desires-share card-surface no-print" aria-labelledby="desires-share-title">
          <h2 id="desires-share-title">شارك قائمتك</h2>
          <p className="desires-hint">
            رابط لنسخة للقراءة فقط من ترتيبك الحالي (دون ملاحظاتك). التعديلات اللاحقة لا تغيّر رابطًا أُرسل.
          </p>
          <label htmlFor="desires-share-url">رابط القائمة</label>
          <input id="desires-share-url" readOnly dir="ltr" value={share} onFocus={(e) => e.currentTarget.select()} />
          <div className="button-row">
            <button type="button" className="button button--ghost" onClick={() => void copy()}>
              {copiedUrl === share ? 'نُسخ الرابط' : 'انسخ الرابط'}
            </button>
            <a
              className="button button--ghost"
              href={whatsAppShareUrl(DESIRES_TITLE, share)}
              target="_blank"
              rel="noopener noreferrer"
            >
              شارك عبر واتساب
            </a>
          </div>
        </section>
      </AsyncSection>
    </div>
  );
}
