/**
 * A resource (a content type) described once (issue 23): its Strapi UID, and for every stored field
 * its kind, its Arabic label and the help staff read under it. The CMS's panel layout, the back
 * office's forms, the activity log's field names, the validators' messages and the link rules read
 * the description instead of keeping their own lists. A description, not logic: rules stay in the
 * validators. Leaf module (no runtime imports), so any module may read it without a cycle.
 */

import type { PanelTitleKind } from '../cms/panel-title';

/** What a field holds, as far as the screens and the rules need to know. */
export type FieldKind =
  | 'code'
  | 'text'
  | 'longText'
  | 'integer'
  | 'decimal'
  | 'date'
  | 'enumeration'
  | 'media'
  | 'relation'
  /** A web address, '#' when there is none (the placeholder the legacy data uses). */
  | 'link'
  /** An academic year's label ('2025'), one per score column. */
  | 'year'
  | 'phone'
  | 'email'
  /** A fee as the spec keeps it (digits, or a '+' composite), shown only with its year and source. */
  | 'fee'
  /** A minimum score ('-' when none). */
  | 'score'
  /** A price of a dorm or a transport option. */
  | 'price'
  /** A repeatable or single component (a figure's source). */
  | 'component'
  /** Written by the system (the panel's title of a record, a hash, a token). */
  | 'system'
  | 'boolean'
  | 'datetime'
  /** Structured data staff edit as JSON in the panel (a list of codes, the score criteria). */
  | 'json';

export type FieldDescription = {
  kind: FieldKind;
  /** The field's name as staff read it: panel, back office, activity log, refusals. */
  label: string;
  /** Help under the field (format, meaning of codes). */
  hint?: string;
  /** Shown on the staff form that adds and edits the record. */
  form?: boolean;
  /** An enumeration's stored codes and their Arabic labels, in order. */
  values?: Readonly<Record<string, string>>;
};

export type ResourceDescription = {
  uid: string;
  /** The type's Arabic name, as the panel and the activity log show it (the schema's displayName; schema-catalog.test.ts keeps the two equal). */
  label: string;
  /** Every stored field, in the staff form's order. */
  fields: Readonly<Record<string, FieldDescription>>;
  /** The field that names a record in lists and pickers. */
  mainField: string;
  /** The fields that identify a record for people (a create of an existing key is refused). */
  naturalKey: readonly string[];
  /**
   * The editors' panel list view: its columns (stored fields or `createdAt`/`updatedAt`) and its
   * default order (cms/src/bootstrap/content-manager.ts).
   */
  panel?: { list: readonly string[]; sortBy?: string; order?: 'ASC' | 'DESC' };
  /** Private to its owner: not shown in the editors' panel (its schema hides it there too). */
  panelHidden?: boolean;
  /**
   * A record saved with its parts in one change (a university with its faculties, dorms and
   * transport): the key of each part in the change's before/after → the part's type (UID), so the
   * activity log names a part's fields by the part's description.
   */
  parts?: Readonly<Record<string, string>>;
  /**
   * Contract field → stored attribute, where the two differ (stored-names.ts). Strapi 5 keeps
   * `status` for its draft/published state, so a type's own `status` is stored under another name.
   */
  storedNames?: Readonly<Record<string, string>>;
  /**
   * Only the CMS itself writes the type (a mailed code's hash, a rate-limit counter): it has no
   * rules in `RESOURCE_RULES` (resources/validators.ts). Any other type is written by staff or
   * visitors and must have them (validators.test.ts).
   */
  writtenBy?: 'system';
  /** Its `link` fields take '#' for "no link" (the legacy guide data's placeholder, spec 3 §3); safe-url.ts. */
  linkPlaceholder?: boolean;
  /**
   * The record's page on the site, `:field` standing for the record's value ('/articles/:Short_name');
   * a type listed on one page names that page ('/News'). preview-path.ts.
   */
  sitePath?: string;
  /**
   * The legacy endpoints' list paths of the type ('/api/news', '/api/private/links'; `:name` for a
   * path part the caller fills in). Writes go below them (`/add`, `/:id`).
   */
  paths?: readonly string[];
  /**
   * Who may read the type through its paths, and who may add or edit it there (the routes'
   * roles, cms/src/api/<area>/permissions.ts; a controller may narrow further, e.g. to the owner).
   * cms/tests/resource-access.test.ts checks both against the routes and their answers.
   */
  access?: { read: AccessRole; write: AccessRole };
  /**
   * A university's part listed in the panel by a stored title naming its university (its
   * `panel_title` field, its `mainField`): which wording (panel-title.ts). cms/src/lib/panel-title.ts.
   */
  panelTitle?: PanelTitleKind;
  /**
   * A staff delete the staff can undo for a short time (cms/src/lib/soft-delete.ts): the delete
   * stamps `deletedAt` (described with DELETED_AT_FIELD), every read hides the record at once and
   * `POST …/restore` brings it back within UNDO_DELETE_WINDOW_MS.
   */
  undoableDelete?: true;
};

/**
 * Who may call: anyone; any signed-in account; a signed-in account, on its own records only;
 * Admin or SuperAdmin; SuperAdmin alone.
 */
export type AccessRole = 'public' | 'signed-in' | 'owner' | 'staff' | 'superadmin';

/** Keeps the field names and kinds as literal types, so lists derived from a description are typed. */
export const defineResource = <const D extends ResourceDescription>(description: D): D => description;

/** The names of a description's fields of kind `K`. */
export type FieldsOfKind<D extends ResourceDescription, K extends FieldKind> = {
  [P in keyof D['fields']]: D['fields'][P]['kind'] extends K ? P : never;
}[keyof D['fields']] &
  string;

/** The fields of `kinds`, in the description's order (which is the form's order). */
export function fieldsOfKind<D extends ResourceDescription, K extends FieldKind>(
  resource: D,
  ...kinds: K[]
): FieldsOfKind<D, K>[] {
  return Object.keys(resource.fields).filter((f) =>
    (kinds as FieldKind[]).includes(resource.fields[f].kind),
  ) as FieldsOfKind<D, K>[];
}

/** The fields shown on the staff form, of `kinds`, in order. */
export function formFieldsOfKind<D extends ResourceDescription, K extends FieldKind>(
  resource: D,
  ...kinds: K[]
): FieldsOfKind<D, K>[] {
  return fieldsOfKind(resource, ...kinds).filter((f) => resource.fields[f].form);
}

/** Field name → Arabic label, for every field of the resources given (a later resource wins a shared name). */
export function labelsOf(...resources: ResourceDescription[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of resources) for (const [f, d] of Object.entries(r.fields)) out[f] = d.label;
  return out;
}

/** Field → (code → Arabic label), for the enumerations of `resource` that name their values. */
export function valueLabelsOf(resource: ResourceDescription): Record<string, Readonly<Record<string, string>>> {
  return Object.fromEntries(
    Object.entries(resource.fields).flatMap(([f, d]) => (d.values ? [[f, d.values] as const] : [])),
  );
}

/** The stamp of an undoable delete (`undoableDelete`): never on a form, never in a record. */
export const DELETED_AT_FIELD = {
  kind: 'datetime',
  label: 'تاريخ الحذف',
  hint: 'حذف يمكن التراجع عنه لمدة قصيرة؛ لا يظهر المحذوف في أي قراءة',
} as const satisfies FieldDescription;
