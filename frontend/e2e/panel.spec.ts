import { expect, test, type Page } from '@playwright/test';
import { CMS_URL } from './support/session';
import { shoot } from './support/staff';

// Issue 21 item 12: the Strapi panel (CMS /admin) in Arabic from the sign-in page on, for the
// seeded panel editor (README): Arabic menu, home and lists, enumeration codes shown by their
// Arabic labels, Strapi's developer widgets and internal types out of the editor's sight.

const EDITOR = { email: 'editor@dalil.local', password: 'Dalil-Editor-2026' };
const REVIEWS = `${CMS_URL}/admin/content-manager/collection-types/api::review.review`;

test.use({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
// Strapi's admin app is a large bundle that loads each screen on demand: slower than the site.
test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page) {
  await page.goto(`${CMS_URL}/admin`);
  await page.getByLabel(/البريد الإلكتروني/).fill(EDITOR.email);
  await page.getByLabel(/كلمة المرور/).fill(EDITOR.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('heading', { name: /مرحبًا/ })).toBeVisible({ timeout: 60_000 });
}

test('the sign-in page opens in Arabic, right to left, in a browser that never chose a language', async ({ page }) => {
  await page.goto(`${CMS_URL}/admin`);
  await expect(page.getByRole('heading', { name: 'لوحة تحرير دليل' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByText('Welcome to Strapi', { exact: false })).toHaveCount(0);
  await shoot(page, 'panel', 'login-1366');
});

test('home: Arabic menu, the last edited records without internal types, no developer widgets', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('link', { name: 'الرئيسية', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'إدارة المحتوى', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'آخر ما عُدّل' })).toBeVisible();
  const main = page.locator('#main-content');
  for (const english of ['Home', 'Content Manager', 'Last edited entries', 'Project statistics', 'Entries'])
    await expect(main.getByText(english, { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Last published|Guided tour|Discover your application/i)).toHaveCount(0);
  // Visitor sessions, ad events and log entries are the site's own records, not the editors'.
  await expect(main.getByText(/^(زيارة|حدث إعلان|سجل العمليات)$/)).toHaveCount(0);
  await shoot(page, 'panel', 'home-1366');

  await page.getByRole('link', { name: 'إدارة المحتوى', exact: true }).first().click();
  const types = page.getByRole('navigation', { name: 'إدارة المحتوى' });
  await expect(types.getByText('جامعة', { exact: true })).toBeVisible({ timeout: 60_000 });
  for (const internal of ['زيارة', 'حدث إعلان', 'سجل العمليات', 'عداد محاولات الدخول', 'رمز تحقق'])
    await expect(types.getByText(internal, { exact: true })).toHaveCount(0);
  await shoot(page, 'panel', 'content-manager-1366');
});

test('a list shows enumeration codes by their Arabic labels, in the cells and the filter', async ({ page }) => {
  await signIn(page);
  await page.goto(`${REVIEWS}?page=1&pageSize=20&sort=createdAt:DESC`);
  const table = page.getByRole('grid');
  await expect(table.getByText(/^(قيد المراجعة|مقبول \(يظهر على الموقع\)|مرفوض)$/).first()).toBeVisible({
    timeout: 60_000,
  });
  for (const code of ['pending', 'approved', 'rejected'])
    await expect(table.getByText(code, { exact: true })).toHaveCount(0);
  await shoot(page, 'panel', 'list-enum-1366');

  await page.getByRole('button', { name: 'تصفية', exact: true }).click();
  await page.getByRole('combobox', { name: 'اختر الحقل' }).click();
  await page.getByRole('option', { name: 'حالة الرأي' }).click();
  await page.getByRole('combobox', { name: 'حالة الرأي' }).click();
  await expect(page.getByRole('option', { name: 'مرفوض' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'rejected' })).toHaveCount(0);
  await shoot(page, 'panel', 'list-filter-1366');
});

test('the edit view: «حفظ», «إجراءات أخرى» and the state chosen by its Arabic label', async ({ page }) => {
  await signIn(page);
  await page.goto(`${REVIEWS}?page=1&pageSize=20`);
  await page.getByRole('grid').getByRole('row').nth(1).click();
  await expect(page.getByRole('button', { name: 'حفظ', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'يحفظ' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'إجراءات أخرى' })).toBeVisible();
  await page.getByRole('combobox', { name: /حالة الرأي/ }).click();
  await expect(page.getByRole('option', { name: 'مرفوض' })).toBeVisible();
  await shoot(page, 'panel', 'edit-1366');
});

// Issue 21 item 13: «عرض على الموقع» opens the site's /preview with a signed, short-lived token:
// the draft under the «مسودة — معاينة» banner, with no site account.
test('«عرض على الموقع» of a draft article opens its preview on the site, no site account needed', async ({
  page,
  context,
}) => {
  await signIn(page);
  const jwt = await page.evaluate(
    () => JSON.parse(localStorage.getItem('jwtToken') ?? 'null') ?? document.cookie.match(/jwtToken=([^;]+)/)?.[1],
  );
  const short = `pv${Date.now().toString(36)}`;
  const created = await page.request.post(`${CMS_URL}/content-manager/collection-types/api::article.article`, {
    headers: { authorization: `Bearer ${jwt}` },
    data: {
      title: `مقال قيد الكتابة ${short}`,
      Short_name: short,
      category: 'student_tips',
      details: 'فقرة لم تُنشر بعد',
      article_status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;

  await page.goto(`${CMS_URL}/admin/content-manager/collection-types/api::article.article/${documentId}`);
  const link = page.getByRole('link', { name: /عرض على الموقع/ });
  await expect(link).toHaveAttribute('href', /\/preview\?token=[\w.%-]+$/, { timeout: 60_000 });
  await shoot(page, 'panel', 'edit-article-1366');

  const [site] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await site.waitForLoadState();
  await expect(site.getByText('مسودة — معاينة')).toBeVisible({ timeout: 60_000 });
  await expect(site.getByRole('heading', { name: `مقال قيد الكتابة ${short}` })).toBeVisible();
  await expect(site.getByText('حالة المقال: مسودة')).toBeVisible();
  await expect(site.getByTestId('preview-body')).toContainText('فقرة لم تُنشر بعد');
  await expect(site).not.toHaveURL(/\/Login/i);
  await site.setViewportSize({ width: 1366, height: 900 });
  await shoot(site, 'panel', 'preview-1366');
});
