import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { openInSite } from './support/navigation';

// The home page of spec 1 §2 against the seeded CMS, used as a visitor or a signed-in student would.

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'ابحث عن جامعة بالاسم أو الرمز' });

test.describe('home page', () => {
  test('a signed-in student searches with the keyboard and opens the university guide', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('الألمانية');
    const options = page.getByRole('listbox', { name: 'الجامعات المقترحة' }).getByRole('option');
    await expect(options.first()).toContainText('الجامعة الألمانية بالقاهرة');
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/Guide\/private\/GUC$/);
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUniversityData') ?? 'null'));
    expect(cached?.university_code).toBe('GUC');
    expect(cached?.university_Arabic_Name).toBe('الجامعة الألمانية بالقاهرة');
  });

  test('a visitor sees at most 8 suggestions, with logos, and the list closes after leaving the field', async ({
    page,
  }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('جامعة');
    const options = page.getByRole('option');
    await expect(options).toHaveCount(8);
    await expect(options.first().locator('.hero-search__logo')).toBeVisible();

    await options.nth(2).hover();
    await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');

    // An empty query after trimming shows nothing.
    await box.fill('   ');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.fill('GUC');
    await expect(options).toHaveCount(1);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('listbox', { includeHidden: true })).toBeHidden();
  });

  test('the statistics count up to the values of the site settings once scrolled to', async ({ page }) => {
    const settings = await (await page.request.get('/api/site-setting?populate=*')).json();
    const expected = (settings.data.statistics as Array<{ value: number; suffix: string }>).map(
      (s) => `${s.value}${s.suffix}`,
    );
    await page.goto('/');
    const stats = page.getByRole('list', { name: 'دليل بالأرقام' });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats).toHaveAttribute('data-counting', 'started');
    await expect(stats.locator('.stats__value')).toHaveText(expected, { timeout: 5000 });
  });

  test('the reviews carousel shows only the approved reviews the server sends', async ({ page }) => {
    const reviews = (await (await page.request.get('/api/reviews')).json()) as Array<{ name: string; status?: string }>;
    expect(reviews.length).toBeGreaterThan(0);
    const expectedNames = reviews.map((r) => r.name).sort();

    await page.goto('/');
    const carousel = page.getByTestId('reviews-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover(); // pause the rotation while reading
    const seen = new Set<string>();
    const ratings = new Set<string>();
    const dots = carousel.locator('.carousel-dots__dot');
    const groups = Math.max(1, await dots.count());
    expect(groups).toBe(Math.ceil(reviews.length / 3));
    for (let i = 0; i < groups; i += 1) {
      if (groups > 1) await dots.nth(i).click();
      for (const name of await carousel.locator('.review-card__name').allTextContents()) seen.add(name);
      for (const label of await carousel
        .locator('.stars')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '')))
        ratings.add(label);
    }
    expect([...seen].sort()).toEqual(expectedNames);
    // The seed's pending and rejected reviews never reach the page.
    for (const hidden of ['نور الهدى علي', 'كريم عادل', 'زائر', 'طارق فتحي']) {
      expect(seen.has(hidden)).toBe(false);
    }
    // Half stars: the seed has ratings 5, 4.5, 4 and 3.5 among the approved reviews.
    expect(ratings).toContain('التقييم 4.5 من 5');
    expect(ratings).toContain('التقييم 3.5 من 5');
  });

  test('the latest three articles are shown newest first with a link to all articles', async ({ page }) => {
    const articles = (await (await page.request.get('/api/articles')).json()) as Array<{
      title: string;
      createdAt: string;
    }>;
    const latest = [...articles]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .slice(0, 3)
      .map((a) => a.title);
    await page.goto('/');
    const carousel = page.getByTestId('articles-carousel');
    await expect(carousel.locator('.article-tile__title')).toHaveText(latest);
    await expect(page.getByRole('link', { name: 'عرض جميع المقالات' })).toHaveAttribute('href', '/articles');
  });

  test('the footer counts this browser session and shows the count', async ({ page }) => {
    const visitorCall = page.waitForResponse((response) => response.url().includes('/api/visitors'));
    await page.goto('/');
    const url = new URL((await visitorCall).url());
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(url.searchParams.get('sessionId')).toBe(sessionId);

    const { count } = (await (await page.request.get('/api/visitors')).json()) as { count: number };
    await expect(page.getByTestId('visitor-count')).toHaveText(`عدد الزوار: ${count.toLocaleString('en-US')}`);
  });

  test('the visitor count has thousands separators', async ({ page }) => {
    await page.route('**/api/visitors?**', (route) => route.fulfill({ json: { count: 1234567 } }));
    await page.goto('/');
    await expect(page.getByTestId('visitor-count')).toHaveText('عدد الزوار: 1,234,567');
  });

  test('right-click and the devtools keys are blocked while block_devtools is on, and not when it is off', async ({
    page,
  }) => {
    const rightClickPrevented = () =>
      page.evaluate(() => {
        const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
        document.querySelector('h1')?.dispatchEvent(event);
        return event.defaultPrevented;
      });
    const keyPrevented = (key: string, ctrlKey: boolean, code: string) =>
      page.evaluate(
        ([k, ctrl, c]) => {
          const event = new KeyboardEvent('keydown', {
            key: k,
            code: c,
            ctrlKey: ctrl,
            bubbles: true,
            cancelable: true,
          });
          document.body.dispatchEvent(event);
          return event.defaultPrevented;
        },
        [key, ctrlKey, code] as const,
      );
    const settings = await (await page.request.get('/api/site-setting?populate=*')).json();
    expect(settings.data.block_devtools).toBe(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(rightClickPrevented).toBe(true);
    expect(await keyPrevented('F12', false, 'F12')).toBe(true);
    expect(await keyPrevented('u', true, 'KeyU')).toBe(true);
    expect(await keyPrevented('c', true, 'KeyC')).toBe(false); // copy still works

    await page.route('**/api/site-setting?**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.block_devtools = false;
      await route.fulfill({ response, json: body });
    });
    // In-site, so the browser's own fetch of the settings (the one routed above) decides: a page
    // loaded directly arrives server-rendered, with nothing blocked until it hydrates.
    await openInSite(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(rightClickPrevented).toBe(false);
    expect(await keyPrevented('F12', false, 'F12')).toBe(false);
  });

  test('screenshots at 1366 and 390 px', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const dir = process.env.SHOTS_DIR || testInfo.outputPath('shots');
    mkdirSync(dir, { recursive: true });
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await page.getByTestId('reviews-carousel').scrollIntoViewIfNeeded();
      await page.getByTestId('articles-carousel').scrollIntoViewIfNeeded();
      await page.getByRole('list', { name: 'دليل بالأرقام' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(2300);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${dir}/home-${width}.png`, fullPage: true });
      await searchBox(page).fill('جامعة');
      await expect(page.getByRole('option')).toHaveCount(8);
      await page.screenshot({ path: `${dir}/search-${width}.png` });
      // Nothing may be wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
