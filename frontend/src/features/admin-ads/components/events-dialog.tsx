import { useEffect, useState } from 'react';
import { formatAdDateTime } from '../model/ad-form';
import { AsyncSection } from '@/components/async-section';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/fields';
import { ApiError } from '@/lib/api-client';
import { useAdEvents, type AdEventRecord } from '../api/ads-admin';
import { TEXTS } from '../texts';

/** How long typing rests before the search is sent to the server. */
const SEARCH_PAUSE_MS = 300;

const device = (e: AdEventRecord) => [e.deviceType, e.browser, e.os].filter(Boolean).join(' · ');
const seconds = (ms: AdEventRecord['timeOnPage']) => {
  const n = Number(ms);
  return Number.isFinite(n) && n >= 0 ? TEXTS.seconds(Math.round(n / 1000)) : '';
};

/**
 * The detail modal of events (spec 3 §2, §5): one ad's events, or every ad's, newest first, ten a
 * page, searched by the server in the ad's title, the action (show/ظهور, click/نقرة), the page, the
 * user id and the session id. The search and page live in the screen's URL (`eq`, `epage`).
 */
export function EventsDialog({
  adId,
  adTitle,
  search,
  page,
  onSearch,
  onPage,
  onClose,
}: {
  adId: string | null;
  adTitle: string | null;
  search: string;
  page: number;
  onSearch: (text: string) => void;
  onPage: (page: number) => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState(search);
  useEffect(() => {
    if (typed === search) return undefined;
    const timer = window.setTimeout(() => onSearch(typed), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, search, onSearch]);

  const { data, error, isLoading, mutate } = useAdEvents({ adId, q: search, page });
  const events = data?.data ?? [];
  const pagination = data?.pagination;
  const pages = Math.max(1, pagination?.pages ?? 1);

  return (
    <Dialog title={TEXTS.eventsTitle(adTitle)} onClose={onClose} size="large" className="ads-events">
      <div className="list-toolbar" role="search">
        <TextField label={TEXTS.eventsSearch} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </div>
      <AsyncSection
        isLoading={isLoading && !data}
        error={error}
        isEmpty={!events.length}
        onRetry={() => void mutate()}
        loadingText={TEXTS.eventsLoading}
        errorText={error instanceof ApiError && error.status !== 500 ? error.message : TEXTS.eventsError}
        emptyText={TEXTS.eventsEmpty}
      >
        <div className="guide-table__scroll" role="region" aria-label={TEXTS.eventsTable} tabIndex={0}>
          <table className="guide-table ads-events__table">
            <thead>
              <tr>
                <th scope="col">{TEXTS.eventColumns.time}</th>
                {!adId && <th scope="col">{TEXTS.eventColumns.ad}</th>}
                <th scope="col">{TEXTS.eventColumns.action}</th>
                <th scope="col">{TEXTS.eventColumns.page}</th>
                <th scope="col">{TEXTS.eventColumns.user}</th>
                <th scope="col">{TEXTS.eventColumns.session}</th>
                <th scope="col">{TEXTS.eventColumns.device}</th>
                <th scope="col">{TEXTS.eventColumns.timeOnPage}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e._id}>
                  <td>{formatAdDateTime(e.timestamp)}</td>
                  {!adId && <td>{e.adTitle ?? TEXTS.deletedAd}</td>}
                  <td>
                    <span className={`badge ${e.action === 'click' ? 'badge--good' : 'badge--info'}`}>
                      {TEXTS.actions[e.action] ?? e.action}
                    </span>
                  </td>
                  <td dir="ltr">{e.page}</td>
                  <td dir="ltr">{e.userId || TEXTS.visitor}</td>
                  <td dir="ltr" className="ads-events__session">
                    {e.sessionId}
                  </td>
                  <td dir="ltr">{device(e)}</td>
                  <td>{seconds(e.timeOnPage)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AsyncSection>
      {pagination && pagination.total > 0 && (
        <nav className="ads-events__pages" aria-label={TEXTS.paging}>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {TEXTS.previous}
          </button>
          <span aria-live="polite">{TEXTS.pageOf(page, pages, pagination.total)}</span>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {TEXTS.next}
          </button>
        </nav>
      )}
    </Dialog>
  );
}
