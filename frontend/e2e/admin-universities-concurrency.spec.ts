import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/session';
import { apiAs, checkScreen, signInThroughForm } from './support/staff';

/*
 * Two people edit one university with its parts (issue 21 follow-up, item 1). The first saves a
 * new phone, a dorm's price and the removal of the transport option. The second, who opened the
 * same version, typed a new bio, the transport's price and a new dorm: the save is refused with
 * «عدّل شخص آخر هذا السجل بعد فتحك له»; «إعادة التحميل» keeps all they typed, takes the first
 * person's phone and price, keeps the transport they edited (deleted by the other) as a new part
 * and says so; the second save then writes the merge.
 */
const STALE = 'عدّل شخص آخر هذا السجل بعد فتحك له';
const SHOTS = '/tmp/shots-universities-concurrency';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const code = `SYNCU${stamp}`.replace(/[^A-Z0-9]/g, '').slice(0, 20);
let id = '';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const res = await apiAs(page, 'admin', '/api/private/links/add', {
    method: 'POST',
    data: {
      university_code: code,
      university_Arabic_Name: `جامعة التزامن ${stamp}`,
      type: 'Private',
      Uni_Bio: 'النبذة الأولى',
      location: '#',
      first_year: '2025',
      second_year: '2024',
      third_year: '2023',
      fourth_year: '2022',
      fifth_year: '2021',
      website: 'https://example.org',
      phone: '0100',
      email: 'sync@example.org',
      facebook: '#',
      instagram: '#',
      youtube: '#',
      linkedin: '#',
      dorms: [{ type: 'سكن أول', price: '100', price_wafdeen: '200' }],
      transportation: [{ type: 'باص الجامعة', price: '50', price_wafdeen: '60' }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  id = (res.body as { _id: string })._id;
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await apiAs(page, 'superAdmin', `/api/private/${code}`, { method: 'DELETE' });
  await page.close();
});

async function openEditor(browser: Browser, who: keyof typeof ACCOUNTS, bio = 'النبذة الأولى'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/admin/universities-data?tab=edit&id=${id}`);
  await expect(page).toHaveURL(/\/Login/);
  await signInThroughForm(page, who);
  await expect(page.getByLabel(/^نبذة عن الجامعة/)).toHaveValue(bio);
  return page;
}

const section = (page: Page, name: string) => page.locator('section.uni-items', { hasText: name });

async function editPlace(page: Page, list: string, title: string, price: string) {
  const items = section(page, list);
  await items.getByRole('button', { name: `تعديل ${title}` }).click();
  await items.getByLabel(/^السعر/).fill(price);
  await items.getByRole('button', { name: 'حفظ', exact: true }).click();
}

const stored = async (page: Page) =>
  (await apiAs(page, 'admin', `/api/private/links/${id}`)).body as Record<string, string>;
const storedParts = async (page: Page, kind: 'dorms' | 'transportation') =>
  ((await apiAs(page, 'admin', `/api/private/${kind}?spec=${code}`)).body as Record<string, string>[])
    .map((p) => [p.type, p.price])
    .sort();

test('a refused all-parts save keeps the typed fields and parts after «إعادة التحميل», then saves the merge', async ({
  browser,
}) => {
  const first = await openEditor(browser, 'admin');
  const second = await openEditor(browser, 'superAdmin');

  // The first person: a new phone, the dorm's price, the transport removed; saved.
  await first.getByLabel(/^رقم الهاتف/).fill('0111');
  await editPlace(first, 'السكن', 'سكن أول', '150');
  await section(first, 'المواصلات').getByRole('button', { name: 'إزالة باص الجامعة' }).click();
  await first.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(first.locator('.toast', { hasText: 'تم حفظ التعديلات بنجاح' })).toBeVisible();

  // The second person, on the version they opened: a bio, the transport's price, a new dorm.
  await second.getByLabel(/^نبذة عن الجامعة/).fill('نبذة كتبها الشخص الثاني');
  await editPlace(second, 'المواصلات', 'باص الجامعة', '75');
  const dorms = section(second, 'السكن');
  await dorms.getByRole('button', { name: '+ إضافة سكن' }).click();
  await dorms.getByLabel(/^النوع/).fill('سكن جديد');
  await dorms.getByLabel(/^السعر/).fill('300');
  await dorms.getByLabel(/^سعر الوافدين/).fill('400');
  await dorms.getByRole('button', { name: 'حفظ', exact: true }).click();
  await second.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(second.getByRole('alert').filter({ hasText: STALE })).toBeVisible();
  await expect(second.getByLabel(/^نبذة عن الجامعة/)).toHaveValue('نبذة كتبها الشخص الثاني');
  // Nothing of the refused save was written.
  expect(await stored(second)).toMatchObject({ phone: '0111', Uni_Bio: 'النبذة الأولى' });
  await checkScreen(second, SHOTS, 'refused');

  await second.getByRole('button', { name: 'إعادة التحميل' }).click();
  await expect(second.getByRole('alert').filter({ hasText: STALE })).toHaveCount(0);
  await expect(second.getByLabel(/^رقم الهاتف/)).toHaveValue('0111');
  await expect(second.getByLabel(/^نبذة عن الجامعة/)).toHaveValue('نبذة كتبها الشخص الثاني');
  await expect(section(second, 'السكن')).toContainText('سكن أول');
  await expect(section(second, 'السكن')).toContainText('150');
  await expect(section(second, 'السكن')).toContainText('سكن جديد');
  // The transport the other person deleted and this person edited: kept as a new part, named.
  await expect(second.getByRole('status').filter({ hasText: 'باص الجامعة' })).toContainText('حذف شخص آخر');
  const transport = section(second, 'المواصلات');
  await expect(transport.getByLabel(/^السعر/)).toHaveValue('75');
  await checkScreen(second, SHOTS, 'reloaded');
  await transport.getByRole('button', { name: 'حفظ', exact: true }).click();

  await second.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(second.locator('.toast', { hasText: 'تم حفظ التعديلات بنجاح' })).toBeVisible();
  expect(await stored(second)).toMatchObject({ phone: '0111', Uni_Bio: 'نبذة كتبها الشخص الثاني' });
  expect(await storedParts(second, 'dorms')).toEqual([
    ['سكن أول', '150'],
    ['سكن جديد', '300'],
  ]);
  expect(await storedParts(second, 'transportation')).toEqual([['باص الجامعة', '75']]);

  await first.context().close();
  await second.context().close();
});

test('a refused dorm price is marked beside the field; fixing it removes the summary', async ({ browser }) => {
  // After the first test (serial): the bio the second person saved.
  const page = await openEditor(browser, 'admin', 'نبذة كتبها الشخص الثاني');
  const dorms = section(page, 'السكن');
  await dorms.getByRole('button', { name: 'تعديل سكن أول' }).click();
  const price = dorms.getByLabel(/^السعر/);
  await price.fill('1'.repeat(101));
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(dorms.getByText('قيمة السعر أطول من المسموح (100 حرف)')).toBeVisible();
  await expect(dorms.getByText('صحّح الحقول المعلَّمة باللون الأحمر لتفعيل زر الحفظ.')).toBeVisible();
  await expect(dorms.getByRole('button', { name: 'حفظ', exact: true })).toBeDisabled();
  await price.scrollIntoViewIfNeeded();
  await checkScreen(page, SHOTS, 'dorm-price-refused');
  await price.fill('175');
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dorms.getByText('صحّح الحقول المعلَّمة باللون الأحمر لتفعيل زر الحفظ.')).toHaveCount(0);
  await expect(dorms.getByRole('button', { name: 'حفظ', exact: true })).toBeEnabled();
  await page.context().close();
});
