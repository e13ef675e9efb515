import { STUDY_YEARS, type StudyYear } from '@dalil/domain';
import type { UniversityLink } from '@/lib/api/universities';

/** Spec 2 §5: missing year labels fall back to the Arabic ordinals first to fifth. */
export const YEAR_ORDINALS: Record<StudyYear, string> = {
  first: 'الأولى',
  second: 'الثانية',
  third: 'الثالثة',
  fourth: 'الرابعة',
  fifth: 'الخامسة',
};

export function yearLabels(link: UniversityLink | undefined): Record<StudyYear, string> {
  const out = {} as Record<StudyYear, string>;
  for (const year of STUDY_YEARS) {
    const label = String(link?.[`${year}_year`] ?? '').trim();
    out[year] = label || YEAR_ORDINALS[year];
  }
  return out;
}
