import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { COUNTRIES, matchesSearch } from '@dalil/domain';

/**
 * The searchable dial-code list (spec 2 §2.10, about 170 codes): a button that opens a search
 * box over the list; the query matches the Arabic name (normalised) or the code.
 */
export function DialCodePicker({ value, onChange, disabled, label = 'رمز الدولة' }: { value: string; onChange: (code: string) => void; disabled?: boolean; label?: string }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const current = COUNTRIES.find((c) => c.code === value);

  const matches = useMemo(() => {
    const q = query.trim();
    if (!q) return COUNTRIES;
    const digits = q.replace(/[^\d]/g, '');
    return COUNTRIES.filter((c) => matchesSearch(q, c.name) || (digits && c.code.slice(1).startsWith(digits)));
  }, [query]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="dial-picker" ref={rootRef}>
      <button
        type="button"
        className="dial-picker__toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${label}: ${value || 'غير محدد'}`}
        disabled={disabled}
        onClick={() => {
          setOpen((o) => !o);
          setQuery('');
        }}
      >
        <bdi dir="ltr">{value || '+'}</bdi>
        {current && <span className="dial-picker__name">{current.name}</span>}
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="dial-picker__panel">
          <input
            type="search"
            className="dial-picker__search"
            placeholder="ابحث باسم الدولة أو الرمز"
            aria-label="ابحث عن رمز الدولة"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoFocus
          />
          <ul id={listId} role="listbox" aria-label={label} className="dial-picker__list">
            {matches.length === 0 && <li className="dial-picker__empty">لا توجد نتائج</li>}
            {matches.map((c) => (
              <li
                key={`${c.code}-${c.name}`}
                role="option"
                aria-selected={c.code === value}
                tabIndex={0}
                className="dial-picker__option"
                onClick={() => {
                  onChange(c.code);
                  setOpen(false);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onChange(c.code);
                    setOpen(false);
                  }
                }}
              >
                <span>{c.name}</span>
                <bdi dir="ltr">{c.code}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
