/**
 * The status page's data: the shared admission lists of one category (`useAdmissionUniversities`).
 * Changing the tab changes the keys, so SWR fetches the new category (spec 1 §2: refetch).
 */
import type { AdmissionUniversity } from '@dalil/domain/rules';
import { useAdmissionUniversities, type Category } from '@/lib/api/universities';

export interface AdmissionStatusData {
  universities: AdmissionUniversity[];
  isLoading: boolean;
  error: Error | undefined;
  retry: () => void;
}

export function useAdmissionStatus(category: Category): AdmissionStatusData {
  const { universities, isLoading, error, reload } = useAdmissionUniversities(category);
  return { universities, isLoading, error, retry: () => void reload() };
}
