import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { MAX_DESIRE_NOTE, checkDesireNote, type DesireRow } from '@dalil/domain/rules';
import { FollowButton } from '@/components/follow-button';
import { Logo } from '@/components/logo';
import type { DesireData } from '../api/desire-data';
import { DesireFacts, desireNames, type DesireStudent } from './desire-facts';

export interface DesireItemActions {
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  onNote: (note: string) => Promise<boolean>;
  /** Drag and drop: the index being dragged, shared by the list. */
  dragFrom: number | null;
  setDragFrom: (index: number | null) => void;
  /** The button to focus after this row moved (keyboard moves keep the focus on the moved row). */
  focusButton: 'up' | 'down' | null;
}

/** One row of the list: rank, names, the figures, and (on the owner's list) the note and the controls. */
export function DesireItem({
  row,
  index,
  data,
  student,
  actions,
}: {
  row: DesireRow;
  index: number;
  data: DesireData;
  student: DesireStudent;
  actions?: DesireItemActions;
}) {
  const names = desireNames(row, data);
  const title = `${row.program ? `${row.program} — ` : ''}${names.faculty} — ${names.university}`;
  const noteId = useId();
  const [note, setNote] = useState(row.note);
  const [noteError, setNoteError] = useState<string | null>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  // A note changed elsewhere (another tab, the undo) replaces the field's text.
  const [shownNote, setShownNote] = useState(row.note);
  if (shownNote !== row.note) {
    setShownNote(row.note);
    setNote(row.note);
  }
  useEffect(() => {
    if (actions?.focusButton === 'up') (upRef.current?.disabled ? downRef : upRef).current?.focus();
    if (actions?.focusButton === 'down') (downRef.current?.disabled ? upRef : downRef).current?.focus();
  }, [actions?.focusButton, index]);

  const saveNote = async () => {
    if (!actions || note === row.note) return;
    const checked = checkDesireNote(note);
    if (!checked.ok) return setNoteError(checked.message);
    setNoteError(null);
    if (checked.value !== row.note) await actions.onNote(checked.value);
  };

  const drag = actions
    ? {
        draggable: true,
        onDragStart: (e: DragEvent) => {
          e.dataTransfer.effectAllowed = 'move';
          e.dataTransfer.setData('text/plain', String(index));
          actions.setDragFrom(index);
        },
        onDragOver: (e: DragEvent) => {
          if (actions.dragFrom !== null) e.preventDefault();
        },
        onDrop: (e: DragEvent) => {
          e.preventDefault();
          if (actions.dragFrom !== null && actions.dragFrom !== index) actions.onMove(actions.dragFrom, index);
          actions.setDragFrom(null);
        },
        onDragEnd: () => actions.setDragFrom(null),
      }
    : {};

  return (
    <li
      className={`desire-row card-surface${actions?.dragFrom === index ? ' desire-row--dragging' : ''}`}
      data-offering={row.offering}
      aria-label={`الرغبة ${index + 1}: ${title}`}
      {...drag}
    >
      <div className="desire-row__head">
        <span className="desire-row__rank" aria-hidden="true">
          {index + 1}
        </span>
        {actions && (
          <span className="desire-row__handle no-print" aria-hidden="true" title="اسحب لتغيير الترتيب">
            ⋮⋮
          </span>
        )}
        <Logo className="desire-row__logo" src={names.logo} alt="" size={40} />
        <div className="desire-row__names">
          <h2 className="desire-row__university">{names.university}</h2>
          <p className="desire-row__faculty">
            {names.faculty}
            {row.program && <span> — {row.program}</span>}
          </p>
        </div>
        {actions && (
          <div className="desire-row__controls no-print">
            <button
              ref={upRef}
              type="button"
              className="button button--ghost button--small"
              disabled={index === 0}
              onClick={() => actions.onMove(index, index - 1)}
              aria-label={`انقل ${title} إلى أعلى`}
            >
              أعلى
            </button>
            <button
              ref={downRef}
              type="button"
              className="button button--ghost button--small"
              disabled={index === actions.count - 1}
              onClick={() => actions.onMove(index, index + 1)}
              aria-label={`انقل ${title} إلى أسفل`}
            >
              أسفل
            </button>
            <button
              type="button"
              className="button button--ghost button--small desire-row__remove"
              onClick={actions.onRemove}
              aria-label={`احذف ${title} من القائمة`}
            >
              حذف
            </button>
            {/* Admission alerts for this university (issue 25 item 2); a visitor's list shows none. */}
            <FollowButton code={row.university} name={names.university} signInLink={false} />
          </div>
        )}
      </div>
      <DesireFacts row={row} data={data} student={student} />
      {actions && (
        <div className="desire-row__note no-print">
          <label htmlFor={noteId}>ملاحظتك (لا تظهر في الرابط المشترك)</label>
          <textarea
            id={noteId}
            rows={2}
            maxLength={MAX_DESIRE_NOTE + 50}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            onBlur={() => void saveNote()}
            aria-invalid={!!noteError}
            aria-describedby={`${noteId}-hint`}
          />
          <small id={`${noteId}-hint`} className={noteError ? 'field__error' : 'desire-row__hint'}>
            {noteError ?? `${[...note.trim()].length} / ${MAX_DESIRE_NOTE} — تُحفظ عند مغادرة الحقل`}
          </small>
        </div>
      )}
      {row.note && <p className={`desire-row__note-text${actions ? ' print-only' : ''}`}>ملاحظة: {row.note}</p>}
    </li>
  );
}
