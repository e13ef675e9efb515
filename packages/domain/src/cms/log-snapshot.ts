/**
 * What the activity log keeps of a record before and after an edit: the content type's own
 * attributes, taken from an allow-list built from the type's schema — never a populated result.
 * A populated `updatedBy` once carried the panel editor's whole admin user (e-mail, bcrypt hash,
 * reset and registration tokens) into the log; built this way no such field can get in.
 *
 * - scalar attributes that are not `private` and not of type `password` are kept as they are;
 * - relations and media become references (documentId, else id), never objects;
 * - components and dynamic zones are kept through their own schema, by the same rules;
 * - `createdBy`/`updatedBy` (the panel's admin users) and anything not in the schema are left out.
 */

export type SchemaAttribute = {
  type: string;
  private?: boolean;
  component?: string;
  components?: string[];
};
export type SchemaAttributes = Record<string, SchemaAttribute>;
/** The attributes of a component by its uid (for components and dynamic zones). */
export type SchemaOf = (componentUid: string) => SchemaAttributes | undefined;

type Plain = Record<string, unknown>;

const NEVER_LOGGED = new Set(['createdBy', 'updatedBy', 'localizations']);
const SCALAR_TYPES = new Set([
  'string',
  'text',
  'richtext',
  'blocks',
  'email',
  'uid',
  'enumeration',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'boolean',
  'date',
  'datetime',
  'time',
  'timestamp',
  'json',
]);

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** documentId, else id, of a related record; a bare id or documentId stays as it is. */
function reference(value: unknown): string | number | null {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (!isPlain(value)) return null;
  const ref = value.documentId ?? value.id;
  return typeof ref === 'string' || typeof ref === 'number' ? ref : null;
}

function references(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(reference).filter((r) => r !== null);
  // A relation written as { connect: [...] } or a count ({ count: 3 }) is no record: keep nothing.
  return reference(value);
}

function component(uid: string | undefined, value: unknown, schemaOf: SchemaOf): unknown {
  const attributes = uid ? schemaOf(uid) : undefined;
  if (!attributes || !isPlain(value)) return null;
  return logSnapshot(attributes, value, schemaOf);
}

function keep(attribute: SchemaAttribute, value: unknown, schemaOf: SchemaOf): unknown {
  if (SCALAR_TYPES.has(attribute.type)) return value;
  if (attribute.type === 'relation' || attribute.type === 'media') return references(value);
  if (attribute.type === 'component') {
    if (Array.isArray(value))
      return value.map((item) => component(attribute.component, item, schemaOf)).filter((c) => c !== null);
    return value == null ? null : component(attribute.component, value, schemaOf);
  }
  if (attribute.type === 'dynamiczone') {
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is Plain =>
          isPlain(item) &&
          typeof item.__component === 'string' &&
          (attribute.components ?? []).includes(item.__component as string),
      )
      .map((item) => ({
        __component: item.__component,
        ...(component(item.__component as string, item, schemaOf) as Plain),
      }));
  }
  // An attribute type this list does not know (a plugin's custom field…) is left out.
  return undefined;
}

/** The loggable part of a record: see the module comment. */
export function logSnapshot(
  attributes: SchemaAttributes,
  record: unknown,
  schemaOf: SchemaOf = () => undefined,
): Plain | null {
  if (!isPlain(record)) return null;
  const out: Plain = {};
  if (typeof record.documentId === 'string') out.documentId = record.documentId;
  for (const [name, attribute] of Object.entries(attributes)) {
    if (NEVER_LOGGED.has(name) || attribute.private || attribute.type === 'password') continue;
    if (!(name in record)) continue;
    const value = keep(attribute, record[name], schemaOf);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** Keys that name a secret anywhere in a JSON value whose schema is unknown. */
const SECRET_KEY = /pass(word)?|token|secret|hash|salt|^createdBy$|^updatedBy$/i;
/** A bcrypt hash ($2a$, $2b$, $2y$) as a value. */
const BCRYPT = /\$2[aby]\$\d{2}\$/;

/**
 * For a stored snapshot whose content type cannot be told (an entry written through the log's
 * own create route): keys naming a secret and values that are bcrypt hashes are dropped at
 * every depth; everything else stays.
 */
export function scrubSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrubSecrets).filter((v) => v !== undefined);
  if (typeof value === 'string') return BCRYPT.test(value) ? undefined : value;
  if (!isPlain(value)) return value;
  const out: Plain = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) continue;
    const kept = scrubSecrets(inner);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

/**
 * The rewrite of an already stored snapshot: through the type's allow-list when the type is
 * known, else through `scrubSecrets`. Answers the value to store.
 */
export function purgeSnapshot(
  stored: unknown,
  attributes: SchemaAttributes | undefined,
  schemaOf: SchemaOf = () => undefined,
): unknown {
  if (stored === null || stored === undefined) return stored ?? null;
  return attributes ? logSnapshot(attributes, stored, schemaOf) : scrubSecrets(stored);
}
