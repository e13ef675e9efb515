import { ALL_RESOURCES, valueLabelsOf } from '@dalil/domain/resources';

/**
 * The Arabic label of every stored code of an enumeration field, per content type, from the
 * resources' descriptions (packages/domain/src/resources): the panel's list cells and filters show
 * these (src/admin/app.tsx), and the edit view's field description names them beside the codes
 * (src/bootstrap/content-manager.ts). No Strapi import: the admin app bundles this file.
 */
export type EnumLabels = Readonly<Record<string, string>>;

export const PANEL_ENUM_LABELS: Readonly<Record<string, Readonly<Record<string, EnumLabels>>>> = Object.fromEntries(
  ALL_RESOURCES.map((resource) => [resource.uid, valueLabelsOf(resource)]),
);

/** The label of `value` of `field` of type `uid`, or the stored code itself when there is none. */
export function enumLabel(uid: string, field: string, value: unknown): string {
  const code = value == null ? '' : String(value);
  return PANEL_ENUM_LABELS[uid]?.[field]?.[code] ?? code;
}

/**
 * One label per code over every type, for the places Strapi looks a code up by itself alone
 * (the edit view's select reads the translation whose key is the code): a code two types label
 * differently ("pending": a review under review, a new message) gets `shared[code]` instead.
 */
export function codeTranslations(shared: EnumLabels): Record<string, string> {
  const seen = new Map<string, Set<string>>();
  for (const fields of Object.values(PANEL_ENUM_LABELS))
    for (const labels of Object.values(fields))
      for (const [code, label] of Object.entries(labels)) seen.set(code, (seen.get(code) ?? new Set()).add(label));
  const out: Record<string, string> = {};
  for (const [code, labels] of seen) {
    const label = labels.size === 1 ? [...labels][0] : shared[code];
    if (label) out[code] = label;
  }
  return out;
}
