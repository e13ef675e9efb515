import type { ReactNode } from 'react';
import { formatArticleDate, publicPagePath } from '@dalil/domain/rules';
import { Logo } from '@/components/logo';
import { RecordActions } from '@/components/record-card';
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
        <Logo src={record.logo_url} alt="" fallbackText={name} className="content-card__logo" />
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
      <RecordActions
        className="button-row content-card__actions"
        name={name}
        actions={actions.map((action) => ({ ...action, onClick: () => action.onClick(record) }))}
        siteHref={publicPagePath(config.uid, record)}
      />
    </article>
  );
}
