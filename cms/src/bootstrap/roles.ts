import type { Core } from '@strapi/strapi';
import { roleDeclarations } from '../lib/permissions';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/**
 * Creates the declared roles when missing and makes each role's permissions equal to the
 * declaration: missing actions are added, others removed. Idempotent; runs inside one
 * transaction so that a failure leaves the previous permissions in place and stops the start.
 */
export async function applyRolesAndPermissions(strapi: Core.Strapi): Promise<{ added: number; removed: number }> {
  let added = 0;
  let removed = 0;
  await strapi.db.transaction(async () => {
    for (const declaration of roleDeclarations()) {
      let role = await strapi.db.query(ROLE_UID).findOne({ where: { type: declaration.type } });
      if (!role) {
        role = await strapi.db.query(ROLE_UID).create({
          data: { type: declaration.type, name: declaration.name, description: declaration.description },
        });
      } else if (role.description !== declaration.description) {
        await strapi.db
          .query(ROLE_UID)
          .update({ where: { id: role.id }, data: { description: declaration.description } });
      }

      const existing: { id: number; action: string }[] = await strapi.db
        .query(PERMISSION_UID)
        .findMany({ where: { role: role.id }, select: ['id', 'action'] });
      const wanted = new Set(declaration.actions);
      const have = new Set(existing.map((p) => p.action));

      const stale = existing.filter((p) => !wanted.has(p.action)).map((p) => p.id);
      if (stale.length) {
        await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: stale } } });
        removed += stale.length;
      }
      for (const action of declaration.actions) {
        if (have.has(action)) continue;
        await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
        added += 1;
      }
    }
  });
  return { added, removed };
}
