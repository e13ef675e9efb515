import path from 'node:path';
import type { Core } from '@strapi/strapi';
import {
  IMAGE_TYPES,
  IMAGE_UPLOAD_HEAD_BYTES,
  IMAGE_UPLOAD_MESSAGES,
  IMAGE_UPLOAD_TYPES,
  checkImageUpload,
} from '@dalil/domain/validation';
import { badRequest } from '../../../lib/http';
import { assertFilesAccepted, headOf, type IncomingFile } from '../../../lib/upload-check';

export type { IncomingFile };

const EXTENSIONS: Record<string, string> = { 'image/png': '.png', 'image/jpeg': '.jpg', 'image/webp': '.webp' };

/**
 * Logos through Strapi's upload plugin (`POST /api/logos`, and the assistant faculties' logo
 * file). The type comes from the file's first bytes (the domain's check), and the stored name
 * and MIME type are set from it, so a PNG named `.svg` is stored as `.png` and nothing is served
 * under a type its content does not have. `typeMessage` is the route's own wording.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async store(
    file: IncomingFile | undefined,
    typeMessage: string = IMAGE_UPLOAD_MESSAGES.type,
  ): Promise<{ id: number; url: string }> {
    if (!file?.filepath) throw badRequest(IMAGE_UPLOAD_MESSAGES.missing);
    // The content and the declared pixel size, before anything decodes the file (also checked
    // by global::upload-check for every request; kept here for callers outside a request).
    await assertFilesAccepted([file], { accepted: IMAGE_TYPES, typeMessage });
    const check = checkImageUpload({ head: await headOf(file.filepath, IMAGE_UPLOAD_HEAD_BYTES), size: file.size });
    if (check.ok === false) throw badRequest((check as { message: string }).message);
    const type = (check as { type: string }).type;
    // Right first bytes but no decodable image (the plugin would store it as a plain file).
    const manipulation = strapi.plugin('upload').service('image-manipulation');
    if (await manipulation.isFaultyImage({ filepath: file.filepath })) throw badRequest(typeMessage);
    const base =
      path
        .parse(file.originalFilename || 'logo')
        .name.replace(/[^\p{L}\p{N}_-]+/gu, '-')
        .slice(0, 80) || 'logo';
    const named = { ...file, originalFilename: `${base}${EXTENSIONS[type]}`, mimetype: type };
    const [uploaded] = await strapi.plugin('upload').service('upload').upload({ data: {}, files: named });
    return { id: uploaded.id, url: uploaded.url };
  },

  /** Throws a 400 unless `id` is a stored PNG, JPEG or WebP (what a record's `logo` may point at). */
  async assertLogo(id: unknown): Promise<void> {
    if (typeof id !== 'number') return;
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id }, select: ['id', 'mime'] });
    if (!file || !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(String(file.mime)))
      throw badRequest(IMAGE_UPLOAD_MESSAGES.mediaId, {
        errors: [{ message: IMAGE_UPLOAD_MESSAGES.mediaId, path: ['logo'] }],
      });
  },
});
