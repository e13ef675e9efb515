import { fieldLabel, formatStaffDateTime, isLtrLogValue, logDiff } from '@dalil/domain/rules';
import type { LogRecord } from '../api/logs';
import { ACTION_LABELS, STAFF_TYPE_LABELS, TEXTS } from '../texts';

/** A before/after value: codes, numbers and rows left to right in a code block (issue 21 item 10). */
function LogValue({ text, empty }: { text: string; empty: string }) {
  if (!text) return <>{empty}</>;
  return isLtrLogValue(text) ? (
    <code className="log-diff__code" dir="ltr">
      {text}
    </code>
  ) : (
    <>{text}</>
  );
}

const BADGE: Record<string, string> = { add: 'badge--good', edit: 'badge--info', delete: 'badge--warning', view: '' };

/** One log entry: action, target, who (name and type), when; for an edit the changed fields only. */
export function LogEntryCard({ entry }: { entry: LogRecord }) {
  const changes =
    entry.action === 'edit'
      ? logDiff(entry.beforeEdit, entry.afterEdit).map((c) => ({ ...c, label: fieldLabel(c.path, entry.targetType) }))
      : [];
  const type = entry.adminType ?? '';
  return (
    <li className="card record-card log-entry">
      <div className="record-card__head">
        <span className={`badge ${BADGE[entry.action] ?? ''}`.trim()}>
          {ACTION_LABELS[entry.action] ?? entry.action}
        </span>
        <h2 className="record-card__title log-entry__target">{entry.target}</h2>
      </div>
      <p className="record-card__meta">
        {TEXTS.by} <strong>{entry.adminName || TEXTS.unknownStaff}</strong>
        {type && <span className="log-entry__type"> ({STAFF_TYPE_LABELS[type] ?? type})</span>}
        {' · '}
        <time dateTime={entry.timestamp} className="log-entry__time">
          {formatStaffDateTime(entry.timestamp)}
        </time>
      </p>
      {entry.action === 'edit' &&
        (changes.length ? (
          <details className="log-entry__changes" open={changes.length <= 3}>
            <summary>{TEXTS.changesCount(changes.length)}</summary>
            <div className="log-diff" role="region" aria-label={`${TEXTS.changes}: ${entry.target}`} tabIndex={0}>
              <table className="log-diff__table">
                <thead>
                  <tr>
                    <th scope="col">{TEXTS.field}</th>
                    <th scope="col">{TEXTS.before}</th>
                    <th scope="col">{TEXTS.after}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((c) => (
                    <tr key={c.path}>
                      <th scope="row">
                        {c.label}
                        {c.label !== c.path && !c.path.includes('[') && (
                          <code className="log-diff__path" dir="ltr">
                            {c.path}
                          </code>
                        )}
                        {c.kind !== 'changed' && <span className="log-diff__kind"> — {TEXTS.kind[c.kind]}</span>}
                      </th>
                      <td className="log-diff__before">
                        <LogValue text={c.before} empty={TEXTS.empty_value} />
                      </td>
                      <td className="log-diff__after">
                        <LogValue text={c.after} empty={TEXTS.empty_value} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        ) : (
          <p className="form__hint">{TEXTS.noChanges}</p>
        ))}
    </li>
  );
}
