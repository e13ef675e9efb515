import type { ScoreColumn, ScoreRow } from '@dalil/domain/rules';
import { Logo } from '@/components/logo';
import { TEXTS } from '../texts';

/**
 * Faculties (with logo) against the group columns. Each column head names the universities it
 * includes or excludes (the grouping's note) and how many it averages. Scrolls sideways on
 * narrow screens inside a focusable region.
 */
export function ScoreTable({
  caption,
  table,
  logos,
}: {
  caption: string;
  table: { columns: ScoreColumn[]; rows: ScoreRow[] };
  logos: Map<string, string | null>;
}) {
  return (
    <div className="scores-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="scores-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXTS.facultyColumn}</th>
            {table.columns.map((c) => (
              <th key={c.id} scope="col" data-group={c.id}>
                <span className="scores-table__group">{c.label}</span>
                {c.note && <span className="scores-table__note">{c.note}</span>}
                <span className="scores-table__count">{TEXTS.universitiesCount(c.members.length)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.code} data-faculty={row.code}>
              <th scope="row">
                <span className="scores-table__faculty">
                  <Logo src={logos.get(row.code)} alt="" fallbackText={row.name} className="scores-table__logo" />
                  <span>{row.name}</span>
                </span>
              </th>
              {row.cells.map((cell, i) => (
                <td key={table.columns[i].id} dir="ltr">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
