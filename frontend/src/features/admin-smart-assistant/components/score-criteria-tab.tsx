import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SCORE_CERTIFICATES, SCORE_CERTIFICATE_LABELS } from '@dalil/domain/rules';
import {
  SCORE_KEYS,
  SCORE_KEY_LABELS,
  SCORE_YEARS,
  parseScore,
  scoreInputError,
  type ErrorItem,
} from '@dalil/domain/validation';
import { AsyncSection } from '@/components/async-section';
import { SelectField, TextField } from '@/components/fields';
import { StaleWriteAlert } from '@/components/admin/stale-write';
import { SubmitButton } from '@/components/submit-button';
import { TOAST_MS, useToasts } from '@/components/toasts';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes';
import { useDomainForm } from '@/components/use-domain-form';
import { saveScoreCriteria, useAdminFaculties, useScoreCriteria, type ScoreRow } from '../api/assistant-admin';
import { SA_TEXTS as T } from '../texts';

/** The typed scores by `<faculty id>.<score key>`, each as typed. */
type Draft = Record<string, string>;
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

/** Every faculty's four scores as stored (empty when none), to type over. */
function draftOf(faculties: readonly { _id: string }[], rows: readonly ScoreRow[]): Draft {
  const byId = new Map(rows.map((row) => [row.facultyId, row]));
  return Object.fromEntries(
    faculties.flatMap((f) => SCORE_KEYS.map((k) => [`${f._id}.${k}`, toText(byId.get(f._id)?.[k])])),
  );
}

/** Each typed score's rule (0–100 or empty, the server's `scoreInputError`), at its cell. */
const checkScores = (draft: Draft): ErrorItem[] =>
  Object.entries(draft).flatMap(([cell, raw]) => {
    const message = scoreInputError(raw);
    return message ? [{ path: [cell], message }] : [];
  });

/**
 * The score-criteria tab (spec 3 §2, §3, §5, §8): per faculty the four minimum scores of the
 * chosen year and certificate, each 0–100 or empty (the server's `scoreInputError`), saved in
 * one `PUT /api/score-matching/{year}/{certificate}`.
 */
export function ScoreCriteriaTab() {
  const { year, certificate, set: pick } = useScorePair();
  const faculties = useAdminFaculties();
  const criteria = useScoreCriteria(year, certificate);
  const { show } = useToasts();
  /** «إعادة التحميل» asked: the next loaded criteria take the typed scores over them. */
  const [rebaseNext, setRebaseNext] = useState(false);
  const loaded = useMemo(
    () => draftOf(faculties.data ?? [], criteria.data?.scores ?? []),
    [criteria.data, faculties.data],
  );
  const form = useDomainForm<Draft>({
    initial: loaded,
    fields: Object.keys(loaded),
    check: checkScores,
    validateOn: 'change',
    send: async (draft) => {
      const rows = (faculties.data ?? []).map(
        (f) =>
          ({
            facultyId: f._id,
            ...Object.fromEntries(SCORE_KEYS.map((k) => [k, parseScore(draft[`${f._id}.${k}`] ?? '') ?? null])),
          }) as ScoreRow,
      );
      const saved = await saveScoreCriteria(year, certificate, rows, criteria.data?.updatedAt);
      await criteria.mutate(saved, { revalidate: false });
      show('success', T.scoresSaved, TOAST_MS.staff);
      return draftOf(faculties.data ?? [], saved.scores ?? []);
    },
    onInvalid: () => show('error', T.scoresFix, TOAST_MS.staff),
    // A stale write shows the reload alert (the typed scores stay); any other refusal a toast.
    onFailure: () => {
      show('error', T.scoresSaveFailed, TOAST_MS.staff);
      return null;
    },
  });
  const { values: draft, set, errors, busy, dirty, stale } = form;

  // Newly loaded criteria (another year or certificate, or after a save) replace the draft; after
  // «إعادة التحميل» each typed score is kept over the criteria as stored now (`rebaseEdit`).
  const [shownLoaded, setShownLoaded] = useState<Draft | null>(null);
  if (shownLoaded !== loaded) {
    setShownLoaded(loaded);
    if (rebaseNext) {
      form.rebase(shownLoaded ?? loaded, loaded);
      setRebaseNext(false);
    } else form.reset(loaded);
  }

  useEffect(() => {
    if (criteria.error) show('error', T.scoresLoadFailed, TOAST_MS.staff);
  }, [criteria.error, show]);

  const list = faculties.data ?? [];
  return (
    <form className="sa-scores" onSubmit={form.onSubmit} noValidate>
      <UnsavedChangesPrompt when={dirty && !busy} />
      <div className="sa-scores__pickers">
        <SelectField
          label={T.year}
          value={String(year)}
          options={SCORE_YEARS.map((y) => ({ value: String(y), label: String(y) }))}
          onChange={(e) => pick('year', e.target.value)}
        />
        <SelectField
          label={T.certificate}
          value={certificate}
          options={SCORE_CERTIFICATES.map((c) => ({ value: c, label: SCORE_CERTIFICATE_LABELS[c] }))}
          onChange={(e) => pick('certificate', e.target.value)}
        />
      </div>
      <p className="sa-scores__hint">{T.scoresHint}</p>
      {stale && (
        <StaleWriteAlert
          onReload={async () => {
            setRebaseNext(true);
            await criteria.mutate();
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
                    value={draft[`${f._id}.${k}`] ?? ''}
                    error={errors[`${f._id}.${k}`]}
                    onChange={(e) => set(`${f._id}.${k}`, e.target.value)}
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
