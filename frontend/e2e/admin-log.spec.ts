import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';
import { apiAs, apiToken, callAs, checkAtBothWidths, signInThroughLogin } from './support/staff';

// /admin/log (issue 13 "Operations log"), as the SuperAdmin; the Admin is bounced and refused.

type News = { _id: string; title: string };

test('an Admin edit appears in the log filtered by that staff member, with the before/after of the changed field', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The seeded Admin edits a news title through the API, then puts it back (the server logs both).
  const admin = await apiToken(page, 'admin');
  const list = await callAs(page.request, null, 'GET', '/api/news');
  expect(list.status).toBe(200);
  const item = (list.body as News[])[0];
  expect(item, 'a seeded news item').toBeTruthy();
  const marker = `e2e-log-${Date.now().toString(36)}`;
  const edited = `${item.title} ${marker}`;
  const put = await callAs(page.request, admin.token, 'PUT', `/api/news/${item._id}`, { title: edited });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const back = await callAs(page.request, admin.token, 'PUT', `/api/news/${item._id}`, { title: item.title });
  expect(back.status, JSON.stringify(back.body)).toBe(200);

  await signInThroughLogin(page, 'superAdmin');
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('link', { name: /سجل العمليات/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'سجل العمليات' })).toBeVisible();
  await expect(page.getByRole('main').locator('.log-entry').first()).toBeVisible();
  await checkAtBothWidths(page, 'log', 'list');

  // Filter as a person does: the staff member's name, the action, and text of the target.
  await page.getByRole('searchbox', { name: 'اسم عضو الفريق' }).fill(admin.name);
  await page.getByLabel('نوع العملية').selectOption('edit');
  await page.getByRole('searchbox', { name: 'البحث في وصف العملية' }).fill(marker);
  await expect(page).toHaveURL(new RegExp(`action=edit`));
  const entries = page.getByRole('main').locator('.log-entry');
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry.getByText('تعديل', { exact: true })).toBeVisible();
  await expect(entry.getByText(admin.name, { exact: true })).toBeVisible();
  await expect(entry.getByText('(أدمن)')).toBeVisible();
  await expect(entry.getByRole('heading')).toContainText(marker);
  // Only the changed field, with its old and new value.
  const diff = entry.getByRole('region', { name: /التغييرات/ });
  const rows = diff.getByRole('row');
  await expect(rows).toHaveCount(2); // header + title
  // The field by its Arabic name, the stored name beside it for the record.
  const titleRow = diff.getByRole('row', { name: /العنوان/ });
  await expect(titleRow.getByRole('rowheader')).toHaveText('العنوانtitle');
  await expect(titleRow.getByRole('cell').nth(0)).toHaveText(item.title);
  await expect(titleRow.getByRole('cell').nth(1)).toHaveText(edited);
  // The time in ar-EG with Latin digits.
  await expect(entry.locator('time')).toHaveText(/\d{4}/);
  await expect(entry.locator('time')).not.toHaveText(/[٠-٩]/);
  await checkAtBothWidths(page, 'log', 'filtered');

  // The filters survive a reload (they are in the URL).
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'اسم عضو الفريق' })).toHaveValue(admin.name);
  await expect(page.getByLabel('نوع العملية')).toHaveValue('edit');
  await expect(page.getByRole('main').locator('.log-entry')).toHaveCount(1);

  // A date range before the edit shows nothing (the dates are sent to the server).
  await page.getByLabel('من تاريخ').fill('2000-01-01');
  await page.getByLabel('إلى تاريخ').fill('2000-01-02');
  await expect(page).toHaveURL(/from=2000-01-01/);
  await expect(page.getByText('لا توجد عمليات مطابقة')).toBeVisible();
});

test('clearing old entries asks first; cancel keeps everything, a date before any entry removes nothing', async ({
  page,
}) => {
  await signInAs(page, 'superAdmin');
  await page.goto('/admin/log');
  const clearButton = page.getByRole('button', { name: 'حذف السجلات القديمة' });
  await expect(clearButton).toBeDisabled();
  await page.getByLabel('حذف السجلات الأقدم من').fill('2000-01-01');
  await clearButton.click();
  const dialog = page.getByRole('alertdialog', { name: 'حذف السجلات القديمة' });
  await expect(dialog).toContainText('1/1/2000');
  await checkAtBothWidths(page, 'log', 'clear-dialog');
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog).toBeHidden();

  // Confirmed with a date before every seeded and test entry: the server removes nothing.
  let sent = '';
  page.on('request', (r) => {
    if (r.method() === 'DELETE' && r.url().includes('/api/admin-logs')) sent = r.url();
  });
  await clearButton.click();
  await dialog.getByRole('button', { name: 'حذف', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حذف 0 من السجلات' })).toBeVisible();
  expect(sent).toContain('before=2000-01-01');
});

test('an Admin is sent to /admin from /admin/log and refused the log at the server', async ({ page }) => {
  const { token } = await apiToken(page, 'admin');
  expect((await callAs(page.request, token, 'GET', '/api/admin-logs')).status).toBe(403);
  expect((await callAs(page.request, token, 'DELETE', '/api/admin-logs?before=2000-01-01')).status).toBe(403);
  expect((await apiAs(page, 'superAdmin', '/api/admin-logs?limit=1')).status).toBe(200);
  await signInAs(page, 'admin');
  await page.goto('/admin/log');
  await expect(page).toHaveURL(/\/admin$/);
});
