import { lazy, Suspense, useMemo } from 'react';
import { adFigures, adSchedule, formatClickRate, summarizeAds, type AdSchedule } from '@dalil/domain/rules';
import { AsyncSection } from '@/components/async-section';
import { SelectField } from '@/components/fields';
import { SummaryCounts } from '@/components/summary-counts';
import { useUrlTab } from '@/components/tabs';
import { formatInteger } from '@/lib/format';
import { useAdDaily, type AdRecord } from '../api/ads-admin';
import { TEXTS } from '../texts';

// uPlot is loaded only when the analytics tab is shown (its own chunk).
const DailyChart = lazy(() => import('./daily-chart'));

const DAYS = ['7', '30', '90'] as const;
const BADGE: Record<AdSchedule, string> = { running: 'badge--good', scheduled: 'badge--info', ended: 'badge--warning' };

/**
 * The analytics tab (spec 3 §2, §9): the summary figures, shows and clicks per day, and a card per
 * ad with its figures and the way to its events. Shows, clicks and click rates come from the ads'
 * counters (packages/domain/src/rules/ad-analytics.ts says why); the chart from the daily event counts.
 */
export function AnalyticsTab({ ads, onOpenEvents }: { ads: AdRecord[]; onOpenEvents: (ad: AdRecord | null) => void }) {
  const now = useMemo(() => new Date(), []);
  const summary = useMemo(() => summarizeAds(ads, now), [ads, now]);
  const figures = useMemo(
    () => ads.map((ad) => ({ ad, f: adFigures(ad, now), status: adSchedule(ad, now) })),
    [ads, now],
  );
  const [daysText, setDays] = useUrlTab('days', DAYS, '30');
  const days = Number(daysText);
  const daily = useAdDaily(days);
  const rows = daily.data ?? [];
  const anyActivity = rows.some((r) => r.shows || r.clicks);

  return (
    <div className="ads-analytics">
      <SummaryCounts
        label={TEXTS.summary}
        items={[
          { label: TEXTS.summaryItems.ads, value: summary.ads },
          { label: TEXTS.summaryItems.active, value: summary.activeAds, tone: 'good' },
          { label: TEXTS.summaryItems.shows, value: summary.shows },
          { label: TEXTS.summaryItems.clicks, value: summary.clicks },
        ]}
      />
      <dl className="ads-metrics" aria-label={TEXTS.metrics}>
        <div className="ads-metrics__item">
          <dt>{TEXTS.summaryItems.rate}</dt>
          <dd>
            <span dir="ltr">{formatClickRate(summary.clickRate)}</span>
          </dd>
        </div>
        <div className="ads-metrics__item">
          <dt>{TEXTS.summaryItems.average}</dt>
          <dd>{formatInteger(summary.averageShows)}</dd>
        </div>
        <div className="ads-metrics__item ads-metrics__item--best">
          <dt>{TEXTS.summaryItems.best}</dt>
          <dd>
            {summary.best ? (
              <>
                <span className="ads-metrics__best-title">{summary.best.title}</span>{' '}
                <span dir="ltr">({formatClickRate(summary.best.clickRate)})</span>
              </>
            ) : (
              TEXTS.noBest
            )}
          </dd>
        </div>
      </dl>
      <p className="form__hint">
        {TEXTS.activeHint} {TEXTS.sourceNote}
      </p>

      <section className="card ads-chart" aria-labelledby="ads-chart-title">
        <div className="ads-chart__head">
          <h2 id="ads-chart-title" className="ads-section-title">
            {TEXTS.chartTitle}
          </h2>
          <SelectField
            label={TEXTS.chartDays}
            value={daysText}
            onChange={(e) => setDays(DAYS.find((d) => d === e.target.value) ?? '30')}
            options={DAYS.map((d) => ({ value: d, label: TEXTS.daysOptions[d] }))}
          />
        </div>
        <AsyncSection
          isLoading={daily.isLoading}
          error={daily.error}
          isEmpty={!anyActivity}
          onRetry={() => void daily.mutate()}
          loadingText={TEXTS.chartLoading}
          errorText={TEXTS.chartError}
          emptyText={TEXTS.chartEmpty}
        >
          <ul className="ads-chart__legend" aria-hidden="true">
            <li className="ads-chart__key ads-chart__key--shows">{TEXTS.summaryItems.shows}</li>
            <li className="ads-chart__key ads-chart__key--clicks">{TEXTS.summaryItems.clicks}</li>
          </ul>
          <Suspense
            fallback={
              <div className="async-state async-state--loading" role="status">
                <span className="spinner" aria-hidden="true" />
                <span>{TEXTS.chartLoading}</span>
              </div>
            }
          >
            <DailyChart
              rows={rows}
              label={TEXTS.chartLabel(days)}
              showsLabel={TEXTS.summaryItems.shows}
              clicksLabel={TEXTS.summaryItems.clicks}
            />
          </Suspense>
          <details className="ads-chart__data">
            <summary>{TEXTS.chartTable}</summary>
            <div className="guide-table__scroll" role="region" aria-label={TEXTS.chartTitle} tabIndex={0}>
              <table className="guide-table">
                <thead>
                  <tr>
                    <th scope="col">{TEXTS.day}</th>
                    <th scope="col">{TEXTS.summaryItems.shows}</th>
                    <th scope="col">{TEXTS.summaryItems.clicks}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows
                    .filter((r) => r.shows || r.clicks)
                    .map((r) => (
                      <tr key={r.day}>
                        <th scope="row" dir="ltr">
                          {r.day}
                        </th>
                        <td>{formatInteger(r.shows)}</td>
                        <td>{formatInteger(r.clicks)}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          </details>
        </AsyncSection>
      </section>

      <section aria-labelledby="ads-per-ad-title">
        <div className="ads-per-ad__head">
          <h2 id="ads-per-ad-title" className="ads-section-title">
            {TEXTS.perAd}
          </h2>
          <button type="button" className="button button--ghost" onClick={() => onOpenEvents(null)}>
            {TEXTS.allEvents}
          </button>
        </div>
        <ul className="card-grid ads-per-ad">
          {figures.map(({ ad, f, status }) => (
            <li key={ad._id} className="card ads-ad-card" data-ad-id={ad._id}>
              <div className="ads-ad-card__head">
                <h3 className="ads-ad-card__title">{ad.title}</h3>
                <span className={`badge ${BADGE[status]}`}>{TEXTS.status[status]}</span>
              </div>
              <dl className="ads-ad-card__figures">
                <div>
                  <dt>{TEXTS.summaryItems.shows}</dt>
                  <dd>{formatInteger(f.shows)}</dd>
                </div>
                <div>
                  <dt>{TEXTS.summaryItems.clicks}</dt>
                  <dd>{formatInteger(f.clicks)}</dd>
                </div>
                <div>
                  <dt>{TEXTS.summaryItems.rate}</dt>
                  <dd>
                    <span dir="ltr">{formatClickRate(f.clickRate)}</span>
                  </dd>
                </div>
              </dl>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => onOpenEvents(ad)}
                aria-label={`${TEXTS.eventsOf}: ${ad.title}`}
              >
                {TEXTS.eventsOf}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
