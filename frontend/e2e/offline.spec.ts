import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { checkAtBothWidths } from './support/staff';

/*
 * Issue 25 item 4: the site offline after a first visit. The service worker is allowed here only
 * (playwright.config.ts blocks it elsewhere). One visit online as a signed-in student fills the
 * caches; then the network is switched off and the guide page, the score finder and the comparison
 * still work, with the banner; the manifest is a manifest and Chromium finds the site installable;
 * sign-out deletes the cache of what the person read.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 1366, height: 900 } });

const DATA_CACHE = 'dalil-public-data-v1';
const FINDER = '/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=85&tab=private';
const BANNER = /^تعمل دون اتصال — بيانات محدّثة في \d{1,2} \S+ \d{4}$/;
/** The offline banner (the page has other live regions: the desire buttons' announcements). */
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'تعمل دون اتصال' });

async function guidePageWorks(page: Page) {
  await page.goto('/Guide/private/GUC');
  await expect(page.getByRole('heading', { level: 1, name: /الجامعة الألمانية بالقاهرة/ })).toBeVisible();
  await expect(page.locator('.offering-card__block').first()).toBeVisible();
}

async function finderWorks(page: Page) {
  await page.goto(FINDER);
  // The faculties within reach of 85 %, counted from every category's offerings.
  await expect(page.getByRole('heading', { name: /^الكليات المتاحة لمجموعك \([1-9]\d*\)$/ })).toBeVisible();
}

async function comparisonWorks(page: Page) {
  await page.goto('/SmartAssistant/faculty-comparison');
  await expect(page.getByRole('heading', { level: 1, name: 'قارن كلية بين جامعتين' })).toBeVisible();
  await page.getByLabel('الكلية').selectOption('ENG');
  await expect(page.locator('.assistant-pick').first()).toBeVisible();
}

test('after one visit the guide, the finder, the comparison and the desire list work offline; sign-out deletes the read cache', async ({
  page,
  context,
}) => {
  await signInAs(page, 'student');
  await page.goto('/SmartAssistant');
  // The worker installs (the app shell precached) and takes over the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

  // The manifest and the worker as the server sends them; Chromium's own installability check
  // (Page.getInstallabilityErrors: what Lighthouse's installable-manifest audit reported).
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as Record<string, unknown> & { icons: { sizes: string; purpose: string }[] };
  expect(body).toMatchObject({ short_name: 'دليل', lang: 'ar', dir: 'rtl', display: 'standalone', start_url: '/' });
  expect(String(body.name)).toContain('دليل');
  expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

  // The first visit, online: the pages read their data (and the worker keeps the public reads).
  await guidePageWorks(page);
  await finderWorks(page);
  await comparisonWorks(page);
  // The desire list (item 1): a row added from the guide online; offline it is read from the local copy.
  await guidePageWorks(page);
  const add = page
    .locator('.offering-card')
    .getByRole('button', { name: /إلى قائمة رغباتي$/ })
    .first();
  if (await add.count()) {
    await add.click();
    await expect(page.getByRole('link', { name: 'في قائمة رغباتي ✓' }).first()).toBeVisible();
  }
  await page.goto('/Desires');
  const desires = page.locator('.desires-list > li');
  await expect(desires.first()).toBeVisible();
  const desireCount = await desires.count();
  await expect(page.getByRole('status').filter({ hasText: 'تعمل دون اتصال' })).toHaveCount(0);
  const kept = await page.evaluate(
    async (name) =>
      (await (await caches.open(name)).keys()).map((r) => ({ url: r.url, token: r.headers.has('authorization') })),
    DATA_CACHE,
  );
  expect(kept.some(({ url }) => url.includes('/api/private/links/GUC'))).toBe(true);
  // Nothing private: no answer to a request with a token, no account or user read.
  expect(kept.filter(({ token }) => token)).toEqual([]);
  expect(kept.filter(({ url }) => /\/api\/(users|account|admin)/.test(url))).toEqual([]);

  await context.setOffline(true);
  await guidePageWorks(page);
  await expect(banner(page)).toHaveText(BANNER);
  // The banner on the page: axe at 1366 and 390 px, screenshots in /tmp/shots-offline/.
  await checkAtBothWidths(page, 'offline', 'guide-offline');
  await finderWorks(page);
  await expect(banner(page)).toHaveText(BANNER);
  await comparisonWorks(page);
  await expect(banner(page)).toHaveText(BANNER);
  await page.goto('/Desires');
  await expect(page.getByRole('heading', { level: 1, name: 'قائمة رغباتي' })).toBeVisible();
  await expect(desires).toHaveCount(desireCount);
  // The staff screens are not offered offline: no app shell for /admin.
  await expect(page.goto('/admin')).rejects.toThrow();

  // Back online, sign-out deletes the cache of what this person read; the app shell stays.
  await context.setOffline(false);
  await page.goto('/Guide/private/GUC');
  await page.locator('.account-menu__toggle').click();
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/Login$/);
  await expect.poll(() => page.evaluate((name) => caches.has(name), DATA_CACHE)).toBe(false);
  const left = await page.evaluate(() => caches.keys());
  expect(left.some((name) => name.startsWith('workbox-precache'))).toBe(true);
});

// Chromium's own installability check (Page.getInstallabilityErrors over CDP: what Lighthouse's
// installable-manifest audit reported before Lighthouse 12 dropped it). A test context is an
// incognito one, which Chromium never offers to install («in-incognito»): this one has a profile.
test('Chromium finds the site installable', async ({ playwright, launchOptions }, testInfo) => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
