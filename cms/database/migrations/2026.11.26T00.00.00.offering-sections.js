'use strict';

// Strapi loads migrations with require(); the mapping is the domain's, shared with the validator.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { migratedSection } = require('@dalil/domain/rules');

/**
 * Issue 24: an offering's `section` is one of the closed list `OFFERING_SECTIONS` (it was free
 * text: 'sports', 'علمي علوم أو علمي رياضة', the real set's «الشعبة غير مذكورة في المصدر», …).
 * Strapi runs this file before it brings the tables in line with the schemas; an enumeration is
 * stored in the same string column, so here each stored legacy value is rewritten with the domain's
 * mapping (`migratedSection`): a legacy code or label to its code, a text naming both علوم and
 * رياضة to `scientific`, anything else to `unknown`, and a free text kept in the new
 * `section_note` column. On a fresh database the table does not exist yet: nothing to do. Knex
 * only, so SQLite and PostgreSQL alike; Strapi runs it in a transaction and records it once.
 */
const TABLE = 'faculty_offerings';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE)) || !(await knex.schema.hasColumn(TABLE, 'section'))) return;
    if (!(await knex.schema.hasColumn(TABLE, 'section_note')))
      await knex.schema.alterTable(TABLE, (t) => t.text('section_note'));
    const rows = await knex(TABLE).select('id', 'section', 'section_note');
    for (const row of rows) {
      const change = migratedSection(row.section);
      if (!change) continue;
      await knex(TABLE)
        .where({ id: row.id })
        .update({ section: change.section, section_note: change.note ?? row.section_note ?? null });
    }
  },
  async down() {
    throw new Error('The section migration is not undone: restore a backup taken before it.');
  },
};
