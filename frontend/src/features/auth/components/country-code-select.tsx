import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { COUNTRIES, matchesSearch } from '@dalil/domain';

/**
 * The searchable country-code list of the phone field (spec 1 §2): a button showing the chosen
 * code; it opens a search box over the list of code and Arabic name. Arrow keys move, Enter
 * chooses, Escape closes.
 */
export function CountryCodeSelect({ value, onChange, invalid }: { value: string; onChange: (code: string) => void; invalid?: boolean }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const options = useMemo(() => {
    const q = query.trim();
    if (!q) return COUNTRIES;
    return COUNTRIES.filter((c) => c.code.includes(q.replace(/^\+?/, '+')) || c.code.includes(q) || matchesSearch(q, c.name));
  }, [query]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const choose = (code: string) => {
    onChange(code);
    setOpen(false);
    setQuery('');
    buttonRef.current?.focus();
  };

  const current = COUNTRIES.find((c) => c.code === value);

  return (
    <div className="auth-cc" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`auth-cc__button${invalid ? ' auth-cc__button--invalid' : ''}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`رمز الدولة: ${value || 'غير محدد'}`}
        onClick={() => {
          setOpen((v) => !v);
          setActive(0);
        }}
      >
        <bdo className="auth-ltr" dir="ltr">{value || "—"}</bdo>
        <span className="auth-cc__name">{current?.name ?? ''}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="auth-cc__popup">
          <input
            type="search"
            className="auth-cc__search"
            placeholder="ابحث باسم الدولة أو الرمز"
            aria-label="ابحث عن رمز الدولة"
            aria-controls={listId}
            aria-activedescendant={options[active] ? `${listId}-${active}` : undefined}
            autoFocus
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setActive((i) => Math.min(i + 1, options.length - 1));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((i) => Math.max(i - 1, 0));
              } else if (e.key === 'Enter') {
                e.preventDefault();
                if (options[active]) choose(options[active].code);
              } else if (e.key === 'Escape') {
                e.stopPropagation();
                setOpen(false);
                buttonRef.current?.focus();
              }
            }}
          />
          <ul className="auth-cc__list" role="listbox" id={listId} aria-label="رموز الدول">
            {options.length === 0 && <li className="auth-cc__empty">لا توجد نتائج</li>}
            {options.map((c, i) => (
              <li
                key={c.name}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={c.code === value}
                className={`auth-cc__option${i === active ? ' auth-cc__option--active' : ''}`}
                onPointerEnter={() => setActive(i)}
                onClick={() => choose(c.code)}
              >
                <span>{c.name}</span>
                <bdo className="auth-ltr" dir="ltr">{c.code}</bdo>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
