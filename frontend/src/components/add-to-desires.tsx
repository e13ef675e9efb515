import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { MAX_DESIRES, desireKey, splitPrograms } from '@dalil/domain/rules';
import { useDesireList } from '@/lib/api/desires';
import { paths } from '@/lib/paths';

export interface AddToDesiresProps {
  /** The faculty offering: its id, university code and faculty code (and programmes, to pick one). */
  offering: { _id: string; university_code: string; faculty_short: string; programs?: string | string[] | null };
  /** The name the button's accessible label and the notice use («كلية الهندسة — جامعة مصر الدولية»). */
  name: string;
  /** Offer a choice of one programme when the offering lists several (the guide page). */
  choosePrograms?: boolean;
}

/**
 * «أضف إلى قائمة رغباتي» (issue 25 item 1), on a guide page's faculty card, a finder row and the
 * comparison. A visitor's choice is kept in this browser; a signed-in person's in the account.
 * Once listed, the button becomes a link to the list.
 */
export function AddToDesires({ offering, name, choosePrograms = false }: AddToDesiresProps) {
  const list = useDesireList();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const programs = choosePrograms ? splitPrograms(offering.programs) : [];
  const [program, setProgram] = useState('');
  const row = {
    offering: offering._id,
    university: offering.university_code,
    faculty: offering.faculty_short,
    program: program || null,
    note: '',
  };
  const listed = list.items.some((r) => desireKey(r) === desireKey(row));
  const full = list.items.length >= MAX_DESIRES;

  const add = async () => {
    setBusy(true);
    const ok = await list.add(row);
    setBusy(false);
    setNotice(
      ok
        ? { ok, text: `أُضيفت «${program ? `${program} — ` : ''}${name}» إلى قائمة رغباتي` }
        : { ok, text: list.saveError ?? 'تعذر حفظ الرغبة، حاول مرة أخرى' },
    );
  };

  return (
    <div className="add-to-desires no-print">
      {programs.length > 1 && (
        <span className="add-to-desires__program">
          <label htmlFor={selectId}>البرنامج</label>
          <select id={selectId} value={program} onChange={(e) => setProgram(e.target.value)}>
            <option value="">الكلية كلها</option>
            {programs.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </span>
      )}
      {/* The link shows once the save is done (leaving the page earlier could drop it). */}
      {listed && !busy ? (
        <Link className="button button--ghost button--small" to={paths.desires}>
          في قائمة رغباتي ✓
        </Link>
      ) : (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void add()}
          disabled={full || busy}
          aria-label={`أضف ${program ? `${program} — ` : ''}${name} إلى قائمة رغباتي`}
          title={full ? `القائمة ممتلئة (${MAX_DESIRES} رغبة)` : undefined}
        >
          {busy ? 'جارٍ الإضافة...' : 'أضف إلى قائمة رغباتي'}
        </button>
      )}
      {/* Announced without moving the focus; an error stays visible beside the button. */}
      <span
        role={notice && !notice.ok ? 'alert' : 'status'}
        className={notice?.ok === false ? 'field__error' : 'visually-hidden'}
      >
        {notice?.text}
      </span>
    </div>
  );
}
