/**
 * The «حداثة البيانات» staff screen (issue 22): what in the loaded data is not known to be true
 * today — partial faculty lists, unconfirmed universities, fees of an earlier or unknown year,
 * figures without a source, cells of the councils' table that sources disagree on.
 */
import { CURRENT_ACADEMIC_YEAR, freshnessOf, hasSource, type FigureSource } from './provenance';

type University = {
  university_code: string;
  university_Arabic_Name: string;
  category: string;
  identity_status?: string | null;
  faculties_completeness?: string | null;
};
type Offering = {
  _id: string;
  university_code: string;
  university_Arabic_Name?: string | null;
  category?: string | null;
  faculty: string;
  fee_stated?: string | null;
  fee_source?: FigureSource | null;
  score_stated?: string | null;
  score_source?: FigureSource | null;
} & Record<string, unknown>;
type Floor = {
  _id: string;
  academic_year: string;
  tier: string;
  faculty_group: string;
  percent: number | null;
  sources: FigureSource[];
  conflicts?: unknown[] | null;
};

export type FreshnessReport<U extends University, O extends Offering, F extends Floor> = {
  partialFaculties: U[];
  unconfirmed: U[];
  oldFees: O[];
  unsourcedOfferings: O[];
  unsourcedFloors: F[];
  conflicts: F[];
};

const present = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';
/** A figure in the demo set's columns: fees A–D or a year score. */
const hasColumnFigure = (o: Offering) =>
  Object.entries(o).some(([k, v]) => (/^fees(Egyption|Natives)\d?$/.test(k) || /_score$/.test(k)) && present(v));

export function freshnessReport<U extends University, O extends Offering, F extends Floor>(
  universities: readonly U[],
  offerings: readonly O[],
  floors: readonly F[],
  current: string = CURRENT_ACADEMIC_YEAR,
): FreshnessReport<U, O, F> {
  return {
    partialFaculties: universities.filter((u) => u.faculties_completeness !== 'complete'),
    unconfirmed: universities.filter((u) => u.identity_status !== 'confirmed'),
    oldFees: offerings.filter(
      (o) => present(o.fee_stated) && hasSource(o.fee_source) && freshnessOf(o.fee_source, current) !== 'current',
    ),
    unsourcedOfferings: offerings.filter(
      (o) =>
        (present(o.fee_stated) && !hasSource(o.fee_source)) ||
        (present(o.score_stated) && !hasSource(o.score_source)) ||
        (hasColumnFigure(o) && !hasSource(o.fee_source) && !hasSource(o.score_source)),
    ),
    unsourcedFloors: floors.filter((f) => f.percent !== null && !f.sources.some((s) => hasSource(s))),
    conflicts: floors.filter((f) => Array.isArray(f.conflicts) && f.conflicts.length > 0),
  };
}

/** The dashboard card's count: every item the screen lists. */
export function freshnessCount(report: FreshnessReport<University, Offering, Floor>): number {
  return Object.values(report).reduce((n, list) => n + list.length, 0);
}
