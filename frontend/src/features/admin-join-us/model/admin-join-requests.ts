/**
 * The join-requests screen (spec 3 §2 "Join-requests admin", §8): counts, the three filters
 * (current members by default), search, order, the card's long-text rule, and every load and
 * delete message by HTTP status, verbatim. Pure.
 */
import { matchesPhone, matchesSearch, sortByCreated } from '@dalil/domain/rules';

export const JOIN_FILTERS = ['current', 'students', 'nonStudents'] as const;
export type JoinFilter = (typeof JOIN_FILTERS)[number];
export const JOIN_SORTS = ['newest', 'oldest'] as const;
export type JoinSort = (typeof JOIN_SORTS)[number];

export type AdminJoinRecord = {
  _id: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  whatsapp_with_country_code?: string | null;
  committee?: string | null;
  committee_other?: string | null;
  isStudent?: boolean | null;
  university?: string | null;
  faculty?: string | null;
  howDidYouKnow?: string | null;
  howDidYouKnow_other?: string | null;
  createdAt?: string | null;
};

/** Spec 3 §3: howDidYouKnow equal to 'current' marks a current team member. */
export const isCurrentMember = (r: Pick<AdminJoinRecord, 'howDidYouKnow'>) => r.howDidYouKnow === 'current';

/** Which filter a request belongs to: current members, else applicants split by isStudent. */
export function joinGroupOf(r: Pick<AdminJoinRecord, 'howDidYouKnow' | 'isStudent'>): JoinFilter {
  if (isCurrentMember(r)) return 'current';
  return r.isStudent ? 'students' : 'nonStudents';
}

export type JoinSummary = { all: number } & Record<JoinFilter, number>;

export function summarizeJoinRequests(list: readonly AdminJoinRecord[]): JoinSummary {
  const out: JoinSummary = { all: list.length, current: 0, students: 0, nonStudents: 0 };
  for (const r of list) out[joinGroupOf(r)] += 1;
  return out;
}

/** The filter's requests matching the search (name Arabic-tolerant, e-mail, WhatsApp, university, faculty), in the chosen order. */
export function filterJoinRequests<T extends AdminJoinRecord>(
  list: readonly T[],
  query: { filter?: JoinFilter; search?: string; sort?: JoinSort } = {},
): T[] {
  const { filter = 'current', search = '', sort = 'newest' } = query;
  const kept = list.filter((r) => {
    if (joinGroupOf(r) !== filter) return false;
    if (!search.trim()) return true;
    const phoneHit = matchesPhone(search, r.whatsapp_with_country_code);
    return (
      phoneHit || matchesSearch(search, `${r.firstName ?? ''} ${r.lastName ?? ''}`, r.email, r.university, r.faculty)
    );
  });
  return sortByCreated(kept, sort);
}

/** Spec 3 §2: a text over 50 characters is laid out on its own line in a card. */
export const LONG_TEXT_LENGTH = 50;
export const isLongText = (text: string | null | undefined) => String(text ?? '').trim().length > LONG_TEXT_LENGTH;

/**
 * The text of a closed-list answer: the label of the code, or for 'other' the typed text kept in
 * `<field>_other` (README decision), or 'أخرى' when none was typed; empty when unanswered.
 */
export function joinChoiceText(
  code: string | null | undefined,
  other: string | null | undefined,
  labels: Record<string, string>,
): string {
  if (!code) return '';
  if (code === 'other') return other?.trim() || 'أخرى';
  return labels[code] ?? code;
}

/** Spec 3 §8, join-requests admin: the texts, verbatim. */
export const JOIN_ADMIN_MESSAGES = {
  load401: 'غير مصرح لك بعرض الطلبات',
  load403: 'ليس لديك صلاحية لعرض الطلبات',
  server500: 'خطأ في الخادم، يرجى المحاولة مرة أخرى',
  offline: 'لا يمكن الاتصال بالخادم، يرجى التحقق من اتصال الإنترنت',
  loadDefault: 'حدث خطأ أثناء تحميل الطلبات',
  delete404: 'الطلب غير موجود أو تم حذفه مسبقاً',
  delete401: 'غير مصرح لك بحذف هذا الطلب',
  delete403: 'ليس لديك صلاحية لحذف هذا الطلب',
  deleteUnexpected: 'حدث خطأ غير متوقع أثناء حذف الطلب',
  deleted: 'تم حذف الطلب بنجاح',
} as const;

/**
 * The load failure message by status: 401, 403, 500 fixed; no answer (status 0) offline; any
 * other status the server's message when it sent one; otherwise the default.
 */
export function joinLoadErrorMessage(status: number, serverMessage?: string | null): string {
  const m = JOIN_ADMIN_MESSAGES;
  if (status === 401) return m.load401;
  if (status === 403) return m.load403;
  if (status === 500) return m.server500;
  if (status === 0) return m.offline;
  const own = serverMessage?.trim();
  return status > 0 && own ? own : m.loadDefault;
}

/** The delete failure message by status: 404, 401, 403, 500, offline; anything else unexpected. */
export function joinDeleteErrorMessage(status: number): string {
  const m = JOIN_ADMIN_MESSAGES;
  switch (status) {
    case 404:
      return m.delete404;
    case 401:
      return m.delete401;
    case 403:
      return m.delete403;
    case 500:
      return m.server500;
    case 0:
      return m.offline;
    default:
      return m.deleteUnexpected;
  }
}
