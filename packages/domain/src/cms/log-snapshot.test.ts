import { describe, expect, it } from 'vitest';
import { logSnapshot, purgeSnapshot, scrubSecrets, type SchemaAttributes } from './log-snapshot';

const HASH = '$2a$10$abcdefghijklmnopqrstuuJ0mC5vS6yZr7d3m0Q1oO2pP3qQ4rR5s';

/** The admin user that a populated panel result carried into the log (issue 10, finding 1). */
const panelEditor = {
  id: 1,
  documentId: 'adm1',
  firstname: 'محرر',
  lastname: 'المحتوى',
  username: null,
  email: 'editor@dalil.local',
  password: HASH,
  resetPasswordToken: 'r3set',
  registrationToken: 'r3g',
  isActive: true,
  blocked: false,
  preferedLanguage: null,
};

const news: SchemaAttributes = {
  documentId: { type: 'string' },
  title: { type: 'string' },
  Short_name: { type: 'string' },
  logo: { type: 'media' },
  deadline: { type: 'date' },
  createdAt: { type: 'datetime' },
  updatedAt: { type: 'datetime' },
  createdBy: { type: 'relation', private: true },
  updatedBy: { type: 'relation', private: true },
};

const user: SchemaAttributes = {
  email: { type: 'email' },
  password: { type: 'password', private: true },
  resetPasswordToken: { type: 'string', private: true },
  confirmationToken: { type: 'string', private: true },
  tokenStamp: { type: 'string', private: true },
  confirmed: { type: 'boolean' },
  role: { type: 'relation' },
  user_type: { type: 'enumeration' },
};

const university: SchemaAttributes = {
  name: { type: 'string' },
  contact: { type: 'component', component: 'shared.contact' },
  fees: { type: 'component', component: 'shared.fee' },
  blocks: { type: 'dynamiczone', components: ['shared.fee'] },
  faculties: { type: 'relation' },
  secretNote: { type: 'text', private: true },
};
const components: Record<string, SchemaAttributes> = {
  'shared.contact': { phone: { type: 'string' }, owner: { type: 'relation' } },
  'shared.fee': { amount: { type: 'integer' }, internal: { type: 'string', private: true } },
};
const schemaOf = (uid: string) => components[uid];

describe('logSnapshot: only the type’s own non-private attributes', () => {
  it.each([
    [
      'a panel edit: the populated updatedBy/createdBy never get in',
      news,
      {
        id: 7,
        documentId: 'n1',
        title: 'خبر',
        Short_name: 'N1',
        deadline: '2025-08-01',
        createdAt: 'c',
        updatedAt: 'u',
        createdBy: panelEditor,
        updatedBy: panelEditor,
        publishedAt: null,
      },
      { documentId: 'n1', title: 'خبر', Short_name: 'N1', deadline: '2025-08-01', createdAt: 'c', updatedAt: 'u' },
    ],
    [
      'media becomes a reference',
      news,
      { documentId: 'n2', title: 't', logo: { id: 3, documentId: 'f3', url: '/x.png', createdBy: panelEditor } },
      { documentId: 'n2', title: 't', logo: 'f3' },
    ],
    [
      'a user: password, tokens and the stamp stay out; the role is an id',
      user,
      {
        id: 9,
        documentId: 'u9',
        email: 'a@b.c',
        password: HASH,
        resetPasswordToken: 'x',
        confirmationToken: 'y',
        tokenStamp: 'z',
        confirmed: true,
        role: { id: 2, name: 'Authenticated', permissions: [] },
        user_type: 'student',
      },
      { documentId: 'u9', email: 'a@b.c', confirmed: true, role: 2, user_type: 'student' },
    ],
    [
      'components by their own schema, relations as ids, private fields out',
      university,
      {
        name: 'جامعة',
        secretNote: 'x',
        contact: { id: 1, phone: '123', owner: { id: 4, password: HASH } },
        fees: [{ amount: 5, internal: 'x' }],
        blocks: [
          { __component: 'shared.fee', amount: 1, internal: 'y' },
          { __component: 'admin::user', password: HASH },
        ],
        faculties: [{ documentId: 'f1', name: 'طب' }, { id: 2 }, { password: HASH }],
      },
      {
        name: 'جامعة',
        contact: { phone: '123', owner: 4 },
        fees: [{ amount: 5 }],
        blocks: [{ __component: 'shared.fee', amount: 1 }],
        faculties: ['f1', 2],
      },
    ],
    ['no record → null', news, null, null],
    [
      'keys the schema does not name are left out',
      news,
      { title: 't', password: HASH, extra: { a: 1 } },
      { title: 't' },
    ],
  ])('%s', (_name, attributes, record, expected) =>
    expect(logSnapshot(attributes, record, schemaOf)).toEqual(expected),
  );
});

describe('scrubSecrets: stored snapshots whose type is unknown', () => {
  it.each([
    ['nested admin user', { title: 't', updatedBy: panelEditor }, { title: 't' }],
    [
      'secret-named keys at any depth',
      { a: { b: [{ password: 'p', ok: 1, apiToken: 'x', passwordHash: 'h' }] } },
      { a: { b: [{ ok: 1 }] } },
    ],
    ['a bcrypt value under any key', { note: HASH, list: ['x', HASH] }, { list: ['x'] }],
    ['plain values stay', { priority: 3, name: 'x', when: null }, { priority: 3, name: 'x', when: null }],
  ])('%s', (_name, input, expected) => expect(scrubSecrets(input)).toEqual(expected));
});

describe('purgeSnapshot: the migration of already stored entries', () => {
  it.each([
    [
      'known type → allow-list',
      { title: 'خبر', updatedBy: panelEditor, createdBy: panelEditor },
      news,
      { title: 'خبر' },
    ],
    ['unknown type → scrub', { priority: 1, updatedBy: panelEditor }, undefined, { priority: 1 }],
    ['empty stays empty', null, news, null],
  ])('%s', (_name, stored, attributes, expected) => {
    const purged = purgeSnapshot(stored, attributes);
    expect(purged).toEqual(expected);
    // Applying it again changes nothing (the start-up purge is idempotent).
    expect(purgeSnapshot(purged, attributes)).toEqual(expected);
    expect(JSON.stringify(purged ?? null)).not.toMatch(/\$2[aby]\$|resetPasswordToken|registrationToken|password/);
  });
});
