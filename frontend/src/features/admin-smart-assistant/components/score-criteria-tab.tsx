import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  SCORE_CERTIFICATES,
  SCORE_CERTIFICATE_LABELS,
  SCORE_KEYS,
  SCORE_KEY_LABELS,
  SCORE_YEARS,
  parseScore,
  rebaseEdit,
  scoreInputError,
  type ScoreKey,
} from '@dalil/domain';
import { AsyncSection } from '@/components/async-section';
import { SelectField, TextField } from '@/components/fields';
import { isStaleWrite, StaleWriteAlert } from '@/components/admin/stale-write';
import { SubmitButton } from '@/components/submit-button';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes';
import { saveScoreCriteria, useAdminFaculties, useScoreCriteria, type ScoreRow } from '../api/assistant-admin';
import { SA_TEXTS as T } from '../texts';

type Draft = Record<string, Record<ScoreKey, string>>;
const DEFAULT_YEAR = 2025;
const DEFAULT_CERTIFICATE = 'secondary_general';

/** The year and certificate in the URL (`?year=&certificate=`), defaults 2025 and secondary_general (spec 3 §3). */
function useScorePair() {
  const [params, setParams] = useSearchParams();
  const y = Number(params.get('year'));
  const year = (SCORE_YEARS as readonly number[]).includes(y) ? y : DEFAULT_YEAR;
  const c = params.get('certificate') ?? '';
  const certificate = (SCORE_CERTIFICATES as readonly string[]).includes(c) ? c : DEFAULT_CERTIFICATE;
  const set = (key: 'year' | 'certificate', value: string) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set(key, value);
      return copy;
    });
  return { year, certificate, set };
}

const toText = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/**
 * The score-criteria tab (spec 3 §2, §3, §5, §8): per faculty the four minimum scores of the
 * chosen year and certificate, each 0–100 or empty (the server's `scoreInputError`), saved in
 * one `PUT /api/score-matching/{year}/{certificate}`.
 */
export function ScoreCriteriaTab() {
  const { year, certificate, set } = useScorePair();
  const faculties = useAdminFaculties();
  const criteria = useScoreCriteria(year, certificate);
  const { show } = useToasts();
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** The save was refused: the criteria were saved by someone else since they were read (409). */
  const [stale, setStale] = useState(false);
  /** «إعادة التحميل» asked: the next loaded criteria take the typed scores over them. */
  const [rebaseNext, setRebaseNext] = useState(false);

  const loaded: Draft = useMemo(() => {
    const byId = new Map((criteria.data?.scores ?? []).map((row) => [row.facultyId, row]));
    const out: Draft = {};
    for (const f of faculties.data ?? []) {
      const row = byId.get(f._id);
      out[f._id] = Object.fromEntries(SCORE_KEYS.map((k) => [k, toText(row?.[k])])) as Record<ScoreKey, string>;
    }
    return out;
  }, [criteria.data, faculties.data]);

  // Newly loaded criteria (another year or certificate, or after a save) replace the draft; after
  // «إعادة التحميل» each typed score is kept over the criteria as stored now (`rebaseEdit`).
  const [shownLoaded, setShownLoaded] = useState<Draft | null>(null);
  if (shownLoaded !== loaded) {
    const opened = shownLoaded ?? {};
    setShownLoaded(loaded);
    setDraft(
      rebaseNext
        ? Object.fromEntries(
            Object.entries(loaded).map(([id, fresh]) => [
              id,
              rebaseEdit(opened[id] ?? fresh, draft[id] ?? fresh, fresh),
            ]),
          )
        : loaded,
    );
    if (rebaseNext) setRebaseNext(false);
    else setErrors({});
  }

  useEffect(() => {
    if (criteria.error) show('error', T.scoresLoadFailed, TOAST_MS.staff);
  }, [criteria.error, show]);

  const dirty = Object.keys(loaded).some((id) => SCORE_KEYS.some((k) => (draft[id]?.[k] ?? '') !== loaded[id][k]));

  const change = (id: string, key: ScoreKey, value: string) => {
    setDraft((d) => ({ ...d, [id]: { ...d[id], [key]: value } }));
    setErrors((e) => {
      const next = { ...e };
      const message = scoreInputError(value);
      if (message) next[`${id}.${key}`] = message;
      else delete next[`${id}.${key}`];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nextErrors: Record<string, string> = {};
    const rows: ScoreRow[] = [];
    for (const f of faculties.data ?? []) {
      const row = { facultyId: f._id } as ScoreRow;
      for (const k of SCORE_KEYS) {
        const raw = draft[f._id]?.[k] ?? '';
        const message = scoreInputError(raw);
        if (message) nextErrors[`${f._id}.${k}`] = message;
        row[k] = parseScore(raw) ?? null;
      }
      rows.push(row);
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length) {
      show('error', T.scoresFix, TOAST_MS.staff);
      return;
    }
    setBusy(true);
    try {
      const saved = await saveScoreCriteria(year, certificate, rows, criteria.data?.updatedAt);
      setStale(false);
      await criteria.mutate(saved, { revalidate: false });
      show('success', T.scoresSaved, TOAST_MS.staff);
    } catch (error) {
      // Saved by someone else since it was read: the alert offers to reload; the typed scores stay.
      if (isStaleWrite(error)) setStale(true);
      else show('error', T.scoresSaveFailed, TOAST_MS.staff);
    } finally {
      setBusy(false);
    }
  };

  const list = faculties.data ?? [];
  return (
    <form className="sa-scores" onSubmit={submit} noValidate>
      <UnsavedChangesPrompt when={dirty && !busy} />
      <div className="sa-scores__pickers">
        <SelectField
          label={T.year}
          value={String(year)}
          options={SCORE_YEARS.map((y) => ({ value: String(y), label: String(y) }))}
          onChange={(e) => set('year', e.target.value)}
        />
        <SelectField
          label={T.certificate}
          value={certificate}
          options={SCORE_CERTIFICATES.map((c) => ({ value: c, label: SCORE_CERTIFICATE_LABELS[c] }))}
          onChange={(e) => set('certificate', e.target.value)}
        />
      </div>
      <p className="sa-scores__hint">{T.scoresHint}</p>
      {stale && (
        <StaleWriteAlert
          onReload={async () => {
            setRebaseNext(true);
            await criteria.mutate();
            setStale(false);
          }}
        />
      )}
      <AsyncSection
        isLoading={faculties.isLoading || criteria.isLoading}
        error={faculties.error ?? criteria.error}
        onRetry={() => {
          void faculties.mutate();
          void criteria.mutate();
        }}
        loadingText={T.scoresLoading}
        errorText={criteria.error ? T.scoresLoadFailed : T.facultiesFailed}
        isEmpty={list.length === 0}
        emptyText={T.scoresNoFaculties}
      >
        <div className="card-grid sa-scores__grid">
          {list.map((f) => (
            <fieldset key={f._id} className="card sa-score-card" data-faculty-id={f._id}>
              <legend className="sa-score-card__title">
                {f.faculty_name} <span dir="ltr">({f.faculty_code})</span>
              </legend>
              <div className="sa-score-card__inputs">
                {SCORE_KEYS.map((k) => (
                  <TextField
                    key={k}
                    label={SCORE_KEY_LABELS[k]}
                    inputMode="decimal"
                    dir="ltr"
                    value={draft[f._id]?.[k] ?? ''}
                    error={errors[`${f._id}.${k}`]}
                    onChange={(e) => change(f._id, k, e.target.value)}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="button-row sa-scores__actions">
          <SubmitButton busy={busy} busyLabel={T.saving} disabled={!dirty && !busy}>
            {T.scoresSave}
          </SubmitButton>
        </div>
      </AsyncSection>
    </form>
  );
}
