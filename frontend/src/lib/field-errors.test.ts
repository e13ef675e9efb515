import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrorsFrom } from './field-errors';

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
