import { useMemo, useState } from 'react';
import {
  contactStatus,
  filterMessages,
  MESSAGE_SORTS,
  oneOfOr,
  summarizeMessages,
  type MessageSort,
} from '@dalil/domain';
import { AdminFrame } from '@/components/admin/admin-frame';
import { useStaffDelete } from '@/components/admin/use-staff-delete';
import { RecordList } from '@/components/record-list';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SelectField, TextField } from '@/components/fields';
import { SummaryCounts } from '@/components/summary-counts';
import { useUrlTab } from '@/components/tabs';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { useUrlText } from '@/components/url-state';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { deleteMessage, markMessageRead, useMessages, type ContactMessageRecord } from '../api/messages';
import { MessageCard } from '../components/message-card';
import { MessageDialog } from '../components/message-dialog';
import { ReplyDialog } from '../components/reply-dialog';
import { STATUS_LABELS, TEXTS } from '../texts';
import '../admin-messages.css';

type Open = { kind: 'view' | 'reply' | 'delete'; id: string } | null;

const SORT_LABELS: Record<MessageSort, string> = {
  newest: TEXTS.sortNewest,
  oldest: TEXTS.sortOldest,
  unread: TEXTS.sortUnread,
};

/** /admin/messages (spec 3 §2 "Contact messages screen"): counts, search and sort in the URL, cards, dialogs. */
export function MessagesPage() {
  const { data, error, isLoading, mutate } = useMessages();
  const { show } = useToasts();
  const [search, setSearch] = useUrlText('q');
  const [sort, setSort] = useUrlTab<MessageSort>('sort', MESSAGE_SORTS, 'newest');
  const [open, setOpen] = useState<Open>(null);

  const messages = useMemo(() => data ?? [], [data]);
  const summary = useMemo(() => summarizeMessages(messages), [messages]);
  const shown = useMemo(() => filterMessages(messages, { search, sort }), [messages, search, sort]);
  const current = open ? (messages.find((m) => m._id === open.id) ?? null) : null;

  const replace = (updated: ContactMessageRecord) =>
    mutate(
      messages.map((m) => (m._id === updated._id ? { ...m, ...updated } : m)),
      { revalidate: false },
    );

  /** Spec 3 §4: opening a pending message marks it read. */
  const openMessage = async (message: ContactMessageRecord) => {
    setOpen({ kind: 'view', id: message._id });
    if (contactStatus(message.status) !== 'pending') return;
    try {
      await replace(await markMessageRead(message._id));
    } catch (e) {
      show('error', e instanceof ApiError ? e.message : TEXTS.statusError, TOAST_MS.staff);
    }
  };

  const remove = useStaffDelete({
    list: messages,
    mutate,
    remove: deleteMessage,
    deleted: TEXTS.deleted,
    failed: TEXTS.deleteError,
    onDeleted: () => setOpen(null),
  });

  return (
    <AdminFrame
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      path={paths.adminMessages}
      back={paths.admin}
      backLabel={TEXTS.back}
    >
      <SummaryCounts
        label={TEXTS.summary}
        items={[
          { label: TEXTS.all, value: summary.all },
          { label: STATUS_LABELS.pending, value: summary.pending, tone: 'warning' },
          { label: STATUS_LABELS.read, value: summary.read },
          { label: STATUS_LABELS.replied, value: summary.replied, tone: 'good' },
        ]}
      />
      <div className="list-toolbar" role="search">
        <TextField label={TEXTS.search} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <SelectField
          label={TEXTS.sort}
          value={sort}
          onChange={(e) => setSort(oneOfOr(e.target.value, MESSAGE_SORTS, 'newest'))}
          options={MESSAGE_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
      </div>
      <RecordList
        isLoading={isLoading}
        error={error}
        isEmpty={!shown.length}
        onRetry={() => void mutate()}
        loadingText={TEXTS.loading}
        errorText={error instanceof ApiError && error.status !== 500 ? error.message : TEXTS.loadError}
        emptyText={TEXTS.empty}
        countText={TEXTS.shown(shown.length, messages.length)}
      >
        {shown.map((message) => (
          <MessageCard
            key={message._id}
            message={message}
            onOpen={() => void openMessage(message)}
            onReply={() => setOpen({ kind: 'reply', id: message._id })}
            onDelete={() => setOpen({ kind: 'delete', id: message._id })}
          />
        ))}
      </RecordList>

      {open?.kind === 'view' && current && (
        <MessageDialog
          message={current}
          onClose={() => setOpen(null)}
          onReply={() => setOpen({ kind: 'reply', id: current._id })}
        />
      )}
      {open?.kind === 'reply' && current && (
        <ReplyDialog
          message={current}
          onClose={() => setOpen(null)}
          onReplied={(updated) => {
            setOpen(null);
            void replace(updated);
          }}
        />
      )}
      {open?.kind === 'delete' && current && (
        <ConfirmDialog
          title={TEXTS.deleteTitle}
          messages={[TEXTS.deleteQuestion(current.name || current.email || ''), TEXTS.deleteWarning]}
          confirmLabel={TEXTS.deleteConfirm}
          busyLabel={TEXTS.deleting}
          onConfirm={() => remove(current)}
          onCancel={() => setOpen(null)}
        />
      )}
    </AdminFrame>
  );
}
