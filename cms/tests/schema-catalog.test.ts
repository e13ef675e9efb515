import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domain from '@dalil/domain';
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
    ['university', 'category', domain.UNIVERSITY_CATEGORIES],
    ['university', 'type', domain.UNIVERSITY_SUBTYPES],
    ['faculty-offering', 'faculty_short', domain.OFFERING_FACULTY_CODES],
    ['article', 'category', domain.ARTICLE_CATEGORIES],
    ['article', domain.storedName('api::article.article', 'status'), domain.ARTICLE_STATUSES],
    ['review', domain.storedName('api::review.review', 'status'), domain.REVIEW_STATUSES],
    ['ad', 'targetAudience', domain.AD_AUDIENCES],
    ['scholarship', 'type', domain.SCHOLARSHIP_TYPES],
    ['scholarship', domain.storedName('api::scholarship.scholarship', 'status'), domain.SCHOLARSHIP_STATUSES],
    ['contact-message', domain.storedName('api::contact-message.contact-message', 'status'), domain.CONTACT_STATUSES],
    ['join-request', 'committee', domain.JOIN_COMMITTEES],
    ['join-request', 'academicLevel', domain.JOIN_LEVELS],
    ['join-request', 'howDidYouKnow', domain.JOIN_SOURCES],
    ['score-criterion', 'certificate', domain.SCORE_CERTIFICATES],
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
    ['user_type', domain.USER_TYPES],
    ['student_type', domain.STUDENT_TYPES],
    ['level', domain.STUDENT_LEVELS],
    ['certificate_type', domain.CERTIFICATE_TYPES],
    ['section', domain.STUDENT_SECTIONS],
  ])('user.%s', (field, values) => {
    expect(userSchema[field].enum).toEqual([...values]);
  });

  it('status and deadline records have the 17 fields of the spec', () => {
    for (const [type, suffix] of [
      ['admission-status', 'status'],
      ['admission-deadline', 'deadline'],
    ] as const) {
      const fields = Object.keys(schema(type)).filter((k) => k.endsWith(`_${suffix}`));
      expect(fields.sort()).toEqual(domain.admissionFields(suffix).sort());
    }
  });

  it('an offering has the 15 track scores, wafdeen score and fee categories A–D', () => {
    const attributes = Object.keys(schema('faculty-offering'));
    for (const t of domain.SCORE_TRACKS)
      for (const y of domain.STUDY_YEARS) expect(attributes).toContain(domain.trackYearField(t, y, 'score'));
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
    expect(Object.keys(schemaFiles).sort()).toEqual(domain.ALL_RESOURCES.map((r) => r.uid).sort());
  });

  it.each(domain.ALL_RESOURCES.map((r) => [r.uid, r] as const))('%s', (uid, resource) => {
    const attributes = JSON.parse(fs.readFileSync(schemaFiles[uid], 'utf8')).attributes as Record<
      string,
      { type: string; enum?: string[] }
    >;
    expect(Object.keys(resource.fields).sort()).toEqual(Object.keys(attributes).sort());
    for (const [field, description] of Object.entries(resource.fields as Record<string, domain.FieldDescription>)) {
      expect(KINDS[attributes[field].type], `${field}: ${attributes[field].type}`).toContain(description.kind);
      expect(description.label.trim(), field).not.toBe('');
    }
    // The panel names a record by a field of the description (or the row id, for a single record).
    expect([...Object.keys(resource.fields), 'id']).toContain(resource.mainField);
    for (const column of resource.panel?.list ?? [])
      expect([...Object.keys(resource.fields), 'createdAt', 'updatedAt'], column).toContain(column);
    // An enumeration that names its values names every stored code, in the schema's order.
    for (const [field, d] of Object.entries(resource.fields as Record<string, domain.FieldDescription>))
      if (d.values) expect(Object.keys(d.values), field).toEqual(attributes[field].enum);
    for (const [field, a] of Object.entries(attributes))
      if (a.type === 'enumeration') expect(resource.fields[field].values, `${field} names its codes`).toBeDefined();
  });
});
