import type { Core } from '@strapi/strapi';
import { ensureUniqueIndex, isUniqueViolation } from '../../../lib/unique';
import { docs } from '../../../lib/documents';
import { VISITOR_SESSION_RESOURCE } from '@dalil/domain/resources';

const UID = VISITOR_SESSION_RESOURCE.uid;

export type VisitorsService = ReturnType<typeof visitorsService>;

/**
 * The counter is the number of distinct browser sessions seen, kept in the database (every CMS
 * process sees the same count). Counting a session is an insert-if-absent guarded by a unique
 * index, so the same session id sent twice — even at the same moment to two processes — counts once.
 */
const visitorsService = ({ strapi }: { strapi: Core.Strapi }) => ({
  seen: async (sessionId: string): Promise<boolean> => (await strapi.db.query(UID).count({ where: { sessionId } })) > 0,
  async visit(sessionId: string): Promise<void> {
    await ensureUniqueIndex(strapi, UID, ['sessionId']);
    const seen = await strapi.db.query(UID).count({ where: { sessionId } });
    if (seen) return;
    try {
      await docs(strapi, UID).create({ data: { sessionId } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  },
  count: (): Promise<number> => strapi.db.query(UID).count(),
});

export default visitorsService;
