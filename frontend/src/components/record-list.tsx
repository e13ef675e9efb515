import type { ReactNode } from 'react';
import { AsyncSection, type AsyncSectionProps } from './async-section';

export type RecordListProps = Omit<AsyncSectionProps, 'children'> & {
  /** The "N shown of M" line above the cards (announced politely when it changes). */
  countText: string;
  /** Extra class on the list (a feature's own column width, say). */
  listClassName?: string;
  /** The cards: `<li className="card record-card">` each. */
  children: ReactNode;
};

/** A staff list of record cards in its four states (AsyncSection), with the count line above the grid. */
export function RecordList({ countText, listClassName = '', children, ...state }: RecordListProps) {
  return (
    <AsyncSection {...state}>
      <p className="list-count" aria-live="polite">
        {countText}
      </p>
      <ul className={`card-grid record-list ${listClassName}`.trim()}>{children}</ul>
    </AsyncSection>
  );
}
