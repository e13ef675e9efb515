import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// Run by `npm test` against the seeded CMS (the shell also renders with defaults when the CMS is down).

test.describe('site shell', () => {
  test('home page is Arabic, right-to-left, in Cairo, with header and footer', async ({ page }) => {
    await page.goto('/');

    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');

    await expect(page.getByRole('heading', { level: 1, name: 'دليلك إلى الجامعات المصرية' })).toBeVisible();
    await expect(page).toHaveTitle(/\| دليل$/);

    const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(fontFamily).toContain('Cairo');
    // The bundled font file is actually used, not a system fallback.
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('700 16px Cairo', 'دليل'))).toBe(true);

    const header = page.getByRole('banner');
    const loginLink = header.getByRole('link', { name: 'تسجيل الدخول' });
    await expect(loginLink).toBeVisible();
    await expect(loginLink).toHaveAttribute('href', '/Login');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('تاريخ الإطلاق: 2024-08-09');
    await expect(footer.getByRole('link', { name: 'الشروط والأحكام' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/privacy');

    await expect(page.getByRole('link', { name: 'المساعد الذكي' })).toHaveAttribute('href', '/SmartAssistant/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  });

  test('footer social links and FAQ come from the CMS site settings', async ({ page }) => {
    const settings = JSON.parse(
      readFileSync(new URL('../../scripts/seed/data/site-settings.json', import.meta.url), 'utf8'),
    );
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'فيسبوك' })).toHaveAttribute('href', settings.social.facebook);
    await expect(page.getByRole('button', { name: settings.faq[0].question })).toBeVisible();
  });

  test('hamburger opens and closes the menu at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');

    const hamburger = page.getByRole('button', { name: 'فتح القائمة' });
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(hamburger).toBeVisible();
    await expect(nav).toBeHidden();

    await hamburger.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إغلاق القائمة' })).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', { name: 'إغلاق القائمة' }).click();
    await expect(nav).toBeHidden();
  });

  test('a page that does not exist shows the Arabic 404', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
    await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('terms and privacy pages are reachable from the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'الشروط والأحكام' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible();
    await expect(page.getByText('لقوانين جمهورية مصر العربية')).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'سياسة الخصوصية' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@dalil.example' }).first()).toBeVisible();
  });
});
