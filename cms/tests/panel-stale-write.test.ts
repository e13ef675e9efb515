import { describe, expect, it } from 'vitest';
import { PANEL_BASE_VERSION_HEADER, PANEL_STALE_WRITE_MESSAGE } from '@dalil/domain/rules';
import { api, panelEditor } from './helpers';

/**
 * Two editors in Strapi's panel on one record (issue 21 item 2, «the panel's writes where Strapi
 * allows»): the panel sends the version it opened in a header (cms/src/admin/app.tsx), and the
 * content manager's update refuses a save made on an older version with 409 and writes nothing.
 */
const NEWS = '/content-manager/collection-types/api::news-item.news-item';
const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';

// Each item its own short name (unique among news): one failed case leaves no clash for the next.
const SHORT = `PSW${Date.now().toString(36).slice(-5)}`;
const newsBody = (title: string, short = SHORT) => ({
  title,
  Short_name: short,
  deadline: '2026-12-31',
  link: 'https://example.org/news',
  details: 'تفاصيل الخبر كما كتبها المحرر الأول',
});
const opened = (version: string) => ({ [PANEL_BASE_VERSION_HEADER]: version });

describe('the panel refuses a save made on a version someone else has saved since', () => {
  it('an older version gets 409 in Arabic and nothing is written; the current one saves; no header saves as before', async () => {
    const first = await panelEditor();
    const second = await panelEditor();
    const created = await first(NEWS, { method: 'POST', body: newsBody('خبر يحرره اثنان') });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBeOneOf([200, 201]);
    const { documentId, updatedAt: openedAt } = created.body.data as { documentId: string; updatedAt: string };

    // Both open it; the second saves first.
    const saved = await second(`${NEWS}/${documentId}`, {
      method: 'PUT',
      body: { ...newsBody('خبر يحرره اثنان'), details: 'تعديل المحرر الثاني' },
      headers: opened(openedAt),
    });
    expect(saved.status).toBe(200);
    const savedAt = saved.body.data.updatedAt as string;
    expect(savedAt).not.toBe(openedAt);

    // The first saves on the version it opened: refused, and the second's text stays.
    const stale = await first(`${NEWS}/${documentId}`, {
      method: 'PUT',
      body: { ...newsBody('عنوان المحرر الأول'), details: 'تعديل المحرر الأول' },
      headers: opened(openedAt),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(PANEL_STALE_WRITE_MESSAGE);
    const stored = await first(`${NEWS}/${documentId}`);
    expect(stored.body.data.details).toBe('تعديل المحرر الثاني');
    expect(stored.body.data.title).toBe('خبر يحرره اثنان');
    expect(stored.body.data.updatedAt).toBe(savedAt);

    // After reloading (the current version) the first's save goes through.
    const fresh = await first(`${NEWS}/${documentId}`, {
      method: 'PUT',
      body: { ...newsBody('عنوان المحرر الأول'), details: 'تعديل المحرر الأول' },
      headers: opened(savedAt),
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.title).toBe('عنوان المحرر الأول');

    // Scripts and older panels send no version: accepted as before.
    const bare = await first(`${NEWS}/${documentId}`, { method: 'PUT', body: { ...newsBody('بلا نسخة') } });
    expect(bare.status).toBe(200);
    expect(bare.body.data.title).toBe('بلا نسخة');

    // A version that is not a date is a 400, never a 500.
    const junk = await first(`${NEWS}/${documentId}`, {
      method: 'PUT',
      body: newsBody('x'),
      headers: opened('yesterday'),
    });
    expect(junk.status).toBe(400);
    expect((await first(`${NEWS}/${documentId}`)).body.data.title).toBe('بلا نسخة');

    await first(`${NEWS}/${documentId}`, { method: 'DELETE' });
  });

  it('a caller without a panel session changes nothing, not even the version', async () => {
    const editor = await panelEditor();
    const created = await editor(NEWS, { method: 'POST', body: newsBody('خبر للزائر', `${SHORT}v`) });
    const { documentId, updatedAt } = created.body.data as { documentId: string; updatedAt: string };
    const anonymous = await api(`${NEWS}/${documentId}`, {
      method: 'PUT',
      body: newsBody('x', `${SHORT}v`),
      headers: opened(updatedAt),
    });
    expect(anonymous.status).toBe(401);
    expect((await editor(`${NEWS}/${documentId}`)).body.data.updatedAt).toBe(updatedAt);
    await editor(`${NEWS}/${documentId}`, { method: 'DELETE' });
  });

  it('the site settings (a single type) are guarded the same way', async () => {
    const first = await panelEditor();
    const read = await first(SETTINGS);
    expect(read.status).toBe(200);
    const openedAt = read.body.data.updatedAt as string;
    const asOf = read.body.data.data_as_of as string | null;
    const saved = await first(SETTINGS, {
      method: 'PUT',
      body: { data_as_of: asOf ?? '' },
      headers: opened(openedAt),
    });
    expect(saved.status).toBe(200);
    const stale = await first(SETTINGS, {
      method: 'PUT',
      body: { data_as_of: 'قديم' },
      headers: opened(openedAt),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(PANEL_STALE_WRITE_MESSAGE);
    expect((await first(SETTINGS)).body.data.data_as_of).toBe(saved.body.data.data_as_of);
  });
});
