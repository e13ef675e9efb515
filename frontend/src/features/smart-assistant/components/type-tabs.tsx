import { CATEGORY_LABELS } from '@dalil/domain';
import { Tabs } from '@/components/tabs';
import type { Category } from '@/lib/api/universities';

/** University-type tabs (the kit's Tabs in the order given); they filter the list below them. */
export function TypeTabs({
  order,
  selected,
  onSelect,
  label,
  counts,
}: {
  order: readonly Category[];
  selected: Category | null;
  onSelect: (category: Category) => void;
  label: string;
  counts?: Partial<Record<Category, number>>;
}) {
  return (
    <Tabs
      label={label}
      className="tabs--pills assistant-tabs"
      withPanels={false}
      value={(selected ?? '') as Category}
      onChange={onSelect}
      tabs={order.map((category) => ({
        value: category,
        label: (
          <>
            {CATEGORY_LABELS[category]}
            {counts && counts[category] !== undefined ? (
              <span className="assistant-tabs__count">{counts[category]}</span>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
