import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { apiAs, callAs, checkAtBothWidths, signInThroughForm } from './support/staff';

/*
 * Issue 22 item 2 in the back office: the councils' floors table of one academic year
 * (/admin/admission-floors?year=…). An Admin edits a cell in its dialog (the source's fields
 * marked when empty, the server's duplicate refusal beside the field), a save made by someone else
 * meanwhile is a 409 whose reload keeps what was typed, and the public table shows the new
 * figure. The test works in an academic year of its own. Screenshots at 1366 and 390 px.
 */
const start = 2300 + Math.floor(Math.random() * 600);
const YEAR = `${start}/${start + 1}`;
const SOURCE = 'https://www.example.org/councils-floors';
const PLACE = `${YEAR} — الثانوية العامة والأزهرية — الفئة 3 — الطب البشري`;
const SOURCE_REQUIRED = 'أدخل رابط المصدر (http أو https) لكل مصروفات أو حد أدنى';
const DUPLICATE = 'هذه الخلية موجودة في جدول هذا العام: عدّل الخلية الموجودة بدل إضافة أخرى';

let cellId = '';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  for (const [group, percent] of [
    ['MED', 79],
    ['ENG', 70],
  ] as const) {
    const res = await apiAs(page, 'superAdmin', '/api/admission-floors', {
      method: 'POST',
      data: {
        academic_year: YEAR,
        certificate_group: 'thanaweya_azhar',
        tier: '3',
        faculty_group: group,
        percent,
        sources: [{ url: SOURCE, kind: 'council', academic_year: YEAR }],
      },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(201);
    if (group === 'MED') cellId = res.body._id;
  }
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  const cells = await callAs(page.request, null, 'GET', `/api/admission-floors?year=${encodeURIComponent(YEAR)}`);
  for (const c of cells.body as { _id: string }[])
    await apiAs(page, 'superAdmin', `/api/admission-floors/${c._id}`, { method: 'DELETE' });
  await page.close();
});

const table = (page: Page) => page.getByRole('region', { name: `الثانوية العامة والأزهرية — ${YEAR}` });
const publicPercent = async (page: Page) => {
  const res = await callAs(page.request, null, 'GET', `/api/admission-floors?year=${encodeURIComponent(YEAR)}`);
  return (res.body as { _id: string; percent: number }[]).find((c) => c._id === cellId)?.percent;
};
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an Admin edits a cell of the councils’ table and the public table shows it', async ({ page }) => {
  await page.goto(`/admin/admission-floors?year=${encodeURIComponent(YEAR)}`);
  await expect(page).toHaveURL(/\/Login/);
  await signInThroughForm(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'الحد الأدنى للتقدم (قرار المجلسين)' })).toBeVisible();
  await expect(page.getByText(`الحد الأدنى للتقدم وفق قرار مجلسي الجامعات الخاصة والأهلية ${YEAR}`)).toBeVisible();
  await expect(page.getByLabel('العام الدراسي')).toHaveValue(YEAR);
  await expect(table(page).getByText('79%')).toBeVisible();
  await expect(table(page).getByRole('link', { name: 'example.org' }).first()).toHaveAttribute('href', SOURCE);
  await checkAtBothWidths(page, 'admin-floors', 'table');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noOverflow(page)).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });

  await table(page)
    .getByRole('button', { name: `تعديل خلية: ${PLACE}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'تعديل خلية الجدول' });
  await expect(dialog.getByLabel('النسبة المئوية')).toHaveValue('79');
  await dialog.getByLabel('النسبة المئوية').fill('80.5');
  const url = dialog.getByLabel('رابط الصفحة (المصدر 1)');
  await url.fill('');
  await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(SOURCE_REQUIRED)).toBeVisible();
  await checkAtBothWidths(page, 'admin-floors', 'dialog-source-missing');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noOverflow(page)).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Cancel with unsaved changes asks first.
  await dialog.getByRole('button', { name: 'إلغاء', exact: true }).click();
  const discard = page.getByRole('alertdialog', { name: 'تجاهل التعديلات؟' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'متابعة التعديل' }).click();

  await url.fill(SOURCE);
  await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ الخلية' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table(page).getByText('80.50%')).toBeVisible();
  expect(await publicPercent(page)).toBe(80.5);
});

test('a save after someone else’s is refused; the reload keeps what was typed', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto(`/admin/admission-floors?year=${encodeURIComponent(YEAR)}`);
  await table(page)
    .getByRole('button', { name: `تعديل خلية: ${PLACE}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'تعديل خلية الجدول' });
  await dialog.getByLabel('النسبة المئوية').fill('82');

  // Someone else saves the same cell meanwhile.
  const other = await apiAs(page, 'superAdmin', `/api/admission-floors/${cellId}`, {
    method: 'PUT',
    data: { note: 'تصحيح من زميل' },
  });
  expect(other.status).toBe(200);

  await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
  const alert = dialog.getByRole('alert').filter({ hasText: 'عدّل شخص آخر هذا السجل بعد فتحك له' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'إعادة التحميل' }).click();
  await expect(alert).toBeHidden();
  await expect(dialog.getByLabel('النسبة المئوية')).toHaveValue('82');
  await expect(dialog.getByLabel('ملاحظة (اختياري)')).toHaveValue('تصحيح من زميل');
  await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ الخلية' })).toBeVisible();
  await expect(table(page).getByText('82%')).toBeVisible();
  expect(await publicPercent(page)).toBe(82);
});

test('adding a cell that exists shows the server’s refusal beside the field; an Admin sees no delete', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto(`/admin/admission-floors?year=${encodeURIComponent(YEAR)}`);
  await page.getByRole('button', { name: 'إضافة خلية', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة خلية إلى الجدول' });
  await dialog.getByLabel('فئة الجامعة').selectOption('3');
  await dialog.getByLabel('مجموعة الكليات').selectOption('ENG');
  await dialog.getByLabel('النسبة المئوية').fill('71');
  await dialog.getByRole('button', { name: 'إضافة مصدر' }).click();
  await dialog.getByLabel('رابط الصفحة (المصدر 1)').fill(SOURCE);
  await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(dialog.getByLabel('مجموعة الكليات')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(DUPLICATE).first()).toBeVisible();
  await dialog.getByLabel('فئة الجامعة').selectOption('4');
  await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تمت إضافة الخلية' })).toBeVisible();
  await expect(table(page).getByText('71%')).toBeVisible();

  await table(page)
    .getByRole('button', { name: `تعديل خلية: ${PLACE}` })
    .click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'حذف الخلية' })).toHaveCount(0);
});
