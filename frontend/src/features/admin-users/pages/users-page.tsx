import { useMemo, useState } from 'react';
import { oneOfOr } from '@dalil/domain/rules';
import {
  filterUsers,
  summarizeUsers,
  userFullName,
  userTypeOf,
  USER_SORTS,
  USER_TYPE_FILTERS,
  VERIFICATION_FILTERS,
  type UserSort,
  type UserTypeFilter,
  type VerificationFilter,
} from '../model/admin-users';
import { AdminFrame } from '@/components/admin/admin-frame';
import { CsvExportButton } from '@/components/admin/csv-export-button';
import { ResourceList, useResourceListState } from '@/components/admin/resource-list';
import { useStaffDelete } from '@/components/admin/use-staff-delete';
import { SelectField } from '@/components/fields';
import { useUrlTab } from '@/components/tabs';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { getSession } from '@/lib/session';
import { deleteUser, useAdminUsers, type AdminUser } from '../api/users';
import { CompletionMailButton } from '../components/completion-mail-button';
import { UserCard, userCardName } from '../components/user-card';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { UserEditDialog } from '../components/user-edit-dialog';
import { TEXTS, TYPE_LABELS } from '../texts';
import { USER_COLUMNS } from '../user-columns';
import '../admin-users.css';

type Open = { kind: 'details' | 'edit'; user: AdminUser } | null;

const SORT_LABELS: Record<UserSort, string> = {
  newest: TEXTS.sortNewest,
  oldest: TEXTS.sortOldest,
  name: TEXTS.sortName,
  type: TEXTS.sortType,
};

/**
 * /admin/users (spec 3 §2 "Users screen"): figures that filter by type, search, type and
 * verification filters, order and page in the URL; cards newest first by default; dialogs.
 */
export function UsersPage() {
  const { data, error, isLoading, mutate } = useAdminUsers();
  const list = useResourceListState({
    sorts: USER_SORTS,
    defaultSort: 'newest',
    filters: USER_TYPE_FILTERS,
    defaultFilter: 'all',
    filterParam: 'type',
  });
  const [verification, setVerification] = useUrlTab<VerificationFilter>('verified', VERIFICATION_FILTERS, 'all');
  const [open, setOpen] = useState<Open>(null);
  const selfId = getSession().userId;

  const users = useMemo(() => data ?? [], [data]);
  const summary = useMemo(() => summarizeUsers(users), [users]);
  const { search, sort, filter: type } = list;
  const shown = useMemo(
    () => filterUsers(users, { type, verification, search, sort }),
    [users, type, verification, search, sort],
  );
  const isLastSuperAdmin = (user: AdminUser) =>
    userTypeOf(user.user_type) === 'SuperAdmin' && summary.byType.SuperAdmin <= 1;

  const remove = useStaffDelete({
    list: users,
    mutate,
    remove: deleteUser,
    deleted: TEXTS.deleted,
    failed: TEXTS.deleteError,
    confirm: (user) => ({
      title: TEXTS.deleteTitle,
      messages: [TEXTS.deleteQuestion(userFullName(user) || user.email || ''), TEXTS.deleteWarning],
    }),
  });

  return (
    <AdminFrame
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      path={paths.adminUsers}
      back={paths.admin}
      backLabel={TEXTS.back}
    >
      <ResourceList
        state={list}
        items={shown}
        noun="user"
        nameOf={userCardName}
        summary={{
          label: TEXTS.summary,
          items: [
            { label: TEXTS.all, value: summary.all, filter: 'all' },
            ...USER_TYPE_FILTERS.filter((t) => t !== 'all').map((t) => ({
              label: TYPE_LABELS[t],
              value: summary.byType[t as Exclude<UserTypeFilter, 'all'>],
              filter: t,
            })),
            { label: TEXTS.verified, value: summary.verified, tone: 'good' as const },
            { label: TEXTS.unverified, value: summary.unverified, tone: 'warning' as const },
          ],
        }}
        searchLabel={TEXTS.search}
        sortOptions={USER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        toolbar={
          <div className="list-toolbar">
            <SelectField
              label={TEXTS.typeFilter}
              value={type}
              onChange={(e) => list.setFilter(e.target.value)}
              options={USER_TYPE_FILTERS.map((t) => ({
                value: t,
                label: t === 'all' ? TEXTS.filterAll : TYPE_LABELS[t],
              }))}
            />
            <SelectField
              label={TEXTS.verificationFilter}
              value={verification}
              onChange={(e) =>
                setVerification(oneOfOr(e.target.value, VERIFICATION_FILTERS, 'all'), { page: undefined })
              }
              options={[
                { value: 'all', label: TEXTS.filterAll },
                { value: 'verified', label: TEXTS.verified },
                { value: 'unverified', label: TEXTS.unverified },
              ]}
            />
          </div>
        }
        actions={
          <>
            <CompletionMailButton
              request={{ allUnverified: true }}
              label={TEXTS.sendAll(summary.unverified)}
              disabled={!summary.unverified}
              className="button button--primary"
              onSent={() => void mutate()}
            />
            <CsvExportButton records={shown} columns={USER_COLUMNS} fileName="dalil-users" />
          </>
        }
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        loadingText={TEXTS.loading}
        errorText={error instanceof ApiError && error.status !== 500 ? error.message : TEXTS.loadError}
        emptyText={TEXTS.empty}
        countText={TEXTS.shown(shown.length, users.length)}
        renderItem={(user) => (
          <UserCard
            user={user}
            isSelf={user._id === selfId}
            onDetails={() => setOpen({ kind: 'details', user })}
            onEdit={() => setOpen({ kind: 'edit', user })}
            onDelete={() => remove.ask(user)}
            onMailSent={() => void mutate()}
          />
        )}
      />

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
      {remove.dialog}
    </AdminFrame>
  );
}
