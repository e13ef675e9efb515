import { expect, test } from '@playwright/test';
import { checkAtBothWidths, signInThroughLogin } from './support/staff';

// The /admin shell (spec 3 §2): who gets in, where staff land, the dashboard's cards by role.

const ADMIN_CARDS = [
  'الجامعات',
  'حالة التقديم',
  'الأخبار',
  'المنح',
  'المقالات',
  'جدول الحد الأدنى',
  'الحد الأدنى للتقدم (قرار المجلسين)',
  'حداثة البيانات',
];
const SUPER_ADMIN_CARDS = [
  'المستخدمون',
  'رسائل التواصل',
  'طلبات الانضمام',
  'آراء المستخدمين',
  'الإعلانات',
  'المساعد الذكي',
  'تحديث الحد الأدنى',
  'سجل العمليات',
];
const cardTitles = (page: import('@playwright/test').Page) => page.locator('.admin-dashboard__title').allTextContents();

test.describe('the /admin shell', () => {
  test('an Admin signing in lands on /admin and sees the five sections and the scores table only', async ({ page }) => {
    await signInThroughLogin(page, 'admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
    await expect(page).toHaveTitle(/لوحة التحكم/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await cardTitles(page)).toEqual(ADMIN_CARDS);
    await expect(page.getByRole('main').getByRole('link', { name: /الأخبار/ })).toHaveAttribute('href', '/admin/news');
    await expect(page.getByRole('main').getByRole('link', { name: /جدول الحد الأدنى/ })).toHaveAttribute(
      'href',
      '/scores',
    );
    await checkAtBothWidths(page, 'shell', 'dashboard-admin');
  });

  test('a SuperAdmin sees every admin card, and a SuperAdmin card only for a screen that exists', async ({ page }) => {
    await signInThroughLogin(page, 'superAdmin');
    await expect(page).toHaveURL(/\/admin$/);
    const titles = await cardTitles(page);
    expect(titles.slice(0, ADMIN_CARDS.length)).toEqual(ADMIN_CARDS);
    const extra = titles.slice(ADMIN_CARDS.length);
    for (const title of extra) {
      expect(SUPER_ADMIN_CARDS).toContain(title);
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(title) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toHaveCount(0);
      await page.goto('/admin');
    }
    await checkAtBothWidths(page, 'shell', 'dashboard-superadmin');
  });

  test('/account and the header account entry take staff to /admin', async ({ page }) => {
    await signInThroughLogin(page, 'admin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/');
    await page.getByRole('banner').locator('.account-menu__toggle').click();
    await page.getByRole('banner').getByRole('link', { name: 'حسابي' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
  });

  test('the dashboard back button goes to / and logout clears the session and goes to /Login', async ({ page }) => {
    await signInThroughLogin(page, 'admin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('button', { name: /الصفحة الرئيسية/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/Login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/Login$/);
  });

  test('a student is kept out of /admin and its screens (sent to /)', async ({ page }) => {
    await signInThroughLogin(page, 'student');
    await expect(page).toHaveURL(/\/account$/);
    for (const path of ['/admin', '/admin/news', '/admin/articles?tab=add']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('a visitor is sent to /Login, and after signing in as staff comes back to the screen asked for', async ({
    page,
  }) => {
    await page.goto('/admin/scholarships?tab=add');
    await expect(page).toHaveURL(/\/Login$/);
    const form = page.getByRole('form', { name: 'تسجيل الدخول' });
    await form.getByLabel('البريد الإلكتروني').fill('admin@dalil.local');
    await form.getByLabel('كلمة المرور', { exact: true }).fill('Dalil-Admin-2026');
    await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/scholarships\?tab=add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'إدارة المنح' })).toBeVisible();
  });
});
