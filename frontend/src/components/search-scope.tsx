import { CATEGORY_LABELS, countMatches, searchScopeText } from '@dalil/domain/rules';
import { CATEGORIES, LINK_SUMMARY_FIELDS, useUniversityLinks, type Category } from '@/lib/api/universities';

/**
 * Where a search on a tabbed list of universities (/Guide, /Status) looked (issue 24): it
 * searches the open tab and says so — «لا نتائج في الجامعات الخاصة» — and offers each other
 * tab with the number it finds there; a click opens that tab, the search kept.
 */
export function SearchScope({
  query,
  tab,
  found,
  onSearchIn,
}: {
  query: string;
  tab: Category;
  found: number;
  onSearchIn: (category: Category) => void;
}) {
  const text = searchScopeText(query, CATEGORY_LABELS[tab], found);
  if (!text) return null;
  return (
    <div className="search-scope" role="status">
      <span>{text}.</span>{' '}
      <span className="search-scope__others">
        ابحث في:{' '}
        {CATEGORIES.filter((c) => c !== tab).map((category) => (
          <OtherTab key={category} category={category} query={query} onSearchIn={onSearchIn} />
        ))}
      </span>
    </div>
  );
}

function OtherTab({
  category,
  query,
  onSearchIn,
}: {
  category: Category;
  query: string;
  onSearchIn: (category: Category) => void;
}) {
  const { data } = useUniversityLinks(category, LINK_SUMMARY_FIELDS);
  const count = data ? countMatches(query, data, (u) => [u.university_Arabic_Name, u.university_code]) : null;
  return (
    <button type="button" className="search-scope__tab" onClick={() => onSearchIn(category)}>
      {CATEGORY_LABELS[category]}
      {count === null ? '' : ` (${count})`}
    </button>
  );
}
