import { UPLOAD_MESSAGES } from '@dalil/domain/validation';
import { badRequest } from '../lib/http';
import { assertFilesAccepted, filesOf, ruleFor } from '../lib/upload-check';

/**
 * Placed right after the body parser: every file a request carries, on any route (logos, the
 * assistant faculties, the panel's media library and the upload plugin's routes), is checked by
 * content before a route stores it (src/lib/upload-check.ts). The panel's "from a link" upload
 * is refused: the CMS would fetch and store whatever the link answers.
 */
const FROM_LINKS = /^\/upload\/actions\/upload-from-urls\/?$/i;

type Ctx = { method: string; path: string; request: { files?: Record<string, unknown> } };

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  if (ctx.method === 'POST' && FROM_LINKS.test(ctx.path)) throw badRequest(UPLOAD_MESSAGES.fromLinks);
  const files = filesOf(ctx.request.files);
  if (files.length) await assertFilesAccepted(files, ruleFor(ctx.method, ctx.path));
  await next();
};
