import { useEffect, useRef, useState } from 'react';
import { isoToDayMonthYear } from '@dalil/domain/rules';
import { ADMIN_LOG_ACTIONS } from '@dalil/domain/validation';
import { AdminFrame } from '@/components/admin/admin-frame';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateField, SelectField, TextField } from '@/components/fields';
import { RecordList } from '@/components/record-list';
import { useUrlTab } from '@/components/tabs';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { useUrlText } from '@/components/url-state';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { clearLogsBefore, LOG_PAGE_SIZE, useAdminLogs, type LogFilters } from '../api/logs';
import { LogEntryCard } from '../components/log-entry-card';
import { ACTION_LABELS, STAFF_TYPE_LABELS, TEXTS } from '../texts';
import '../admin-log.css';

const ACTIONS = ['', ...ADMIN_LOG_ACTIONS] as const;
const STAFF_TYPES = ['', 'SuperAdmin', 'Admin', 'panel'] as const;

/** /admin/log (SuperAdmin): the operations log newest first, paged, filters in the URL, clearing old entries. */
export function LogPage() {
  const [action, setAction] = useUrlTab<(typeof ACTIONS)[number]>('action', ACTIONS, '');
  const [adminType, setAdminType] = useUrlTab<(typeof STAFF_TYPES)[number]>('type', STAFF_TYPES, '');
  const [name, setName] = useUrlText('name');
  const [target, setTarget] = useUrlText('target');
  const [from, setFrom] = useUrlText('from');
  const [to, setTo] = useUrlText('to');
  const [pageText, setPageText] = useUrlText('page');
  const page = Math.max(1, Number.parseInt(pageText, 10) || 1);
  const filters: LogFilters = { page, action, adminType, name, target, from, to };
  const { data, error, isLoading, mutate } = useAdminLogs(filters);
  const { show } = useToasts();
  const [clearDate, setClearDate] = useState('');
  const [confirming, setConfirming] = useState(false);

  // A changed filter starts again at the first page.
  const signature = JSON.stringify([action, adminType, name, target, from, to]);
  const lastSignature = useRef(signature);
  useEffect(() => {
    if (lastSignature.current === signature) return;
    lastSignature.current = signature;
    if (pageText) setPageText('');
  }, [signature, pageText, setPageText]);

  const rows = data?.data ?? [];
  const total = data?.pagination.total ?? 0;
  const pages = Math.max(1, data?.pagination.pages ?? 1);
  const first = total ? (page - 1) * LOG_PAGE_SIZE + 1 : 0;
  const hasFilters = Boolean(action || adminType || name || target || from || to);
  const goTo = (p: number) => setPageText(p <= 1 ? '' : String(p));

  const clear = async () => {
    try {
      const { deleted } = await clearLogsBefore(clearDate);
      show('success', TEXTS.cleared(deleted), TOAST_MS.staff);
      setConfirming(false);
      setClearDate('');
      await mutate();
    } catch (e) {
      show('error', e instanceof ApiError ? e.message : TEXTS.clearError, TOAST_MS.staff);
    }
  };

  return (
    <AdminFrame
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      path={paths.adminLog}
      back={paths.admin}
      backLabel={TEXTS.back}
    >
      <div className="list-toolbar log-filters" role="search" aria-label={TEXTS.filters}>
        <SelectField
          label={TEXTS.action}
          value={action}
          onChange={(e) => setAction(e.target.value as (typeof ACTIONS)[number], {}, { replace: true })}
          options={ACTIONS.map((a) => ({ value: a, label: a ? ACTION_LABELS[a] : TEXTS.all }))}
        />
        <TextField label={TEXTS.staffName} type="search" value={name} onChange={(e) => setName(e.target.value)} />
        <SelectField
          label={TEXTS.staffType}
          value={adminType}
          onChange={(e) => setAdminType(e.target.value as (typeof STAFF_TYPES)[number], {}, { replace: true })}
          options={STAFF_TYPES.map((t) => ({ value: t, label: t ? STAFF_TYPE_LABELS[t] : TEXTS.all }))}
        />
        <TextField label={TEXTS.target} type="search" value={target} onChange={(e) => setTarget(e.target.value)} />
        <DateField label={TEXTS.from} value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        <DateField label={TEXTS.to} value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
      </div>
      {hasFilters && (
        <div className="list-toolbar__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              setAction(
                '',
                {
                  type: undefined,
                  name: undefined,
                  target: undefined,
                  from: undefined,
                  to: undefined,
                  page: undefined,
                },
                { replace: true },
              )
            }
          >
            {TEXTS.resetFilters}
          </button>
        </div>
      )}

      <RecordList
        isLoading={isLoading}
        error={error}
        isEmpty={!rows.length}
        onRetry={() => void mutate()}
        loadingText={TEXTS.loading}
        errorText={error instanceof ApiError && error.status !== 500 ? error.message : TEXTS.loadError}
        emptyText={TEXTS.empty}
        countText={TEXTS.count(first, first + rows.length - 1, total)}
        listClassName="log-list"
      >
        {rows.map((entry) => (
          <LogEntryCard key={entry._id} entry={entry} />
        ))}
      </RecordList>
      {data && pages > 1 && (
        <nav className="log-pager" aria-label={TEXTS.pages}>
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {TEXTS.previous}
          </button>
          <span aria-current="page">{TEXTS.pageOf(page, pages)}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= pages}
            onClick={() => goTo(page + 1)}
          >
            {TEXTS.next}
          </button>
        </nav>
      )}

      <section className="card log-clear" aria-labelledby="log-clear-title">
        <h2 id="log-clear-title">{TEXTS.clearTitle}</h2>
        <div className="list-toolbar">
          <DateField
            label={TEXTS.clearBefore}
            hint={TEXTS.clearHint}
            value={clearDate}
            onChange={(e) => setClearDate(e.target.value)}
          />
        </div>
        <div className="list-toolbar__actions">
          <button
            type="button"
            className="button button--danger"
            disabled={!clearDate}
            onClick={() => setConfirming(true)}
          >
            {TEXTS.clearButton}
          </button>
        </div>
      </section>
      {confirming && clearDate && (
        <ConfirmDialog
          title={TEXTS.clearTitle}
          messages={[TEXTS.clearQuestion(isoToDayMonthYear(clearDate)), TEXTS.clearWarning]}
          confirmLabel={TEXTS.clearConfirm}
          busyLabel={TEXTS.clearing}
          onConfirm={clear}
          onCancel={() => setConfirming(false)}
        />
      )}
    </AdminFrame>
  );
}
