import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { COUNTRIES, searchCountries } from '@dalil/domain/rules';

export interface CountryCodeSelectProps {
  /** The chosen dial code ('+20'). */
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  /** Marks the button invalid (aria-invalid and a red border). */
  invalid?: boolean;
  /** Name of the button, followed by the chosen code: 'رمز الدولة: +20 مصر'. */
  label?: string;
  /** Name of the search box. */
  searchLabel?: string;
  /** Only the code on the button (narrow rows); the country name is still in its accessible name. */
  compact?: boolean;
}

/**
 * The searchable dial-code picker of every phone field (spec 1 §2, §9; spec 2 §2.10): a button
 * showing the code opens a search box (`role="combobox"`, `aria-expanded`, `aria-controls`,
 * `aria-activedescendant`) over a labelled, focusable list. Typing filters by Arabic name
 * (normalised) or by code digits; ArrowUp/Down, Home/End move, Enter picks, Escape closes and
 * returns focus to the button; the list closes as soon as focus leaves it. Codes are shown LTR.
 */
export function CountryCodeSelect({
  value,
  onChange,
  disabled,
  invalid,
  label = 'رمز الدولة',
  searchLabel = 'ابحث عن رمز الدولة',
  compact = false,
}: CountryCodeSelectProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const matches = useMemo(() => searchCountries(query), [query]);
  const current = COUNTRIES.find((c) => c.code === value);
  const optionId = (i: number) => `${listId}-option-${i}`;
  const activeId = open && matches[active] ? optionId(active) : undefined;

  // Keep the active option in view while moving with the keys.
  useEffect(() => {
    if (!open || !activeId) return;
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeId]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (refocus) buttonRef.current?.focus();
  };

  const choose = (code: string) => {
    onChange(code);
    close(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = matches.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, active + 1),
      ArrowUp: () => Math.max(0, active - 1),
      Home: () => 0,
      End: () => Math.max(0, last),
    };
    // Home/End stay with the text box while typing in it.
    if (event.key in moves && !((event.key === 'Home' || event.key === 'End') && event.target !== listRef.current)) {
      event.preventDefault();
      setActive(moves[event.key]());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (matches[active]) choose(matches[active].code);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
  };

  return (
    <div className="country-select" ref={rootRef} onBlur={open ? onBlur : undefined}>
      <button
        ref={buttonRef}
        type="button"
        className={`country-select__toggle${invalid ? ' country-select__toggle--invalid' : ''}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${label}: ${value || 'غير محدد'}${current ? ` ${current.name}` : ''}`}
        disabled={disabled}
        onClick={() => {
          if (open) return close(false);
          setActive(
            Math.max(
              0,
              COUNTRIES.findIndex((c) => c.code === value),
            ),
          );
          setOpen(true);
        }}
      >
        <bdo dir="ltr">{value || '—'}</bdo>
        {!compact && current && <span className="country-select__name">{current.name}</span>}
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="country-select__popover">
          <input
            type="search"
            role="combobox"
            className="country-select__search"
            placeholder="ابحث باسم الدولة أو الرمز"
            aria-label={searchLabel}
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={activeId}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just opened the picker: focus goes to its search box
            autoFocus
            autoComplete="off"
            onKeyDown={onKeyDown}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
          />
          {matches.length === 0 && (
            <p className="country-select__empty" role="status">
              لا توجد نتائج
            </p>
          )}
          <ul
            ref={listRef}
            className="country-select__list"
            role="listbox"
            id={listId}
            aria-label="رموز الدول"
            tabIndex={0}
            aria-activedescendant={activeId}
            onKeyDown={onKeyDown}
          >
            {matches.map((country, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- options are chosen from the keyboard on the search box and the list (aria-activedescendant)
              <li
                key={country.name}
                id={optionId(index)}
                role="option"
                aria-selected={country.code === value}
                className={`country-select__option${index === active ? ' country-select__option--active' : ''}`}
                onPointerEnter={() => setActive(index)}
                onClick={() => choose(country.code)}
              >
                <span>{country.name}</span>
                <bdo dir="ltr" className="country-select__code">
                  {country.code}
                </bdo>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
