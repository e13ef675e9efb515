import { describe, expect, it } from 'vitest';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MESSAGES,
  checkImageUpload,
  detectImageType,
  parseMediaId,
} from './image-upload';

const bytes = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const WEBP = [...bytes('RIFF'), 0x24, 0, 0, 0, ...bytes('WEBP')];

describe('detectImageType', () => {
  it.each([
    ['PNG signature', PNG, 'image/png'],
    ['JPEG (JFIF)', JPEG, 'image/jpeg'],
    ['JPEG (EXIF)', [0xff, 0xd8, 0xff, 0xe1], 'image/jpeg'],
    ['WebP (RIFF….WEBP)', WEBP, 'image/webp'],
    ['SVG text', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['SVG with an XML prolog', bytes('<?xml version="1.0"?><svg'), null],
    ['GIF', bytes('GIF89a......'), null],
    ['RIFF that is not WebP (WAV)', [...bytes('RIFF'), 0, 0, 0, 0, ...bytes('WAVE')], null],
    ['PNG signature cut short', PNG.slice(0, 5), null],
    ['empty', [], null],
  ])('%s', (_label, head, type) => {
    expect(detectImageType(Uint8Array.from(head as number[]))).toBe(type);
  });
});

describe('checkImageUpload', () => {
  it.each([
    ['a small PNG', { head: PNG, size: 2_000 }, { ok: true, type: 'image/png' }],
    ['a JPEG of exactly 1 MB', { head: JPEG, size: IMAGE_UPLOAD_MAX_BYTES }, { ok: true, type: 'image/jpeg' }],
    ['a WebP', { head: WEBP, size: 10 }, { ok: true, type: 'image/webp' }],
    [
      '1 MB + 1 byte',
      { head: PNG, size: IMAGE_UPLOAD_MAX_BYTES + 1 },
      { ok: false, message: 'حجم الشعار يجب ألا يزيد عن 1 ميجابايت' },
    ],
    [
      'an SVG renamed .png',
      { head: bytes('<svg xmlns'), size: 300 },
      { ok: false, message: 'يجب أن يكون الشعار صورة PNG أو JPEG أو WebP' },
    ],
    [
      'a big SVG: the type is named first',
      { head: bytes('<svg'), size: 5_000_000 },
      { ok: false, message: IMAGE_UPLOAD_MESSAGES.type },
    ],
    ['an empty file', { head: [], size: 0 }, { ok: false, message: IMAGE_UPLOAD_MESSAGES.missing }],
    ['no file', null, { ok: false, message: IMAGE_UPLOAD_MESSAGES.missing }],
  ])('%s', (_label, file, expected) => {
    expect(checkImageUpload(file)).toEqual(expected);
  });
});

describe('parseMediaId', () => {
  it.each([
    [12, { value: 12 }],
    ['12', { value: 12 }],
    [' 7 ', { value: 7 }],
    [null, { value: null }],
    ['', { value: null }],
    [0, { error: IMAGE_UPLOAD_MESSAGES.mediaId }],
    [-3, { error: IMAGE_UPLOAD_MESSAGES.mediaId }],
    [1.5, { error: IMAGE_UPLOAD_MESSAGES.mediaId }],
    ['12abc', { error: IMAGE_UPLOAD_MESSAGES.mediaId }],
    ['/uploads/logo.png', { error: IMAGE_UPLOAD_MESSAGES.mediaId }],
    [{ id: 3 }, { error: IMAGE_UPLOAD_MESSAGES.mediaId }],
  ])('%j', (input, expected) => {
    expect(parseMediaId(input)).toEqual(expected);
  });
});
