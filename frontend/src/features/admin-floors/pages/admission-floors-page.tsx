import { useMemo, useState } from 'react';
import {
  CURRENT_ACADEMIC_YEAR,
  FLOOR_CERTIFICATE_GROUPS,
  FLOOR_CERTIFICATE_LABELS,
  FLOOR_GROUPS,
  FLOOR_GROUP_LABELS,
  FLOOR_TIERS,
  academicYearStart,
  floorCellName,
  floorFormFrom,
  formatPercent,
  hasSource,
  type FloorFormValues,
} from '@dalil/domain/rules';
import { AdminFrame } from '@/components/admin/admin-frame';
import { StaleWriteAlert, isStaleWrite } from '@/components/admin/stale-write';
import { AsyncSection } from '@/components/async-section';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SelectField } from '@/components/fields';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { useUrlText } from '@/components/url-state';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsFrom } from '@/lib/field-errors';
import { paths } from '@/lib/paths';
import { getSession, isSuperAdmin } from '@/lib/session';
import { createFloor, deleteFloor, updateFloor, useAdminFloors, type FloorCell } from '../api/floors-admin';
import { FloorCellForm } from '../components/floor-cell-form';
import { StartYearDialog } from '../components/start-year-dialog';
import { FLOOR_TEXTS as T } from '../texts';
import '../admin-floors.css';

type Editing = { mode: 'add'; initial: FloorFormValues } | { mode: 'edit'; id: string };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;
const hostOf = (url: string | null) => {
  try {
    return new URL(String(url)).hostname.replace(/^www\./, '');
  } catch {
    return String(url ?? '');
  }
};

/**
 * /admin/admission-floors (issue 22 item 2; Admin and SuperAdmin): the councils' floors table of
 * the year in the URL (`?year=`), one table of faculty group × tier per certificate group, each
 * cell with its percent and sources; a cell is added or edited in a dialog, deleted by the
 * SuperAdmin after a confirmation; a new year's table starts from an earlier one with empty cells.
 */
export function AdmissionFloorsPage() {
  const { data, error, isLoading, mutate } = useAdminFloors();
  const [yearParam, setYear] = useUrlText('year');
  const { show } = useToasts();
  const superAdmin = isSuperAdmin(getSession().userType);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [deleting, setDeleting] = useState<FloorCell | null>(null);
  const [starting, setStarting] = useState(false);
  const toast = (kind: 'success' | 'error', text: string) => show(kind, text, TOAST_MS.staff);

  const cells = useMemo(() => data ?? [], [data]);
  const years = useMemo(() => [...new Set(cells.map((c) => c.academic_year))].sort().reverse(), [cells]);
  const year =
    yearParam && (years.includes(yearParam) || !data)
      ? yearParam
      : years.includes(CURRENT_ACADEMIC_YEAR)
        ? CURRENT_ACADEMIC_YEAR
        : (years[0] ?? CURRENT_ACADEMIC_YEAR);
  const ofYear = useMemo(() => cells.filter((c) => c.academic_year === year), [cells, year]);
  const edited = editing?.mode === 'edit' ? cells.find((c) => c._id === editing.id) : undefined;

  const open = (next: Editing) => {
    setServerErrors({});
    setServerMessage(null);
    setStale(false);
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    setStale(false);
  };

  const refused = (e: unknown) => {
    if (isStaleWrite(e)) {
      setStale(true);
      return;
    }
    // Each refusal beside its field; one that names no field (or a duplicate cell) above the form too.
    const fields = fieldErrorsFrom(e);
    setServerErrors(fields);
    const conflict = e instanceof ApiError && e.status === 409;
    setServerMessage(Object.keys(fields).length && !conflict ? null : messageOf(e, T.saveFailed));
  };

  const save = async (values: FloorFormValues) => {
    setServerErrors({});
    setServerMessage(null);
    try {
      if (editing?.mode === 'edit' && edited) await updateFloor(edited._id, { ...values, updatedAt: edited.updatedAt });
      else await createFloor(values);
    } catch (e) {
      refused(e);
      throw e;
    }
    toast('success', editing?.mode === 'edit' ? T.saved : T.added);
    close();
    if (values.academic_year !== year) setYear(values.academic_year);
    await mutate();
  };

  const remove = async (cell: FloorCell) => {
    try {
      await deleteFloor(cell._id);
    } catch (e) {
      toast('error', messageOf(e, T.deleteFailed));
      return;
    }
    toast('success', T.deleted);
    setDeleting(null);
    close();
    await mutate();
  };

  const nextYear = (() => {
    const start = academicYearStart(years[0] ?? CURRENT_ACADEMIC_YEAR) ?? 2025;
    return `${start + 1}/${start + 2}`;
  })();

  return (
    <AdminFrame
      title={T.title}
      subtitle={T.subtitle(year)}
      path={paths.adminFloors}
      back={paths.admin}
      backLabel={T.back}
      actions={
        <>
          <button
            type="button"
            className="button"
            onClick={() => open({ mode: 'add', initial: floorFormFrom({ academic_year: year }) })}
          >
            {T.addCell}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setStarting(true)}
            disabled={!years.length}
          >
            {T.startYear}
          </button>
        </>
      }
    >
      <div className="floors-toolbar">
        <SelectField
          label={T.yearLabel}
          value={year}
          options={(years.includes(year) ? years : [year, ...years]).map((y) => ({ value: y, label: y }))}
          onChange={(e) => setYear(e.target.value)}
        />
      </div>
      <AsyncSection
        isLoading={isLoading && !data}
        error={error && !data ? error : undefined}
        onRetry={() => void mutate()}
        loadingText={T.loading}
        errorText={T.loadFailed}
        retryLabel={T.retry}
        isEmpty={ofYear.length === 0}
        emptyText={T.noYears}
      >
        {FLOOR_CERTIFICATE_GROUPS.map((certificate) => {
          const mine = ofYear.filter((c) => c.certificate_group === certificate);
          const tiers = FLOOR_TIERS[certificate];
          const label = FLOOR_CERTIFICATE_LABELS[certificate];
          return (
            <section key={certificate} className="floors-section" aria-labelledby={`floors-${certificate}`}>
              <h2 id={`floors-${certificate}`} className="floors-section__title">
                {label}
              </h2>
              <div className="floors-table-wrap" role="region" aria-label={T.tableCaption(label, year)} tabIndex={0}>
                <table className="floors-table">
                  <caption className="visually-hidden">{T.tableCaption(label, year)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{T.group}</th>
                      {tiers.map((t) => (
                        <th key={t} scope="col">
                          {T.tier(t)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {FLOOR_GROUPS.map((group) => (
                      <tr key={group}>
                        <th scope="row">{FLOOR_GROUP_LABELS[group]}</th>
                        {tiers.map((tier) => {
                          const here = mine.filter((c) => c.tier === tier && c.faculty_group === group);
                          const place = floorCellName({
                            academic_year: year,
                            certificate_group: certificate,
                            tier,
                            faculty_group: group,
                          });
                          return (
                            <td key={tier}>
                              {here.map((cell) => (
                                <div key={cell._id} className="floor-cell">
                                  <span className="floor-cell__percent" dir="ltr">
                                    {cell.percent === null ? T.noPercent : formatPercent(cell.percent)}
                                  </span>
                                  {cell.only_universities?.length ? (
                                    <span className="floor-cell__only">
                                      {T.only(cell.only_universities.join('، '))}
                                    </span>
                                  ) : null}
                                  {cell.sources.some((s) => hasSource(s)) ? (
                                    <ul className="floor-cell__sources" aria-label={T.sources}>
                                      {cell.sources.map((s, i) => (
                                        <li key={i}>
                                          <a
                                            href={s.url ?? undefined}
                                            target="_blank"
                                            rel="noreferrer noopener"
                                            dir="ltr"
                                          >
                                            {hostOf(s.url)}
                                          </a>
                                          {s.academic_year ? ` (${s.academic_year})` : ''}
                                        </li>
                                      ))}
                                    </ul>
                                  ) : cell.percent !== null ? (
                                    <span className="badge badge--warning">{T.noSource}</span>
                                  ) : null}
                                  {cell.conflicts.length > 0 && (
                                    <span className="floor-cell__conflicts">{T.conflicts(cell.conflicts.length)}</span>
                                  )}
                                  <button
                                    type="button"
                                    className="button button--small button--ghost"
                                    aria-label={T.editAt(floorCellName(cell))}
                                    onClick={() => open({ mode: 'edit', id: cell._id })}
                                  >
                                    {T.edit}
                                  </button>
                                </div>
                              ))}
                              {here.length === 0 && (
                                <button
                                  type="button"
                                  className="button button--small button--ghost floor-cell__add"
                                  aria-label={T.addAt(place)}
                                  onClick={() =>
                                    open({
                                      mode: 'add',
                                      initial: floorFormFrom({
                                        academic_year: year,
                                        certificate_group: certificate,
                                        tier,
                                        faculty_group: group,
                                      }),
                                    })
                                  }
                                >
                                  + {T.add}
                                </button>
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })}
      </AsyncSection>

      {editing && (editing.mode === 'add' || edited) && (
        <FloorCellForm
          key={editing.mode === 'edit' ? editing.id : 'add'}
          mode={editing.mode}
          initial={editing.mode === 'add' ? editing.initial : floorFormFrom(edited!)}
          version={edited?.updatedAt}
          onSubmit={save}
          onCancel={close}
          serverErrors={serverErrors}
          serverMessage={serverMessage}
          alert={
            stale ? (
              <StaleWriteAlert
                onReload={async () => {
                  await mutate();
                  setStale(false);
                }}
              />
            ) : null
          }
          onDelete={superAdmin && edited ? () => setDeleting(edited) : undefined}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={T.deleteTitle}
          messages={[T.deleteQuestion(floorCellName(deleting))]}
          confirmLabel={T.delete}
          busyLabel={T.deleting}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
      {starting && (
        <StartYearDialog
          years={years}
          suggested={nextYear}
          onClose={() => setStarting(false)}
          onStarted={async (started, count) => {
            setStarting(false);
            toast('success', T.started(started, count));
            setYear(started);
            await mutate();
          }}
        />
      )}
    </AdminFrame>
  );
}
