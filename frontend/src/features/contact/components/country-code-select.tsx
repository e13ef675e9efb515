import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { COUNTRIES, searchCountries } from '@dalil/domain';

interface CountryCodeSelectProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/**
 * A searchable country-code dropdown (spec 1 §2, §9): a button showing the chosen code; it opens
 * a search box (Arabic name or code) over the list. Arrow keys move, Enter picks, Escape closes.
 */
export function CountryCodeSelect({ value, onChange, disabled }: CountryCodeSelectProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const matches = useMemo(() => searchCountries(query), [query]);
  const current = COUNTRIES.find((c) => c.code === value);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (code: string) => {
    onChange(code);
    setOpen(false);
    setQuery('');
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(matches.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (matches[active]) choose(matches[active].code);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="country-select" ref={rootRef}>
      <button
        type="button"
        className="country-select__toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`رمز الدولة: ${value}${current ? ` ${current.name}` : ''}`}
        disabled={disabled}
        onClick={() => {
          setActive(0);
          setOpen((o) => !o);
        }}
      >
        <span dir="ltr">{value}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="country-select__popover" onKeyDown={onKeyDown}>
          <input
            ref={searchRef}
            type="search"
            className="country-select__search"
            placeholder="ابحث عن الدولة أو الرمز"
            aria-label="ابحث عن الدولة أو الرمز"
            aria-controls={listId}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
          />
          <ul className="country-select__list" role="listbox" id={listId} aria-label="الدول">
            {matches.length === 0 && <li className="country-select__empty">لا توجد نتائج</li>}
            {matches.map((country, index) => (
              <li
                key={country.name}
                role="option"
                aria-selected={country.code === value}
                className={`country-select__option${index === active ? ' country-select__option--active' : ''}`}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(country.code)}
              >
                <span>{country.name}</span>
                <span dir="ltr" className="country-select__code">
                  {country.code}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
