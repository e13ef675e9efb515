import { useRef, useState } from 'react';
import { SOURCE_KINDS, SOURCE_KIND_LABELS, oneOfOr, scoreTemplateTable, sourceProblems } from '@dalil/domain/rules';
import { AdminFrame } from '@/components/admin/admin-frame';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SelectField, TextField } from '@/components/fields';
import { SummaryCounts } from '@/components/summary-counts';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import {
  downloadTable,
  readScoreFile,
  SCORE_FILE_FORMATS,
  UnsupportedFileError,
  type ScoreFileFormat,
} from '../api/score-file';
import {
  applyScoreFile,
  getScoreExport,
  previewScoreFile,
  type BatchSource,
  type ScorePreview,
} from '../api/score-import';
import { ChangedTable, RefusedTable } from '../components/preview-tables';
import { COLUMN_HELP, TEXTS } from '../texts';
import '../update-scores.css';

type State =
  | { phase: 'idle' }
  | { phase: 'reading' | 'previewing'; name: string }
  /** `table` is kept when trying again may help (not for a file the server refused as such). */
  | { phase: 'error'; name: string; message: string; table: string[][] | null }
  | { phase: 'preview'; name: string; table: string[][]; preview: ScorePreview; source: BatchSource }
  | { phase: 'applied'; name: string; changed: number };

/** A refusal of the file itself (400) is not tried again; a stale preview (409), a failure or no answer is. */
const retryable = (error: unknown) => !(error instanceof ApiError && error.status === 400);

const kindOptions = SOURCE_KINDS.map((k) => ({ value: k, label: SOURCE_KIND_LABELS[k] }));
const EMPTY_SOURCE: BatchSource = { url: '', kind: 'staff', academic_year: '' };
const sameBatchSource = (a: BatchSource, b: BatchSource) =>
  a.url === b.url && a.kind === b.kind && a.academic_year === b.academic_year;

/** The batch source's problems by field, once something is typed in it (the server's rule). */
function batchSourceMessages(source: BatchSource): Record<string, string> {
  if (!source.url.trim() && !source.academic_year.trim()) return {};
  return Object.fromEntries(sourceProblems(source, '').map((p) => [p.path[0], p.message]));
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 500 && error.message ? error.message : fallback;

/**
 * /admin/update-scores (spec 3 §2, SuperAdmin): the template and the export of the current
 * scores, a CSV or xlsx file read in the browser and previewed by the server (changed old → new,
 * unchanged, refused with reasons), then applied in one transaction after a confirmation.
 */
export function UpdateScoresPage() {
  const { show } = useToasts();
  const input = useRef<HTMLInputElement>(null);
  const [format, setFormat] = useState<ScoreFileFormat>('csv');
  const [exporting, setExporting] = useState(false);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [confirming, setConfirming] = useState(false);
  const [source, setSource] = useState<BatchSource>(EMPTY_SOURCE);
  const sourceMessages = batchSourceMessages(source);

  const preview = async (name: string, table: string[][]) => {
    setState({ phase: 'previewing', name });
    const used = { ...source };
    try {
      setState({ phase: 'preview', name, table, preview: await previewScoreFile(table, used), source: used });
    } catch (error) {
      setState({
        phase: 'error',
        name,
        table: retryable(error) ? table : null,
        message: messageOf(error, TEXTS.previewError),
      });
    }
  };

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setState({ phase: 'reading', name: file.name });
    let table: string[][];
    try {
      table = await readScoreFile(file);
    } catch (error) {
      const message = error instanceof UnsupportedFileError ? TEXTS.wrongType : TEXTS.readError;
      setState({ phase: 'error', name: file.name, table: null, message });
      return;
    }
    await preview(file.name, table);
  };

  const exportCurrent = async () => {
    setExporting(true);
    try {
      const { table } = await getScoreExport();
      await downloadTable(table, format, `dalil-scores-${new Date().toISOString().slice(0, 10)}`);
      show('success', TEXTS.exported(table.length - 1), TOAST_MS.staff);
    } catch (error) {
      show('error', messageOf(error, TEXTS.exportError), TOAST_MS.staff);
    } finally {
      setExporting(false);
    }
  };

  const apply = async () => {
    if (state.phase !== 'preview') return;
    try {
      const result = await applyScoreFile(state.table, state.preview.planId, state.source);
      setConfirming(false);
      setState({ phase: 'applied', name: state.name, changed: result.counts.changed });
      show('success', TEXTS.applied(result.counts.changed), TOAST_MS.staff);
    } catch (error) {
      setConfirming(false);
      const message = messageOf(error, TEXTS.applyError);
      show('error', message, TOAST_MS.staff);
      setState({ phase: 'error', name: state.name, table: retryable(error) ? state.table : null, message });
    }
  };

  const busy = state.phase === 'reading' || state.phase === 'previewing';
  const pending = state.phase === 'preview' && state.preview.counts.changed > 0;
  const sourceMoved = state.phase === 'preview' && !sameBatchSource(state.source, source);
  const name = state.phase === 'idle' ? null : state.name;

  return (
    <AdminFrame
      title={TEXTS.title}
      subtitle={TEXTS.subtitle}
      path={paths.adminUpdateScores}
      back={paths.admin}
      backLabel={TEXTS.back}
    >
      <UnsavedChangesPrompt when={pending && !confirming} />
      <section className="card update-scores__step" aria-labelledby="update-scores-prepare">
        <h2 id="update-scores-prepare">{TEXTS.prepareHeading}</h2>
        <details className="update-scores__details">
          <summary>{TEXTS.columnsSummary}</summary>
          <p className="update-scores__help">{TEXTS.prepareHelp}</p>
          <dl className="update-scores__columns">
            {COLUMN_HELP.map(([column, help]) => (
              <div key={column}>
                <dt>
                  <code dir="ltr">{column}</code>
                </dt>
                <dd>{help}</dd>
              </div>
            ))}
          </dl>
        </details>
        <div className="update-scores__row">
          <SelectField
            label={TEXTS.format}
            value={format}
            onChange={(e) => setFormat(oneOfOr(e.target.value, SCORE_FILE_FORMATS, 'csv'))}
            options={[
              { value: 'csv', label: TEXTS.formatCsv },
              { value: 'xlsx', label: TEXTS.formatXlsx },
            ]}
          />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void downloadTable(scoreTemplateTable(), format, 'dalil-scores-template')}
          >
            {TEXTS.template}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={exporting}
            onClick={() => void exportCurrent()}
          >
            {exporting ? TEXTS.exporting : TEXTS.exportCurrent}
          </button>
        </div>
      </section>

      <section className="card update-scores__step" aria-labelledby="update-scores-source">
        <h2 id="update-scores-source">{TEXTS.sourceHeading}</h2>
        <p className="update-scores__help">{TEXTS.sourceHelp}</p>
        <div className="update-scores__source">
          <TextField
            id="update-scores-source-url"
            label={TEXTS.sourceUrl}
            type="url"
            dir="ltr"
            placeholder="https://"
            error={sourceMessages.url ?? null}
            value={source.url}
            onChange={(e) => setSource({ ...source, url: e.target.value })}
          />
          <SelectField
            id="update-scores-source-kind"
            label={TEXTS.sourceKind}
            options={kindOptions}
            error={sourceMessages.kind ?? null}
            value={source.kind}
            onChange={(e) => setSource({ ...source, kind: e.target.value })}
          />
          <TextField
            id="update-scores-academic-year"
            label={TEXTS.academicYear}
            dir="ltr"
            placeholder="2025/2026"
            error={sourceMessages.academic_year ?? null}
            value={source.academic_year}
            onChange={(e) => setSource({ ...source, academic_year: e.target.value })}
          />
        </div>
      </section>

      <section className="card update-scores__step" aria-labelledby="update-scores-upload" aria-busy={busy}>
        <h2 id="update-scores-upload">{TEXTS.uploadHeading}</h2>
        <div className="update-scores__row">
          <input
            ref={input}
            id="update-scores-file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={TEXTS.fileLabel}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {name ? TEXTS.chooseAnother : TEXTS.choose}
          </button>
          <p className="update-scores__file" aria-live="polite">
            {name ? TEXTS.chosen(name) : TEXTS.noFile}
          </p>
        </div>

        {busy && (
          <div className="async-state" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{state.phase === 'reading' ? TEXTS.reading : TEXTS.previewing}</span>
          </div>
        )}
        {state.phase === 'error' && (
          <div className="note note--error update-scores__error" role="alert">
            <p>{state.message}</p>
            {state.table && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => void preview(state.name, state.table as string[][])}
              >
                {TEXTS.repreview}
              </button>
            )}
          </div>
        )}
        {state.phase === 'applied' && (
          <p className="note note--success" role="status">
            {TEXTS.appliedNote(state.changed, state.name)}
          </p>
        )}
        {state.phase === 'preview' && (
          <div className="update-scores__preview">
            <SummaryCounts
              label={TEXTS.summary}
              items={[
                { label: TEXTS.rows, value: state.preview.counts.rows },
                { label: TEXTS.changed, value: state.preview.counts.changed, tone: 'good' },
                { label: TEXTS.unchanged, value: state.preview.counts.unchanged },
                { label: TEXTS.refused, value: state.preview.counts.refused, tone: 'warning' },
              ]}
            />
            <ChangedTable changed={state.preview.changed} />
            {state.preview.counts.unchanged > 0 && (
              <p className="update-scores__note">{TEXTS.unchangedNote(state.preview.counts.unchanged)}</p>
            )}
            <RefusedTable refused={state.preview.refused} />
            {sourceMoved && (
              <p className="note note--warning" role="status">
                {TEXTS.sourceChanged}{' '}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => void preview(state.name, state.table)}
                >
                  {TEXTS.repreview}
                </button>
              </p>
            )}
            <div className="update-scores__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={!state.preview.counts.changed || sourceMoved}
                onClick={() => setConfirming(true)}
              >
                {TEXTS.apply(state.preview.counts.changed)}
              </button>
            </div>
          </div>
        )}
      </section>

      {confirming && state.phase === 'preview' && (
        <ConfirmDialog
          title={TEXTS.applyTitle}
          messages={[
            TEXTS.applyQuestion(state.preview.counts.changed),
            ...(state.preview.counts.refused ? [TEXTS.applyRefused(state.preview.counts.refused)] : []),
          ]}
          confirmLabel={TEXTS.applyConfirm}
          busyLabel={TEXTS.applying}
          tone="primary"
          onConfirm={apply}
          onCancel={() => setConfirming(false)}
        />
      )}
    </AdminFrame>
  );
}
