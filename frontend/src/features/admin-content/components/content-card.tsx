import type { ReactNode } from 'react';
import { formatArticleDate } from '@dalil/domain';
import { ImageWithFallback } from '@/lib/image-with-fallback';
import type { ContentRecord } from '../api/content';
import type { ContentKindConfig } from '../kinds';

export type CardAction = { label: string; onClick: (record: ContentRecord) => void; tone?: 'danger' };

/** One news item, scholarship or article: logo, name, short name, date, badges, and the tab's actions. */
export function ContentCard({
  config,
  record,
  actions,
  selectBox,
}: {
  config: ContentKindConfig;
  record: ContentRecord;
  actions: CardAction[];
  /** The list's selection checkbox (ResourceList), in the card's head. */
  selectBox?: ReactNode;
}) {
  const name = config.displayName(record);
  const date = record.deadline ?? record.createdAt;
  return (
    <article className="card content-card">
      <div className="content-card__head">
        {selectBox}
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
    </article>
  );
}
