import { useMemo, useState } from 'react';
import {
  filterUsers,
  oneOfOr,
  summarizeUsers,
  userFullName,
  userTypeOf,
  USER_TYPE_FILTERS,
  VERIFICATION_FILTERS,
  type UserTypeFilter,
  type VerificationFilter,
} from '@dalil/domain';
import { AdminFrame } from '@/components/admin/admin-frame';
import { CsvExportButton } from '@/components/admin/csv-export-button';
import { useStaffDelete } from '@/components/admin/use-staff-delete';
import { RecordList } from '@/components/record-list';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SelectField, TextField } from '@/components/fields';
import { SummaryCounts } from '@/components/summary-counts';
import { useUrlTab } from '@/components/tabs';
import { useUrlText } from '@/components/url-state';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { getSession } from '@/lib/session';
import { deleteUser, useAdminUsers, type AdminUser } from '../api/users';
import { CompletionMailButton } from '../components/completion-mail-button';
import { UserCard } from '../components/user-card';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { UserEditDialog } from '../components/user-edit-dialog';
import { TEXTS, TYPE_LABELS } from '../texts';
import { USER_COLUMNS } from '../user-columns';
import '../admin-users.css';

type Open = { kind: 'details' | 'edit' | 'delete'; user: AdminUser } | null;

/** /admin/users (spec 3 §2 "Users screen"): counts, search and filters in the URL, cards newest first, dialogs. */
export function UsersPage() {
  const { data, error, isLoading, mutate } = useAdminUsers();
  const [search, setSearch] = useUrlText('q');
  const [type, setType] = useUrlTab<UserTypeFilter>('type', USER_TYPE_FILTERS, 'all');
  const [verification, setVerification] = useUrlTab<VerificationFilter>('verified', VERIFICATION_FILTERS, 'all');
  const [open, setOpen] = useState<Open>(null);
  const selfId = getSession().userId;

  const users = useMemo(() => data ?? [], [data]);
  const summary = useMemo(() => summarizeUsers(users), [users]);
  const shown = useMemo(() => filterUsers(users, { type, verification, search }), [users, type, verification, search]);
  const isLastSuperAdmin = (user: AdminUser) =>
    userTypeOf(user.user_type) === 'SuperAdmin' && summary.byType.SuperAdmin <= 1;

  const { run: remove } = useStaffDelete({
    list: users,
    mutate,
    remove: deleteUser,
    deleted: TEXTS.deleted,
    failed: TEXTS.deleteError,
    onDeleted: () => setOpen(null),
  });

  return (
    <AdminFrame
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      path={paths.adminUsers}
      back={paths.admin}
      backLabel={TEXTS.back}
    >
      <SummaryCounts
        label={TEXTS.summary}
        items={[
          { label: TEXTS.all, value: summary.all },
          ...USER_TYPE_FILTERS.filter((t) => t !== 'all').map((t) => ({
            label: TYPE_LABELS[t],
            value: summary.byType[t as Exclude<UserTypeFilter, 'all'>],
          })),
          { label: TEXTS.verified, value: summary.verified, tone: 'good' as const },
          { label: TEXTS.unverified, value: summary.unverified, tone: 'warning' as const },
        ]}
      />
      <div className="list-toolbar" role="search">
        <TextField label={TEXTS.search} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <SelectField
          label={TEXTS.typeFilter}
          value={type}
          onChange={(e) => setType(oneOfOr(e.target.value, USER_TYPE_FILTERS, 'all'))}
          options={USER_TYPE_FILTERS.map((t) => ({ value: t, label: t === 'all' ? TEXTS.filterAll : TYPE_LABELS[t] }))}
        />
        <SelectField
          label={TEXTS.verificationFilter}
          value={verification}
          onChange={(e) => setVerification(oneOfOr(e.target.value, VERIFICATION_FILTERS, 'all'))}
          options={[
            { value: 'all', label: TEXTS.filterAll },
            { value: 'verified', label: TEXTS.verified },
            { value: 'unverified', label: TEXTS.unverified },
          ]}
        />
      </div>
      <div className="list-toolbar__actions">
        <CompletionMailButton
          request={{ allUnverified: true }}
          label={TEXTS.sendAll(summary.unverified)}
          disabled={!summary.unverified}
          className="button button--primary"
          onSent={() => void mutate()}
        />
        <CsvExportButton records={shown} columns={USER_COLUMNS} fileName="dalil-users" />
      </div>
      <RecordList
        isLoading={isLoading}
        error={error}
        isEmpty={!shown.length}
        onRetry={() => void mutate()}
        loadingText={TEXTS.loading}
        errorText={error instanceof ApiError && error.status !== 500 ? error.message : TEXTS.loadError}
        emptyText={TEXTS.empty}
        countText={TEXTS.shown(shown.length, users.length)}
      >
        {shown.map((user) => (
          <UserCard
            key={user._id}
            user={user}
            isSelf={user._id === selfId}
            onDetails={() => setOpen({ kind: 'details', user })}
            onEdit={() => setOpen({ kind: 'edit', user })}
            onDelete={() => setOpen({ kind: 'delete', user })}
            onMailSent={() => void mutate()}
          />
        ))}
      </RecordList>

      {open?.kind === 'details' && <UserDetailsDialog user={open.user} onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && (
        <UserEditDialog
          user={open.user}
          isSelf={open.user._id === selfId}
          isLastSuperAdmin={isLastSuperAdmin(open.user)}
          onClose={() => setOpen(null)}
          onReload={async () => {
            const fresh = (await mutate())?.find((u) => u._id === open.user._id);
            if (fresh) setOpen({ kind: 'edit', user: fresh });
          }}
          onSaved={(saved) => {
            setOpen(null);
            void mutate(
              users.map((u) => (u._id === saved._id ? { ...u, ...saved } : u)),
              { revalidate: true },
            );
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={TEXTS.deleteTitle}
          messages={[TEXTS.deleteQuestion(userFullName(open.user) || open.user.email || ''), TEXTS.deleteWarning]}
          confirmLabel={TEXTS.deleteConfirm}
          busyLabel={TEXTS.deleting}
          onConfirm={() => remove(open.user)}
          onCancel={() => setOpen(null)}
        />
      )}
    </AdminFrame>
  );
}
