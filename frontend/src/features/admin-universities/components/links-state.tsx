import type { ReactNode } from 'react';
import { AsyncSection } from '@/components/async-section';
import { TEXTS } from '../texts';

type Links = { data?: unknown; error?: unknown; mutate: () => Promise<unknown> };

/** The list states of every tab (loading, error with retry, empty) with the screen's texts (spec 3 §2, §8). */
export function LinksState({ links, isEmpty, children }: { links: Links; isEmpty: boolean; children: ReactNode }) {
  return (
    <AsyncSection
      isLoading={!links.data && !links.error}
      error={links.error}
      isEmpty={isEmpty}
      onRetry={() => void links.mutate()}
      loadingText={TEXTS.loading}
      errorText={TEXTS.loadError}
      emptyText={TEXTS.empty}
      retryLabel={TEXTS.retry}
    >
      {children}
    </AsyncSection>
  );
}
