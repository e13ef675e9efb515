'use strict';

// Strapi loads migrations with require().
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('node:fs');
const path = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Issue 23: each activity-log entry names the changed record's type (`targetType`, its UID), by
 * which the log screen labels the changed fields with that type's description. Entries written
 * before have only the type's Arabic display name at the start of `target` («مقال: …»): here each
 * such entry gets the UID of the one content type with that display name, read from the schemas
 * (cms/src/api/* and the users-permissions extension). A name two types share, or none, leaves the
 * entry's type empty (the screen then names fields by the general table). Strapi runs this before it
 * brings the tables in line with the schemas, so the column is added here. Knex only, SQLite and
 * PostgreSQL alike; on a fresh database the table does not exist yet: nothing to do.
 */
const TABLE = 'admin_log_entries';
const COLUMN = 'target_type';
const SRC = path.join(__dirname, '..', '..', 'src');

/** Display name → UID, or null when two types share the name. */
function typesByDisplayName() {
  const schemas = [];
  const api = path.join(SRC, 'api');
  for (const name of fs.existsSync(api) ? fs.readdirSync(api) : []) {
    const types = path.join(api, name, 'content-types');
    for (const type of fs.existsSync(types) ? fs.readdirSync(types) : [])
      schemas.push([`api::${name}.${type}`, path.join(types, type, 'schema.json')]);
  }
  schemas.push([
    'plugin::users-permissions.user',
    path.join(SRC, 'extensions', 'users-permissions', 'content-types', 'user', 'schema.json'),
  ]);
  const byName = new Map();
  for (const [uid, file] of schemas) {
    if (!fs.existsSync(file)) continue;
    const name = JSON.parse(fs.readFileSync(file, 'utf8')).info?.displayName;
    if (name) byName.set(name, byName.has(name) ? null : uid);
  }
  return byName;
}

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    if (!(await knex.schema.hasColumn(TABLE, COLUMN)))
      await knex.schema.alterTable(TABLE, (t) => t.string(COLUMN, 255));
    const byName = typesByDisplayName();
    const rows = await knex(TABLE).select('id', 'target').whereNull(COLUMN);
    for (const row of rows) {
      const uid = byName.get(String(row.target ?? '').split(': ')[0]);
      if (uid)
        await knex(TABLE)
          .where({ id: row.id })
          .update({ [COLUMN]: uid });
    }
  },
  async down() {
    throw new Error('The log target-type migration is not undone: restore a backup taken before it.');
  },
};
