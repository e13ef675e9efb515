/**
 * Issue 23: each activity-log entry names the changed record's type (`targetType`), so the log screen
 * names a field several types share by that type's description: an article's `category` is
 * «التصنيف», a university's «نوع الجامعة». The migration fills the type of entries written before,
 * from the display name at the start of their target, and leaves it empty where it cannot tell.
 */
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldLabel, logDiff } from '@dalil/domain/rules';
import { type LogEntryRecord } from '@dalil/domain/contract';
import { knexOf, newDb, type TestDb } from './database';
import { as, unique } from './content-helpers';

describe('a staff edit of a shared-name field', () => {
  it("is logged with its type and labelled by that type's description", async () => {
    const short = unique('LT');
    const created = await as('admin', '/api/articles/add', {
      method: 'POST',
      body: {
        title: `مقال نوع السجل ${short}`,
        Short_name: short,
        category: 'student_tips',
        tag: 'نصائح',
        status: 'draft',
        details: 'محتوى',
      },
    });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    try {
      const edit = await as('admin', `/api/articles/update/${created.body._id}`, {
        method: 'PUT',
        body: { category: 'admission_guide' },
      });
      expect(edit.status, JSON.stringify(edit.body).slice(0, 300)).toBe(200);
      const res = await as('superAdmin', `/api/admin-logs?limit=100&action=edit&target=${encodeURIComponent(short)}`);
      expect(res.status).toBe(200);
      const entries = res.body.data as LogEntryRecord[];
      expect(entries).toHaveLength(1);
      const [entry] = entries;
      expect(entry.targetType).toBe('api::article.article');
      const labels = logDiff(entry.beforeEdit, entry.afterEdit).map((c) => fieldLabel(c.path, entry.targetType));
      // The article's label, not the general «النوع» of an entry without a type.
      expect(labels).toEqual(['التصنيف']);
      expect(fieldLabel('category', null)).toBe('النوع');
    } finally {
      await as('superAdmin', `/api/articles/delete/${created.body._id}`, { method: 'DELETE' });
    }
  });
});

describe('the migration cms/database/migrations/2026.11.27T00.00.00.log-target-type.js', () => {
  let db: TestDb | undefined;
  let knex: Knex | undefined;
  afterAll(async () => {
    await knex?.destroy();
    await db?.drop();
  });

  it("fills an older entry's type from its target's display name, and leaves it empty where unknown", async () => {
    db = await newDb(`logtype_${process.pid}`);
    knex = knexOf(db);
    // The shape an older CMS left: no target_type column.
    await knex.schema.alterTable('admin_log_entries', (t) => t.dropColumn('target_type'));
    const targets = [
      'مقال: نصائح القبول',
      'جامعة: جامعة القاهرة',
      'مستخدم: a@b.c',
      'ترتيب الجامعات: خاصة',
      'مقال بلا نقطتين',
    ];
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (const target of targets) {
      const [row] = await knex('admin_log_entries')
        .insert({ action: 'edit', target, timestamp: now, document_id: `lt${ids.length}${Date.now()}` })
        .returning('id');
      ids.push(typeof row === 'object' ? (row as { id: number }).id : (row as number));
    }

    const file = path.resolve(__dirname, '..', 'database', 'migrations', '2026.11.27T00.00.00.log-target-type.js');
    const migration = ((await import(file)) as { default: { up: (k: Knex) => Promise<void> } }).default;
    await knex.transaction((trx) => migration.up(trx));

    const rows = await knex('admin_log_entries').select('target', 'target_type').whereIn('id', ids).orderBy('id');
    expect(rows.map((r) => [r.target, r.target_type ?? null])).toEqual([
      ['مقال: نصائح القبول', 'api::article.article'],
      ['جامعة: جامعة القاهرة', 'api::university.university'],
      ['مستخدم: a@b.c', 'plugin::users-permissions.user'],
      ['ترتيب الجامعات: خاصة', null],
      ['مقال بلا نقطتين', null],
    ]);
  });
});
