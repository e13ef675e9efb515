import { CATEGORY_LABELS } from '@dalil/domain';
import { Tabs } from '@/components/tabs';
import { CATEGORIES, type Category } from '@/lib/api/universities';
import { TEXTS } from '../texts';

/** The four university types (spec 3 §2), shown on every tab but add; the choice lives in `?type=`. */
export function TypeSelector({ value, onChange }: { value: Category; onChange: (value: Category) => void }) {
  return (
    <Tabs
      label={TEXTS.typeSelectorLabel}
      className="uni-admin__types"
      idBase="uni-type"
      tabs={CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
      value={value}
      onChange={onChange}
    />
  );
}
