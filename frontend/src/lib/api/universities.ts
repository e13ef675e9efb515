/**
 * University data shared by several features (home search, directory, guide page, status page,
 * smart assistant): key builders, fetchers and SWR hooks together. The documented endpoints
 * answer arrays; `{Type}` is private, national, special or international.
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { UNIVERSITY_CATEGORIES, parseCategory, type UniversityCategory } from '@dalil/domain/rules';
import { joinAdmission, type AdmissionUniversity } from '@dalil/domain/rules';
import {
  type AdmissionDeadlineRecord,
  type AdmissionStatusRecord,
  type FacultyOfferingRecord,
  type MasterFacultyRecord,
  type PlaceRecord,
  type TrackYearField,
  type UniversityLinkRecord,
} from '@dalil/domain/contract';
import { academicYearLabels, type YearLabels } from '@dalil/domain/rules';
import { apiFetch, buildUrl } from '../api-client';

/** The four categories, declared once in the domain (catalog.ts). */
export const CATEGORIES = UNIVERSITY_CATEGORIES;
export type Category = UniversityCategory;

export function isCategory(value: string | undefined | null): value is Category {
  return parseCategory(value) !== undefined;
}

/** /Status's `?type=` (spec 1): read without regard to case; anything else is the private universities. */
export function statusTab(value: string | null): Category {
  const requested = value?.toLowerCase();
  return isCategory(requested) ? (requested as Category) : 'private';
}

/** The records of the HTTP contract (packages/domain/src/contract/guide.ts), under the names the features use. */
export type UniversityLink = UniversityLinkRecord;
export type FacultyOffering = FacultyOfferingRecord;
export type Place = PlaceRecord;
export type AdmissionRecord = AdmissionStatusRecord | AdmissionDeadlineRecord;
export type MasterFaculty = MasterFacultyRecord;
/** `thanwyaa_firstYear_score` …: the minimum-score fields of an offering. */
export type ScoreKey = TrackYearField<'score'>;

/*
 * The guide's reads are the same for every caller, so they are made without the session's token:
 * the CMS then answers them from its shared memory and the browser can revalidate them by ETag.
 * Lists read whole take an optional Strapi `fields` projection: only the fields a page shows.
 */
const guideRead = <T>(key: string) => apiFetch<T>(key, { anonymous: true });
const withFields = (path: string, fields?: readonly string[]) => buildUrl(path, fields ? { fields } : undefined);

/** What the home search and the score finder show of a university (its logo URL always comes with it). */
export const LINK_SUMMARY_FIELDS = ['university_code', 'university_Arabic_Name', 'category', 'type', 'index'] as const;

export const universityLinksKey = (category: Category, fields?: readonly string[]) =>
  withFields(`/api/${category}/links`, fields);
export const getUniversityLinks = (category: Category, fields?: readonly string[]) =>
  guideRead<UniversityLink[]>(universityLinksKey(category, fields));
export const useUniversityLinks = (category: Category | null, fields?: readonly string[]) =>
  useSWR(category ? universityLinksKey(category, fields) : null, () =>
    getUniversityLinks(category as Category, fields),
  );

const YEAR_LABEL_FIELDS = ['university_code', 'first_year', 'second_year', 'third_year', 'fourth_year', 'fifth_year'];
/**
 * The site's one year mapping (issue 22): the academic year each study-year column stands for, as
 * the data names it (the private universities' records: every category carries the same labels).
 * The ordinals until they load.
 */
export function useAcademicYearLabels(): YearLabels {
  const { data } = useUniversityLinks('private', YEAR_LABEL_FIELDS);
  return useMemo(() => academicYearLabels(Array.isArray(data) ? data : []), [data]);
}

export const facultyOfferingsKey = (category: Category, fields?: readonly string[]) =>
  withFields(`/api/${category}/faculty`, fields);
export const getFacultyOfferings = (category: Category, fields?: readonly string[]) =>
  guideRead<FacultyOffering[]>(facultyOfferingsKey(category, fields));
export const useFacultyOfferings = (category: Category | null) =>
  useSWR(category ? facultyOfferingsKey(category) : null, () => getFacultyOfferings(category as Category));

export const placesKey = (category: Category, kind: 'dorms' | 'transportation') => `/api/${category}/${kind}`;
export const getPlaces = (category: Category, kind: 'dorms' | 'transportation') =>
  guideRead<Place[]>(placesKey(category, kind));
export const usePlaces = (category: Category | null, kind: 'dorms' | 'transportation') =>
  useSWR(category ? placesKey(category, kind) : null, () => getPlaces(category as Category, kind));

export const admissionKey = (category: Category, kind: 'admission' | 'deadline') => `/api/${category}/${kind}`;
export const getAdmission = (category: Category, kind: 'admission' | 'deadline') =>
  guideRead<AdmissionRecord[]>(admissionKey(category, kind));
export const useAdmission = (category: Category | null, kind: 'admission' | 'deadline') =>
  useSWR(category ? admissionKey(category, kind) : null, () => getAdmission(category as Category, kind));

export const masterFacultiesKey = '/api/faculties';
export const getMasterFaculties = () => guideRead<MasterFaculty[]>(masterFacultiesKey);
export const useMasterFaculties = () => useSWR(masterFacultiesKey, getMasterFaculties);

/**
 * The status and deadline lists of one category with its links (read in parallel), joined into
 * the universities that have admission data (the domain's rule). Shared by the public /Status
 * page and the staff status screen, so a change made by staff shows on /Status at once.
 * The links only add names, order and year labels: their failure alone is in `linksError`.
 */
export function useAdmissionUniversities(category: Category) {
  const statuses = useAdmission(category, 'admission');
  const deadlines = useAdmission(category, 'deadline');
  const links = useUniversityLinks(category);
  const universities = useMemo<AdmissionUniversity[]>(
    () => (statuses.data && deadlines.data ? joinAdmission(statuses.data, deadlines.data, links.data ?? []) : []),
    [statuses.data, deadlines.data, links.data],
  );
  return {
    universities,
    statuses: statuses.data,
    deadlines: deadlines.data,
    links: links.data,
    isLoading: (!statuses.data && !statuses.error) || (!deadlines.data && !deadlines.error),
    error: (statuses.error ?? deadlines.error) as Error | undefined,
    linksError: links.error as Error | undefined,
    reload: () => Promise.all([statuses.mutate(), deadlines.mutate(), links.mutate()]),
  };
}
