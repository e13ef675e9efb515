/**
 * The status page's data: statuses and deadlines of one category (the two documented lists),
 * plus the university links of that category for the section, the order and the year labels.
 * Changing the tab changes the keys, so SWR fetches the new category (spec 1 §2: refetch).
 */
import { useMemo } from 'react';
import { useAdmission, useUniversityLinks, type Category } from '@/lib/api/universities';
import { joinAdmission, type AdmissionUniversity } from '@dalil/domain';

export interface AdmissionStatusData {
  universities: AdmissionUniversity[];
  isLoading: boolean;
  error: Error | undefined;
  retry: () => void;
}

export function useAdmissionStatus(category: Category): AdmissionStatusData {
  const statuses = useAdmission(category, 'admission');
  const deadlines = useAdmission(category, 'deadline');
  // The links only add labels and order: the page works without them.
  const links = useUniversityLinks(category);

  const universities = useMemo(
    () => (statuses.data && deadlines.data ? joinAdmission(statuses.data, deadlines.data, links.data ?? []) : []),
    [statuses.data, deadlines.data, links.data],
  );

  return {
    universities,
    isLoading: (!statuses.data && !statuses.error) || (!deadlines.data && !deadlines.error),
    error: (statuses.error ?? deadlines.error) as Error | undefined,
    retry: () => {
      void statuses.mutate();
      void deadlines.mutate();
      void links.mutate();
    },
  };
}
