import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, checkScreen, signInThroughForm } from './support/staff';

/*
 * Two people on one review (issue 21 follow-up, item 2). An approve/reject refused as stale is
 * not sent again: «إعادة التحميل» shows the review as it is now and says what the other person
 * changed. An edit refused as stale keeps its typed text through «إعادة التحميل» and saves after.
 */
const STALE = 'عدّل شخص آخر هذا السجل بعد فتحك له';
const SHOTS = '/tmp/shots-reviews-concurrency';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const name = `E2E رأي التزامن ${stamp}`;
let id = '';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const res = await apiAs(page, 'superAdmin', '/api/reviews/add', {
    method: 'POST',
    data: {
      name,
      affiliation: 'طالب',
      logo_url: '/images/users/temp.png',
      rating: 4,
      review: 'النص الأول',
      status: 'pending',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  id = (res.body as { _id: string })._id;
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await apiAs(page, 'superAdmin', `/api/reviews/${id}`, { method: 'DELETE' });
  await page.close();
});

async function open(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  await expect(page).toHaveURL(/\/Login/);
  await signInThroughForm(page, 'superAdmin');
  return page;
}

const stored = async (page: Page) =>
  ((await apiAs(page, 'superAdmin', '/api/reviews')).body as Record<string, unknown>[]).find((r) => r._id === id)!;

test('a stale reject is not sent again: reload shows the approval and names what changed', async ({ browser }) => {
  const url = `/admin/reviews?q=${encodeURIComponent(name)}`;
  const first = await open(browser, url);
  const second = await open(browser, url);
  const card = (page: Page) => page.locator(`[data-review-id="${id}"]`);
  await expect(card(second)).toContainText('قيد المراجعة');

  await card(first).getByRole('button', { name: 'اعتماد' }).click();
  await expect(card(first)).toContainText('معتمد');

  await card(second).getByRole('button', { name: 'رفض' }).click();
  await expect(second.getByRole('alert').filter({ hasText: STALE })).toBeVisible();
  expect((await stored(second)).status).toBe('approved');
  await checkScreen(second, SHOTS, 'status-refused');

  await second.getByRole('button', { name: 'إعادة التحميل' }).click();
  await expect(second.getByRole('alert').filter({ hasText: STALE })).toHaveCount(0);
  await expect(card(second)).toContainText('معتمد');
  await expect(second.getByRole('status').filter({ hasText: 'غيّر الشخص الآخر' })).toContainText('الحالة');
  // Nothing was sent again: still approved.
  expect((await stored(second)).status).toBe('approved');
  await checkScreen(second, SHOTS, 'status-reloaded');
  await first.context().close();
  await second.context().close();
});

test('a stale edit keeps the typed text through «إعادة التحميل» and then saves', async ({ browser }) => {
  const page = await open(browser, `/admin/reviews?tab=edit&id=${id}`);
  await expect(page.getByLabel(/^نص الرأي/)).toHaveValue('النص الأول');

  // Another person renames the review after this form was opened.
  const other = await apiAs(page, 'superAdmin', `/api/reviews/${id}`, {
    method: 'PUT',
    data: { name: `${name} معدل`, updatedAt: (await stored(page)).updatedAt },
  });
  expect(other.status, JSON.stringify(other.body)).toBe(200);

  await page.getByLabel(/^نص الرأي/).fill('نص كتبه الشخص الثاني');
  await page.getByRole('button', { name: 'حفظ التعديلات' }).click();
  await expect(page.getByRole('alert').filter({ hasText: STALE })).toBeVisible();
  await expect(page.getByLabel(/^نص الرأي/)).toHaveValue('نص كتبه الشخص الثاني');

  await page.getByRole('button', { name: 'إعادة التحميل' }).click();
  await expect(page.getByLabel(/^الاسم/)).toHaveValue(`${name} معدل`);
  await expect(page.getByLabel(/^نص الرأي/)).toHaveValue('نص كتبه الشخص الثاني');
  await page.getByRole('button', { name: 'حفظ التعديلات' }).click();
  await expect(page.getByText('تم تحديث الرأي بنجاح', { exact: true })).toBeVisible();
  expect(await stored(page)).toMatchObject({ name: `${name} معدل`, review: 'نص كتبه الشخص الثاني' });
  await page.context().close();
});
