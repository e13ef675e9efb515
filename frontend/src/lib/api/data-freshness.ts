/**
 * The data behind the «حداثة البيانات» screen and its dashboard count (issue 22): every
 * university and offering of the four categories and the councils' current table, read from the
 * public contract, turned into the domain's report.
 */
import useSWR from 'swr';
import { UNIVERSITY_CATEGORIES, freshnessReport } from '@dalil/domain/rules';
import { getFacultyOfferings, getUniversityLinks } from './universities';
import { getFloors } from './floors';

export async function getFreshnessReport() {
  const [links, offerings, floors] = await Promise.all([
    Promise.all(UNIVERSITY_CATEGORIES.map((c) => getUniversityLinks(c))).then((l) => l.flat()),
    Promise.all(UNIVERSITY_CATEGORIES.map((c) => getFacultyOfferings(c))).then((l) => l.flat()),
    getFloors(),
  ]);
  return freshnessReport(links, offerings, floors);
}

export const useFreshnessReport = () =>
  useSWR('data-freshness-report', getFreshnessReport, { revalidateOnFocus: false });
