import type { ReactNode } from 'react';
import type { AdmissionUniversity, UniversityCategory } from '@dalil/domain/rules';
import { TEXTS } from '../texts';

/** The search box over a status list ('ابحث عن جامعة...'), with the list's own buttons beside it. */
export function StatusToolbar({
  query,
  onQueryChange,
  disabled,
  children,
}: {
  query: string;
  onQueryChange: (q: string) => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="status-admin-toolbar">
      <label className="status-admin-search">
        <span className="visually-hidden">{TEXTS.searchLabel}</span>
        <input
          type="search"
          className="field__control"
          placeholder={TEXTS.search}
          value={query}
          disabled={disabled}
          onChange={(e) => onQueryChange(e.target.value)}
        />
      </label>
      {children}
    </div>
  );
}

/** The loading and error texts every status list shows (spec 3 §2 'loading...', §8 the load failure). */
export const LIST_STATE_TEXTS = {
  loadingText: TEXTS.loading,
  errorText: TEXTS.loadFailed,
  retryLabel: TEXTS.retry,
} as const;

/** What every status list of the screen is given: the type's listed universities, their state, the search. */
export interface StatusListSource {
  category: UniversityCategory;
  universities: AdmissionUniversity[];
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  query: string;
  onQueryChange: (query: string) => void;
}
