import { describe, expect, it } from 'vitest';
import { api, as } from './helpers';
import { verifiedPerson } from './account-helpers';

/**
 * «قائمة رغباتي» (issue 25 item 1) over real HTTP: the list is its owner's alone (the routes take
 * the owner from the session, so another user, staff included, reads and writes only their own),
 * visitors have none on the server, bad input is a 400 with an Arabic message, a create never
 * updates, and a save based on an older version is refused (409) without writing.
 */
const row = (offering: string, note = '') => ({ offering, university: 'MIU', faculty: 'ENG', program: null, note });

describe('desire list (/api/desires)', () => {
  it('belongs to its owner alone; visitors and other users cannot read or change it', async () => {
    const a = await verifiedPerson('desire-a');
    const b = await verifiedPerson('desire-b');
    const call = (token: string | undefined, method = 'GET', body?: unknown) =>
      api('/api/desires', { method, token, body });

    expect(await call(a.token)).toMatchObject({ status: 200, body: { items: [], updatedAt: null } });
    const created = await call(a.token, 'PUT', {
      items: [row('offA1', 'ملاحظتي الخاصة'), row('offA2')],
      updatedAt: null,
    });
    expect(created.status).toBe(200);
    expect(created.body.items.map((r: { offering: string }) => r.offering)).toEqual(['offA1', 'offA2']);

    // A visitor: no permission at all.
    expect((await call(undefined)).status).toBe(403);
    expect((await call(undefined, 'PUT', { items: [row('x')], updatedAt: null })).status).toBe(403);

    // Another user, and staff, see their own (empty) list, never A's.
    for (const other of [b.token, undefined]) {
      const answer = other ? await call(other) : await as('superAdmin', '/api/desires');
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain('offA1');
    }
    // B's save writes B's list; A's is untouched.
    expect((await call(b.token, 'PUT', { items: [row('offB')], updatedAt: null })).status).toBe(200);
    expect((await call(a.token)).body.items.map((r: { offering: string }) => r.offering)).toEqual(['offA1', 'offA2']);
    expect((await call(b.token)).body.items.map((r: { offering: string }) => r.offering)).toEqual(['offB']);

    // Strapi's generated collection routes do not exist for this type (no way to address a list by id).
    for (const path of ['/api/desire-lists', '/api/desire-lists/1']) {
      const answer = await api(path, { token: b.token });
      expect([403, 404]).toContain(answer.status);
      expect(JSON.stringify(answer.body ?? '')).not.toContain('offA1');
    }
  });

  it('answers bad input with a 400 in Arabic, never a 500', async () => {
    const p = await verifiedPerson('desire-bad');
    const put = (body: unknown) => api('/api/desires', { method: 'PUT', token: p.token, body });
    const cases: [unknown, string][] = [
      [{}, 'items'],
      [{ items: 'x' }, 'items'],
      [{ items: [row('a', 'ن'.repeat(301))], updatedAt: null }, 'الملاحظة'],
      [{ items: [row('a/../b')], updatedAt: null }, 'offering'],
      [{ items: [row('a'), row('a')], updatedAt: null }, 'مكررة'],
      [{ items: [row('a')], updatedAt: 'أمس' }, 'updatedAt'],
      [{ items: [{ ...row('a'), university: { $ne: null } }] }, 'الجامعة'],
    ];
    for (const [body, words] of cases) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error.message).toContain(words);
    }
    const raw = await api('/api/desires', {
      method: 'PUT',
      token: p.token,
      raw: { data: '{"items": [', type: 'application/json' },
    });
    expect(raw.status).toBe(400);
    // Nothing was stored by any of them.
    expect((await api('/api/desires', { token: p.token })).body).toEqual({ items: [], updatedAt: null });
  });

  it('a create never updates, and a save from a stale tab is refused (409) without writing', async () => {
    const p = await verifiedPerson('desire-stale');
    const put = (body: unknown) => api('/api/desires', { method: 'PUT', token: p.token, body });

    // Two tabs that both read «no list» create at once: one wins, the other is refused.
    const [first, second] = await Promise.all([
      put({ items: [row('tab1')], updatedAt: null }),
      put({ items: [row('tab2')], updatedAt: null }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const stored = (await api('/api/desires', { token: p.token })).body;
    expect(stored.items).toHaveLength(1);

    // A create on top of the stored list is refused, not turned into an update.
    expect((await put({ items: [row('again')], updatedAt: null })).status).toBe(409);

    // Tab 1 saves from the version it read; tab 2, still on that version, is then refused.
    const saved = await put({ items: [row('newer', 'أولى')], updatedAt: stored.updatedAt });
    expect(saved.status).toBe(200);
    const refused = await put({ items: [row('older')], updatedAt: stored.updatedAt });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/نافذة أو جهاز آخر|عدّل شخص آخر/);
    expect((await api('/api/desires', { token: p.token })).body.items).toEqual([
      { offering: 'newer', university: 'MIU', faculty: 'ENG', program: null, note: 'أولى' },
    ]);
  });
});
