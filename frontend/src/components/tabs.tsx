import { useCallback, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
  /** Hidden tabs are not rendered (e.g. delete for a non-SuperAdmin). */
  hidden?: boolean;
}

export interface TabsProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Id prefix linking tabs to their panel: the panel uses `tabPanelProps(idBase, value)`. */
  idBase?: string;
  className?: string;
  /** False when the tabs filter content on the page rather than switch panels: no aria-controls. */
  withPanels?: boolean;
}

/** Props for the panel of the selected tab: `<div {...tabPanelProps(idBase, value)}>`. */
export function tabPanelProps(idBase: string, value: string) {
  return {
    role: 'tabpanel' as const,
    id: `${idBase}-panel-${value}`,
    'aria-labelledby': `${idBase}-tab-${value}`,
    tabIndex: 0,
  };
}

/**
 * An ARIA tab list: one tab in the Tab order (the selected one), arrow keys move between tabs in
 * reading order (right to left: ArrowLeft is next), Home and End jump to the ends, and moving
 * selects (automatic activation).
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  idBase,
  className = '',
  withPanels = true,
}: TabsProps<T>) {
  const fallbackId = useId();
  const base = idBase ?? fallbackId;
  const listRef = useRef<HTMLDivElement>(null);
  const visible = tabs.filter((t) => !t.hidden);
  // With no tab selected yet, the first usable one is the list's place in the Tab order.
  const focusable = visible.some((t) => t.value === value) ? value : visible.find((t) => !t.disabled)?.value;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const enabled = visible.filter((t) => !t.disabled);
    const index = Math.max(
      0,
      enabled.findIndex((t) => t.value === value),
    );
    const rtl = (listRef.current?.closest('[dir]')?.getAttribute('dir') ?? document.dir ?? 'rtl') !== 'ltr';
    const step: Record<string, number> = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 };
    let next = -1;
    if (event.key in step) next = (index + step[event.key] + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const target = enabled[next];
    onChange(target.value);
    Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])
      .find((el) => el.dataset.value === target.value)
      ?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={label} className={`tabs ${className}`.trim()}>
      {visible.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.value}`}
            data-value={tab.value}
            aria-selected={selected}
            aria-controls={withPanels ? `${base}-panel-${tab.value}` : undefined}
            tabIndex={tab.value === focusable ? 0 : -1}
            disabled={tab.disabled}
            className={`tabs__tab${selected ? ' tabs__tab--selected' : ''}`}
            onClick={() => onChange(tab.value)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A tab choice kept in the URL (`?{param}=value`), so reload, back and a shared link keep the
 * place. Unknown or missing values read as `fallback`. Other query parameters are kept; `extra`
 * sets or removes (undefined) more of them in the same history entry.
 */
export function useUrlTab<T extends string>(param: string, allowed: readonly T[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const value = raw && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const setValue = useCallback(
    (next: T, extra: Record<string, string | undefined> = {}, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next === fallback) copy.delete(param);
          else copy.set(param, next);
          for (const [key, v] of Object.entries(extra)) {
            if (v === undefined || v === '') copy.delete(key);
            else copy.set(key, v);
          }
          return copy;
        },
        { replace: options.replace },
      );
    },
    [fallback, param, setParams],
  );
  return [value, setValue] as const;
}
