'use strict';

/**
 * Strapi 5 keeps `status` for its own draft/published state (its content manager drops an
 * attribute of that name from the edit view), so the four `status` attributes were renamed
 * (`packages/domain/src/cms/stored-names.ts`). Strapi runs this file before it brings the tables in
 * line with the schemas, a step that drops the old `status` columns: here each new column is
 * added and takes the old column's values first. On a fresh database the tables do not exist yet
 * and there is nothing to carry; on a database already moved the old column is gone. Knex only,
 * so SQLite and PostgreSQL alike; Strapi runs it in a transaction and records it once.
 */
const RENAMES = [
  { table: 'reviews', from: 'status', to: 'review_status' },
  { table: 'articles', from: 'status', to: 'article_status' },
  { table: 'scholarships', from: 'status', to: 'scholarship_status' },
  { table: 'contact_messages', from: 'status', to: 'message_status' },
];

module.exports = {
  async up(knex) {
    for (const { table, from, to } of RENAMES) {
      if (!(await knex.schema.hasTable(table)) || !(await knex.schema.hasColumn(table, from))) continue;
      if (!(await knex.schema.hasColumn(table, to))) await knex.schema.alterTable(table, (t) => t.string(to));
      await knex(table)
        .whereNull(to)
        .update({ [to]: knex.ref(from) });
    }
  },
  async down() {
    throw new Error('The reserved-name rename is not undone: restore a backup taken before it.');
  },
};
