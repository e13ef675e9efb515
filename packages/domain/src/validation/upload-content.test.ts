import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_AND_IMAGE_TYPES,
  IMAGE_MAX_SIDE,
  IMAGE_TYPES,
  UPLOAD_MESSAGES,
  checkUploadContent,
  detectUploadType,
  readImageSize,
  uploadsHeaders,
} from './upload-content';

const bytes = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const base64 = (s: string) => Array.from(atob(s), (c) => c.charCodeAt(0));

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function crc(data: number[]) {
  let c = ~0;
  for (const b of data) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
/** A PNG's first chunk: IHDR with the given size and its CRC. */
function png(w: number, h: number) {
  const chunk = [...bytes('IHDR'), ...be32(w), ...be32(h), 8, 2, 0, 0, 0];
  return [...SIGNATURE, ...be32(13), ...chunk, ...be32(crc(chunk))];
}
/** A JPEG segment: marker then big-endian length (which counts itself) and the payload. */
const segment = (marker: number, payload: number[]) => [0xff, marker, ...be16(payload.length + 2), ...payload];
const sof = (marker: number, w: number, h: number) => segment(marker, [8, ...be16(h), ...be16(w), 3, 1, 0x22, 0]);
const JFIF = segment(0xe0, [...bytes('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const jpeg = (...parts: number[][]) => [0xff, 0xd8, ...parts.flat()];
const riff = (chunk: number[]) => [...bytes('RIFF'), ...le32(chunk.length + 4), ...bytes('WEBP'), ...chunk];
function le32(n: number) {
  return [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
}
const vp8 = (w: number, h: number) =>
  riff([...bytes('VP8 '), ...le32(10), 0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(w), ...le16(h)]);
function vp8l(w: number, h: number) {
  const bits = ((w - 1) & 0x3fff) | (((h - 1) & 0x3fff) << 14);
  return riff([...bytes('VP8L'), ...le32(5), 0x2f, ...le32(bits >>> 0)]);
}
const vp8x = (w: number, h: number) =>
  riff([...bytes('VP8X'), ...le32(10), 0, 0, 0, 0, ...le24(w - 1), ...le24(h - 1)]);

// Files made by real encoders: a 1×1 PNG, a 1×1 lossless WebP.
const REAL_PNG = base64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
);
const REAL_WEBP = base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
// An EXIF segment that holds a thumbnail JPEG with its own frame (160×120): it must be skipped.
const EXIF = segment(0xe1, [...bytes('Exif'), 0, 0, 0xff, 0xd8, ...sof(0xc0, 160, 120), 0xff, 0xd9]);

describe('readImageSize: width and height from the header, no decoding', () => {
  it.each([
    ['a real 1×1 PNG', REAL_PNG, { width: 1, height: 1 }],
    ['a PNG declaring 16000×16000', png(16000, 16000), { width: 16000, height: 16000 }],
    ['a PNG declaring 2^31 px wide', png(2 ** 31, 1), { width: 2 ** 31, height: 1 }],
    [
      'a PNG whose first chunk is not IHDR',
      [...SIGNATURE, ...be32(13), ...bytes('IDAT'), ...be32(1), ...be32(1)],
      null,
    ],
    ['a PNG cut inside IHDR', png(10, 10).slice(0, 20), null],
    ['a PNG cut before the CRC of IHDR', png(10, 10).slice(0, 30), null],
    // A broken file: the right first 16 bytes, then noise where the size and CRC should be.
    ['a PNG whose IHDR CRC does not match', [...png(10, 10).slice(0, 16), ...new Array(64).fill(7)], null],
    ['a PNG whose IHDR is not 13 bytes long', [...SIGNATURE, ...be32(12), ...png(10, 10).slice(12)], null],
    ['a baseline JPEG (JFIF, then SOF0)', jpeg(JFIF, sof(0xc0, 640, 480)), { width: 640, height: 480 }],
    ['a progressive JPEG (SOF2)', jpeg(JFIF, sof(0xc2, 4000, 3000)), { width: 4000, height: 3000 }],
    [
      'a JPEG with EXIF and a thumbnail: the main frame',
      jpeg(EXIF, sof(0xc0, 3000, 2000)),
      { width: 3000, height: 2000 },
    ],
    ['a JPEG with fill bytes before a marker', jpeg(JFIF, [0xff, 0xff], sof(0xc1, 20, 10)), { width: 20, height: 10 }],
    ['a JPEG declaring 65535×65535', jpeg(sof(0xc0, 65535, 65535)), { width: 65535, height: 65535 }],
    [
      'a JPEG whose tables (DHT C4) come first',
      jpeg(segment(0xc4, [0, 1, 2]), sof(0xc0, 8, 9)),
      { width: 8, height: 9 },
    ],
    ['a JPEG with scan data before any frame', jpeg(JFIF, segment(0xda, [1, 2, 3]), sof(0xc0, 8, 8)), null],
    ['a JPEG cut before its frame', jpeg(JFIF), null],
    ['a JPEG cut inside its frame', jpeg(JFIF, sof(0xc0, 8, 8).slice(0, 6)), null],
    ['a JPEG with garbage between segments', jpeg(JFIF, [0x00, 0x11], sof(0xc0, 8, 8)), null],
    ['a real 1×1 lossless WebP (VP8L)', REAL_WEBP, { width: 1, height: 1 }],
    ['a lossy WebP (VP8)', vp8(1920, 1080), { width: 1920, height: 1080 }],
    ['a lossless WebP declaring 16384×16384', vp8l(16384, 16384), { width: 16384, height: 16384 }],
    ['an extended WebP (VP8X) declaring 16000×9000', vp8x(16000, 9000), { width: 16000, height: 9000 }],
    ['a VP8 WebP without its start code', riff([...bytes('VP8 '), ...le32(10), 0, 0, 0, 0, 0, 0, 1, 0, 1, 0]), null],
    ['a RIFF WebP with an unknown first chunk', riff([...bytes('ABCD'), ...le32(10), ...new Array(10).fill(0)]), null],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999">'), null],
    ['empty', [], null],
  ])('%s', (_label, head, size) => {
    expect(readImageSize(Uint8Array.from(head as number[]))).toEqual(size);
  });
});

describe('detectUploadType', () => {
  it.each([
    ['PNG', REAL_PNG, 'image/png'],
    ['JPEG', jpeg(JFIF), 'image/jpeg'],
    ['WebP', REAL_WEBP, 'image/webp'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['"%PDF" without the dash', bytes('%PDF'), null],
    ['HTML', bytes('<!doctype html><script>'), null],
    ['HTML with a byte-order mark', [0xef, 0xbb, 0xbf, ...bytes('<html>')], null],
    ['JavaScript', bytes('fetch("/x?" + localStorage.jwt)'), null],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), null],
    ['GIF', bytes('GIF89a'), null],
  ])('%s', (_label, head, type) => {
    expect(detectUploadType(Uint8Array.from(head as number[]))).toBe(type);
  });
});

describe('checkUploadContent', () => {
  const MAX = IMAGE_MAX_SIDE;
  it.each([
    ['a small PNG, images only', REAL_PNG, IMAGE_TYPES, { ok: true, type: 'image/png', size: { width: 1, height: 1 } }],
    [
      'exactly 4000 × 4000',
      png(MAX, MAX),
      IMAGE_TYPES,
      { ok: true, type: 'image/png', size: { width: MAX, height: MAX } },
    ],
    ['4001 wide', png(MAX + 1, 10), IMAGE_TYPES, { ok: false, problem: 'pixels' }],
    ['4001 high (JPEG)', jpeg(JFIF, sof(0xc0, 10, MAX + 1)), IMAGE_TYPES, { ok: false, problem: 'pixels' }],
    ['16000 × 16000 (PNG)', png(16000, 16000), DOCUMENT_AND_IMAGE_TYPES, { ok: false, problem: 'pixels' }],
    ['16000 × 9000 (WebP VP8X)', vp8x(16000, 9000), IMAGE_TYPES, { ok: false, problem: 'pixels' }],
    ['a zero-wide PNG', png(0, 10), IMAGE_TYPES, { ok: false, problem: 'type' }],
    ['a JPEG whose size is not in the head', jpeg(JFIF), IMAGE_TYPES, { ok: false, problem: 'type' }],
    ['a PDF where only images are taken', bytes('%PDF-1.4'), IMAGE_TYPES, { ok: false, problem: 'type' }],
    ['a PDF in the media library', bytes('%PDF-1.4'), DOCUMENT_AND_IMAGE_TYPES, { ok: true, type: 'application/pdf' }],
    ['an SVG', bytes('<svg><script>alert(1)</script></svg>'), DOCUMENT_AND_IMAGE_TYPES, { ok: false, problem: 'type' }],
    ['HTML', bytes('<html><script>'), DOCUMENT_AND_IMAGE_TYPES, { ok: false, problem: 'type' }],
    ['empty', [], DOCUMENT_AND_IMAGE_TYPES, { ok: false, problem: 'type' }],
  ])('%s', (_label, head, accepted, expected) => {
    expect(checkUploadContent(Uint8Array.from(head as number[]), accepted)).toEqual(expected);
  });

  it('names the limit in its Arabic message', () => {
    expect(UPLOAD_MESSAGES.tooManyPixels).toBe('أبعاد الصورة أكبر من المسموح: 4000 × 4000 بكسل على الأكثر');
  });
});

describe('uploadsHeaders: what an /uploads answer carries', () => {
  const SAFE = { 'Content-Security-Policy': "default-src 'none'; sandbox", 'X-Content-Type-Options': 'nosniff' };
  const DOWNLOAD = { ...SAFE, 'Content-Disposition': 'attachment' };
  it.each([
    ['image/png', SAFE],
    ['image/jpeg', SAFE],
    ['IMAGE/WEBP; charset=binary', SAFE],
    ['image/svg+xml', DOWNLOAD],
    ['application/pdf', DOWNLOAD],
    ['text/html; charset=utf-8', DOWNLOAD],
    ['application/javascript', DOWNLOAD],
    ['image/gif', DOWNLOAD],
    ['', DOWNLOAD],
    [null, DOWNLOAD],
  ])('%s', (type, headers) => {
    expect(uploadsHeaders(type)).toEqual(headers);
  });
});
