import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CMS_URL } from './support/session';

// Issue 20, finding 4: a file under /uploads is served on the site's own origin, where the
// visitor's token lives in localStorage. Hostile files are placed straight into the test CMS's
// uploads folder (as a file that got past an older check, or an upload of the seed would be),
// opened through the site, and must run no script there: the /uploads answers carry
// `Content-Security-Policy: default-src 'none'; sandbox` and nosniff, and anything that is not a
// PNG, JPEG or WebP image is an attachment. Run by
// `node scripts/test.mjs --e2e-only -- e2e/uploads-script.spec.ts` (which names the folder).

const UPLOADS = process.env.E2E_UPLOADS_DIR;
const MARK = 'hostile-upload-ran';
const tag = `e2e-hostile-${Date.now().toString(36)}`;

/** The attacker's code: reads the visitor's token from the site's storage and leaves it under a mark. */
const steal = (how: string) => `localStorage.setItem('${MARK}-${how}', String(localStorage.getItem('token')))`;
const HTML = (how: string) =>
  `<!doctype html><title>x</title><script src="/uploads/${tag}.js"></script>` +
  `<script>${steal(`${how}-inline`)}</script><img src="none" onerror="${steal(`${how}-handler`)}">`;
const FILES: Record<string, string> = {
  [`${tag}.js`]: `${steal('external-script')};`,
  [`${tag}.html`]: HTML('html'),
  [`${tag}.svg`]:
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">` +
    `<script href="/uploads/${tag}.js"/><script>${steal('svg-inline')}</script></svg>`,
  // A page under an image's name: nosniff keeps it from being read as anything but what it claims.
  [`${tag}-page.png`]: HTML('png-named'),
};

test.afterAll(() => {
  for (const name of Object.keys(FILES)) fs.rmSync(path.join(UPLOADS ?? '.', name), { force: true });
});

test('an HTML page or an SVG under /uploads runs no script on the site origin', async ({ page }) => {
  expect(UPLOADS, 'started by scripts/test.mjs, which names the CMS uploads folder').toBeTruthy();
  for (const [name, text] of Object.entries(FILES)) fs.writeFileSync(path.join(UPLOADS as string, name), text);

  await page.goto('/Login');
  await page.evaluate(() => localStorage.setItem('token', 'the-visitors-token'));

  for (const name of [`${tag}.html`, `${tag}.svg`, `${tag}-page.png`]) {
    // The file is reachable through the site (not a 404), whatever the browser then does with it.
    const answer = await page.request.get(`/uploads/${name}`);
    expect(answer.status(), name).toBe(200);
    // An attachment starts a download and aborts the navigation; a page that renders loads.
    await page.goto(`/uploads/${name}`).catch(() => undefined);
    await page.waitForTimeout(700);
  }

  await page.goto('/Login');
  const marks = await page.evaluate((mark) => Object.keys(localStorage).filter((k) => k.startsWith(mark)), MARK);
  expect(marks, 'script that ran on the site origin').toEqual([]);

  // The answers through the site's proxy carry the /uploads headers.
  for (const name of [`${tag}.html`, `${tag}.svg`, `${tag}.js`]) {
    const headers = (await page.request.get(`/uploads/${name}`)).headers();
    expect(headers['content-security-policy'], name).toBe("default-src 'none'; sandbox");
    expect(headers['x-content-type-options'], name).toBe('nosniff');
    expect(headers['content-disposition'], name).toBe('attachment');
  }
});

test("the site's images under /uploads still show in its pages", async ({ page }) => {
  const uni = await (await page.request.get(`${CMS_URL}/api/private/links/GUC`)).json();
  const logo = String(uni.university_Logo);
  expect(logo).toMatch(/^\/uploads\//);
  await page.goto('/Login');
  const width = await page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(0);
        img.src = src;
      }),
    logo,
  );
  expect(width).toBeGreaterThan(0);
});
