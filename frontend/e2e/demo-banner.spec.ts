import { expect, test } from '@playwright/test';

/*
 * The generated demo set (the default browser stack seeds it with --demo): every page says its figures
 * are not real (issue 22), above the page's content, and the API says so in the site settings.
 */
const PAGES = ['/', '/Guide', '/Guide/private/GUC', '/SmartAssistant/score', '/Scholarships', '/Status'];

test('the demo set: «بيانات تجريبية — ليست أرقامًا حقيقية» on every page, and demo_data in the API', async ({
  page,
}) => {
  const res = await page.request.get('/api/site-setting');
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { data: { demo_data: boolean } }).data.demo_data).toBe(true);
  for (const path of PAGES) {
    await page.goto(path);
    const banner = page.getByText('بيانات تجريبية — ليست أرقامًا حقيقية', { exact: true });
    await expect(banner, path).toBeVisible();
    // Above the page's own content.
    const [bannerBox, mainBox] = [await banner.boundingBox(), await page.locator('main#main').boundingBox()];
    expect(bannerBox!.y, path).toBeLessThan(mainBox!.y);
  }
});
