/**
 * The Arabic name of a stored field, as staff read it in the operations log's before/after (and wherever a
 * record's raw attribute name would otherwise show). A field of a known type is named by that type's
 * description (resources/); a part of a change saved with its parts (a university's faculties) by the
 * part's; otherwise, and for entries written before entries named their type, by the general table
 * (field-names.ts). A nested path ('logo.url') names its first segment and keeps the rest; an unknown
 * field keeps its stored name, so nothing is hidden.
 */
import { SCORE_KEY_LABELS, type ScoreKey } from '../validation/content';
import { FIELD_LABELS } from './field-names';
import { resourceOf } from '../resources/all';
import type { ResourceDescription } from '../resources/define';

export { FIELD_LABELS };

const labelIn = (resource: ResourceDescription | undefined, field: string): string | undefined =>
  resource?.fields[field]?.label;

/**
 * 'feesEgyption2' → 'مصروفات المصريين - الفئة ب'; 'logo.url' → 'الشعار › url'; a list's row
 * (log-diff): 'scores[MED].private' → 'الحدود الدنيا [MED] › الجامعات الخاصة'; 'unknownField' → itself.
 * `type` (the entry's target type, a UID) names the fields by its description: 'category' is
 * «نوع الجامعة» for a university and «التصنيف» for an article.
 */
export function fieldLabel(path: string, type?: string | null): string {
  const resource = type ? resourceOf(type) : undefined;
  const [first, ...rest] = path.split('.');
  const row = /^(.+?)\[([^\]]*)\]$/.exec(first);
  const key = row ? row[1] : first;
  const top = labelIn(resource, key) ?? FIELD_LABELS[key] ?? key;
  const head = row ? `${top} [${row[2]}]` : top;
  // The rest of the path is a field of the part (a faculty's fees), else of the type itself.
  const partUid = resource?.parts?.[key];
  const inner = partUid ? resourceOf(partUid) : resource;
  // A plain nested key ('logo.url', a JSON field's keys) is kept as stored.
  const restLabels =
    row || partUid
      ? rest.map((part) => labelIn(inner, part) ?? FIELD_LABELS[part] ?? SCORE_KEY_LABELS[part as ScoreKey] ?? part)
      : rest;
  return [head, ...restLabels].join(' › ');
}
