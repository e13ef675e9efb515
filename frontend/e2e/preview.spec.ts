import { expect, test } from '@playwright/test';
import { CMS_URL, signInAs } from './support/session';
import { apiToken } from './support/staff';

// Issue 21 item 13: the site's /preview page refuses a link it cannot open, in Arabic, under
// the same banner (the opened draft is checked from the panel, e2e/panel.spec.ts); the public
// article page never shows a draft, not even to site staff.

test('a damaged or missing preview token: the Arabic refusal, no record', async ({ page }) => {
  await page.goto('/preview?token=abc.def');
  await expect(page.getByText('مسودة — معاينة')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('رابط المعاينة غير صالح');
  await page.goto('/preview');
  await expect(page.getByRole('alert')).toContainText('رابط المعاينة غير صالح');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a draft article’s page is not found, also for a signed-in site Admin', async ({ page }) => {
  const { token } = await apiToken(page, 'admin');
  const short = `dr${Date.now().toString(36)}`;
  const created = await page.request.post(`${CMS_URL}/api/articles/add`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: `مسودة ${short}`, Short_name: short, category: 'student_tips', details: 'نص', status: 'draft' },
  });
  expect(created.status()).toBeLessThan(300);
  await signInAs(page, 'admin');
  await page.goto(`/articles/${short}`);
  await expect(page.getByRole('heading', { name: 'المقال غير موجود' })).toBeVisible();
  await expect(page.getByText('تاريخ النشر')).toHaveCount(0);
});
