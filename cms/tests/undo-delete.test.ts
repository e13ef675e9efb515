import { describe, expect, it } from 'vitest';
import { api, visitorIp, type Caller } from './helpers';
import { as, joinRequestBody, unique } from './community-helpers';
import { integrationDb } from './database';

/**
 * Deletes that can be undone for a short time, for every staff list whose description says so
 * (issue 23; the ads have their own file, ad-undo-delete.test.ts). One table drives every type:
 * how a record is made, its delete and restore routes, who may restore it, and where it is read.
 */
type Made = { id: string; key?: string };
type Case = {
  name: string;
  table: string;
  uid: string;
  /** Makes a record; `key` reuses a natural key (a short name, a code, an e-mail and number). */
  make: (key?: string) => Promise<Made>;
  del: (id: string) => string;
  restore: (id: string) => string;
  /** The staff list, as the staff screen reads it. */
  staffList: string;
  /** The public list, when visitors read this type (cached by the public cache). */
  publicList?: string;
  /** The noun in the Arabic refusal after the window. */
  noun: string;
  /** Whether a create with the key of a deleted record is possible (natural key types). */
  keyed: boolean;
};

const created = (res: { status: number; body: any }, id = res.body?._id) => {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return id as string;
};
const letters = () =>
  `U${Array.from({ length: 9 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;
let phone = 0;

const CASES: Case[] = [
  {
    name: 'reviews',
    table: 'reviews',
    uid: 'api::review.review',
    make: async () => ({
      id: created(
        await as('superAdmin', '/api/reviews/add', {
          method: 'POST',
          body: {
            name: `رأي ${unique()}`,
            affiliation: 'طالب',
            logo_name: 'x',
            rating: 5,
            review: 'مفيد',
            status: 'approved',
          },
        }),
      ),
    }),
    del: (id) => `/api/reviews/${id}`,
    restore: (id) => `/api/reviews/${id}/restore`,
    staffList: '/api/reviews',
    publicList: '/api/reviews',
    noun: 'الرأي',
    keyed: false,
  },
  {
    name: 'contact messages',
    table: 'contact_messages',
    uid: 'api::contact-message.contact-message',
    make: async () => ({
      id: created(
        await api('/api/contact/add', {
          method: 'POST',
          body: { name: 'سارة', email: `u-${unique()}@example.com`, phone: '+201001234567', message: 'سؤال' },
          ip: visitorIp(),
        }),
      ),
    }),
    del: (id) => `/api/contact/${id}`,
    restore: (id) => `/api/contact/${id}/restore`,
    staffList: '/api/contact',
    noun: 'الرسالة',
    keyed: false,
  },
  {
    name: 'join requests',
    table: 'join_requests',
    uid: 'api::join-request.join-request',
    make: async (key) => {
      const [email, whatsapp] = key
        ? key.split(' ')
        : [`u-${unique()}@example.com`, `+2011${String(Date.now() % 1e7).padStart(7, '0')}${(phone += 1) % 10}`];
      const res = await api('/api/join-us/add', {
        method: 'POST',
        body: joinRequestBody(email, whatsapp),
        ip: visitorIp(),
      });
      return { id: created(res), key: `${email} ${whatsapp}` };
    },
    del: (id) => `/api/join-us/delete/${id}`,
    restore: (id) => `/api/join-us/restore/${id}`,
    staffList: '/api/join-us',
    noun: 'الطلب',
    keyed: true,
  },
  {
    name: 'news',
    table: 'news_items',
    uid: 'api::news-item.news-item',
    make: async (key = `N-${unique()}`) => ({
      id: created(
        await as('admin', '/api/news/add', {
          method: 'POST',
          body: {
            title: `خبر ${key}`,
            Short_name: key,
            deadline: '2099-08-01',
            link: 'https://example.eg/n',
            details: 'تفاصيل',
          },
        }),
      ),
      key,
    }),
    del: (id) => `/api/news/${id}`,
    restore: (id) => `/api/news/${id}/restore`,
    staffList: '/api/news',
    publicList: '/api/news',
    noun: 'الخبر',
    keyed: true,
  },
  {
    name: 'scholarships',
    table: 'scholarships',
    uid: 'api::scholarship.scholarship',
    make: async (key = `S-${unique()}`) => ({
      id: created(
        await as('admin', '/api/scholarships/add', {
          method: 'POST',
          body: {
            name: `منحة ${key}`,
            Short_name: key,
            type: 'partial',
            deadline: '2099-09-30',
            link: 'https://example.eg/s',
            status: 'active',
          },
        }),
      ),
      key,
    }),
    del: (id) => `/api/scholarships/${id}`,
    restore: (id) => `/api/scholarships/${id}/restore`,
    staffList: '/api/scholarships',
    publicList: '/api/scholarships',
    noun: 'المنحة',
    keyed: true,
  },
  {
    name: 'articles',
    table: 'articles',
    uid: 'api::article.article',
    make: async (key = `A-${unique()}`) => ({
      id: created(
        await as('admin', '/api/articles/add', {
          method: 'POST',
          body: {
            title: `مقال ${key}`,
            Short_name: key,
            category: 'student_tips',
            tag: 'نصائح',
            status: 'published',
            details: 'محتوى',
          },
        }),
      ),
      key,
    }),
    del: (id) => `/api/articles/delete/${id}`,
    restore: (id) => `/api/articles/restore/${id}`,
    staffList: '/api/articles',
    publicList: '/api/articles',
    noun: 'المقال',
    keyed: true,
  },
  {
    name: 'assistant faculties',
    table: 'master_faculties',
    uid: 'api::master-faculty.master-faculty',
    make: async (key = letters()) => {
      const res = await as('superAdmin', '/api/faculties', {
        method: 'POST',
        body: { name: `كلية ${key}`, shortCode: key },
      });
      return { id: created(res, res.body?.data?.id), key };
    },
    del: (id) => `/api/faculties/${id}`,
    restore: (id) => `/api/faculties/${id}/restore`,
    staffList: '/api/faculties',
    publicList: '/api/faculties',
    noun: 'الكلية',
    keyed: true,
  },
];

const ids = (body: unknown) => (Array.isArray(body) ? body.map((r: { _id: string }) => r._id) : []);

/** Where the record is seen: the staff list, and the public list (read twice: the second is a cache hit). */
async function seen(c: Case, id: string) {
  const staff = await as('superAdmin', c.staffList);
  expect(staff.status).toBe(200);
  const out: Record<string, boolean> = { staff: ids(staff.body).includes(id) };
  if (c.publicList) {
    const first = await api(c.publicList);
    const second = await api(c.publicList);
    out.public = ids(first.body).includes(id) && ids(second.body).includes(id);
  }
  return out;
}
const everywhere = (c: Case, value: boolean) => (c.publicList ? { staff: value, public: value } : { staff: value });

async function deletedAt(c: Case, id: string) {
  const rows = await integrationDb().query<{ deleted_at: unknown }>(
    `SELECT deleted_at FROM ${c.table} WHERE document_id = ?`,
    [id],
  );
  return rows;
}

/** Moves the deletion back in time by `ms` (as if it had been deleted that long ago). */
async function deletedAgo(c: Case, id: string, ms: number) {
  const [row] = await deletedAt(c, id);
  expect(row?.deleted_at).toBeTruthy();
  const at = row.deleted_at;
  const earlier = typeof at === 'number' ? at - ms : new Date(new Date(at as string).getTime() - ms).toISOString();
  await integrationDb().run(`UPDATE ${c.table} SET deleted_at = ? WHERE document_id = ?`, [earlier, id]);
}

const OTHERS: Caller[] = ['visitor', 'student', 'admin'];

describe.each(CASES)('$name: a delete can be undone for a short time (issue 23)', (c) => {
  it('delete → kept but hidden from staff and public reads at once → restore by the SuperAdmin → back, logged', async () => {
    const { id } = await c.make();
    expect(await seen(c, id)).toEqual(everywhere(c, true));

    const removed = await as('superAdmin', c.del(id), { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(new Date(removed.body.restoreUntil).getTime()).toBeGreaterThan(Date.now());
    expect((await deletedAt(c, id)).length).toBe(1);
    expect(await seen(c, id)).toEqual(everywhere(c, false));
    // Deleting it again finds nothing.
    expect((await as('superAdmin', c.del(id), { method: 'DELETE' })).status).toBe(404);

    for (const caller of OTHERS)
      expect((await as(caller, c.restore(id), { method: 'POST' })).status, caller).toBeOneOf([401, 403]);
    expect((await seen(c, id)).staff).toBe(false);

    const restored = await as('superAdmin', c.restore(id), { method: 'POST' });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await seen(c, id)).toEqual(everywhere(c, true));
    expect((await as('superAdmin', c.restore(id), { method: 'POST' })).status).toBe(404);

    const log = await integrationDb().query<{ action: string; target: string }>(
      'SELECT action, target FROM admin_log_entries WHERE target_type = ? ORDER BY id DESC LIMIT 2',
      [c.uid],
    );
    expect(log.map((e) => e.action)).toEqual(['edit', 'delete']);
    expect(log[0].target).toContain('تمت استعادة المحذوف');
  });

  it('a restore after the window is refused with an Arabic reason, and the record stays deleted', async () => {
    const { id } = await c.make();
    expect((await as('superAdmin', c.del(id), { method: 'DELETE' })).status).toBe(200);
    await deletedAgo(c, id, 86_400_000);
    const late = await as('superAdmin', c.restore(id), { method: 'POST' });
    expect(late.status).toBe(410);
    expect(late.body.error?.message ?? late.body.message).toBe(`انتهت مهلة التراجع عن الحذف؛ حُذف ${c.noun} نهائيًا`);
    expect((await seen(c, id)).staff).toBe(false);
  });
});

describe.each(CASES.filter((c) => c.keyed))('$name: the natural key of a deleted record (issue 23)', (c) => {
  it('a new record with the natural key of a deleted one is accepted; the deleted one is then gone for good', async () => {
    const first = await c.make();
    expect((await as('superAdmin', c.del(first.id), { method: 'DELETE' })).status).toBe(200);
    const second = await c.make(first.key);
    expect(second.id).not.toBe(first.id);
    expect(await seen(c, second.id)).toEqual(everywhere(c, true));
    expect((await as('superAdmin', c.restore(first.id), { method: 'POST' })).status).toBe(404);
    expect(await deletedAt(c, first.id)).toEqual([]);
    expect((await seen(c, first.id)).staff).toBe(false);
  });
});

describe('what else reads the deleted records', () => {
  it("a deleted article's page answers 404 at once (a cached answer included), and 200 after its restore", async () => {
    const article = CASES.find((c) => c.name === 'articles')!;
    const { id, key } = await article.make();
    const page = async () => (await api(`/api/articles/${key}`)).status;
    expect([await page(), await page()]).toEqual([200, 200]);
    expect((await as('superAdmin', article.del(id), { method: 'DELETE' })).status).toBe(200);
    expect(await page()).toBe(404);
    expect((await as('superAdmin', article.restore(id), { method: 'POST' })).status).toBe(200);
    expect(await page()).toBe(200);
  });

  it('an Admin is refused the news restore with the same Arabic reason as its delete', async () => {
    const news = CASES.find((c) => c.name === 'news')!;
    const { id } = await news.make();
    const refused = await as('admin', news.del(id), { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect((await as('superAdmin', news.del(id), { method: 'DELETE' })).status).toBe(200);
    const restore = await as('admin', news.restore(id), { method: 'POST' });
    expect(restore.status).toBe(403);
    expect(restore.body.error?.message).toBe(refused.body.error?.message);
  });
});
