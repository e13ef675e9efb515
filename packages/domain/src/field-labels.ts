/**
 * The Arabic name of a stored field, as staff read it in the operations log's before/after (and wherever a
 * record's raw attribute name would otherwise show). Fields are named by their resource's description
 * (field-names.ts); the statuses and deadlines per track and year by the admission form's pattern; a nested path ('logo.url') names its
 * first segment and keeps the rest; an unknown field keeps its stored name, so nothing is hidden.
 */
import { admissionFieldLabel } from './admission-form';
import { SCORE_KEY_LABELS, type ScoreKey } from './validation/content';
import { FIELD_LABELS } from './field-names';

export { FIELD_LABELS };

const TRACK_YEAR = /^(thanwyaa|azhar|Arabenglish)_(first|second|third|fourth|fifth)Year_(status|deadline)$/;

/** The Arabic name of one top-level field: the resources' labels (fees and scores included), else the admission pattern. */
function topLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  if (TRACK_YEAR.test(field) || /^(transfer|wafdeen)_(status|deadline)$/.test(field)) {
    return `${field.endsWith('_status') ? 'الحالة' : 'آخر موعد'} - ${admissionFieldLabel(field)}`;
  }
  return field;
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
