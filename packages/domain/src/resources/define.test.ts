import { describe, expect, it } from 'vitest';
import { defineResource, fieldsOfKind, formFieldsOfKind, labelsOf } from './define';
import { ALL_RESOURCES } from './all';
import { PANEL_TITLE_ATTRIBUTE } from '../cms/panel-title';
import { UNIVERSITY_RESOURCE } from './university';

const NOTE = defineResource({
  uid: 'api::note.note',
  label: 'ملاحظة',
  mainField: 'title',
  naturalKey: ['title'],
  fields: {
    title: { kind: 'text', label: 'العنوان', form: true },
    link: { kind: 'link', label: 'الرابط', hint: 'رابط http(s)', form: true },
    guide_Url: { kind: 'link', label: 'رابط الدليل' },
    owner: { kind: 'relation', label: 'صاحبها' },
  },
});

describe('lists derived from a description', () => {
  it.each<[string, unknown, unknown]>([
    ['fields of a kind, in order', fieldsOfKind(NOTE, 'link'), ['link', 'guide_Url']],
    ['fields of several kinds', fieldsOfKind(NOTE, 'text', 'relation'), ['title', 'owner']],
    ['only the form fields', formFieldsOfKind(NOTE, 'link'), ['link']],
    ['no field of a kind', fieldsOfKind(NOTE, 'media'), []],
    ['labels', labelsOf(NOTE), { title: 'العنوان', link: 'الرابط', guide_Url: 'رابط الدليل', owner: 'صاحبها' }],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));
});

// The university's lists (the form's links in spec 3 §3's order: university-form.test.ts).
describe('the university description', () => {
  it.each<[string, unknown, unknown]>([
    [
      'the year labels',
      fieldsOfKind(UNIVERSITY_RESOURCE, 'year'),
      ['first_year', 'second_year', 'third_year', 'fourth_year', 'fifth_year'],
    ],
    ['the system link is not on the form', fieldsOfKind(UNIVERSITY_RESOURCE, 'link').at(-1), 'guide_Url'],
    ['one spelling of LinkedIn', UNIVERSITY_RESOURCE.fields.linkedin.label, 'لينكدإن'],
    ['one name of the transfer link', UNIVERSITY_RESOURCE.fields.Egyptian_Transfer_link.label, 'رابط التحويلات'],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));
});

// A part titled in the panel has the stored title as its field and its main field, and the other way round.
it('gives a panel title wording to exactly the types listed by their stored panel title', () => {
  const titled = ALL_RESOURCES.filter((r) => r.panelTitle).map((r) => r.uid);
  expect(titled).toHaveLength(5);
  expect(ALL_RESOURCES.filter((r) => PANEL_TITLE_ATTRIBUTE in r.fields).map((r) => r.uid)).toEqual(titled);
  expect(ALL_RESOURCES.filter((r) => r.mainField === PANEL_TITLE_ATTRIBUTE).map((r) => r.uid)).toEqual(titled);
});
