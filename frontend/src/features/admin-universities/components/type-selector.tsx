import { CategoryTabs } from '@/components/category-tabs';
import type { Category } from '@/lib/api/universities';
import { TEXTS } from '../texts';

/** The four university types (spec 3 §2), shown on every tab but add; the choice lives in `?type=`. */
export function TypeSelector({ value, onChange }: { value: Category; onChange: (value: Category) => void }) {
  return (
    <CategoryTabs
      label={TEXTS.typeSelectorLabel}
      className="uni-admin__types"
      idBase="uni-type"
      value={value}
      onChange={onChange}
    />
  );
}
