/**
 * What an uploaded file is, read from its bytes (issue 20, findings 4 and 5). Every upload route
 * of the CMS (logos, the assistant faculties' logo, the panel's media library) decides by
 * content, never by the file's name or the type the sender declares: PNG, JPEG and WebP images,
 * and PDF documents where the route takes documents. SVG is refused (it can carry script), as is
 * HTML, script or anything else. An image's width and height are read from its header before
 * anything decodes it: more than IMAGE_MAX_SIDE pixels on a side is refused (a 31 KB PNG can
 * declare 16000 × 16000 px, 256 million pixels to decode).
 */
import { detectImageType, type ImageUploadType } from './image-upload';

export type UploadType = ImageUploadType | 'application/pdf';

/** Images only (logos), or images and PDF documents (the media library). */
export const IMAGE_TYPES: readonly UploadType[] = ['image/png', 'image/jpeg', 'image/webp'];
export const DOCUMENT_AND_IMAGE_TYPES: readonly UploadType[] = [...IMAGE_TYPES, 'application/pdf'];

/** The largest width and the largest height accepted, in pixels (so at most 16 million pixels). */
export const IMAGE_MAX_SIDE = 4000;
/**
 * How many leading bytes the check reads: a JPEG's size comes after its metadata segments
 * (EXIF, colour profile), which may be long. A JPEG whose size is not within them is refused.
 */
export const UPLOAD_HEAD_BYTES = 1024 * 1024;

export const UPLOAD_MESSAGES = {
  images: 'يُقبل ملف صورة PNG أو JPEG أو WebP فقط',
  imagesOrPdf: 'يُقبل ملف صورة PNG أو JPEG أو WebP أو مستند PDF فقط',
  tooManyPixels: `أبعاد الصورة أكبر من المسموح: ${IMAGE_MAX_SIDE} × ${IMAGE_MAX_SIDE} بكسل على الأكثر`,
  fromLinks: 'رفع الملفات من الروابط غير متاح؛ حمّل الملف ثم ارفعه من جهازك',
} as const;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** The accepted type the first bytes announce, or null for anything else. */
export function detectUploadType(head: ArrayLike<number>): UploadType | null {
  const image = detectImageType(head);
  if (image) return image;
  if (head.length >= PDF.length && PDF.every((b, i) => head[i] === b)) return 'application/pdf';
  return null;
}

export type ImageSize = { width: number; height: number };

const u16be = (h: ArrayLike<number>, at: number) => (h[at] << 8) | h[at + 1];
const u32be = (h: ArrayLike<number>, at: number) =>
  ((h[at] << 24) >>> 0) + (h[at + 1] << 16) + (h[at + 2] << 8) + h[at + 3];
const u16le = (h: ArrayLike<number>, at: number) => h[at] | (h[at + 1] << 8);
const u24le = (h: ArrayLike<number>, at: number) => h[at] | (h[at + 1] << 8) | (h[at + 2] << 16);
const ascii = (h: ArrayLike<number>, at: number, text: string) =>
  h.length >= at + text.length && Array.from(text).every((c, i) => h[at + i] === c.charCodeAt(0));

/** CRC-32 (as PNG chunks carry it) of `length` bytes from `at`. */
function crc32(h: ArrayLike<number>, at: number, length: number): number {
  let c = ~0;
  for (let i = at; i < at + length; i++) {
    c ^= h[i];
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/**
 * PNG: the IHDR chunk comes first (13 bytes of data), width and height as 32-bit big-endian
 * numbers; its CRC must match, or the bytes are not a PNG header (a broken file, not a size).
 */
function pngSize(h: ArrayLike<number>): ImageSize | null {
  if (h.length < 33 || u32be(h, 8) !== 13 || !ascii(h, 12, 'IHDR')) return null;
  if (u32be(h, 29) !== crc32(h, 12, 17)) return null;
  return { width: u32be(h, 16), height: u32be(h, 20) };
}

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic): C0–CF but C4, C8, CC. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** JPEG: walk the segments from the start to the first start-of-frame, which holds height then width. */
function jpegSize(h: ArrayLike<number>): ImageSize | null {
  let at = 2;
  while (at + 4 <= h.length) {
    if (h[at] !== 0xff) return null;
    const marker = h[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RST0–7 (SOI/EOI do not appear before a frame).
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = u16be(h, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > h.length) return null;
      return { width: u16be(h, at + 7), height: u16be(h, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webpSize(h: ArrayLike<number>): ImageSize | null {
  if (ascii(h, 12, 'VP8 ')) {
    // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height (2 bits of scale).
    if (h.length < 30 || h[23] !== 0x9d || h[24] !== 0x01 || h[25] !== 0x2a) return null;
    return { width: u16le(h, 26) & 0x3fff, height: u16le(h, 28) & 0x3fff };
  }
  if (ascii(h, 12, 'VP8L')) {
    // Signature 0x2F, then width − 1 and height − 1 in 14 bits each, little-endian bit order.
    if (h.length < 25 || h[20] !== 0x2f) return null;
    const bits = h[21] | (h[22] << 8) | (h[23] << 16) | ((h[24] << 24) >>> 0);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(h, 12, 'VP8X')) {
    if (h.length < 30) return null;
    return { width: u24le(h, 24) + 1, height: u24le(h, 27) + 1 };
  }
  return null;
}

/** An image's declared width and height, read from its header without decoding; null if unreadable. */
export function readImageSize(head: ArrayLike<number>): ImageSize | null {
  switch (detectImageType(head)) {
    case 'image/png':
      return pngSize(head);
    case 'image/jpeg':
      return jpegSize(head);
    case 'image/webp':
      return webpSize(head);
    default:
      return null;
  }
}

export type UploadCheck = { ok: true; type: UploadType; size?: ImageSize } | { ok: false; problem: 'type' | 'pixels' };

/**
 * Whether a file (its first UPLOAD_HEAD_BYTES bytes) may be stored by a route that takes the
 * `accepted` types. An image whose header gives no size, or a zero side, counts as not an image.
 */
export function checkUploadContent(head: ArrayLike<number>, accepted: readonly UploadType[]): UploadCheck {
  const type = detectUploadType(head);
  if (!type || !accepted.includes(type)) return { ok: false, problem: 'type' };
  if (type === 'application/pdf') return { ok: true, type };
  const size = readImageSize(head);
  if (!size || size.width < 1 || size.height < 1) return { ok: false, problem: 'type' };
  if (size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE) return { ok: false, problem: 'pixels' };
  return { ok: true, type, size };
}

/** The policy of every /uploads answer: no script, no plugin, no same-origin access (an opaque origin). */
export const UPLOADS_CSP = "default-src 'none'; sandbox";

/**
 * The headers of an answer under /uploads served as `contentType` (the CMS, the site's preview
 * proxy; deploy/nginx.conf writes the same): an uploaded file cannot run script on the site's
 * origin, and anything that is not a PNG, JPEG or WebP image is downloaded, not shown.
 */
export function uploadsHeaders(contentType: string | null | undefined): Record<string, string> {
  const type = String(contentType ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  return {
    'Content-Security-Policy': UPLOADS_CSP,
    'X-Content-Type-Options': 'nosniff',
    ...((IMAGE_TYPES as readonly string[]).includes(type) ? {} : { 'Content-Disposition': 'attachment' }),
  };
}
