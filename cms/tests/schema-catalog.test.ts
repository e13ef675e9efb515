import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  UNIVERSITY_CATEGORIES,
  UNIVERSITY_SUBTYPES,
  OFFERING_FACULTY_CODES,
  ARTICLE_CATEGORIES,
  ARTICLE_STATUSES,
  REVIEW_STATUSES,
  AD_AUDIENCES,
  SCHOLARSHIP_TYPES,
  SCHOLARSHIP_STATUSES,
  CONTACT_STATUSES,
  JOIN_COMMITTEES,
  JOIN_LEVELS,
  JOIN_SOURCES,
  SCORE_CERTIFICATES,
  USER_TYPES,
  STUDENT_TYPES,
  STUDENT_LEVELS,
  CERTIFICATE_TYPES,
  STUDENT_SECTIONS,
  admissionFields,
  SCORE_TRACKS,
  STUDY_YEARS,
  trackYearField,
} from '@dalil/domain/rules';
import { ALL_RESOURCES, type FieldDescription } from '@dalil/domain/resources';
import { storedName } from '@dalil/domain/cms';
import { contentTypes } from '@strapi/utils';

const schema = (type: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '..', 'src', 'api', type, 'content-types', type, 'schema.json'), 'utf8'),
  ).attributes;
const userSchema = JSON.parse(
  fs.readFileSync(
    path.resolve(__dirname, '..', 'src', 'extensions', 'users-permissions', 'content-types', 'user', 'schema.json'),
    'utf8',
  ),
).attributes;

// The CMS schemas (JSON) and packages/domain (TypeScript) name the same closed lists.
describe('schema enumerations agree with the domain catalog', () => {
  it.each([
    ['university', 'category', UNIVERSITY_CATEGORIES],
    ['university', 'type', UNIVERSITY_SUBTYPES],
    ['faculty-offering', 'faculty_short', OFFERING_FACULTY_CODES],
    ['article', 'category', ARTICLE_CATEGORIES],
    ['article', storedName('api::article.article', 'status'), ARTICLE_STATUSES],
    ['review', storedName('api::review.review', 'status'), REVIEW_STATUSES],
    ['ad', 'targetAudience', AD_AUDIENCES],
    ['scholarship', 'type', SCHOLARSHIP_TYPES],
    ['scholarship', storedName('api::scholarship.scholarship', 'status'), SCHOLARSHIP_STATUSES],
    ['contact-message', storedName('api::contact-message.contact-message', 'status'), CONTACT_STATUSES],
    ['join-request', 'committee', JOIN_COMMITTEES],
    ['join-request', 'academicLevel', JOIN_LEVELS],
    ['join-request', 'howDidYouKnow', JOIN_SOURCES],
    ['score-criterion', 'certificate', SCORE_CERTIFICATES],
  ])('%s.%s', (type, field, values) => {
    expect(schema(type)[field].enum).toEqual([...values]);
  });

  // Strapi 5 reserves `status` (and more) for its own use; its content manager hides such an attribute.
  it('no attribute of a content type or component has a name Strapi 5 reserves', () => {
    const dirs = fs.readdirSync(path.resolve(__dirname, '..', 'src', 'api'));
    const files = [
      ...dirs.flatMap((d) => {
        const base = path.resolve(__dirname, '..', 'src', 'api', d, 'content-types');
        return fs.existsSync(base) ? fs.readdirSync(base).map((t) => path.join(base, t, 'schema.json')) : [];
      }),
      ...fs
        .readdirSync(path.resolve(__dirname, '..', 'src', 'components', 'site'))
        .map((f) => path.resolve(__dirname, '..', 'src', 'components', 'site', f)),
    ];
    expect(files.length).toBeGreaterThan(20);
    const reserved = files.flatMap((file) =>
      Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).attributes)
        .filter((name) => contentTypes.isReservedAttributeName(name, { draftAndPublish: true }))
        .map((name) => `${path.basename(path.dirname(file))}.${name}`),
    );
    expect(reserved).toEqual([]);
  });

  it.each([
    ['user_type', USER_TYPES],
    ['student_type', STUDENT_TYPES],
    ['level', STUDENT_LEVELS],
    ['certificate_type', CERTIFICATE_TYPES],
    ['section', STUDENT_SECTIONS],
  ])('user.%s', (field, values) => {
    expect(userSchema[field].enum).toEqual([...values]);
  });

  it('status and deadline records have the 17 fields of the spec', () => {
    for (const [type, suffix] of [
      ['admission-status', 'status'],
      ['admission-deadline', 'deadline'],
    ] as const) {
      const fields = Object.keys(schema(type)).filter((k) => k.endsWith(`_${suffix}`));
      expect(fields.sort()).toEqual(admissionFields(suffix).sort());
    }
  });

  it('an offering has the 15 track scores, wafdeen score and fee categories A–D', () => {
    const attributes = Object.keys(schema('faculty-offering'));
    for (const t of SCORE_TRACKS)
      for (const y of STUDY_YEARS) expect(attributes).toContain(trackYearField(t, y, 'score'));
    for (const f of [
      'feesEgyption',
      'feesEgyption2',
      'feesEgyption3',
      'feesEgyption4',
      'feesNatives',
      'feesNatives2',
      'feesNatives3',
      'feesNatives4',
      'wafdeen_score',
    ]) {
      expect(attributes).toContain(f);
    }
  });
});

// Issue 23: a resource is described once (packages/domain/src/resources); its schema and its
// description name the same fields, of matching kinds, so no field is left without an Arabic label;
// and every content type Dalil stores has a description.
describe('resource descriptions agree with the schemas', () => {
  const KINDS: Record<string, string[]> = {
    string: ['code', 'text', 'year', 'phone', 'email', 'link', 'fee', 'score', 'price', 'system'],
    text: ['text', 'longText', 'link'],
    email: ['email'],
    password: ['system'],
    component: ['component'],
    integer: ['integer'],
    biginteger: ['integer'],
    decimal: ['decimal'],
    date: ['date'],
    datetime: ['datetime'],
    boolean: ['boolean'],
    json: ['json'],
    enumeration: ['enumeration'],
    media: ['media'],
    relation: ['relation'],
  };
  const apiDir = path.resolve(__dirname, '..', 'src', 'api');
  const schemaFiles: Record<string, string> = {
    'plugin::users-permissions.user': path.resolve(
      __dirname,
      '..',
      'src',
      'extensions',
      'users-permissions',
      'content-types',
      'user',
      'schema.json',
    ),
  };
  for (const api of fs.readdirSync(apiDir)) {
    const base = path.join(apiDir, api, 'content-types');
    if (!fs.existsSync(base)) continue;
    for (const type of fs.readdirSync(base)) schemaFiles[`api::${api}.${type}`] = path.join(base, type, 'schema.json');
  }

  it('every content type has a description, and every description a content type', () => {
    expect(Object.keys(schemaFiles).sort()).toEqual(ALL_RESOURCES.map((r) => r.uid).sort());
  });

  it.each(ALL_RESOURCES.map((r) => [r.uid, r] as const))('%s', (uid, resource) => {
    const schemaJson = JSON.parse(fs.readFileSync(schemaFiles[uid], 'utf8'));
    const attributes = schemaJson.attributes as Record<string, { type: string; enum?: string[] }>;
    // The type's Arabic name is the one the panel and the activity log show (the schema's displayName).
    expect(resource.label).toBe(schemaJson.info.displayName);
    expect(Object.keys(resource.fields).sort()).toEqual(Object.keys(attributes).sort());
    for (const [field, description] of Object.entries(resource.fields as Record<string, FieldDescription>)) {
      expect(KINDS[attributes[field].type], `${field}: ${attributes[field].type}`).toContain(description.kind);
      expect(description.label.trim(), field).not.toBe('');
    }
    // The panel names a record by a field of the description (or the row id, for a single record).
    expect([...Object.keys(resource.fields), 'id']).toContain(resource.mainField);
    for (const column of resource.panel?.list ?? [])
      expect([...Object.keys(resource.fields), 'createdAt', 'updatedAt'], column).toContain(column);
    // An enumeration that names its values names every stored code, in the schema's order.
    for (const [field, d] of Object.entries(resource.fields as Record<string, FieldDescription>))
      if (d.values) expect(Object.keys(d.values), field).toEqual(attributes[field].enum);
    for (const [field, a] of Object.entries(attributes))
      if (a.type === 'enumeration') expect(resource.fields[field].values, `${field} names its codes`).toBeDefined();
  });
});
