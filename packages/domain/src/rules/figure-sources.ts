/**
 * Issue 22 step 7: every write of a fee or a score carries its source and academic year. The one
 * rule of every writer — the back office's faculty items (add, edit, with-parts), the Strapi
 * panel (a document-service middleware in the CMS) and the bulk score update/import — so the
 * three agree:
 *
 * - a write that changes a fee figure (`feesEgyption…`, `feesNatives…`, `fee_stated`) must send
 *   a valid `fee_source` with it (`validateFigureSource`: http(s) address and academic year; the
 *   kind defaults to a staff entry); one that changes a score figure (the track × year scores,
 *   `wafdeen_score`, `score_stated`) a valid `score_source`;
 * - "changes a figure" means sets it to a figure other than the stored one. Clearing a figure, or
 *   setting it to what means "no figure" ('' and '-'; a fee of 0, the spec's default of a new
 *   faculty) needs no source: nothing is claimed;
 * - a source sent without a figure change is written only when it differs from the stored one,
 *   and then it must be valid too (a correction of the address or the year);
 * - the source's other fields (unit, unit_stated, as_of, note) are kept when they are well formed.
 */
import { FEE_UNITS, normalizeAcademicYear, validateFigureSource, type FigureSource } from './provenance';
import { FEE_FIELDS, SCORE_FIELDS } from '../validation/guide';
import { errorAt, errorsOf, invalid, resultOf, valid, type ErrorItem, type Result } from '../validation/result';

export type FigureKind = 'fee' | 'score';
export const FIGURE_KINDS: readonly FigureKind[] = ['fee', 'score'];

/** The fields of each kind of figure on a faculty offering. */
export const FIGURE_FIELDS: Record<FigureKind, readonly string[]> = {
  fee: [...FEE_FIELDS, 'fee_stated'],
  score: [...SCORE_FIELDS, 'score_stated'],
};
/** The component `figure.source` that answers for each kind. */
export const SOURCE_FIELD: Record<FigureKind, 'fee_source' | 'score_source'> = {
  fee: 'fee_source',
  score: 'score_source',
};
/** validateFigureSource's field names → the component's attribute names. */
const COMPONENT_FIELD: Record<string, string> = {
  source_url: 'url',
  academic_year: 'academic_year',
  source_kind: 'kind',
};

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** A value that states a figure: not empty, not '-', and for a fee not zero. */
export function isFigure(kind: FigureKind, value: unknown): boolean {
  const s = text(value);
  if (s === '' || s === '-') return false;
  if (kind === 'fee' && /^0+([.,]0+)?$/.test(s)) return false;
  return true;
}

/** The figure fields of `kind` that `change` sets to a figure other than the stored one. */
export function changedFigures(
  kind: FigureKind,
  stored: Record<string, unknown> | null | undefined,
  change: Record<string, unknown>,
): string[] {
  return FIGURE_FIELDS[kind].filter(
    (f) => f in change && isFigure(kind, change[f]) && text(change[f]) !== text(stored?.[f]),
  );
}

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Two sources name the same address, kind and academic year. */
export function sameSource(a: unknown, b: unknown): boolean {
  const pa = isPlain(a) ? a : {};
  const pb = isPlain(b) ? b : {};
  const year = (v: unknown) => normalizeAcademicYear(text(v)) ?? text(v);
  return (
    text(pa.url) === text(pb.url) &&
    (text(pa.kind) || 'staff') === (text(pb.kind) || 'staff') &&
    year(pa.academic_year) === year(pb.academic_year)
  );
}

/** The source as it is stored: the checked address, kind and year, and the well-formed extras. */
function cleaned(checked: FigureSource, sent: Record<string, unknown>): FigureSource {
  const out: FigureSource = { ...checked };
  if ((FEE_UNITS as readonly string[]).includes(text(sent.unit))) out.unit = text(sent.unit) as FigureSource['unit'];
  if (typeof sent.unit_stated === 'boolean') out.unit_stated = sent.unit_stated;
  if (text(sent.as_of)) out.as_of = text(sent.as_of).slice(0, 200);
  if (text(sent.note)) out.note = text(sent.note).slice(0, 2000);
  return out;
}

/** The problems of a source, each at `{prefix}{component field}` (prefix e.g. 'fee_source.'). */
export function sourceProblems(source: unknown, prefix: string): ErrorItem[] {
  const checked = validateFigureSource(isPlain(source) ? source : null);
  return errorsOf(checked).map((p) => errorAt(`${prefix}${COMPONENT_FIELD[p.path[0]]}`, p.message));
}

/**
 * One source on its own (a floor cell's list of sources): the same rule as a fee's or a score's
 * (address and academic year required, kind a staff entry by default), the cleaned source or its
 * problems at `{prefix}url`, `{prefix}academic_year`, `{prefix}kind`.
 */
export function checkSource(source: unknown, prefix: string): Result<FigureSource> {
  const checked = validateFigureSource(isPlain(source) ? source : null);
  if (checked.ok === false) return invalid(sourceProblems(source, prefix));
  return valid(cleaned(checked.value, source as Record<string, unknown>));
}

export type FigureSourcesValue = Partial<Record<'fee_source' | 'score_source', FigureSource>>;

/**
 * The sources a write of an offering must carry (see the module comment). `stored` is the record
 * before the write (null for a new one) with its `fee_source`/`score_source`; `change` the fields
 * the write sets. Answers the sources to store with the write, or the problems, each named
 * `fee_source.url`, `score_source.academic_year`, … (what the forms and the panel mark).
 */
export function checkFigureSources(
  stored: Record<string, unknown> | null | undefined,
  change: Record<string, unknown>,
): Result<FigureSourcesValue> {
  const value: FigureSourcesValue = {};
  const errors: ErrorItem[] = [];
  for (const kind of FIGURE_KINDS) {
    const field = SOURCE_FIELD[kind];
    const sent = change[field];
    const figures = changedFigures(kind, stored, change);
    if (!figures.length && (sent === undefined || sameSource(sent, stored?.[field]))) continue;
    if (!figures.length && sent === null && !isPlain(stored?.[field])) continue;
    const checked = validateFigureSource(isPlain(sent) ? sent : null);
    if (checked.ok === false) {
      errors.push(...sourceProblems(sent, `${field}.`));
      continue;
    }
    value[field] = cleaned(checked.value, sent as Record<string, unknown>);
  }
  return resultOf(value, errors);
}

/** One changed figure in the activity log: its new value, and the address and year of its source. */
export type FigureLogEntry = { value: string; source_url: string | null; academic_year: string | null };

/**
 * What the activity log keeps of a write's figures (`figure_sources` in an entry's after): for
 * each figure `after` changed from `before`, its new value with the address and academic year of
 * the source stored with it (`after.fee_source`, `after.score_source`). Empty when no figure changed.
 */
export function figureLogEntries(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, FigureLogEntry> {
  const out: Record<string, FigureLogEntry> = {};
  if (!after) return out;
  for (const kind of FIGURE_KINDS) {
    const source = isPlain(after[SOURCE_FIELD[kind]]) ? (after[SOURCE_FIELD[kind]] as Record<string, unknown>) : null;
    for (const f of changedFigures(kind, before, after))
      out[f] = {
        value: text(after[f]),
        source_url: text(source?.url) || null,
        academic_year: text(source?.academic_year) || null,
      };
  }
  return out;
}
