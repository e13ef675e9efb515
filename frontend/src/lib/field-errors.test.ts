import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorItemsFrom, fieldErrorsFrom } from './field-errors';

const refused = (errors: unknown, status = 400) =>
  new ApiError(status, 'x', { data: null, error: { status, message: 'x', details: { errors } } });

describe('fieldErrorsFrom: the field errors of a refused write', () => {
  it.each([
    [
      'paths as lists, joined',
      refused([
        { path: ['faculties[2].fee_source.url'], message: 'a' },
        { path: ['sources[0]', 'url'], message: 'b' },
      ]),
      { 'faculties[2].fee_source.url': 'a', 'sources[0].url': 'b' },
    ],
    [
      'the first message of a path',
      refused([
        { path: ['percent'], message: 'a' },
        { path: ['percent'], message: 'b' },
      ]),
      { percent: 'a' },
    ],
    ['a rule of the whole form (no path) is left out', refused([{ path: [], message: 'a' }]), {}],
    [
      'a duplicate’s 409 names its field',
      refused([{ path: ['faculty_group'], message: 'a' }], 409),
      { faculty_group: 'a' },
    ],
    ['a 403 is not a field error', refused([{ path: ['x'], message: 'a' }], 403), {}],
    ['no details', new ApiError(400, 'x', { message: 'x' }), {}],
    ['not an API error', new Error('x'), {}],
  ])('%s', (_name, error, expected) => {
    expect(fieldErrorsFrom(error)).toEqual(expected);
  });
});

describe('errorItemsFrom: the refused write’s rules as the domain’s ErrorItem', () => {
  it.each([
    [
      'paths as lists',
      refused([{ path: ['sources[0]', 'url'], message: 'b' }]),
      [{ path: ['sources[0]', 'url'], message: 'b' }],
    ],
    ['an account route’s named path', refused([{ path: 'email', message: 'a' }]), [{ path: ['email'], message: 'a' }]],
    ['a rule of the whole form', refused([{ path: [], message: 'a' }]), [{ path: [], message: 'a' }]],
    ['an item without a message is skipped', refused([{ path: ['x'] }]), []],
    ['a 500 names no field', refused([{ path: ['x'], message: 'a' }], 500), []],
  ])('%s', (_name, error, expected) => {
    expect(errorItemsFrom(error)).toEqual(expected);
  });
});
