import { formatInteger } from '@/lib/format';

export interface SummaryCount {
  label: string;
  value: number;
  /** Colours the figure: neutral (default), good, warning. */
  tone?: 'neutral' | 'good' | 'warning';
  /** With `onSelect`: the list filter this figure stands for; a click shows that part of the list. */
  filter?: string;
}

/**
 * The summary figures at the top of a staff list (spec 3 §2: users, messages, join requests):
 * figures in Latin digits, wrapping on narrow screens. Read-only, a labelled description list;
 * with `onSelect`, each figure that names a `filter` is a toggle button (pressed when it is the
 * filter shown) that filters the list when clicked.
 */
export function SummaryCounts({
  label,
  items,
  selected,
  onSelect,
}: {
  label: string;
  items: SummaryCount[];
  selected?: string;
  onSelect?: (filter: string) => void;
}) {
  const itemClass = (item: SummaryCount) => `summary-counts__item summary-counts__item--${item.tone ?? 'neutral'}`;
  if (!onSelect)
    return (
      <dl className="summary-counts" aria-label={label}>
        {items.map((item) => (
          <div key={item.label} className={itemClass(item)}>
            <dt className="summary-counts__label">{item.label}</dt>
            <dd className="summary-counts__value">{formatInteger(item.value)}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <div className="summary-counts" role="group" aria-label={label}>
      {items.map((item) => {
        const figure = (
          <>
            <span className="summary-counts__label">{item.label}</span>
            <span className="summary-counts__value">{formatInteger(item.value)}</span>
          </>
        );
        const { filter } = item;
        return filter === undefined ? (
          <div key={item.label} className={itemClass(item)}>
            {figure}
          </div>
        ) : (
          <button
            key={item.label}
            type="button"
            className={`${itemClass(item)} summary-counts__item--button`}
            aria-pressed={filter === selected}
            onClick={() => onSelect(filter)}
          >
            {figure}
          </button>
        );
      })}
    </div>
  );
}
