import { describe, expect, it } from 'vitest';
import {
  changedFields,
  errorsUnder,
  GUIDE_EDIT_MESSAGES,
  itemErrors,
  mergeEdit,
  partOwnerCode,
  planPartChanges,
  validateGuidePart,
} from './guide-edit';
import { GUIDE_MESSAGES } from '../validation/guide';
import { LIMIT_MESSAGES } from '../validation/limits';
import { valid } from '../validation/result';

describe('which university an item names', () => {
  it.each([
    [{ university: ' GUC ' }, 'GUC'],
    [{ university_code: 'AUC' }, 'AUC'],
    [{ spec: 'BUE' }, 'BUE'],
    [{ university: 'GUC', spec: 'BUE' }, 'GUC'],
    [{ university: { a: 1 } }, ''],
    [{}, ''],
  ])('%o → %j', (item, code) => expect(partOwnerCode(item)).toBe(code));
});

describe('an edit merged with the stored record', () => {
  const stored = { university_code: 'GUC', university_Arabic_Name: 'الألمانية', website: 'https://guc.edu.eg' };
  it.each([
    ['a changed name', { university_Arabic_Name: 'جديد' }, { ...stored, university_Arabic_Name: 'جديد' }],
    [
      'the code sent as `university`',
      { university: 'GUC2' },
      { ...stored, university: 'GUC2', university_code: 'GUC2' },
    ],
    [
      'both names: university_code wins',
      { university: 'X', university_code: 'Y' },
      { ...stored, university: 'X', university_code: 'Y' },
    ],
    ['nothing', {}, stored],
  ])('%s', (_name, change, merged) => expect(mergeEdit(stored, change)).toEqual(merged));
});

describe('the fields an edit really writes', () => {
  const value = { university_code: 'GUC', university_Arabic_Name: 'x', website: '#', section: 'science' };
  it.each([
    ['only what the body names', { website: 'https://a.eg' }, { website: '#' }],
    ['the code through `university`', { university: 'GUC' }, { university_code: 'GUC' }],
    ['the section by its own name', { section: 'science' }, { section: 'science' }],
    ['a body key the validator dropped is not written', { unknown: 1 }, {}],
    ['nothing', {}, {}],
  ])('%s', (_name, body, changed) => expect(changedFields(value, body)).toEqual(changed));
});

describe("an item's errors and validator", () => {
  it('names each error by list, index and field', () => {
    const checked = validateGuidePart('dorms', {});
    expect(itemErrors(checked, 2, 'dorms')).toEqual([{ message: GUIDE_MESSAGES.dormType, path: ['dorms[2].type'] }]);
    expect(itemErrors(checked, 0)).toEqual([{ message: GUIDE_MESSAGES.dormType, path: ['[0].type'] }]);
  });
  it('a valid item has none', () => expect(itemErrors(valid({}), 0, 'dorms')).toEqual([]));
  it("a record's errors under its key", () => {
    const checked = validateGuidePart('faculty', {
      faculty: 'الطب',
      faculty_short: 'MED',
      section: 'scientific',
      index: 0,
    });
    expect(errorsUnder(checked, 'university')).toEqual([
      { message: 'الترتيب يجب أن يكون رقمًا صحيحًا موجبًا', path: ['university.index'] },
    ]);
  });
  it.each([
    ['faculty', {}, GUIDE_MESSAGES.requiredFaculty],
    ['dorms', {}, GUIDE_MESSAGES.dormType],
    ['transportation', {}, GUIDE_MESSAGES.transportType],
  ] as const)('a %s uses its own rules', (part, item, message) => {
    const r = validateGuidePart(part, item);
    expect(r.ok === false && r.errors.map((e) => e.message)).toContain(message);
  });
});

describe('the part changes of a university edit', () => {
  const none = { faculty: [], dorms: [], transportation: [] };
  const stored = {
    ...none,
    dorms: [
      { documentId: 'd1', type: 'غرفة', price: '100', index: 1 },
      { documentId: 'd2', type: 'شقة', price: '200', index: 2 },
    ],
  };
  const empty = { update: [], create: [], remove: [] };

  it('a list left out changes nothing of that kind', () => {
    expect(planPartChanges(stored, {})).toEqual({
      changes: { faculty: empty, dorms: empty, transportation: empty },
      errors: [],
    });
  });

  it('updates by _id (only the fields sent), creates without, deletes what the list leaves out', () => {
    const { changes, errors } = planPartChanges(stored, {
      dorms: [
        { _id: 'd2', price: '250', university: 'OTHER' },
        { type: 'سكن جديد', price: '50' },
      ],
    });
    expect(errors).toEqual([]);
    expect(changes.dorms).toEqual({
      update: [{ documentId: 'd2', data: { price: '250', index: 1 } }],
      create: [{ type: 'سكن جديد', price: '50', index: 2 }],
      remove: ['d1'],
    });
  });

  it('200 items in one list are planned', () => {
    const body = { transportation: Array.from({ length: 200 }, (_, i) => ({ type: `خط ${i}`, price: '1' })) };
    const { changes, errors } = planPartChanges(stored, body);
    expect(errors).toEqual([]);
    expect(changes.transportation.create).toHaveLength(200);
  });

  it.each([
    ['a list that is not a list', { dorms: 'x' }, { message: GUIDE_EDIT_MESSAGES.list('dorms'), path: ['dorms'] }],
    ['an item that is not a record', { dorms: [5] }, { message: GUIDE_EDIT_MESSAGES.item, path: ['dorms[0]'] }],
    [
      "another university's part",
      { dorms: [{ _id: 'zz' }] },
      { message: GUIDE_EDIT_MESSAGES.notOwned, path: ['dorms[0]._id'] },
    ],
    [
      'the same part twice',
      { dorms: [{ _id: 'd1' }, { _id: 'd1' }] },
      { message: GUIDE_EDIT_MESSAGES.repeated, path: ['dorms[1]._id'] },
    ],
    [
      '201 items in one list (the batch cap)',
      { dorms: Array.from({ length: 201 }, () => ({ type: 'غرفة', price: '1' })) },
      { message: LIMIT_MESSAGES.batch, path: ['dorms'] },
    ],
    [
      'a new item without its type',
      { transportation: [{}] },
      { message: GUIDE_MESSAGES.transportType, path: ['transportation[0].type'] },
    ],
  ])('%s is refused', (_name, body, error) => {
    expect(planPartChanges(stored, body).errors).toContainEqual(error);
  });
});
