/**
 * What a desire row shows beside its choice: the offering (its minimums, fee and source), its
 * university (name, logo, tier, fee policy) and the admission status and deadline records — the
 * public lists of the four categories, read through the shared hooks (the same keys as the guide
 * and the status page, so they come from the persisted cache and work offline once read).
 */
import type { AdmissionRecordLike } from '@dalil/domain/rules';
import {
  CATEGORIES,
  useAdmission,
  useFacultyOfferings,
  useUniversityLinks,
  type FacultyOffering,
  type UniversityLink,
} from '@/lib/api/universities';
import { useFloors } from '@/lib/api/floors';

export interface DesireData {
  offerings: Map<string, FacultyOffering>;
  links: Map<string, UniversityLink>;
  statuses: Map<string, AdmissionRecordLike>;
  deadlines: Map<string, AdmissionRecordLike>;
  floors: ReturnType<typeof useFloors>['data'];
  isLoading: boolean;
  error: unknown;
  retry: () => void;
}

/** The four categories' lists (a fixed list of hooks, called in the same order every render). */
export function useDesireData(enabled: boolean): DesireData {
  /* eslint-disable react-hooks/rules-of-hooks */
  const offerings = CATEGORIES.map((c) => useFacultyOfferings(enabled ? c : null));
  const links = CATEGORIES.map((c) => useUniversityLinks(enabled ? c : null));
  const statuses = CATEGORIES.map((c) => useAdmission(enabled ? c : null, 'admission'));
  const deadlines = CATEGORIES.map((c) => useAdmission(enabled ? c : null, 'deadline'));
  /* eslint-enable react-hooks/rules-of-hooks */
  const floors = useFloors();
  const all = [...offerings, ...links, ...statuses, ...deadlines];

  const byId = new Map(
    offerings.flatMap((r, i) =>
      (r.data ?? []).map((o) => [o._id, { ...o, category: o.category ?? CATEGORIES[i] }] as const),
    ),
  );
  const byCode = new Map(
    links.flatMap((r) => (r.data ?? []).map((l) => [l.university_code ?? l.university, l] as const)),
  );
  const records = (lists: { data?: unknown[] }[]) =>
    new Map(
      lists.flatMap((r) =>
        ((r.data ?? []) as AdmissionRecordLike[]).map((rec) => [String(rec.university).toUpperCase(), rec] as const),
      ),
    );
  const statusMap = records(statuses);
  const deadlineMap = records(deadlines);

  // Loading until every offering list has answered (a row cannot be shown without its offering);
  // an error only when no category could be read.
  const offeringsPending = offerings.some((r) => !r.data && !r.error);
  const everyOfferingFailed = offerings.every((r) => r.error);
  return {
    offerings: byId,
    links: byCode,
    statuses: statusMap,
    deadlines: deadlineMap,
    floors: floors.data,
    isLoading: enabled && offeringsPending,
    error: enabled && everyOfferingFailed ? offerings[0].error : undefined,
    retry: () => all.forEach((r) => void r.mutate()),
  };
}
