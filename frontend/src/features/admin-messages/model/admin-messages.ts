/**
 * The contact-messages screen (spec 3 §2 "Contact messages screen", §3, §4): counts, search and the
 * three orders. A message without a status counts as pending (spec 3 §3). Pure.
 */
import { matchesPhone, matchesSearch, sortByCreated } from '@dalil/domain/rules';
import { contactStatus } from '@dalil/domain/validation';

export const MESSAGE_SORTS = ['newest', 'oldest', 'unread'] as const;
export type MessageSort = (typeof MESSAGE_SORTS)[number];

/** The status filter (the summary figures): every message, or one status; `pending` is the unread queue. */
export const MESSAGE_STATUS_FILTERS = ['all', 'pending', 'read', 'replied'] as const;
export type MessageStatusFilter = (typeof MESSAGE_STATUS_FILTERS)[number];

export type AdminMessageRecord = {
  _id: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  message?: string | null;
  status?: string | null;
  response?: string | null;
  createdAt?: string | null;
};

export type MessageSummary = { all: number; pending: number; read: number; replied: number };

export function summarizeMessages(messages: readonly AdminMessageRecord[]): MessageSummary {
  const out: MessageSummary = { all: messages.length, pending: 0, read: 0, replied: 0 };
  for (const m of messages) out[contactStatus(m.status)] += 1;
  return out;
}

/**
 * The status filter, then search over name (Arabic-tolerant), e-mail, phone and the text; then the order: newest, oldest,
 * or unread — the pending (new) messages first, each group newest first.
 */
export function filterMessages<T extends AdminMessageRecord>(
  messages: readonly T[],
  query: { search?: string; sort?: MessageSort; status?: MessageStatusFilter } = {},
): T[] {
  const { search = '', sort = 'newest', status = 'all' } = query;
  const kept = messages.filter((m) => {
    if (status !== 'all' && contactStatus(m.status) !== status) return false;
    if (!search.trim()) return true;
    const phoneHit = matchesPhone(search, m.phone);
    return phoneHit || matchesSearch(search, m.name, m.email, m.message);
  });
  if (sort === 'oldest') return sortByCreated(kept, 'oldest');
  const newest = sortByCreated(kept, 'newest');
  if (sort === 'newest') return newest;
  return [
    ...newest.filter((m) => contactStatus(m.status) === 'pending'),
    ...newest.filter((m) => contactStatus(m.status) !== 'pending'),
  ];
}

/** Spec 3 §5: the reply's send button is disabled while the text is empty or blank. */
export const canSendReply = (text: string | null | undefined) => Boolean(text && text.trim());
