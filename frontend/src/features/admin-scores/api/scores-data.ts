/**
 * Data of the /scores table: the groupings (GET /api/score-grouping, staff only), the links and
 * faculty offerings of the four types (the documented lists, as the public pages read them) and
 * the master faculties for the logos.
 */
import { useMemo } from 'react';
import {
  UNIVERSITY_CATEGORIES,
  type ScoreGrouping,
  type ScoreOffering,
  type ScoreUniversity,
} from '@dalil/domain/rules';
import { apiFetch } from '@/lib/api-client';
import { useStaffResource } from '@/lib/api/staff-resource';
import {
  useFacultyOfferings,
  useMasterFaculties,
  useUniversityLinks,
  type UniversityLink,
} from '@/lib/api/universities';

export const scoreGroupingKey = '/api/score-grouping';
export const getScoreGrouping = () => apiFetch<{ groups: ScoreGrouping; updatedAt: string | null }>(scoreGroupingKey);
export const useScoreGrouping = () => useStaffResource(scoreGroupingKey, getScoreGrouping);

export interface ScoresData {
  grouping: ScoreGrouping | undefined;
  universities: ScoreUniversity[];
  offerings: ScoreOffering[];
  firstNationalLink: UniversityLink | undefined;
  logos: Map<string, string | null>;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
}

export function useScoresData(): ScoresData {
  const grouping = useScoreGrouping();
  const links = [
    useUniversityLinks('private'),
    useUniversityLinks('national'),
    useUniversityLinks('special'),
    useUniversityLinks('international'),
  ];
  const offerings = [
    useFacultyOfferings('private'),
    useFacultyOfferings('national'),
    useFacultyOfferings('special'),
    useFacultyOfferings('international'),
  ];
  const masters = useMasterFaculties();

  // The lists themselves (stable between fetches) are the memo keys, not the arrays around them.
  const [links0, links1, links2, links3] = links.map((l) => l.data);
  const [offerings0, offerings1, offerings2, offerings3] = offerings.map((o) => o.data);
  const universities = useMemo(
    () =>
      UNIVERSITY_CATEGORIES.flatMap((category, i) =>
        ([links0, links1, links2, links3][i] ?? []).map((l) => ({
          code: l.university_code,
          name: l.university_Arabic_Name,
          category,
        })),
      ),
    [links0, links1, links2, links3],
  );
  const allOfferings = useMemo(
    () =>
      [offerings0, offerings1, offerings2, offerings3].flatMap((list) => (list ?? []) as unknown as ScoreOffering[]),
    [offerings0, offerings1, offerings2, offerings3],
  );
  const logos = useMemo(
    () => new Map((masters.data ?? []).map((f) => [f.faculty_code.toUpperCase(), f.faculty_logo])),
    [masters.data],
  );

  const parts = [grouping, ...links, ...offerings];
  return {
    grouping: grouping.data?.groups,
    universities,
    offerings: allOfferings,
    firstNationalLink: links[1].data?.[0],
    logos,
    isLoading: parts.some((p) => !p.data && !p.error),
    error: parts.find((p) => p.error)?.error,
    retry: () => parts.forEach((p) => void p.mutate()),
  };
}
