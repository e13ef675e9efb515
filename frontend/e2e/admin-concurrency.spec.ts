import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, CMS_URL } from './support/session';
import { apiAs, signInThroughForm } from './support/staff';

/*
 * Two people edit the same news item (issue 21 item 2): the first saves; the second, whose screen
 * still holds the version they opened, is refused with «عدّل شخص آخر هذا السجل بعد فتحك له» and
 * keeps what they typed; «إعادة التحميل» brings in the first person's change, and the second save
 * then goes through.
 */
const STALE = 'عدّل شخص آخر هذا السجل بعد فتحك له';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const short = `SYNC${stamp}`.replace(/[^A-Za-z0-9]/g, '');
let id = '';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const res = await apiAs(page, 'admin', '/api/news/add', {
    method: 'POST',
    data: {
      title: `خبر التزامن ${stamp}`,
      Short_name: short,
      deadline: '2031-05-01',
      link: 'https://example.eg/news',
      details: 'التفاصيل الأولى',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  id = (res.body as { _id: string })._id;
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await apiAs(page, 'superAdmin', `/api/news/${id}`, { method: 'DELETE' });
  await page.close();
});

async function openEditor(browser: Browser, who: keyof typeof ACCOUNTS): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/admin/news?tab=edit&id=${id}`);
  await expect(page).toHaveURL(/\/Login/);
  await signInThroughForm(page, who);
  await expect(page.getByLabel(/^التفاصيل/)).toHaveValue('التفاصيل الأولى');
  return page;
}

const stored = async (page: Page) =>
  ((await (await page.request.get(`${CMS_URL}/api/news`)).json()) as Record<string, string>[]).find(
    (n) => n._id === id,
  )!;

test('the later, stale save is refused with the message, keeps its text, and saves after «إعادة التحميل»', async ({
  browser,
}) => {
  const first = await openEditor(browser, 'admin');
  const second = await openEditor(browser, 'superAdmin');

  await first.getByLabel(/^العنوان/).fill(`خبر التزامن ${stamp} معدل`);
  await first.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(first.locator('.toast', { hasText: 'تم تحديث الخبر بنجاح' })).toBeVisible();

  const mine = 'تفاصيل كتبها الشخص الثاني';
  await second.getByLabel(/^التفاصيل/).fill(mine);
  await second.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(second.getByRole('alert').filter({ hasText: STALE })).toBeVisible();
  await expect(second.getByLabel(/^التفاصيل/)).toHaveValue(mine);
  // Nothing of the refused save was written.
  expect(await stored(second)).toMatchObject({ title: `خبر التزامن ${stamp} معدل`, details: 'التفاصيل الأولى' });

  await second.getByRole('button', { name: 'إعادة التحميل' }).click();
  await expect(second.getByLabel(/^العنوان/)).toHaveValue(`خبر التزامن ${stamp} معدل`);
  await expect(second.getByLabel(/^التفاصيل/)).toHaveValue(mine);
  await second.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(second.locator('.toast', { hasText: 'تم تحديث الخبر بنجاح' })).toBeVisible();
  expect(await stored(second)).toMatchObject({ title: `خبر التزامن ${stamp} معدل`, details: mine });

  await first.context().close();
  await second.context().close();
});
