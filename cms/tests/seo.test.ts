import { describe, expect, inject, it } from 'vitest';
import { api, as, CATEGORIES } from './helpers';
import { unique } from './content-helpers';

/**
 * GET /api/seo/robots.txt and /api/seo/sitemap.xml (issue 14), served by the site at
 * /robots.txt and /sitemap.xml. The sitemap is built from the records on each request.
 */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

async function sitemap(): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${inject('cmsUrl')}/api/seo/sitemap.xml`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('robots.txt', () => {
  it('is plain text for everyone, shuts out staff, account and sign-in pages and names the sitemap', async () => {
    const res = await fetch(`${inject('cmsUrl')}/api/seo/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    for (const path of ['/admin', '/scores', '/account', '/SmartAssistant', '/Login'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.find((l) => l.startsWith('Sitemap: '))).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/);
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages only: no login-only guide page or article page (issue 24)', async () => {
    const res = await sitemap();
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/xml/);
    const paths = locs(res.text).map((l) => new URL(l).pathname);
    for (const p of ['/', '/Guide', '/Status', '/Scholarships', '/News', '/Contact', '/articles', '/join-us'])
      expect(paths).toContain(p);
    const list = await api(`/api/${CATEGORIES[0]}/links`);
    expect((list.body as unknown[]).length).toBeGreaterThan(0);
    expect(paths.filter((p) => p.startsWith('/Guide/') || p.startsWith('/articles/'))).toEqual([]);
    // No staff or account page is listed.
    expect(paths.some((p) => /^\/(admin|scores|account|SmartAssistant|Login)/i.test(p))).toBe(false);
  });

  it('is current: a published article dates /articles at once; no article page is listed', async () => {
    const [published, draft] = [unique('SeoP'), unique('SeoD')];
    const add = (short: string, status: string) =>
      as('admin', '/api/articles/add', {
        method: 'POST',
        body: { title: `مقال ${short}`, Short_name: short, category: 'student_tips', status, details: 'نص' },
      });
    const created = await add(published, 'published');
    expect(created.status).toBe(201);
    expect((await add(draft, 'draft')).status).toBe(201);

    // The article pages need a login: never listed; the list page /articles is dated by its newest article.
    const text = (await sitemap()).text;
    const paths = locs(text).map((l) => new URL(l).pathname);
    expect(paths).not.toContain(`/articles/${published}`);
    expect(paths).not.toContain(`/articles/${draft}`);
    const today = new Date().toISOString().slice(0, 10);
    expect(text).toMatch(new RegExp(`/articles</loc><lastmod>${today}</lastmod>`));

    const removed = await as('superAdmin', `/api/articles/delete/${created.body._id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
  });
});
