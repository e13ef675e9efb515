/**
 * The site offline (issue 25 item 4): which requests the service worker may keep, which
 * navigations fall back to the app shell, and the banner's words. Pure rules, shared by the
 * service worker (frontend/src/sw.ts) and the page (frontend/src/lib/offline.ts).
 *
 * Kept: GET reads of public content that is the same for every caller — the guide's records of
 * the four categories, the councils' floors, the faculties' list and the site settings — and only
 * when sent WITHOUT `Authorization` (the site sends them so: see frontend/src/lib/api). A request
 * with a token is never kept, whatever its path: its answer may depend on who asks (drafts for
 * staff, all reviews for the SuperAdmin, a person's own record). Never kept either: accounts and
 * users (/api/users…, /api/account…), the staff's reads, uploads, articles, reviews, news (staff see
 * hidden news under the same path), ads, anything but GET.
 */
import { arabicLongDate } from './data-dates';

/** The runtime cache of the public reads (the precache of the app shell is Workbox's own). */
export const OFFLINE_DATA_CACHE = 'dalil-public-data-v1';
/**
 * The caches sign-out deletes: the public reads that were made on this browser, i.e. the trail of
 * which universities and faculties the person looked at. The app shell (code, styles, fonts,
 * icons: the same for everyone) stays.
 */
export const SIGN_OUT_CACHES: readonly string[] = [OFFLINE_DATA_CACHE];

/** The message the service worker posts to the page when it answered a read from its cache. */
export const OFFLINE_MESSAGE = 'dalil:served-from-cache';

const CATEGORY = '(private|national|special|international)';
const PUBLIC_READS: readonly RegExp[] = [
  // The guide: lists (`?fields=`, `?university=`, `?spec=`) and one record by code or id.
  new RegExp(`^/api/${CATEGORY}/(links|faculty|dorms|transportation|admission|deadline)(/[^/]+)?$`, 'i'),
  /^\/api\/admission-floors$/i,
  /^\/api\/faculties$/i,
  /^\/api\/site-setting$/i,
];

/** May the service worker keep this request's answer for offline use? */
export function isOfflineData(request: { method: string; pathname: string; hasAuthorization: boolean }): boolean {
  if (request.method.toUpperCase() !== 'GET' || request.hasAuthorization) return false;
  return PUBLIC_READS.some((re) => re.test(request.pathname));
}

/**
 * Paths whose navigation never gets the app shell offline: the CMS's API and uploads, the staff
 * screens, the files the CMS builds (sitemap, robots). Online, every navigation goes to the
 * server first, so a path that is no page still answers 404 there.
 */
const NO_SHELL: readonly RegExp[] = [
  /^\/api(\/|$)/i,
  /^\/uploads(\/|$)/i,
  /^\/admin(\/|$)/i,
  /^\/(sitemap\.xml|robots\.txt)$/i,
];

/** Does a navigation to `pathname` that fails for want of a network get the precached index.html? */
export function fallsBackToAppShell(pathname: string): boolean {
  return !NO_SHELL.some((re) => re.test(pathname));
}

/**
 * «تعمل دون اتصال — بيانات محدّثة في …»: the data set's as-of date (site settings `data_as_of`)
 * when it is known, else the day the cached copy was fetched (`savedAt`, an HTTP date or ISO
 * string), else that the date is unknown.
 */
export function offlineNote(dataAsOf: string | null, savedAt: string | null): string {
  const date = arabicLongDate(dataAsOf) ?? arabicLongDate(isoDay(savedAt));
  return date ? `تعمل دون اتصال — بيانات محدّثة في ${date}` : 'تعمل دون اتصال — تاريخ البيانات غير معروف';
}

/** An HTTP date ('Thu, 26 Nov 2026 09:31:00 GMT') or ISO time → its day in Cairo, 'yyyy-mm-dd'. */
function isoDay(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(time));
}
