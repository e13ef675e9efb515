import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  FINDER_SECTION_LABELS,
  SECTIONS_BY_CERTIFICATE,
  finderFormFromProfile,
  sanitizePercentageInput,
  validatePercentage,
  type FinderSection,
} from '@dalil/domain/rules';
import { useOwnUser } from '@/lib/api/own-user';

export const STUDENT_TRACKS = SECTIONS_BY_CERTIFICATE.thawya;

/**
 * The student's track and score where a screen measures figures against them (the comparison, the
 * desire list): the URL's (`?track=&score=`, so the page is a shareable link), else the signed-in
 * profile's Thanaweya track and percentage (never searched by itself). `readProfile` false: a page
 * a visitor opens (a shared list) reads no profile.
 */
export function useStudentScore(readProfile = true) {
  const [params, setParams] = useSearchParams();
  const own = useOwnUser(readProfile && !params.get('score'));
  const profile = finderFormFromProfile(own.data);
  const fromProfile = profile?.certificate === 'thawya' ? profile : null;
  const trackParam = params.get('track') as FinderSection | null;
  const track: FinderSection =
    trackParam && STUDENT_TRACKS.includes(trackParam)
      ? trackParam
      : (fromProfile?.section as FinderSection) || 'science';
  const scoreParam = params.get('score') ?? fromProfile?.percentage ?? '';
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? scoreParam;
  const error = text === '' ? undefined : validatePercentage(text);
  const score = text !== '' && !error ? Number(text) : null;
  /** Sets (or with '' / null removes) one URL parameter, replacing the history entry. */
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return { track, text, error, score, setTyped, setParam };
}

export type StudentScoreState = ReturnType<typeof useStudentScore>;

/** The track select and the score input of `useStudentScore` (the score is written to the URL when the field is left). */
export function StudentScoreFields({
  state,
  idPrefix,
  trackLabel = 'شعبتك في الثانوية العامة',
  className = '',
}: {
  state: StudentScoreState;
  idPrefix: string;
  trackLabel?: string;
  className?: string;
}) {
  const { track, text, error, setTyped, setParam } = state;
  return (
    <div className={`card-surface student-score no-print ${className}`.trim()}>
      <div className="field field--frame student-score__field">
        <label htmlFor={`${idPrefix}-track`}>{trackLabel}</label>
        <select id={`${idPrefix}-track`} value={track} onChange={(e) => setParam('track', e.target.value)}>
          {STUDENT_TRACKS.map((t) => (
            <option key={t} value={t}>
              {FINDER_SECTION_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--frame student-score__field">
        <label htmlFor={`${idPrefix}-score`}>مجموعك (%)</label>
        <input
          id={`${idPrefix}-score`}
          inputMode="decimal"
          dir="ltr"
          value={text}
          aria-invalid={!!error}
          aria-describedby={error ? `${idPrefix}-score-error` : undefined}
          onChange={(e) => setTyped(sanitizePercentageInput(e.target.value))}
          onBlur={() => !error && setParam('score', text)}
        />
        {error && (
          <p id={`${idPrefix}-score-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
