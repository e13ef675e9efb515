import { useMemo, useState } from 'react';
import { contactStatus } from '@dalil/domain/validation';
import {
  filterMessages,
  MESSAGE_SORTS,
  MESSAGE_STATUS_FILTERS,
  summarizeMessages,
  type MessageSort,
} from '../model/admin-messages';
import { AdminFrame } from '@/components/admin/admin-frame';
import { CsvExportButton } from '@/components/admin/csv-export-button';
import { bulkDelete, ResourceList, useResourceListState } from '@/components/admin/resource-list';
import { useStaffDelete } from '@/components/admin/use-staff-delete';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { ApiError, serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import {
  deleteMessage,
  markMessageRead,
  restoreMessage,
  useMessages,
  type ContactMessageRecord,
} from '../api/messages';
import { MessageCard } from '../components/message-card';
import { MessageDialog } from '../components/message-dialog';
import { ReplyDialog } from '../components/reply-dialog';
import { MESSAGE_COLUMNS } from '../message-columns';
import { STATUS_LABELS, TEXTS } from '../texts';
import '../admin-messages.css';

type Open = { kind: 'view' | 'reply'; id: string } | null;

const SORT_LABELS: Record<MessageSort, string> = {
  newest: TEXTS.sortNewest,
  oldest: TEXTS.sortOldest,
  unread: TEXTS.sortUnread,
};

const senderOf = (m: ContactMessageRecord) => m.name || m.email || '';

/**
 * /admin/messages (spec 3 §2 "Contact messages screen"): figures that filter (new = the unread
 * queue), search, sort and page in the URL, cards, dialogs, bulk delete.
 */
export function MessagesPage() {
  const { data, error, isLoading, mutate } = useMessages();
  const { show } = useToasts();
  const list = useResourceListState({
    sorts: MESSAGE_SORTS,
    defaultSort: 'newest',
    filters: MESSAGE_STATUS_FILTERS,
    defaultFilter: 'all',
  });
  const [open, setOpen] = useState<Open>(null);

  const messages = useMemo(() => data ?? [], [data]);
  const summary = useMemo(() => summarizeMessages(messages), [messages]);
  const { search, sort, filter: status } = list;
  const shown = useMemo(() => filterMessages(messages, { search, sort, status }), [messages, search, sort, status]);
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
      show('error', serverMessage(e, TEXTS.statusError), TOAST_MS.staff);
    }
  };

  const remove = useStaffDelete({
    list: messages,
    mutate,
    remove: deleteMessage,
    restore: restoreMessage,
    deleted: TEXTS.deleted,
    failed: TEXTS.deleteError,
    confirm: (m) => ({
      title: TEXTS.deleteTitle,
      messages: [TEXTS.deleteQuestion(senderOf(m)), TEXTS.deleteWarning],
    }),
  });

  return (
    <AdminFrame
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      path={paths.adminMessages}
      back={paths.admin}
      backLabel={TEXTS.back}
    >
      <ResourceList
        state={list}
        items={shown}
        noun="message"
        nameOf={senderOf}
        summary={{
          label: TEXTS.summary,
          items: [
            { label: TEXTS.all, value: summary.all, filter: 'all' },
            { label: STATUS_LABELS.pending, value: summary.pending, tone: 'warning', filter: 'pending' },
            { label: STATUS_LABELS.read, value: summary.read, filter: 'read' },
            { label: STATUS_LABELS.replied, value: summary.replied, tone: 'good', filter: 'replied' },
          ],
        }}
        searchLabel={TEXTS.search}
        sortOptions={MESSAGE_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        bulkActions={[
          bulkDelete({
            title: TEXTS.bulkDeleteTitle,
            question: TEXTS.bulkDeleteQuestion,
            remove: deleteMessage,
            restore: restoreMessage,
          }),
        ]}
        onBulkDone={() => mutate()}
        actions={<CsvExportButton records={shown} columns={MESSAGE_COLUMNS} fileName="dalil-messages" />}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        loadingText={TEXTS.loading}
        errorText={error instanceof ApiError && error.status !== 500 ? error.message : TEXTS.loadError}
        emptyText={TEXTS.empty}
        countText={TEXTS.shown(shown.length, messages.length)}
        renderItem={(message, selectBox) => (
          <MessageCard
            message={message}
            selectBox={selectBox}
            onOpen={() => void openMessage(message)}
            onReply={() => setOpen({ kind: 'reply', id: message._id })}
            onDelete={() => remove.ask(message)}
          />
        )}
      />

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
      {remove.dialog}
    </AdminFrame>
  );
}
