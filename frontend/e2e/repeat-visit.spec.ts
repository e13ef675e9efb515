import { expect, test, type Page, type Response } from '@playwright/test';
import { signInAs } from './support/session';

/*
 * Issue 14: the site keeps what it fetched between visits. A second visit to the score finder
 * shows its results from the kept data and revalidates every API read by ETag: each answer is a
 * 304 without a body; nothing is downloaded again.
 */
const FINDER = '/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=85';

/** The API GETs a page load answers, with their status and body size. */
function recordApi(page: Page) {
  const seen: { url: string; status: number; bytes: Promise<number> }[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    // Ads count every showing (their answer changes with each view), so they are not revalidated.
    if (
      response.request().method() !== 'GET' ||
      !url.pathname.startsWith('/api/') ||
      url.pathname.startsWith('/api/ads')
    )
      return;
    seen.push({
      url: `${url.pathname}${url.search}`,
      status: response.status(),
      bytes: response
        .request()
        .sizes()
        .then((s) => s.responseBodySize),
    });
  });
  return seen;
}

async function finderResults(page: Page) {
  await page.goto(FINDER);
  await expect(page.locator('[data-faculty]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('a second visit to the score finder moves only 304s', async ({ page }) => {
  await signInAs(page, 'student');
  const first = recordApi(page);
  await finderResults(page);
  const firstUrls = first.map((r) => r.url);
  // The four categories' offerings and university lists, each with only the fields the finder shows.
  for (const category of ['national', 'private', 'special', 'international']) {
    expect(firstUrls.some((u) => u.startsWith(`/api/${category}/faculty?fields`))).toBe(true);
    expect(firstUrls.some((u) => u.startsWith(`/api/${category}/links?fields`))).toBe(true);
  }
  expect(first.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(8);

  // Leave the page (the kept data is saved when it is hidden), then come back.
  await page.goto('/');
  page.removeAllListeners('response');
  const second = recordApi(page);
  await finderResults(page);
  const finderReads = second.filter((r) => /^\/api\/\w+\/(faculty|links)\?fields/.test(r.url));
  expect(finderReads.length).toBeGreaterThanOrEqual(8);
  const answers = await Promise.all(second.map(async (r) => ({ ...r, bytes: await r.bytes })));
  expect(answers.filter((r) => r.status !== 304)).toEqual([]);
  expect(answers.every((r) => r.bytes === 0)).toBe(true);
});

test('the results show at once from the kept data on a repeat visit, before any answer arrives', async ({ page }) => {
  await signInAs(page, 'student');
  await finderResults(page);
  await page.goto('/');
  // Every API read of the next visit is held back: what shows comes from the kept data.
  await page.route('**/api/**', async () => {});
  await page.goto(FINDER);
  await expect(page.locator('[data-faculty]').first()).toBeVisible();
});
