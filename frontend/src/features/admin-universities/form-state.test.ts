import { describe, expect, it } from 'vitest';
import {
  facultySourceErrors,
  addBody,
  addFaculty,
  addPlace,
  cancelItem,
  changeFaculty,
  changeItem,
  editBody,
  formSignature,
  formStateFrom,
  moveFacultyItem,
  newFormState,
  openItem,
  rebaseFormState,
  removeFaculty,
  removePlace,
  saveItem,
} from './form-state';
import type { UniversityWithParts } from './api/universities-admin';

const stored: UniversityWithParts = {
  university: {
    _id: 'u1',
    university: 'ABC',
    university_code: 'ABC',
    university_Arabic_Name: 'جامعة',
    university_Logo: '/uploads/a.png',
    category: 'special',
    type: 'Speicallaw',
    index: 3,
    website: '#',
  } as UniversityWithParts['university'],
  faculties: [
    { _id: 'f2', faculty: 'ب', faculty_short: 'CS', section: 'math', normal_or_Dual: 'normal', index: 2 },
    { _id: 'f1', faculty: 'أ', faculty_short: 'MED', section: 'science', normal_or_Dual: 'normal', index: 1 },
    { _id: 'd1', faculty: 'د', faculty_short: 'ENG', section: 'all', normal_or_Dual: 'dual', index: 1 },
  ] as UniversityWithParts['faculties'],
  dorms: [{ _id: 'r1', type: 'غرفة', price: '1', price_wafdeen: '0', index: 1, createdAt: '', updatedAt: '' }],
  transportation: [],
};

describe('the edit form state', () => {
  it('opens stored items collapsed, faculties by group and index, sections as codes of the closed list', () => {
    const s = formStateFrom('special', stored);
    expect(s.faculties.map((f) => [f._id, f.index, f.open])).toEqual([
      ['f1', 1, false],
      ['f2', 2, false],
      ['d1', 1, false],
    ]);
    expect(s.faculties[1]).toMatchObject({ section: 'math' });
    expect(s.faculties[1]).not.toHaveProperty('section_custom');
    expect(s.logoUrl).toBe('/uploads/a.png');
  });

  it('the edit body: parts keep _id, removed parts are absent, new ones have none, bookkeeping dropped', () => {
    let s = formStateFrom('special', stored);
    s = { ...s, faculties: removeFaculty(s.faculties, s.faculties[0].key) };
    s = { ...s, dorms: addPlace(s.dorms) };
    s = { ...s, dorms: changeItem(s.dorms, s.dorms[1].key, { type: 'جديد', price: '5' }) };
    const body = editBody(s);
    expect(body.faculties.map((f) => [f._id, f.index])).toEqual([
      ['f2', 1],
      ['d1', 1],
    ]);
    expect(body.faculties[0]).toMatchObject({ section: 'math' });
    expect(body.faculties.some((f) => 'section_custom' in f)).toBe(false);
    expect(body.dorms).toEqual([
      { _id: 'r1', type: 'غرفة', price: '1', price_wafdeen: '0', index: 1 },
      { type: 'جديد', price: '5', price_wafdeen: '0', index: 2 },
    ]);
    expect(body.university).not.toHaveProperty('logo');
    expect(body.faculties[0]).not.toHaveProperty('key');
  });

  it('a change marks the form dirty; opening an item alone does not', () => {
    const s = formStateFrom('special', stored);
    const base = formSignature(s);
    expect(formSignature({ ...s, faculties: openItem(s.faculties, s.faculties[0].key) })).toBe(base);
    expect(
      formSignature({ ...s, faculties: changeFaculty(s.faculties, s.faculties[0].key, { faculty: 'جديد' }) }),
    ).not.toBe(base);
  });
});

describe('items', () => {
  it('cancel drops a never-saved item and reverts a saved one', () => {
    let list = addPlace([]);
    expect(cancelItem(list, list[0].key)).toEqual([]);
    list = changeItem(list, list[0].key, { type: 'أ', price: '1' });
    list = saveItem(list, list[0].key);
    list = openItem(list, list[0].key);
    list = changeItem(list, list[0].key, { type: 'ب' });
    expect(cancelItem(list, list[0].key)[0]).toMatchObject({ type: 'أ', open: false });
  });

  it('a moved faculty keeps its key and its saved copy follows the new index', () => {
    let list = addFaculty(addFaculty([], 'normal'), 'normal');
    list = list.map((f) => saveItem([f], f.key)[0]);
    const [first, second] = list;
    const moved = moveFacultyItem(list, second.key, -1);
    expect(moved.map((f) => [f.key, f.index, f.saved?.index])).toEqual([
      [second.key, 1, 1],
      [first.key, 2, 2],
    ]);
  });

  it('switching a faculty to dual moves it to the dual group, numbered there', () => {
    const list = addFaculty(addFaculty(addFaculty([], 'normal'), 'normal'), 'dual');
    const out = changeFaculty(list, list[0].key, { normal_or_Dual: 'dual' });
    expect(out.map((f) => [f.key, f.normal_or_Dual, f.index])).toEqual([
      [list[1].key, 'normal', 1],
      [list[2].key, 'dual', 1],
      [list[0].key, 'dual', 2],
    ]);
  });

  it('the add body is the record with its parts at the top level', () => {
    const s = newFormState('national');
    const body = addBody({ ...s, logo: 12 });
    expect(body).toMatchObject({
      type: 'IntNational',
      facebook: '#',
      logo: 12,
      faculties: [],
      dorms: [],
      transportation: [],
    });
  });
});

describe('«إعادة التحميل» after a refused save: the typed form onto the fresh record', () => {
  const opened = formStateFrom('special', stored);
  /** The record as another person saved it: a new phone, the dorm's price, faculty f2 deleted. */
  const fresh = formStateFrom('special', {
    ...stored,
    university: { ...stored.university, phone: '0111', university_Arabic_Name: 'جامعة' },
    faculties: stored.faculties.filter((f) => f._id !== 'f2'),
    dorms: [{ ...stored.dorms[0], price: '9' }],
  });

  it('keeps the typed fields and parts, takes the rest from the fresh record, keeps edited deleted parts as new', () => {
    let typed = { ...opened, values: { ...opened.values, Uni_Bio: 'نبذتي' } };
    const f2 = typed.faculties.find((f) => f._id === 'f2')!;
    typed = { ...typed, faculties: changeFaculty(typed.faculties, f2.key, { programs: 'برامجي' }) };
    typed = { ...typed, dorms: changeItem(typed.dorms, typed.dorms[0].key, { type: 'غرفتي' }) };
    typed = { ...typed, dorms: addPlace(typed.dorms) };
    typed = { ...typed, dorms: changeItem(typed.dorms, typed.dorms[1].key, { type: 'سكن جديد', price: '3' }) };

    const { state, restored } = rebaseFormState(opened, typed, fresh);
    expect(state.values).toMatchObject({ Uni_Bio: 'نبذتي', phone: '0111' });
    expect(state.dorms.map((d) => [d._id, d.type, d.price, d.index])).toEqual([
      ['r1', 'غرفتي', '9', 1],
      [undefined, 'سكن جديد', '3', 2],
    ]);
    // f2 was deleted by the other person and edited here: a new part (no _id), open, and named.
    expect(state.faculties.map((f) => [f._id, f.faculty, f.index, f.open])).toEqual([
      ['f1', 'أ', 1, false],
      [undefined, 'ب', 2, true],
      ['d1', 'د', 1, false],
    ]);
    expect(state.faculties[1]).toMatchObject({ programs: 'برامجي' });
    expect(restored).toEqual(['ب']);
    // Saving again sends the merge: the deleted part is created again.
    expect(editBody(state).faculties.filter((f) => !f._id)).toHaveLength(1);
  });

  it('a part removed here stays removed; one untouched here and deleted there is gone; item keys kept', () => {
    const typed = { ...opened, dorms: removePlace(opened.dorms, opened.dorms[0].key) };
    const { state, restored } = rebaseFormState(opened, typed, fresh);
    expect(state.dorms).toEqual([]);
    expect(state.faculties.map((f) => f._id)).toEqual(['f1', 'd1']);
    expect(state.faculties[0].key).toBe(opened.faculties[0].key);
    expect(restored).toEqual([]);
  });
});

describe('facultySourceErrors: a refused save’s source errors by faculty item', () => {
  const items = [{ key: 'a' }, { key: 'b' }];
  it.each([
    [
      'an edit names the item in the list sent',
      { 'faculties[1].fee_source.url': 'u', 'faculties[1].score_source.academic_year': 'y' },
      { b: { 'fee_source.url': 'u', 'score_source.academic_year': 'y' } },
    ],
    [
      'a new university’s parts are named by index alone',
      { '[0].score_source.kind': 'k' },
      { a: { 'score_source.kind': 'k' } },
    ],
    ['another field of the item is left out', { 'faculties[0].feesEgyption': 'x' }, {}],
    ['an item that was not sent is left out', { 'faculties[5].fee_source.url': 'u' }, {}],
    ['a dorm is not a faculty', { 'dorms[0].fee_source.url': 'u' }, {}],
  ])('%s', (_name, errors, expected) => {
    expect(facultySourceErrors(items, errors)).toEqual(expected);
  });
});
