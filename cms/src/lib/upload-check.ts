import fs from 'node:fs/promises';
import {
  DOCUMENT_AND_IMAGE_TYPES,
  IMAGE_TYPES,
  IMAGE_UPLOAD_MESSAGES,
  UPLOAD_HEAD_BYTES,
  UPLOAD_MESSAGES,
  checkUploadContent,
  type UploadType,
} from '@dalil/domain/validation';
import { badRequest } from './http';

/**
 * One content check for every file the CMS receives (issue 20, findings 4 and 5), whatever the
 * route: the type is read from the file's first bytes (`checkUploadContent` of @dalil/domain),
 * never from its name or declared type, and an image's size from its header, before anything
 * decodes it. Used by `global::upload-check` right after the body parser.
 */

/** A file as the body parser (formidable) hands it over. */
export type IncomingFile = {
  filepath: string;
  size: number;
  originalFilename?: string | null;
  mimetype?: string | null;
};

type Rule = { accepted: readonly UploadType[]; typeMessage: string };

/** Routes that take logos: images only, each with its own message. */
const IMAGE_ROUTES: { method: string; path: RegExp; rule: Rule }[] = [
  {
    method: 'POST',
    path: /^\/api\/logos\/?$/i,
    rule: { accepted: IMAGE_TYPES, typeMessage: IMAGE_UPLOAD_MESSAGES.type },
  },
  {
    method: 'POST|PUT',
    path: /^\/api\/faculties(\/[^/]+)?\/?$/i,
    rule: { accepted: IMAGE_TYPES, typeMessage: 'شعار الكلية يجب أن يكون صورة PNG أو JPEG أو WebP' },
  },
];
/** Everything else that carries files (the panel's media library, the upload plugin's routes): images and PDF. */
const MEDIA_LIBRARY: Rule = { accepted: DOCUMENT_AND_IMAGE_TYPES, typeMessage: UPLOAD_MESSAGES.imagesOrPdf };

export function ruleFor(method: string, path: string): Rule {
  const route = IMAGE_ROUTES.find((r) => r.method.split('|').includes(method) && r.path.test(path));
  return route?.rule ?? MEDIA_LIBRARY;
}

/** The first `bytes` bytes of a file on disk. */
export async function headOf(filepath: string, bytes = UPLOAD_HEAD_BYTES): Promise<Uint8Array> {
  const handle = await fs.open(filepath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Every file of a parsed multipart body (fields may hold one file or a list). */
export function filesOf(files: Record<string, unknown> | undefined): IncomingFile[] {
  return Object.values(files ?? {})
    .flat()
    .filter((f): f is IncomingFile => typeof (f as IncomingFile | null)?.filepath === 'string');
}

/** Throws a 400 (Arabic) unless every file's content is of a type the rule accepts, within the pixel limit. */
export async function assertFilesAccepted(files: IncomingFile[], rule: Rule): Promise<void> {
  for (const file of files) {
    const check = checkUploadContent(await headOf(file.filepath), rule.accepted);
    if (check.ok) continue;
    throw badRequest(check.problem === 'pixels' ? UPLOAD_MESSAGES.tooManyPixels : rule.typeMessage);
  }
}
