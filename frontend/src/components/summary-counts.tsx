import { formatInteger } from '@/lib/format';

export interface SummaryCount {
  label: string;
  value: number;
  /** Colours the figure: neutral (default), good, warning. */
  tone?: 'neutral' | 'good' | 'warning';
}

/**
 * The summary figures at the top of a staff list (spec 3 §2: users, messages, join requests):
 * a labelled description list of figures in Latin digits, wrapping on narrow screens.
 */
export function SummaryCounts({ label, items }: { label: string; items: SummaryCount[] }) {
  return (
    <dl className="summary-counts" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={`summary-counts__item summary-counts__item--${item.tone ?? 'neutral'}`}>
          <dt className="summary-counts__label">{item.label}</dt>
          <dd className="summary-counts__value">{formatInteger(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
