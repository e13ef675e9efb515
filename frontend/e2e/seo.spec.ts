import { expect, test, type APIRequestContext } from '@playwright/test';
import { CMS_URL } from './support/session';

// The test stack renders pages on the server only for requests that ask (frontend/vite.config.ts).
test.use({ extraHTTPHeaders: { 'X-Dalil-SSR': '1' } });

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

  test('sitemap.xml lists the public pages only (no login-only guide page), each answering on this origin', async ({
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
    expect(paths.filter((p) => p.startsWith('/Guide/') || p.startsWith('/articles/'))).toEqual([]);
    for (const p of ['/', '/Guide', '/News']) expect((await request.get(p)).status()).toBe(200);
  });
});

/**
 * The public routes answer HTML that holds their content and meta tags for a client without
 * JavaScript (rendered on request by the site's server), and the browser hydrates that HTML
 * without a React mismatch.
 */
const PUBLIC_PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /دليلك إلى الجامعات المصرية/ },
  { path: '/Guide', heading: /دليل الجامعات المصرية/ },
  { path: '/Status', heading: /حالة التقديم في الجامعات/ },
  { path: '/Scholarships', heading: /المنح الدراسية/ },
  { path: '/News', heading: /الأخبار/ },
  { path: '/Contact', heading: /تواصل معنا/ },
  { path: '/articles', heading: /المقالات/ },
  { path: '/join-us', heading: /انضم إلى فريق دليل/ },
  { path: '/terms', heading: /الشروط|شروط/ },
  { path: '/privacy', heading: /الخصوصية/ },
];

/** The first items each list page must already hold, read from the CMS as a visitor. */
async function firstItems(request: APIRequestContext, path: string): Promise<string[]> {
  const read = async <T>(url: string) => (await (await request.get(`${CMS_URL}${url}`)).json()) as T;
  if (path === '/News') return (await read<{ title: string }[]>('/api/news')).slice(0, 3).map((n) => n.title);
  if (path === '/Scholarships')
    return (await read<{ name: string }[]>('/api/scholarships')).slice(0, 3).map((s) => s.name);
  if (path === '/articles') return (await read<{ title: string }[]>('/api/articles')).slice(0, 3).map((a) => a.title);
  if (path === '/Guide')
    return (await read<{ university_Arabic_Name: string }[]>('/api/private/links'))
      .slice(0, 3)
      .map((u) => u.university_Arabic_Name);
  return [];
}

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} holds its heading, first items, title and description`, async ({ page, request }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(heading);
      for (const item of await firstItems(request, path)) await expect(page.getByText(item).first()).toBeVisible();
      const title = await page.title();
      expect(title).toMatch(/ \| دليل$/);
      if (path !== '/') expect(title).not.toBe('دليل | دليلك إلى الجامعات المصرية');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path === '/' ? '/' : path}$`),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    });
  }

  test('a login-only page stays empty for a client without JavaScript', async ({ page, request }) => {
    const [university] = await (await request.get(`${CMS_URL}/api/private/links`)).json();
    await page.goto(`/Guide/private/${university.university_code}`);
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('hydration of the server-rendered pages', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} hydrates without a mismatch and stays interactive`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(path);
      await expect(page.locator('h1').first()).toHaveText(heading);
      // The server's markup is kept: the heading is the same element before and after hydration.
      await page.waitForLoadState('networkidle');
      const mismatch = problems.filter((p) =>
        /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b|server rendered/i.test(p),
      );
      expect(mismatch).toEqual([]);
      // Hydrated: the menu toggle (mobile) or a header link navigates without a full load.
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await page.locator('header a[href="/News"], header a[href="/articles"]').first().click();
      await expect(page).toHaveURL(/\/(News|articles)$/);
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    });
  }
});

/**
 * Layout shift (issue 14): the main area keeps at least a screen's height while a route and its
 * data load, so the footer never sits in the first viewport and then jumps away.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width} px the footer stays below the fold while a page's data loads`, async ({ page }) => {
    await page.setViewportSize(viewport);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/news', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/terms');
    const footerTop = async () => (await page.locator('footer').first().boundingBox())!.y;
    expect(await footerTop()).toBeGreaterThanOrEqual(viewport.height);
    // In-site navigation to /News: the route loads, its list waits for the held answer.
    if (viewport.width <= 768) await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.getByRole('link', { name: 'الأخبار', exact: true }).first().click();
    await expect(page.locator('h1')).toHaveText('الأخبار');
    await expect(page.locator('.async-state--loading, .async-state--skeleton').first()).toBeVisible();
    expect(await footerTop()).toBeGreaterThanOrEqual(viewport.height);
    release();
    await expect(page.locator('.news-item').first()).toBeVisible();
  });
}
