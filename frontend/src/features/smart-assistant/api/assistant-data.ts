/**
 * The data of the assistant pages: faculty offerings and university link records of the four
 * categories (GET /api/{category}/faculty and /links, through the shared hooks' fetchers).
 *
 * - The score finder loads the categories one after another (spec 2 §7); a category that fails
 *   is logged and skipped. Only when every category fails is the load an error.
 * - The faculty page and the comparison load the four in parallel; a failed category is emptied
 *   without a message (spec 2 §8), again an error only when nothing could be loaded.
 */
import useSWR from 'swr';
import {
  getFacultyOfferings,
  getUniversityLinks,
  LINK_SUMMARY_FIELDS,
  type Category,
  type FacultyOffering,
  type UniversityLink,
} from '@/lib/api/universities';

/** Spec 2 §9 category order. */
export const ASSISTANT_CATEGORY_ORDER: readonly Category[] = ['national', 'private', 'special', 'international'];

export interface AssistantData {
  offerings: FacultyOffering[];
  links: UniversityLink[];
  failedCategories: Category[];
}

export class AssistantDataError extends Error {
  constructor() {
    super('every category failed to load');
    this.name = 'AssistantDataError';
  }
}

/**
 * What the score finder reads of an offering: the matching's fields and the result rows' (the
 * minimum scores of every certificate and year, the stated fee, not the A–D fee tables).
 */
export const FINDER_OFFERING_FIELDS = [
  'faculty',
  'faculty_short',
  'section',
  'normal_or_Dual',
  'index',
  ...(['thanwyaa', 'azhar', 'Arabenglish'] as const).flatMap((certificate) =>
    (['first', 'second', 'third', 'fourth', 'fifth'] as const).map((year) => `${certificate}_${year}Year_score`),
  ),
  'wafdeen_score',
  // The councils' floors (issue 22): a faculty only a founding decree names is not offered.
  'evidence',
  // The result rows (issue 24): a stated fee and a university's own minimum (their sources come
  // with every offering).
  'fee_stated',
  'fee_currency',
  'score_stated',
];

type Projection = { offerings?: readonly string[]; links?: readonly string[] };
// The tier selects the councils' floor of a university (issue 22); the fees page or website is
// where a row's «غير متاح» fee sends the reader, the city a row shows and is filtered by (issue 24).
const FINDER_PROJECTION: Projection = {
  offerings: FINDER_OFFERING_FIELDS,
  // The fee policy (a component the CMS populates when it is named) is the cost of a degree's
  // increase cap and one-time fees (issue 24 item 2).
  links: [...LINK_SUMMARY_FIELDS, 'tier', 'fees_page', 'website', 'city', 'fee_policy'],
};

async function loadCategory(category: Category, fields: Projection = {}) {
  const [offerings, links] = await Promise.all([
    getFacultyOfferings(category, fields.offerings),
    getUniversityLinks(category, fields.links),
  ]);
  // The CMS stamps the category on each record; stamp it here too so the tabs never depend on it.
  return {
    offerings: (Array.isArray(offerings) ? offerings : []).map((o) => ({ ...o, category: o.category ?? category })),
    links: (Array.isArray(links) ? links : []).map((l) => ({ ...l, category: l.category ?? category })),
  };
}

function combine(
  results: Array<{ category: Category; data: Awaited<ReturnType<typeof loadCategory>> | null }>,
): AssistantData {
  const failedCategories = results.filter((r) => !r.data).map((r) => r.category);
  if (failedCategories.length === results.length) throw new AssistantDataError();
  return {
    offerings: results.flatMap((r) => r.data?.offerings ?? []),
    links: results.flatMap((r) => r.data?.links ?? []),
    failedCategories,
  };
}

export const sequentialAssistantDataKey = 'assistant/categories/sequential';
export async function getAssistantDataSequentially(): Promise<AssistantData> {
  const results = [];
  for (const category of ASSISTANT_CATEGORY_ORDER) {
    try {
      results.push({ category, data: await loadCategory(category, FINDER_PROJECTION) });
    } catch (error) {
      console.error(`score finder: ${category} skipped`, error);
      results.push({ category, data: null });
    }
  }
  return combine(results);
}
/** The score finder's data, fetched once a search asks for it (`enabled`). */
export const useFinderData = (enabled: boolean) =>
  useSWR(enabled ? sequentialAssistantDataKey : null, getAssistantDataSequentially, { revalidateOnFocus: false });

export const parallelAssistantDataKey = 'assistant/categories/parallel';
export async function getAssistantDataInParallel(): Promise<AssistantData> {
  const settled = await Promise.allSettled(ASSISTANT_CATEGORY_ORDER.map((category) => loadCategory(category)));
  return combine(
    settled.map((r, i) => {
      if (r.status === 'rejected') console.error(`assistant: ${ASSISTANT_CATEGORY_ORDER[i]} emptied`, r.reason);
      return { category: ASSISTANT_CATEGORY_ORDER[i], data: r.status === 'fulfilled' ? r.value : null };
    }),
  );
}
export const useAllCategoriesData = () =>
  useSWR(parallelAssistantDataKey, getAssistantDataInParallel, { revalidateOnFocus: false });

/** University link records by code (logo, Arabic name, year labels). */
export function linksByCode(links: readonly UniversityLink[]): Map<string, UniversityLink> {
  const map = new Map<string, UniversityLink>();
  for (const link of links) map.set(link.university_code ?? link.university, link);
  return map;
}

export const offeredFacultyCodesKey = 'assistant/offered-faculty-codes';
/**
 * The faculty codes with at least one offering in any category (the faculties grid hides empty
 * cards): the four categories' offerings with their code only, in parallel. A failed category is
 * skipped; when all fail the answer is null (every card shows).
 */
export async function getOfferedFacultyCodes(): Promise<string[] | null> {
  const settled = await Promise.allSettled(
    ASSISTANT_CATEGORY_ORDER.map((category) => getFacultyOfferings(category, ['faculty_short'])),
  );
  const lists = settled.flatMap((r) => (r.status === 'fulfilled' && Array.isArray(r.value) ? [r.value] : []));
  if (!lists.length) return null;
  return [...new Set(lists.flat().map((o) => o.faculty_short))];
}
export const useOfferedFacultyCodes = () =>
  useSWR(offeredFacultyCodesKey, getOfferedFacultyCodes, { revalidateOnFocus: false });
