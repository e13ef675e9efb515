import { expect, test } from '@playwright/test';

/**
 * Public pages a search engine can read (issue 14): robots.txt and sitemap.xml on the site's own
 * origin (proxied to the CMS, which builds them from its records).
 */
test.describe('robots.txt and sitemap.xml on the site', () => {
  test('robots.txt is the CMS text, not the site page, and names the sitemap on this origin', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).not.toContain('<html');
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/scores$/m);
    expect(text).toMatch(/^Disallow: \/account$/m);
    expect(text).toContain(`Sitemap: ${new URL(baseURL!).origin}/sitemap.xml`);
  });

  test('sitemap.xml lists the public pages and the universities, each answering on this origin', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]));
    const origin = new URL(baseURL!).origin;
    expect(locs.every((u) => u.origin === origin)).toBe(true);
    const paths = locs.map((u) => u.pathname);
    expect(paths).toEqual(expect.arrayContaining(['/', '/Guide', '/News', '/articles', '/Status', '/terms']));
    expect(paths.filter((p) => p.startsWith('/Guide/')).length).toBeGreaterThan(3);
    for (const p of ['/', '/Guide', '/News']) expect((await request.get(p)).status()).toBe(200);
  });
});
