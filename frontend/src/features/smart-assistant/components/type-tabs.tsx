import { CATEGORY_LABELS } from '@dalil/domain';
import type { Category } from '@/lib/api/universities';

/** University-type tabs (national, private, special, international — in the order given). */
export function TypeTabs({
  order, selected, onSelect, label, counts,
}: {
  order: readonly Category[];
  selected: Category | null;
  onSelect: (category: Category) => void;
  label: string;
  counts?: Partial<Record<Category, number>>;
}) {
  return (
    <div className="assistant-tabs" role="tablist" aria-label={label}>
      {order.map((category) => (
        <button
          key={category}
          type="button"
          role="tab"
          aria-selected={selected === category}
          className={`assistant-tabs__tab${selected === category ? ' assistant-tabs__tab--active' : ''}`}
          onClick={() => onSelect(category)}
        >
          {CATEGORY_LABELS[category]}
          {counts && counts[category] !== undefined ? <span className="assistant-tabs__count">{counts[category]}</span> : null}
        </button>
      ))}
    </div>
  );
}
