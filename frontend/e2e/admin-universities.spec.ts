import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, CMS_URL } from './support/session';
import { apiAs, checkScreen, signInThroughForm } from './support/staff';

/*
 * /admin/universities-data as staff would use it (spec 3 §2–§5, issue 12): an Admin adds a
 * university with two faculties, a dorm and a transport option, edits it (removing a faculty),
 * reorders its type and sees the order on /Guide and /Status, and is refused the delete tab; a
 * SuperAdmin deletes it and nothing of it is left. One log entry per change, in the actor's name.
 */

const stamp = Date.now().toString(36).toUpperCase();
const code = `BRW${stamp}`;
const name = `جامعة المتصفح ${stamp}`;
const SHOTS = '/tmp/shots-univ';
const SCREEN = '/admin/universities-data';
// A 1×1 PNG: the logo upload checks the content, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
fs.mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ mode: 'serial' });

/** Opens the screen at `search`; the guard sends a visitor to /Login and back here after signing in. */
async function openAs(page: Page, who: keyof typeof ACCOUNTS, search: string) {
  await page.goto(`${SCREEN}${search}`);
  await expect(page).toHaveURL(/\/Login/);
  await signInThroughForm(page, who);
  await expect(page).toHaveURL(new RegExp(`${SCREEN}`));
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة الجامعات' })).toBeVisible();
}

/** Holds the calls to `pattern` back a little, so the busy state of a button can be seen; answers the undo. */
async function slowly(page: Page, pattern: string) {
  await page.route(pattern, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  return () => page.unroute(pattern);
}

const axeCheck = (page: Page, label: string) => checkScreen(page, SHOTS, label);

const parts = async (page: Page) => {
  const get = async (path: string) =>
    ((await (await page.request.get(`${CMS_URL}${path}`)).json()) as unknown[]).length;
  return {
    faculties: await get(`/api/special/faculty?university=${code}`),
    dorms: await get(`/api/special/dorms?spec=${code}`),
    transportation: await get(`/api/special/transportation?spec=${code}`),
  };
};

/** The fields of an admin-log entry these tests read. */
type LogEntry = {
  action: string;
  target: string;
  adminType: string;
  adminName: string;
  beforeEdit: { faculties: unknown[] };
  afterEdit: { faculties: unknown[]; order: Record<string, number> };
};

const logOf = async (page: Page, target: string) =>
  (
    (await apiAs(page, 'superAdmin', `/api/admin-logs?limit=100&target=${encodeURIComponent(target)}`)).body as {
      data: LogEntry[];
    }
  ).data;

test('an Admin adds a university with two faculties, a dorm and a transport option', async ({ page }) => {
  await openAs(page, 'admin', '?tab=add');
  const form = page.getByRole('form', { name: 'إضافة جامعة جديدة' });
  await expect(page.getByRole('tab', { name: 'إضافة جامعة' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'حذف جامعة' })).toHaveCount(0);
  // The type selector is not shown on add; the form has its own type.
  await expect(page.getByRole('tablist', { name: 'نوع الجامعات' })).toHaveCount(0);
  await expect(form.getByLabel('فيسبوك')).toHaveValue('#');
  await expect(form.getByLabel('السنة الأولى')).toHaveValue('2025');

  // Required fields of add (spec 3 §5).
  await form.getByRole('button', { name: 'إضافة الجامعة' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'يرجى ملء جميع الحقول المطلوبة' })).toBeVisible();
  await expect(form.getByLabel('رمز الجامعة')).toBeFocused();

  await form.getByLabel('رمز الجامعة').fill(code);
  await form.getByLabel('اسم الجامعة بالعربية').fill(name);
  await form.getByLabel('نوع الجامعة').selectOption('special');
  await form.getByRole('combobox', { name: 'القسم', exact: true }).selectOption('IntAgreement');
  await form.getByLabel('نبذة عن الجامعة').fill('جامعة أنشأها اختبار المتصفح.\nسطر ثان.');
  await form.getByLabel('رقم الهاتف').fill('0100 000 0000');
  await form.getByLabel('البريد الإلكتروني').fill('info@example.org');
  await form.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('تم رفع الشعار، احفظ النموذج لاعتماده')).toBeVisible();

  // Faculty 1: the item's save stays disabled until it is complete.
  await form.getByRole('button', { name: '+ إضافة كلية' }).click();
  let item = form.locator('.uni-item--open');
  const save = item.getByRole('button', { name: 'حفظ', exact: true });
  await expect(item.getByLabel('المصريون — الفئة أ')).toHaveValue('0');
  await expect(item.getByLabel('ثانوية عامة — السنة الأولى')).toHaveValue('-');
  await expect(save).toBeDisabled();
  await item.getByLabel('اسم الكلية').fill('كلية الهندسة');
  await item.getByLabel('رمز الكلية').selectOption('ENG');
  await item.getByLabel('الشعبة').selectOption('math');
  await expect(save).toBeDisabled();
  await item.getByLabel('البرامج').fill('مدني، عمارة، ميكاترونكس');
  await item.getByLabel('ثانوية عامة — السنة الخامسة').fill('82.5');
  // A score is saved with its source and academic year (issue 22).
  await expect(save).toBeDisabled();
  const scoreSource = item.getByRole('group', { name: 'مصدر الحد الأدنى' });
  await scoreSource.getByLabel('رابط المصدر').fill('https://example.org/admission-2025');
  await scoreSource.getByLabel('العام الدراسي').fill('2025/2026');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(form.locator('.uni-item--open')).toHaveCount(0);

  // Faculty 2: the section is a closed list (issue 24): no «أخرى» with a typed text.
  await form.getByRole('button', { name: '+ إضافة كلية' }).click();
  item = form.locator('.uni-item--open');
  await item.getByLabel('اسم الكلية').fill('كلية الحاسبات');
  await item.getByLabel('رمز الكلية').selectOption('CS');
  await expect(item.getByLabel('الشعبة').locator('option:not([value=""])')).toHaveText([
    'علمي علوم',
    'علمي رياضة',
    'علمي (علوم أو رياضة)',
    'أدبي',
    'جميع الشعب',
    'الشعبة غير مذكورة في المصدر',
  ]);
  await item.getByLabel('الشعبة').selectOption({ label: 'علمي (علوم أو رياضة)' });
  await item.getByLabel('البرامج').fill('علوم الحاسب');
  await item.getByRole('button', { name: 'حفظ', exact: true }).click();
  // The second can move up in its group, the first cannot.
  await expect(form.getByRole('button', { name: 'تحريك كلية الهندسة لأعلى' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'تحريك كلية الحاسبات لأسفل' })).toBeDisabled();

  await form.getByRole('button', { name: '+ إضافة سكن' }).click();
  item = form.locator('.uni-item--open');
  await expect(item.getByLabel('سعر الوافدين')).toHaveValue('0');
  await item.getByLabel('النوع (سكن)').fill('غرفة مزدوجة');
  await item.getByRole('textbox', { name: 'السعر', exact: true }).fill('30000');
  await item.getByRole('button', { name: 'حفظ', exact: true }).click();

  await form.getByRole('button', { name: '+ إضافة وسيلة مواصلات' }).click();
  item = form.locator('.uni-item--open');
  await item.getByLabel('النوع (مواصلات)').fill('خط التجمع الخامس');
  await item.getByRole('textbox', { name: 'السعر', exact: true }).fill('12000');
  await item.getByRole('button', { name: 'حفظ', exact: true }).click();
  await axeCheck(page, 'add-form');

  // Submitting disables the button and relabels it while the call runs.
  const release = await slowly(page, '**/api/special/links/add');
  await form.getByRole('button', { name: 'إضافة الجامعة' }).click();
  await expect(page.getByRole('button', { name: 'جارٍ إضافة الجامعة...' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'تمت إضافة الجامعة بنجاح' })).toBeVisible();
  await release();

  // Back on manage, on the new university's type.
  await expect(page).toHaveURL(/type=special/);
  await expect(page.getByRole('tab', { name: 'جامعات ذات طبيعة خاصة' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[data-code="${code}"]`)).toContainText(name);
  expect(await parts(page)).toEqual({ faculties: 2, dorms: 1, transportation: 1 });
  const stored = await (await page.request.get(`${CMS_URL}/api/special/links/${code}`)).json();
  expect(stored.university_Logo).toMatch(/^\/uploads\/.+\.png$/);
  await expect(page.locator(`[data-code="${code}"] img`)).toHaveAttribute('src', stored.university_Logo);
  const offerings = (await (
    await page.request.get(`${CMS_URL}/api/special/faculty?university=${code}`)
  ).json()) as Record<string, string>[];
  expect(offerings.find((o) => o.faculty_short === 'CS')).toMatchObject({
    section: 'scientific',
    feesEgyption: '0',
    wafdeen_score: '-',
  });
  expect(offerings.find((o) => o.faculty_short === 'ENG')).toMatchObject({ thanwyaa_fifthYear_score: '82.5' });
});

test('manage: search, sections, the SuperAdmin-only delete; the delete tab bounces an Admin', async ({ page }) => {
  await openAs(page, 'admin', '?type=special');
  await expect(page.getByRole('heading', { level: 2, name: /جامعات الاتفاقيات الدولية/ })).toBeVisible();
  await page.getByRole('searchbox').fill(name.replace('المتصفح', 'المتصفّح'));
  await expect(page.locator('.uni-card')).toHaveCount(1);
  const del = page.getByRole('button', { name: `حذف ${name}` });
  await expect(del).toHaveAttribute('aria-disabled', 'true');
  // Still focusable (aria-disabled): pressing it says why it cannot be used.
  await del.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'فقط السوبر أدمن يمكنه حذف الجامعات' })).toBeVisible();
  await page.getByRole('searchbox').fill('لا توجد جامعة بهذا الاسم');
  await expect(page.getByText('لا توجد جامعات تطابق البحث')).toBeVisible();
  await page.getByRole('searchbox').fill('');
  await axeCheck(page, 'manage');

  await page.goto(`${SCREEN}?tab=delete&type=special`);
  await expect(page.getByRole('alert').filter({ hasText: 'فقط السوبر أدمن يمكنه حذف الجامعات' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'إدارة الجامعات' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/tab=delete/);
});

test('the edit list is paged in the URL: the next page, and reload keeps it', async ({ page }) => {
  const total = ((await (await page.request.get(`${CMS_URL}/api/private/links`)).json()) as unknown[]).length;
  expect(total).toBeGreaterThan(12); // the seeded private universities fill more than one page of 12
  await openAs(page, 'admin', '?tab=edit&size=12');
  const pages = Math.ceil(total / 12);
  const pager = page.getByRole('navigation', { name: 'صفحات القائمة' });
  await expect(pager).toContainText(`صفحة 1 من ${pages} (1–12 من ${total})`);
  await expect(page.locator('.uni-card')).toHaveCount(12);
  await pager.getByRole('button', { name: 'التالية' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText(`صفحة 2 من ${pages}`);
  await page.reload();
  await expect(pager).toContainText(`صفحة 2 من ${pages}`);
  // A search starts again at the first page.
  await page.getByRole('searchbox').fill('جامعة');
  await expect(page).not.toHaveURL(/page=2/);
});

test('an Admin edits it, removing a faculty, in one save; reload keeps the form', async ({ page }) => {
  await openAs(page, 'admin', '?type=special');
  await page.getByRole('button', { name: `تعديل ${name}` }).click();
  await expect(page).toHaveURL(/tab=edit&id=/);
  await page.reload();
  const form = page.getByRole('form', { name: `تعديل بيانات ${name}` });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('نوع الجامعة')).toHaveValue('جامعات ذات طبيعة خاصة');
  await form.getByLabel('نبذة عن الجامعة').fill('نبذة بعد التعديل');
  await form.getByRole('button', { name: 'إزالة كلية الحاسبات' }).click();
  await expect(form.getByText('كلية الحاسبات')).toHaveCount(0);
  await axeCheck(page, 'edit-form');

  // Leaving with unsaved changes asks first.
  await page.getByRole('button', { name: 'العودة إلى القائمة' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'تغييرات غير محفوظة' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'البقاء في النموذج' }).click();

  const release = await slowly(page, '**/with-parts');
  await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(page.getByRole('button', { name: 'جارٍ الحفظ...' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ التعديلات بنجاح' })).toBeVisible();
  await release();
  expect(await parts(page)).toEqual({ faculties: 1, dorms: 1, transportation: 1 });
  const link = await (await page.request.get(`${CMS_URL}/api/special/links/${code}`)).json();
  expect(link.Uni_Bio).toBe('نبذة بعد التعديل');

  // Saved: back to the list without a prompt.
  await page.getByRole('button', { name: 'العودة إلى القائمة' }).click();
  await expect(page.getByText('اختر الجامعة التي تريد تعديلها')).toBeVisible();
  await axeCheck(page, 'edit-list');
});

test('an Admin moves it to the top of its type; /Guide and /Status show the new order', async ({ page }) => {
  // A status and deadline, so the university is listed on /Status.
  const statuses = Object.fromEntries(
    [
      'transfer',
      'wafdeen',
      ...['thanwyaa', 'azhar', 'Arabenglish'].flatMap((t) =>
        ['first', 'second', 'third', 'fourth', 'fifth'].map((y) => `${t}_${y}Year`),
      ),
    ].map((f) => [`${f}_status`, 'لم يبداء']),
  );
  expect(
    (
      await apiAs(page, 'admin', '/api/special/admission/add', {
        method: 'POST',
        data: { university: code, ...statuses },
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await apiAs(page, 'admin', '/api/special/deadline/add', {
        method: 'POST',
        data: { university: code, transfer_deadline: '1/9/2025' },
      })
    ).status,
  ).toBe(201);

  await openAs(page, 'admin', '?type=special');
  await page.getByRole('button', { name: 'تغيير الترتيب' }).click();
  // Ordering shows the type as one list in the public order (/Guide), not by section (issue 21 item 3).
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'الترتيب كما يظهر للزوار' }) });
  const cards = section.locator('.uni-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  await expect(cards.first().getByRole('button', { name: /لأعلى/ })).toBeDisabled();
  await expect(cards.last().getByRole('button', { name: /لأسفل/ })).toBeDisabled();
  await expect(cards.last()).toContainText(name);
  for (let i = 0; i < count - 1; i += 1) await page.getByRole('button', { name: `تحريك ${name} لأعلى` }).click();
  await expect(cards.first()).toContainText(name);
  await expect(page.getByRole('button', { name: `تحريك ${name} لأعلى` })).toBeDisabled();
  await axeCheck(page, 'manage-ordering');
  await page.getByRole('button', { name: 'حفظ الترتيب' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ ترتيب الجامعات بنجاح' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تغيير الترتيب' })).toBeVisible();

  const list = (await (await page.request.get(`${CMS_URL}/api/special/links`)).json()) as {
    university_code: string;
    index: number;
  }[];
  expect(list[0]).toMatchObject({ university_code: code });
  list.forEach((u, i) => i && expect(u.index).toBeGreaterThan(list[i - 1].index));

  await page.goto('/Guide?type=special');
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toContainText(name);
  await page.goto('/Status?type=special');
  await expect(page.locator('.status-card').first()).toContainText(name);
});

test("the log has one entry per change, in the Admin's name", async ({ page }) => {
  const entries = await logOf(page, name);
  const mine = entries.filter((e) => e.target === `جامعة: ${name}`);
  expect(mine.map((e) => e.action).sort()).toEqual(['add', 'edit']);
  expect(mine.every((e) => e.adminType === 'Admin' && e.adminName === 'مشرف المحتوى')).toBe(true);
  const edit = mine.find((e) => e.action === 'edit')!;
  expect(edit.beforeEdit.faculties).toHaveLength(2);
  expect(edit.afterEdit.faculties).toHaveLength(1);
  const order = (await logOf(page, 'ترتيب الجامعات: جامعات ذات طبيعة خاصة'))[0];
  expect(order).toMatchObject({ action: 'edit', adminType: 'Admin' });
  // Only the universities whose number changed, by code: ours took the first place's number.
  expect(Object.keys(order.afterEdit.order)).toContain(code);
});

test('a SuperAdmin deletes it and nothing of it is left', async ({ page }) => {
  await openAs(page, 'superAdmin', '?tab=delete&type=special');
  await expect(page.getByText('اختر الجامعة التي تريد حذفها')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /جامعات الاتفاقيات الدولية \(\d+\)/ })).toBeVisible();
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('button', { name: `حذف ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'تأكيد حذف الجامعة' });
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText('جامعة ذات طبيعة خاصة');
  await expect(dialog).toContainText('سيتم حذف جميع بيانات الجامعة نهائيًا');
  await expect(dialog.getByRole('img', { name: `شعار ${name}` })).toBeVisible();
  await axeCheck(page, 'delete-confirm');
  await slowly(page, `**/api/special/${code}`);
  await dialog.getByRole('button', { name: 'تأكيد الحذف' }).click();
  await expect(dialog.getByRole('button', { name: 'جارٍ حذف الجامعة...' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'تم حذف الجامعة بنجاح' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'إدارة الجامعات' })).toHaveAttribute('aria-selected', 'true');

  expect((await page.request.get(`${CMS_URL}/api/special/links/${code}`)).status()).toBe(404);
  expect(await parts(page)).toEqual({ faculties: 0, dorms: 0, transportation: 0 });
  for (const kind of ['admission', 'deadline']) {
    const records = (await (await page.request.get(`${CMS_URL}/api/special/${kind}`)).json()) as {
      university: string;
    }[];
    expect(
      records.some((r) => r.university === code),
      kind,
    ).toBe(false);
  }
  const deleted = (await logOf(page, name)).filter((e) => e.action === 'delete' && e.target === `جامعة: ${name}`);
  expect(deleted).toHaveLength(1);
  expect(deleted[0].adminType).toBe('SuperAdmin');
});
