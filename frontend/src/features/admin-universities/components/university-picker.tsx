import { useMemo } from 'react';
import { matchesSearch, pageOfGroups, sectionsOfCategory } from '@dalil/domain/rules';
import { ListPager, useResourceListState } from '@/components/admin/resource-list';
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

const SORTS = ['index'] as const;

/**
 * The edit and delete tabs' first step: search, then a card per university of the type, a page at
 * a time (`?page=`, `?size=`: the staff lists' paging). The delete tab's sections are paged as one
 * list in section order; a section cut by a page goes on at the next page with its running count.
 */
export function UniversityPicker({ category, query, onQuery, grouped, prompt, actionLabel, onPick }: Props) {
  const links = useUniversityLinks(category);
  const pages = useResourceListState({ sorts: SORTS, defaultSort: 'index' });
  const sections = useMemo(() => {
    const list = (links.data ?? []).filter((u) => matchesSearch(query, u.university_Arabic_Name));
    const bySection = sectionsOfCategory(list, category);
    return grouped
      ? bySection
      : [{ subtype: 'all', title: '', universities: bySection.flatMap((s) => s.universities) }].filter(
          (s) => s.universities.length,
        );
  }, [links.data, query, category, grouped]);
  const paged = pageOfGroups(sections, pages.page, pages.size);

  return (
    <div className="uni-admin__panel">
      <p className="uni-admin__hint">{prompt}</p>
      <div className="uni-admin__toolbar">
        <SearchBox value={query} onChange={onQuery} />
      </div>
      <LinksState links={links} isEmpty={sections.length === 0}>
        {paged.groups.map((section) => (
          <section key={section.subtype} className="uni-admin__section" aria-label={section.title || undefined}>
            {section.title && (
              <h2 className="uni-admin__section-title">
                {section.title} <span className="uni-admin__count">{TEXTS.count(section.universities.length)}</span>
              </h2>
            )}
            <ul className="card-grid uni-admin__grid">
              {section.shown.map((u) => (
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
        <ListPager state={pages} shown={paged} total={paged.total} />
      </LinksState>
    </div>
  );
}
