import { expect, test, type Page } from '@playwright/test';
import { CMS_URL, signInAs } from './support/session';
import { PNG, apiToken, checkAtBothWidths, signInThroughLogin } from './support/staff';

// Spec 3 §2, §3, §5, §8: the smart-assistant admin acted out by the SuperAdmin; results read back through the API.

type Faculty = { _id: string; faculty_name: string; faculty_code: string; faculty_logo: string };
type Row = {
  facultyId: string;
  private: number | null;
  galaleya: number | null;
  sinai: number | null;
  academy: number | null;
};
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

async function superHeaders(page: Page) {
  return { authorization: `Bearer ${(await apiToken(page, 'superAdmin')).token}` };
}
async function faculties(page: Page): Promise<Faculty[]> {
  return (await (await page.request.get(`${CMS_URL}/api/faculties`)).json()) as Faculty[];
}

test.describe('smart-assistant admin (/admin/smart-assistant)', () => {
  const code = `E${letters()}`;
  const name = `كلية اختبار ${code}`;
  const PAIR = '2024/other';
  let original: Row[] = [];

  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    const headers = await superHeaders(page);
    await page.request.put(`${CMS_URL}/api/score-matching/${PAIR}`, { headers, data: { scores: original } });
    for (const f of await faculties(page))
      if (f.faculty_code === code) await page.request.delete(`${CMS_URL}/api/faculties/${f._id}`, { headers });
    await page.close();
  });

  test('the SuperAdmin adds a faculty with a logo, saves its score criteria, then deletes it', async ({ page }) => {
    const before = await page.request.get(`${CMS_URL}/api/score-matching/${PAIR}`, {
      headers: await superHeaders(page),
    });
    original = ((await before.json()) as { scores: Row[] }).scores;

    await signInThroughLogin(page, 'superAdmin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.locator('a[href="/admin/smart-assistant"]').click();
    await expect(page).toHaveURL(/\/admin\/smart-assistant$/);
    await expect(page.getByRole('heading', { level: 1, name: 'إدارة المساعد الذكي' })).toBeVisible();
    await expect(page.locator('[data-faculty-id]').first()).toBeVisible();
    await checkAtBothWidths(page, 'smart-assistant', 'faculties');

    // Add: name and short code required; logo uploaded; the page link derived from the code.
    await page.getByRole('button', { name: 'إضافة كلية' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة كلية' });
    await dialog.getByRole('button', { name: 'إضافة', exact: true }).click();
    await expect(dialog.getByText('اسم الكلية مطلوب', { exact: true })).toBeVisible();
    await expect(dialog.getByText('رمز الكلية مطلوب', { exact: true })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'اسم الكلية', exact: true }).fill(name);
    await dialog.getByLabel(/الرمز المختصر/).fill(code.toLowerCase());
    await expect(dialog.getByLabel(/رابط صفحة الكلية/)).toHaveValue(`/SmartAssistant/Faculties/${code}`);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByText('تم رفع الشعار، احفظ النموذج لاعتماده', { exact: true })).toBeVisible();
    await checkAtBothWidths(page, 'smart-assistant', 'faculty-add');
    await dialog.getByRole('button', { name: 'إضافة', exact: true }).click();
    await expect(page.getByText('تمت إضافة الكلية بنجاح', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const added = (await faculties(page)).find((f) => f.faculty_code === code);
    expect(added).toMatchObject({ faculty_name: name, faculty_code: code });
    expect(added!.faculty_logo).toMatch(/^\/uploads\/.+\.png$/);
    const card = page.locator(`[data-faculty-id="${added!._id}"]`);
    await expect(card).toContainText(name);

    // Score criteria: year and certificate in the URL; an invalid score is refused with the server's message.
    await page.getByRole('tab', { name: 'معايير التنسيق' }).click();
    await expect(page.getByLabel('السنة')).toHaveValue('2025');
    await expect(page.getByLabel('نوع الشهادة')).toHaveValue('secondary_general');
    await page.getByLabel('السنة').selectOption('2024');
    await page.getByLabel('نوع الشهادة').selectOption('other');
    await expect(page).toHaveURL(/year=2024/);
    await expect(page).toHaveURL(/certificate=other/);
    const scores = page.locator(`fieldset[data-faculty-id="${added!._id}"]`);
    await expect(scores).toBeVisible();
    await scores.getByLabel('الجامعات الخاصة').fill('120');
    await expect(scores.getByText('الدرجة يجب أن تكون رقمًا من 0 إلى 100', { exact: true })).toBeVisible();
    await scores.getByLabel('الجامعات الخاصة').fill('88.5');
    await scores.getByLabel('جامعات سيناء').fill('70');

    // Leaving with unsaved scores asks first; staying keeps them.
    await page.getByLabel('السنة').selectOption('2023');
    const prompt = page.getByRole('alertdialog', { name: 'تغييرات غير محفوظة' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'البقاء في النموذج' }).click();
    await expect(page).toHaveURL(/year=2024/);
    await expect(scores.getByLabel('الجامعات الخاصة')).toHaveValue('88.5');
    await checkAtBothWidths(page, 'smart-assistant', 'scores');

    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/api/score-matching/${PAIR}`));
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    expect((await put).postDataJSON()).toMatchObject({ year: 2024, certificate: 'other' });
    await expect(page.getByText('تم حفظ التغييرات بنجاح', { exact: true })).toBeVisible();
    const stored = (await (
      await page.request.get(`${CMS_URL}/api/score-matching/${PAIR}`, { headers: await superHeaders(page) })
    ).json()) as { scores: Row[] };
    expect(stored.scores.find((r) => r.facultyId === added!._id)).toEqual({
      facultyId: added!._id,
      private: 88.5,
      galaleya: null,
      sinai: 70,
      academy: null,
    });

    // Delete through the confirmation.
    await page.getByRole('tab', { name: 'الكليات' }).click();
    await card.getByRole('button', { name: `حذف ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'حذف الكلية' });
    await expect(confirm).toContainText('هل أنت متأكد من حذف هذه الكلية؟');
    await confirm.getByRole('button', { name: 'حذف الكلية' }).click();
    await expect(page.getByText('تم حذف الكلية بنجاح', { exact: true })).toBeVisible();
    expect((await faculties(page)).some((f) => f.faculty_code === code)).toBe(false);
  });

  test('an Admin is sent to /admin and refused by the server (403)', async ({ page }) => {
    await signInThroughLogin(page, 'admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('a[href="/admin/smart-assistant"]')).toHaveCount(0);
    await page.goto('/admin/smart-assistant');
    await expect(page).toHaveURL(/\/admin$/);

    const headers = { authorization: `Bearer ${(await apiToken(page, 'admin')).token}` };
    expect(
      (await page.request.post(`${CMS_URL}/api/faculties`, { headers, data: { name: 'x', shortCode: 'XQ' } })).status(),
    ).toBe(403);
    const someone = (await faculties(page))[0];
    expect(
      (await page.request.put(`${CMS_URL}/api/faculties/${someone._id}`, { headers, data: { name: 'x' } })).status(),
    ).toBe(403);
    expect((await page.request.delete(`${CMS_URL}/api/faculties/${someone._id}`, { headers })).status()).toBe(403);
    expect((await page.request.get(`${CMS_URL}/api/score-matching/2025/secondary_general`, { headers })).status()).toBe(
      403,
    );
    expect(
      (
        await page.request.put(`${CMS_URL}/api/score-matching/2025/secondary_general`, {
          headers,
          data: { scores: [] },
        })
      ).status(),
    ).toBe(403);
  });
});

test('the faculties list pages and searches in the URL (issue 23)', async ({ page }) => {
  await signInAs(page, 'superAdmin');
  await page.goto('/admin/smart-assistant?page=2');
  const pager = page.getByRole('navigation', { name: 'صفحات القائمة' });
  await expect(pager).toContainText(/صفحة 2 من \d+ \(25–/);
  await page.getByRole('searchbox', { name: 'بحث باسم الكلية أو رمزها' }).fill('PHARM');
  await expect(page).toHaveURL(/q=PHARM/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.locator('[data-faculty-id]')).toHaveCount(1);
  await expect(page.locator('[data-faculty-id]')).toContainText('PHARM');
});
