import { expect, test, type Page } from '@playwright/test';

// Issue 10, finding 2: a stored `javascript:` link must never become a clickable href on the
// site. The server refuses such links on every write now (cms/tests/security-links.test.ts), so
// the browser gets them here through an intercepted API answer — as data stored before the fix
// would arrive — and the real Chromium must render them without an href and run nothing.

const day = 86_400_000;
const XSS = 'javascript:window.__xss=1;alert(document.domain)';

/** Answers GET `path` with `body` (JSON), as if the CMS had stored it. */
async function serve(page: Page, path: string, body: unknown) {
  await page.route(
    (url) => url.pathname === path,
    (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: body }) : route.fulfill({ status: 200, json: {} }),
  );
}

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

test.describe('links from data', () => {
  test.beforeEach(async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a script ran and opened a dialog: ${dialog.message()}`);
    });
  });

  test('a popup ad whose ctalink is javascript: shows its button text with no href; clicking runs nothing', async ({
    page,
  }) => {
    await serve(page, '/api/ads', [
      {
        _id: 'xss-ad',
        title: 'إعلان خبيث',
        ctalink: XSS,
        ctaText: 'اضغط هنا',
        image_path: '/images/ads/a.png',
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + day).toISOString(),
        priority: 0,
        targetAudience: 'all',
        currentShows: 0,
        currentClicks: 0,
      },
    ]);
    await page.goto('/News');
    const dialog = page.getByRole('dialog', { name: 'إعلان خبيث' });
    await expect(dialog).toBeVisible({ timeout: 12_000 });
    await expect(dialog.getByText('اضغط هنا')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'اضغط هنا' })).toHaveCount(0);
    await expect(dialog.locator('[href]')).toHaveCount(0);
    await dialog.getByText('اضغط هنا').click();
    await expectNothingRan(page);
  });

  test('a news item whose link is javascript: is shown without a link', async ({ page }) => {
    await serve(page, '/api/news', [
      {
        _id: 'xss-news',
        title: 'خبر بخطاف',
        Short_name: 'xss',
        deadline: '2031-01-01',
        link: XSS,
        details: 'تفاصيل',
        logo_url: null,
      },
    ]);
    await page.goto('/News');
    await expect(page.getByRole('heading', { name: 'خبر بخطاف' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'خبر بخطاف' })).toHaveCount(0);
    await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
    await page.getByRole('heading', { name: 'خبر بخطاف' }).click();
    await expectNothingRan(page);
  });
});
