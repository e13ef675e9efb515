import { CATEGORY_LABELS } from '@dalil/domain/rules';
import { CATEGORIES, type Category } from '@/lib/api/universities';
import { Tabs } from './tabs';

export interface CategoryTabsProps {
  /** The selected type; null before one is chosen (no tab selected). */
  value: Category | null;
  onChange: (category: Category) => void;
  /** Names the row for assistive technology. */
  label?: string;
  /** The types in the order shown (every type by default). */
  order?: readonly Category[];
  className?: string;
  /** Links the tabs to a panel (`tabPanelProps(idBase, value)`); leave out when they filter the page. */
  idBase?: string;
}

/**
 * The university-type tab row (private, national, special, international), public and staff: the
 * kit's Tabs with the types' Arabic names. The choice lives in the URL: callers pass the value and
 * setter of `useUrlTab('type', …)` or their own URL state.
 */
export function CategoryTabs({
  value,
  onChange,
  label = 'تصنيف الجامعات',
  order = CATEGORIES,
  className = '',
  idBase,
}: CategoryTabsProps) {
  return (
    <Tabs
      label={label}
      className={className}
      idBase={idBase}
      withPanels={Boolean(idBase)}
      value={(value ?? '') as Category}
      onChange={onChange}
      tabs={order.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }))}
    />
  );
}
