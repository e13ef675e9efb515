import type { ReactNode } from 'react';
import { SCORE_IMPORT_COLUMNS } from '@dalil/domain/rules';
import type { ScorePreview } from '../api/score-import';
import { PROGRAM_LABELS, TEXTS, TRACK_LABELS, YEAR_LABELS } from '../texts';

/** Rows drawn at most per table: a file may hold thousands; the counts above say how many there are. */
export const SHOWN_ROWS = 500;

/** A wide table scrolls sideways in a focusable region named by its caption. */
function ScrollTable({ id, children }: { id: string; children: ReactNode }) {
  return (
    <>
      <div className="guide-table__scroll" role="region" aria-labelledby={id} tabIndex={0}>
        {children}
      </div>
      <p className="guide-table__hint">{TEXTS.scrollHint}</p>
    </>
  );
}

function More({ shown, all }: { shown: number; all: number }) {
  return shown < all ? <p className="update-scores__note">{TEXTS.firstOnly(shown, all)}</p> : null;
}

/** The scores that change, old → new, in file order. */
export function ChangedTable({ changed }: { changed: ScorePreview['changed'] }) {
  const id = 'update-scores-changed';
  if (!changed.length) return <p className="note note--warning">{TEXTS.noChanges}</p>;
  const rows = changed.slice(0, SHOWN_ROWS);
  return (
    <>
      <ScrollTable id={id}>
        <table className="guide-table update-scores__table">
          <caption id={id}>{TEXTS.changedHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXTS.line}</th>
              <th scope="col">{TEXTS.university}</th>
              <th scope="col">{TEXTS.faculty}</th>
              <th scope="col">{TEXTS.program}</th>
              <th scope="col">{TEXTS.track}</th>
              <th scope="col">{TEXTS.year}</th>
              <th scope="col">{TEXTS.oldScore}</th>
              <th scope="col">{TEXTS.newScore}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={`${c.line}`}>
                <td>{c.line}</td>
                <td className="update-scores__name">
                  {c.universityName} <span dir="ltr">({c.universityCode})</span>
                </td>
                <td className="update-scores__name">
                  {c.facultyName} <span dir="ltr">({c.facultyCode})</span>
                </td>
                <td>
                  {PROGRAM_LABELS[c.program]}
                  {c.index !== null ? ` · ${c.index}` : ''}
                </td>
                <td>{TRACK_LABELS[c.track]}</td>
                <td>{c.year ? YEAR_LABELS[c.year] : '—'}</td>
                <td className="update-scores__old">{c.old ?? TEXTS.empty}</td>
                <td className="update-scores__new">{c.new}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <More shown={rows.length} all={changed.length} />
    </>
  );
}

/** The refused rows: the line, the cells as the file gave them, and the Arabic reasons. */
export function RefusedTable({ refused }: { refused: ScorePreview['refused'] }) {
  const id = 'update-scores-refused';
  if (!refused.length) return <p className="update-scores__note">{TEXTS.noRefused}</p>;
  const rows = refused.slice(0, SHOWN_ROWS);
  return (
    <>
      <ScrollTable id={id}>
        <table className="guide-table update-scores__table">
          <caption id={id}>{TEXTS.refusedHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXTS.line}</th>
              <th scope="col">{TEXTS.cells}</th>
              <th scope="col">{TEXTS.reasons}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.line}>
                <td>{r.line}</td>
                <td dir="ltr" className="update-scores__cells">
                  {SCORE_IMPORT_COLUMNS.map((c) => r.cells[c] || '·').join(' , ')}
                </td>
                <td className="update-scores__reason">{r.reasons.join('؛ ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <More shown={rows.length} all={refused.length} />
    </>
  );
}
