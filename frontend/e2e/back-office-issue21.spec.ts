import { expect, test, type Page } from '@playwright/test';
import { CMS_URL, signInAs } from './support/session';
import { apiAs, shoot } from './support/staff';

/*
 * Issue 21 (back office), items 3, 6, 8, 9 and 11 as staff meet them: the order screen shows and
 * saves the public order and one move changes only two universities; the faculty editor marks a
 * bad score; the post-login target survives /Login and goes at logout and expiry; the admission
 * details dialog opens at its top; the status screen's delete buttons are dimmed for an Admin and
 * every «التفاصيل» button names its university. Screenshots in /tmp/shots-issue21.
 */
// Independent tests: one failure does not skip the others.
test.describe.configure({ timeout: 120_000 });

type Link = { university_code: string; university_Arabic_Name: string; index: number };
const linksOf = async (page: Page, category: string) =>
  (await (await page.request.get(`${CMS_URL}/api/${category}/links`)).json()) as Link[];
const WIDTHS = [
  [1366, 900],
  [390, 844],
] as const;

test('item 3: the order screen lists /Guide’s order, and one move changes only the two universities', async ({
  page,
}) => {
  const before = await linksOf(page, 'private');
  expect(before.length).toBeGreaterThan(3);
  await signInAs(page, 'admin');
  await page.goto('/admin/universities-data?type=private');
  await page.getByRole('button', { name: 'تغيير الترتيب' }).click();
  // The list while ordering is the public one (/Guide sorts by index), not the sections.
  await expect(page.locator('.uni-card__name').first()).toHaveText(before[0].university_Arabic_Name);
  expect(await page.locator('.uni-card__name').allTextContents()).toEqual(before.map((u) => u.university_Arabic_Name));
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await shoot(page, 'issue21', `universities-ordering-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: `تحريك ${before[1].university_Arabic_Name} لأعلى`, exact: true }).click();
  await page.getByRole('button', { name: 'حفظ الترتيب' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ ترتيب الجامعات بنجاح' })).toBeVisible();
  try {
    const after = await linksOf(page, 'private');
    expect(after.map((u) => u.university_code)).toEqual([
      before[1].university_code,
      before[0].university_code,
      ...before.slice(2).map((u) => u.university_code),
    ]);
    const changed = after.filter((u) => before.find((b) => b.university_code === u.university_code)?.index !== u.index);
    expect(changed.map((u) => u.university_code).sort()).toEqual(
      [before[0].university_code, before[1].university_code].sort(),
    );
    await page.goto('/Guide');
    const cards = page.getByRole('tabpanel').getByRole('link');
    await expect(cards.first()).toContainText(before[1].university_Arabic_Name);
    await expect(cards.nth(1)).toContainText(before[0].university_Arabic_Name);
  } finally {
    const restored = await apiAs(page, 'admin', '/api/private/links/order', {
      method: 'PUT',
      data: { codes: before.map((u) => u.university_code) },
    });
    expect(restored.status).toBe(200);
  }
});

test('item 6: a bad score in the faculty editor is marked with its message; fixing it removes the summary', async ({
  page,
}) => {
  // MIU: a private university with many faculties in the data set.
  const miu = (await linksOf(page, 'private')).find((u) => u.university_code === 'MIU')!;
  await signInAs(page, 'admin');
  await page.goto('/admin/universities-data?type=private');
  await page.getByRole('button', { name: `تعديل ${miu.university_Arabic_Name}`, exact: true }).click();
  await page
    .locator('.uni-item')
    .first()
    .getByRole('button', { name: /^تعديل / })
    .click();
  const open = page.locator('.uni-item--open').first();
  const score = open.locator('input[id$="thanwyaa_firstYear_score"]');
  await score.fill('150');
  await expect(score).toHaveAttribute('aria-invalid', 'true');
  await expect(open.getByText('الحد الأدنى يجب أن يكون رقمًا بين 0 و100 أو "-"')).toBeVisible();
  await expect(open.getByRole('button', { name: 'حفظ', exact: true })).toBeDisabled();
  await expect(open.getByText('صحّح الحقول المعلَّمة باللون الأحمر لتفعيل زر الحفظ.')).toBeVisible();
  await score.scrollIntoViewIfNeeded();
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await score.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-issue21/faculty-score-error-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await score.fill('85');
  await expect(score).not.toHaveAttribute('aria-invalid', 'true');
  // A changed score is saved with its source and academic year (issue 22).
  const scoreSource = open.getByRole('group', { name: 'مصدر الحد الأدنى' });
  await scoreSource.getByLabel('رابط المصدر').fill('https://example.org/admission-2025');
  await scoreSource.getByLabel('العام الدراسي').fill('2025/2026');
  await expect(open.getByText('صحّح الحقول المعلَّمة باللون الأحمر لتفعيل زر الحفظ.')).toBeHidden();
  await expect(open.getByRole('button', { name: 'حفظ', exact: true })).toBeEnabled();
});

test('item 8: /Login while signed in goes to the saved target; logout drops it', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('redirectAfterLogin', '/Scholarships'));
  await page.goto('/Login');
  await expect(page).toHaveURL(/\/Scholarships$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();

  // Logout from a staff screen: the next person on this browser is not sent to the last one's page.
  await page.evaluate(() => localStorage.setItem('redirectAfterLogin', '/admin/news'));
  await page.goto('/admin');
  await page.getByRole('button', { name: 'تسجيل الخروج' }).first().click();
  await expect(page).toHaveURL(/\/Login/);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

async function expectDialogAtTop(page: Page, name: string, shot: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(name);
  expect(await page.locator('.dialog').evaluate((el) => el.scrollTop)).toBe(0);
  await expect(dialog.getByRole('button', { name: 'إغلاق' }).first()).toBeInViewport();
  await shoot(page, 'issue21', shot);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('items 9 and 11: on the status screen the details open at the top; Admin’s delete is dimmed and explained', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto('/admin/admission-status');
    const card = page.locator('.status-admin-card').first();
    const name = (await card.locator('.status-admin-card__name').textContent())!;
    // Buttons named with the university (item 11).
    await expect(card.getByRole('button', { name: `التفاصيل: ${name}`, exact: true })).toBeVisible();
    const remove = card.getByRole('button', { name: `حذف ${name}`, exact: true });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAttribute('title', 'فقط السوبر أدمن يمكنه حذف البيانات');
    await expect(page.getByText('فقط السوبر أدمن يمكنه حذف البيانات').first()).toBeVisible();
    await shoot(page, 'issue21', `status-admin-manage-${width}`);
    await card.getByRole('button', { name: `التفاصيل: ${name}`, exact: true }).click();
    await expectDialogAtTop(page, name, `status-admin-details-${width}`);
  }
});

test('item 9: on /Status the details open at the top with focus on the title', async ({ page }) => {
  await signInAs(page, 'student');
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto('/Status');
    const card = page.locator('.status-card').first();
    const name = (await card.locator('.status-card__name').textContent())!;
    await card.click();
    await expectDialogAtTop(page, name, `status-details-${width}`);
  }
});
