import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  FINDER_SECTION_LABELS,
  FLOOR_FINDER_YEAR,
  SECTIONS_BY_CERTIFICATE,
  finderFormFromProfile,
  sanitizePercentageInput,
  validatePercentage,
  type FinderSection,
} from '@dalil/domain';
import { useOwnUser } from '@/lib/api/own-user';
import type { DesireStudent } from './desire-facts';

const TRACKS = SECTIONS_BY_CERTIFICATE.thawya;

/**
 * The student's track and score, as the comparison reads them: the URL's (`?track=&score=`), else
 * the signed-in profile's. The minimum is the first-year thanaweya one, as in the comparison.
 */
export function useDesireStudent(signedIn: boolean) {
  const [params, setParams] = useSearchParams();
  const own = useOwnUser(signedIn && !params.get('score'));
  const profile = finderFormFromProfile(own.data);
  const fromProfile = profile?.certificate === 'thawya' ? profile : null;
  const trackParam = params.get('track') as FinderSection | null;
  const track: FinderSection =
    trackParam && TRACKS.includes(trackParam) ? trackParam : (fromProfile?.section as FinderSection) || 'science';
  const scoreParam = params.get('score') ?? fromProfile?.percentage ?? '';
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? scoreParam;
  const error = text === '' ? undefined : validatePercentage(text);
  const score = text !== '' && !error ? Number(text) : null;
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const student: DesireStudent = { query: { certificate: 'thawya', year: FLOOR_FINDER_YEAR, section: track }, score };
  return { student, track, text, error, setTyped, setParam };
}

export function StudentFields({ state }: { state: ReturnType<typeof useDesireStudent> }) {
  const { track, text, error, setTyped, setParam } = state;
  return (
    <div className="assistant-form card-surface desires-student no-print">
      <div className="field field--frame">
        <label htmlFor="desires-track">شعبتك في الثانوية العامة</label>
        <select id="desires-track" value={track} onChange={(e) => setParam('track', e.target.value)}>
          {TRACKS.map((t) => (
            <option key={t} value={t}>
              {FINDER_SECTION_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--frame">
        <label htmlFor="desires-score">مجموعك (%)</label>
        <input
          id="desires-score"
          inputMode="decimal"
          dir="ltr"
          value={text}
          aria-invalid={!!error}
          aria-describedby={error ? 'desires-score-error' : undefined}
          onChange={(e) => setTyped(sanitizePercentageInput(e.target.value))}
          onBlur={() => !error && setParam('score', text)}
        />
        {error && (
          <p id="desires-score-error" className="field__error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
