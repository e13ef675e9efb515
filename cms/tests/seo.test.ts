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
  it('lists the public pages and every university of the directory', async () => {
    const res = await sitemap();
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/xml/);
    const paths = locs(res.text).map((l) => new URL(l).pathname);
    for (const p of ['/', '/Guide', '/Status', '/Scholarships', '/News', '/Contact', '/articles', '/join-us'])
      expect(paths).toContain(p);
    let universities = 0;
    for (const category of CATEGORIES) {
      const list = await api(`/api/${category}/links`);
      expect(list.status).toBe(200);
      for (const u of list.body as { university_code: string }[]) {
        expect(paths).toContain(`/Guide/${category}/${encodeURIComponent(u.university_code)}`);
        universities += 1;
      }
    }
    expect(universities).toBeGreaterThan(0);
    expect(paths.filter((p) => p.startsWith('/Guide/')).length).toBe(universities);
    // No staff or account page is listed.
    expect(paths.some((p) => /^\/(admin|scores|account|SmartAssistant|Login)/i.test(p))).toBe(false);
  });

  it('is current: a published article appears at once, a draft never, a deleted one goes', async () => {
    const [published, draft] = [unique('SeoP'), unique('SeoD')];
    const add = (short: string, status: string) =>
      as('admin', '/api/articles/add', {
        method: 'POST',
        body: { title: `مقال ${short}`, Short_name: short, category: 'student_tips', status, details: 'نص' },
      });
    const created = await add(published, 'published');
    expect(created.status).toBe(201);
    expect((await add(draft, 'draft')).status).toBe(201);

    let paths = locs((await sitemap()).text).map((l) => new URL(l).pathname);
    expect(paths).toContain(`/articles/${published}`);
    expect(paths).not.toContain(`/articles/${draft}`);

    const removed = await as('superAdmin', `/api/articles/delete/${created.body._id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    paths = locs((await sitemap()).text).map((l) => new URL(l).pathname);
    expect(paths).not.toContain(`/articles/${published}`);
  });
});
