import { adFigures, adSchedule, formatClickRate, type AdSchedule } from '@dalil/domain/rules';
import { formatAdDateTime } from '../model/ad-form';
import { formatInteger } from '@/lib/format';
import type { AdRecord } from '../api/ads-admin';
import { TEXTS } from '../texts';

const BADGE: Record<AdSchedule, string> = { running: 'badge--good', scheduled: 'badge--info', ended: 'badge--warning' };

/**
 * The current-ads tab (spec 3 §2: a table): every ad, newest first as the server sends them, with
 * its audience and priority under the title, its window, status and counters; edit and delete open modals. Wider than a phone, it scrolls
 * sideways inside a focusable region.
 */
export function AdsTable({
  ads,
  onEdit,
  onDelete,
}: {
  ads: AdRecord[];
  onEdit: (ad: AdRecord) => void;
  onDelete: (ad: AdRecord) => void;
}) {
  const now = new Date();
  return (
    <>
      <div className="guide-table__scroll ads-table__scroll" role="region" aria-label={TEXTS.tableLabel} tabIndex={0}>
        <table className="guide-table ads-table">
          <thead>
            <tr>
              <th scope="col">{TEXTS.columns.title}</th>
              <th scope="col">{TEXTS.columns.status}</th>
              <th scope="col">{TEXTS.columns.start}</th>
              <th scope="col">{TEXTS.columns.end}</th>
              <th scope="col">{TEXTS.columns.shows}</th>
              <th scope="col">{TEXTS.columns.clicks}</th>
              <th scope="col">{TEXTS.columns.rate}</th>
              <th scope="col">{TEXTS.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {ads.map((ad) => {
              const f = adFigures(ad, now);
              const status = adSchedule(ad, now);
              return (
                <tr key={ad._id} data-ad-id={ad._id}>
                  <th scope="row" className="ads-table__title">
                    {ad.title}
                    <span className="ads-table__meta">
                      {TEXTS.columns.audience}:{' '}
                      {TEXTS.audiences[(ad.targetAudience ?? 'all') as keyof typeof TEXTS.audiences] ??
                        ad.targetAudience}{' '}
                      · {TEXTS.columns.priority}: {formatInteger(Number(ad.priority) || 0)}
                    </span>
                  </th>
                  <td>
                    <span className={`badge ${BADGE[status]}`}>{TEXTS.status[status]}</span>
                  </td>
                  <td className="ads-table__date">{formatAdDateTime(ad.startDate)}</td>
                  <td className="ads-table__date">{ad.endDate ? formatAdDateTime(ad.endDate) : TEXTS.noEnd}</td>
                  <td>{formatInteger(f.shows)}</td>
                  <td>{formatInteger(f.clicks)}</td>
                  <td>
                    <span dir="ltr">{formatClickRate(f.clickRate)}</span>
                  </td>
                  <td>
                    <div className="ads-table__actions">
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => onEdit(ad)}
                        aria-label={`${TEXTS.edit}: ${ad.title}`}
                      >
                        {TEXTS.edit}
                      </button>
                      <button
                        type="button"
                        className="button button--danger button--small"
                        onClick={() => onDelete(ad)}
                        aria-label={`${TEXTS.delete}: ${ad.title}`}
                      >
                        {TEXTS.delete}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="guide-table__hint">{TEXTS.scrollHint}</p>
    </>
  );
}
