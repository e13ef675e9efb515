import { useMemo } from 'react';
import { matchesSearch, sectionsOfCategory } from '@dalil/domain/rules';
import { useUniversityLinks, type Category, type UniversityLink } from '@/lib/api/universities';
import { TEXTS } from '../texts';
import { LinksState } from './links-state';
import { SearchBox } from './search-box';
import { UniversityCard } from './university-card';

type Props = {
  category: Category;
  query: string;
  onQuery: (q: string) => void;
  /** Delete groups the cards in sections with counts (spec 3 §2); edit shows one grid. */
  grouped: boolean;
  prompt: string;
  /** The card's accessible name: 'تعديل …' or 'حذف …'. */
  actionLabel: (name: string) => string;
  onPick: (u: UniversityLink) => void;
};

/** The edit and delete tabs' first step: search, then a card per university of the type. */
export function UniversityPicker({ category, query, onQuery, grouped, prompt, actionLabel, onPick }: Props) {
  const links = useUniversityLinks(category);
  const sections = useMemo(() => {
    const list = (links.data ?? []).filter((u) => matchesSearch(query, u.university_Arabic_Name));
    const bySection = sectionsOfCategory(list, category);
    return grouped
      ? bySection
      : [{ subtype: 'all', title: '', universities: bySection.flatMap((s) => s.universities) }].filter(
          (s) => s.universities.length,
        );
  }, [links.data, query, category, grouped]);

  return (
    <div className="uni-admin__panel">
      <p className="uni-admin__hint">{prompt}</p>
      <div className="uni-admin__toolbar">
        <SearchBox value={query} onChange={onQuery} />
      </div>
      <LinksState links={links} isEmpty={sections.length === 0}>
        {sections.map((section) => (
          <section key={section.subtype} className="uni-admin__section" aria-label={section.title || undefined}>
            {section.title && (
              <h2 className="uni-admin__section-title">
                {section.title} <span className="uni-admin__count">{TEXTS.count(section.universities.length)}</span>
              </h2>
            )}
            <ul className="card-grid uni-admin__grid">
              {section.universities.map((u) => (
                <UniversityCard
                  key={u._id}
                  university={u}
                  onOpen={() => onPick(u)}
                  openLabel={actionLabel(u.university_Arabic_Name)}
                />
              ))}
            </ul>
          </section>
        ))}
      </LinksState>
    </div>
  );
}
