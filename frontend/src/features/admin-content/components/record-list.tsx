import type { ReactNode } from 'react';
import { formatArticleDate, matchesSearch } from '@dalil/domain';
import { AsyncSection } from '@/components/async-section';
import { ImageWithFallback } from '@/lib/image-with-fallback';
import type { ContentRecord } from '../api/content';
import type { ContentKindConfig } from '../kinds';
import { COMMON } from '../texts';

export type CardAction = { label: string; onClick: (record: ContentRecord) => void; tone?: 'danger' };

export interface RecordListProps {
  config: ContentKindConfig;
  data: ContentRecord[] | undefined;
  error: unknown;
  onRetry: () => void;
  query: string;
  actions: CardAction[];
  intro?: ReactNode;
}

/** Cards of the records that match the search (name, short name, tags), in the server's order. */
export function RecordList({ config, data, error, onRetry, query, actions, intro }: RecordListProps) {
  const matching = (data ?? []).filter((r) => matchesSearch(query, config.displayName(r), r.Short_name, r.tag));
  return (
    <AsyncSection
      isLoading={!data && !error}
      error={data ? undefined : error}
      onRetry={onRetry}
      isEmpty={Boolean(data) && data!.length === 0}
      loadingText={COMMON.loading}
      errorText={COMMON.loadError}
      retryLabel={COMMON.retry}
      emptyText={config.texts.empty}
    >
      {intro}
      <p className="content-admin__count" role="status">
        {matching.length ? COMMON.results(matching.length) : COMMON.noMatch}
      </p>
      <ul className="card-grid content-admin__cards">
        {matching.map((record) => {
          const name = config.displayName(record);
          const date = record.deadline ?? record.createdAt;
          return (
            <li key={record._id} className="card content-card">
              <div className="content-card__head">
                <ImageWithFallback src={record.logo_url} alt="" fallbackText={name} className="content-card__logo" />
                <div className="content-card__titles">
                  <h3 className="content-card__title">{name}</h3>
                  <p className="content-card__short" dir="ltr">
                    {record.Short_name}
                  </p>
                </div>
              </div>
              <div className="content-card__meta">
                {date && <span>{formatArticleDate(date) || date}</span>}
                {config.badges(record).map((badge) => (
                  <span key={badge} className="content-card__badge">
                    {badge}
                  </span>
                ))}
              </div>
              <div className="button-row content-card__actions">
                {actions.map((action) => (
                  <button
                    key={action.label}
                    type="button"
                    className={`button button--small ${action.tone === 'danger' ? 'button--danger' : 'button--ghost'}`}
                    aria-label={`${action.label}: ${name}`}
                    onClick={() => action.onClick(record)}
                  >
                    {action.label}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </AsyncSection>
  );
}
