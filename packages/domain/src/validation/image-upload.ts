/**
 * Logo uploads (issue: "an image upload (PNG, JPEG or WebP, at most 1 MB, checked by content,
 * not by name; SVG refused)"). The type is read from the file's first bytes (magic numbers),
 * never from its name or the type the browser claims, so a renamed SVG or script is refused.
 * Used by the CMS (`POST /api/logos`) and by the site's upload field before sending.
 */

export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

/** 1 MB = 1 048 576 bytes; a file of exactly this size is accepted. */
export const IMAGE_UPLOAD_MAX_BYTES = 1024 * 1024;
/** How many leading bytes the type check needs. */
export const IMAGE_UPLOAD_HEAD_BYTES = 12;
/** The `accept` attribute of a file input (a hint for the picker; the content check decides). */
export const IMAGE_UPLOAD_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

export const IMAGE_UPLOAD_MESSAGES = {
  type: 'يجب أن يكون الشعار صورة PNG أو JPEG أو WebP',
  size: 'حجم الشعار يجب ألا يزيد عن 1 ميجابايت',
  missing: 'يرجى اختيار صورة الشعار',
  mediaId: 'معرّف الشعار غير صالح',
} as const;

const startsWith = (head: ArrayLike<number>, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The image type the first bytes announce, or null for anything else (SVG, GIF, text…). */
export function detectImageType(head: ArrayLike<number>): ImageUploadType | null {
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'image/webp';
  return null;
}

export type ImageUploadCheck = { ok: true; type: ImageUploadType } | { ok: false; message: string };

/** Whether a file (its first bytes and its size in bytes) is an acceptable logo. */
export function checkImageUpload(file: { head: ArrayLike<number>; size: number } | null | undefined): ImageUploadCheck {
  if (!file || !Number.isFinite(file.size) || file.size <= 0)
    return { ok: false, message: IMAGE_UPLOAD_MESSAGES.missing };
  const type = detectImageType(file.head);
  if (!type) return { ok: false, message: IMAGE_UPLOAD_MESSAGES.type };
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return { ok: false, message: IMAGE_UPLOAD_MESSAGES.size };
  return { ok: true, type };
}

/**
 * A logo reference in a write body: the media id `POST /api/logos` answered (a positive whole
 * number, or its digits as text). null or '' clears the logo (the record shows its default).
 */
export function parseMediaId(v: unknown): { value: number | null } | { error: string } {
  if (v === null || (typeof v === 'string' && v.trim() === '')) return { value: null };
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0
    ? { value: n }
    : { error: IMAGE_UPLOAD_MESSAGES.mediaId };
}
