import { TextField } from '@/components/fields';
import { TEXTS } from '../texts';

/** Search by Arabic name (the directory's normalisation is applied by the lists). */
export function SearchBox({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      className="uni-admin__search"
      label={<span className="visually-hidden">{TEXTS.searchLabel}</span>}
      type="search"
      placeholder={TEXTS.search}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
