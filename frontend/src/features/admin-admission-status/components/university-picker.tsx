import { useMemo } from 'react';
import { groupBySubtype } from '@dalil/domain/rules';
import { AsyncSection } from '@/components/async-section';
import { TEXTS } from '../texts';
import { LIST_STATE_TEXTS, StatusToolbar, type StatusListSource } from './status-toolbar';
import { UniversityCard } from './university-card';

/** The edit and delete tabs start here: pick a listed university of the type (search, sections with counts). */
export function UniversityPicker(
  props: StatusListSource & {
    heading: string;
    actionLabel: string;
    tone: 'primary' | 'danger';
    onPick: (code: string) => void;
  },
) {
  const groups = useMemo(
    () => groupBySubtype(props.universities, props.category, props.query),
    [props.universities, props.category, props.query],
  );
  return (
    <div className="status-admin-list">
      <h2 className="status-admin-pick">{props.heading}</h2>
      <StatusToolbar query={props.query} onQueryChange={props.onQueryChange} />
      <AsyncSection
        isLoading={props.isLoading}
        error={props.error}
        onRetry={props.onRetry}
        {...LIST_STATE_TEXTS}
        isEmpty={groups.length === 0}
        emptyText={props.query ? TEXTS.noMatch : TEXTS.noUniversities}
      >
        {groups.map((group) => (
          <section
            key={group.subtype}
            className="status-admin-section"
            aria-labelledby={`status-pick-${group.subtype}`}
          >
            <h3 id={`status-pick-${group.subtype}`} className="status-admin-section__title">
              {group.title} <span className="status-admin-section__count">({group.universities.length})</span>
            </h3>
            <ul className="card-grid status-admin-grid">
              {group.universities.map((university) => (
                <UniversityCard key={university.code} university={university}>
                  <button
                    type="button"
                    className={`button button--${props.tone}`}
                    onClick={() => props.onPick(university.code)}
                  >
                    {props.actionLabel}
                    <span className="visually-hidden"> {university.name}</span>
                  </button>
                </UniversityCard>
              ))}
            </ul>
          </section>
        ))}
      </AsyncSection>
    </div>
  );
}
