/**
 * The Arabic name of a stored field, as staff read it in the operations log's before/after (and wherever a
 * record's raw attribute name would otherwise show). Patterned fields (the 15 scores, statuses and deadlines
 * per track and year, the fee categories) are named from the catalog; a nested path ('logo.url') names its
 * first segment and keeps the rest; an unknown field keeps its stored name, so nothing is hidden.
 */
import { admissionFieldLabel } from './admission-form';
import { SCORE_TRACK_NAMES, STUDY_YEAR_ORDINALS, type ScoreTrack, type StudyYear } from './catalog';
import { FEE_CATEGORIES } from './guide-display';
import { SCORE_KEY_LABELS, type ScoreKey } from './validation/content';
import { FIELD_LABELS } from './field-names';

export { FIELD_LABELS };

const FEES = /^fees(Egyption|Natives)([234]?)$/;
const TRACK_YEAR = /^(thanwyaa|azhar|Arabenglish)_(first|second|third|fourth|fifth)Year_(score|status|deadline)$/;

/** The Arabic name of one top-level field. */
function topLabel(field: string): string {
  const fees = FEES.exec(field);
  if (fees) {
    const who = fees[1] === 'Egyption' ? 'مصروفات المصريين' : 'مصروفات الوافدين';
    const category = FEE_CATEGORIES.find((c) => c.suffix === fees[2]);
    return `${who} - ${category?.label ?? ''}`;
  }
  const trackYear = TRACK_YEAR.exec(field);
  if (trackYear) {
    const [, track, year, kind] = trackYear as unknown as [string, ScoreTrack, StudyYear, string];
    if (kind === 'score') return `الحد الأدنى - ${SCORE_TRACK_NAMES[track].title} - ${STUDY_YEAR_ORDINALS[year]}`;
    return `${kind === 'status' ? 'الحالة' : 'آخر موعد'} - ${admissionFieldLabel(field)}`;
  }
  if (/^(transfer|wafdeen)_(status|deadline)$/.test(field)) {
    return `${field.endsWith('_status') ? 'الحالة' : 'آخر موعد'} - ${admissionFieldLabel(field)}`;
  }
  return FIELD_LABELS[field] ?? field;
}

/**
 * 'feesEgyption2' → 'مصروفات المصريين - الفئة ب'; 'logo.url' → 'الشعار › url'; a list's row
 * (log-diff): 'scores[MED].private' → 'الحدود الدنيا [MED] › الجامعات الخاصة'; 'unknownField' → itself.
 */
export function fieldLabel(path: string): string {
  const [first, ...rest] = path.split('.');
  const row = /^(.+?)\[([^\]]*)\]$/.exec(first);
  const head = row ? `${topLabel(row[1])} [${row[2]}]` : topLabel(first);
  const restLabels = row ? rest.map((part) => FIELD_LABELS[part] ?? SCORE_KEY_LABELS[part as ScoreKey] ?? part) : rest;
  return [head, ...restLabels].join(' › ');
}
