/**
 * The title a university's part shows in the Strapi panel (its list `mainField`, the edit view's
 * heading, the university's relation fields). Strapi's main field must be one of the type's own
 * text attributes, so the CMS keeps it in a stored `panel_title`, written on every save of the
 * part or its university; it never leaves the CMS (not in any API record).
 */
export const PANEL_TITLE_ATTRIBUTE = 'panel_title';

export type PanelTitleKind = 'status' | 'deadline' | 'offering' | 'dorm' | 'transport';

type University = { university_Arabic_Name?: unknown; university_code?: unknown } | null | undefined;
type Part = { faculty?: unknown; normal_or_Dual?: unknown; type?: unknown };

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** "جامعة القاهرة (CU)", or a plain word when the part has no university yet. */
export function universityTitle(university: University): string {
  const name = text(university?.university_Arabic_Name);
  const code = text(university?.university_code);
  if (name && code) return `${name} (${code})`;
  return name || code || 'بدون جامعة';
}

export function panelTitle(kind: PanelTitleKind, part: Part, university: University): string {
  const owner = universityTitle(university);
  switch (kind) {
    case 'status':
      return `حالة التقديم — ${owner}`;
    case 'deadline':
      return `مواعيد التقديم — ${owner}`;
    case 'offering': {
      const faculty = text(part.faculty) || 'كلية';
      return `${faculty}${part.normal_or_Dual === 'dual' ? ' (مزدوج)' : ''} — ${owner}`;
    }
    case 'dorm':
      return `${text(part.type) || 'سكن'} — ${owner}`;
    case 'transport':
      return `${text(part.type) || 'مواصلات'} — ${owner}`;
  }
}
