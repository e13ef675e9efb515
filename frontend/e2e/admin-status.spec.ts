import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, CMS_URL } from './support/session';
import { apiAs, checkScreen, signInThroughForm } from './support/staff';

/*
 * /admin/admission-status as staff use it (spec 3 §2–§5, §8; issue 12): an Admin adds a status
 * with an 'اخري' custom value and a specified deadline and sees it on /Status, edits it, reorders
 * the type, and is bounced from delete; a SuperAdmin deletes it. The university is created for
 * the test through the API and removed at the end.
 */

const stamp = Date.now().toString(36).toUpperCase();
const code = `STS${stamp}`;
const name = `جامعة الحالة ${stamp}`;
const SHOTS = '/tmp/shots-status';
const SCREEN = '/admin/admission-status';
const CUSTOM = 'متاح (الطب والهندسة فقط)';

// Long journeys with axe at two widths on a machine shared with other work.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const STATUS_LABELS = [
  'التحويلات',
  ...['الثانوية العامة / STEM / النيل', 'الثانوية الأزهرية', 'الشهادات العربية والأجنبية'].flatMap((track) =>
    ['الأولى', 'الثانية', 'الثالثة', 'الرابعة', 'الخامسة'].map((year) => `${track} - السنة ${year}`),
  ),
  'الطلاب الوافدون',
];

async function openAs(page: Page, who: keyof typeof ACCOUNTS, search: string) {
  await page.goto(`${SCREEN}${search}`);
  await expect(page).toHaveURL(/\/Login/);
  await signInThroughForm(page, who);
  await expect(page).toHaveURL(new RegExp(SCREEN));
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة حالة التقديم' })).toBeVisible();
}

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text });
const statusRecord = async (page: Page, kind: 'admission' | 'deadline') =>
  ((await (await page.request.get(`${CMS_URL}/api/private/${kind}`)).json()) as Record<string, string>[]).find(
    (r) => r.university === code,
  );
const linkCodes = async (page: Page) =>
  (
    (await (await page.request.get(`${CMS_URL}/api/private/links`)).json()) as {
      university_code: string;
      index: number;
    }[]
  )
    .sort((a, b) => a.index - b.index)
    .map((l) => l.university_code);

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const res = await apiAs(page, 'admin', '/api/private/links/add', {
    method: 'POST',
    data: {
      university_code: code,
      university_Arabic_Name: name,
      type: 'Private',
      Uni_Bio: 'جامعة لاختبار حالة التقديم.',
      location: '#',
      first_year: '2025',
      second_year: '2024',
      third_year: '2023',
      fourth_year: '2022',
      fifth_year: '2021',
      website: '#',
      phone: '0100',
      email: 'status@test.local',
      facebook: '#',
      instagram: '#',
      youtube: '#',
      linkedin: '#',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await apiAs(page, 'superAdmin', `/api/private/${code}`, { method: 'DELETE' });
  await page.close();
});

test("an Admin adds a status with an 'اخري' custom value and a specified deadline; it shows on /Status", async ({
  page,
}) => {
  await openAs(page, 'admin', '?tab=add');
  await expect(page.getByRole('tab', { name: 'إضافة حالة جديدة' })).toHaveAttribute('aria-selected', 'true');
  // No type strip and no banner on add.
  await expect(page.getByRole('tablist', { name: 'تصنيف الجامعات' })).toHaveCount(0);

  // Spec 3 §5: the code is required; every status must be chosen.
  await page.getByRole('button', { name: 'إضافة الحالة' }).click();
  await expect(page.getByText('الرجاء إدخال رمز الجامعة')).toBeVisible();
  await expect(page.getByText('قيمة غير صالحة لحالة التحويلات')).toBeVisible();

  // The lookup across the four types fills the name and the type, read-only; an unknown code clears them.
  const codeField = page.getByLabel('رمز الجامعة');
  await codeField.fill('NOPE404');
  await expect(page.getByText('لا توجد جامعة بهذا الرمز')).toBeVisible();
  await expect(page.getByLabel('اسم الجامعة بالعربية')).toHaveValue('');
  await codeField.fill(code);
  await expect(page.getByLabel('اسم الجامعة بالعربية')).toHaveValue(name);
  await expect(page.getByLabel('نوع الجامعة')).toHaveValue('جامعة خاصة');
  await expect(page.getByLabel('اسم الجامعة بالعربية')).toHaveAttribute('readonly', '');

  for (const label of STATUS_LABELS.slice(1)) await page.getByLabel(`الحالة (${label})`).selectOption('انتهي');
  // 'اخري' pre-fills 'متاح ()' on add; emptied, it is refused with the spec's message.
  await page.getByLabel('الحالة (التحويلات)').selectOption('اخري');
  const custom = page.getByLabel('الحالة المخصصة (التحويلات)');
  await expect(custom).toHaveValue('متاح ()');
  await custom.fill('');
  await page.getByLabel('نوع الموعد (الطلاب الوافدون)').selectOption('محدد');
  await page.getByRole('button', { name: 'إضافة الحالة' }).click();
  await expect(page.getByText('الرجاء إدخال الحالة المخصصة لـ التحويلات')).toBeVisible();
  await expect(page.getByText('تاريخ غير صالح لـ الطلاب الوافدون')).toBeVisible();
  await custom.fill(CUSTOM);
  await page.getByLabel('التاريخ (الطلاب الوافدون)').fill('2026-08-15');
  await checkScreen(page, SHOTS, 'add-form');

  await page.getByRole('button', { name: 'إضافة الحالة' }).click();
  await expect(toast(page, 'تم إضافة حالة الجامعة بنجاح')).toBeVisible();
  // Spec 3 §8: the form is reset after an add.
  await expect(codeField).toHaveValue('');

  const status = await statusRecord(page, 'admission');
  expect(status?.transfer_status).toBe(CUSTOM);
  expect(status?.azhar_thirdYear_status).toBe('انتهي');
  const deadline = await statusRecord(page, 'deadline');
  expect(deadline?.wafdeen_deadline).toBe('15/8/2026');
  expect(deadline?.transfer_deadline).toBe('لم يحدد');

  await page.goto('/Status');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText(CUSTOM)).toBeVisible();
  await expect(dialog.getByText('15/8/2026')).toBeVisible();
});

test('adding a status again for a university that has one (type strip on its default) is refused and overwrites nothing', async ({
  page,
}) => {
  // Issue 21 item 1: the add used to send PUT to the existing records and replace all of them.
  const [statusBefore, deadlineBefore] = [await statusRecord(page, 'admission'), await statusRecord(page, 'deadline')];
  const methods: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/private\/(admission|deadline)/.test(r.url()) && r.method() !== 'GET') methods.push(r.method());
  });
  await openAs(page, 'admin', '?tab=add');
  await page.getByLabel('رمز الجامعة').fill(code);
  await expect(page.getByLabel('اسم الجامعة بالعربية')).toHaveValue(name);
  for (const label of STATUS_LABELS) await page.getByLabel(`الحالة (${label})`).selectOption('لم يبداء');
  await page.getByRole('button', { name: 'إضافة الحالة' }).click();
  await expect(toast(page, 'لهذه الجامعة سجل بالفعل؛ عدّل السجل الموجود')).toBeVisible();
  await expect(toast(page, 'تم إضافة حالة الجامعة بنجاح')).toHaveCount(0);
  expect(methods).not.toContain('PUT');
  expect(await statusRecord(page, 'admission')).toEqual(statusBefore);
  expect(await statusRecord(page, 'deadline')).toEqual(deadlineBefore);
});

test('an Admin finds it in manage, opens its details, edits it, reorders the type and is bounced from delete', async ({
  page,
}) => {
  await openAs(page, 'admin', '');
  await expect(page.getByRole('tab', { name: 'الحالات الحالية' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('بعض البيانات المعروضة تخص العام الماضي')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^الجامعات الخاصة \(\d+\)$/ })).toBeVisible();
  await checkScreen(page, SHOTS, 'manage');

  // Search keeps its place in the URL; the card has its running index, details, edit and delete.
  await page.getByRole('searchbox', { name: 'البحث عن جامعة' }).fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const card = page.locator('.status-admin-card', { hasText: name });
  await expect(card).toHaveCount(1);
  await expect(page.getByText('لا توجد جامعات').first()).toBeVisible(); // the empty technological section
  await card.getByRole('button', { name: 'التفاصيل' }).click();
  const details = page.getByRole('dialog', { name });
  await expect(details.getByRole('heading', { name: 'الطلاب الوافدون' })).toBeVisible();
  await expect(details.getByText(CUSTOM)).toBeVisible();
  await checkScreen(page, SHOTS, 'details');
  await page.keyboard.press('Escape');

  // Edit: the stored custom text shows as 'اخري' with its text; the specified deadline as a date.
  await card.getByRole('button', { name: 'تعديل' }).click();
  await expect(page).toHaveURL(new RegExp(`tab=edit.*id=${code}|id=${code}.*tab=edit`));
  await expect(page.getByRole('heading', { name: `تعديل حالة ${name}` })).toBeVisible();
  await expect(page.getByLabel('الحالة (التحويلات)')).toHaveValue('اخري');
  await expect(page.getByLabel('الحالة المخصصة (التحويلات)')).toHaveValue(CUSTOM);
  await expect(page.getByLabel('التاريخ (الطلاب الوافدون)')).toHaveValue('2026-08-15');

  // Leaving with unsaved changes asks first.
  await page.getByLabel('الحالة (الثانوية الأزهرية - السنة الأولى)').selectOption('متاح (كل الكليات)');
  await page.getByRole('button', { name: 'العودة إلى القائمة' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'تغييرات غير محفوظة' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'البقاء في النموذج' }).click();

  await page.getByLabel('نوع الموعد (التحويلات)').selectOption('محدد');
  await page.getByLabel('التاريخ (التحويلات)').fill('2026-09-01');
  await page.getByLabel('نوع الموعد (الطلاب الوافدون)').selectOption('لم يحدد');
  await checkScreen(page, SHOTS, 'edit-form');
  await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(toast(page, 'تم حفظ التغييرات بنجاح')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'الحالات الحالية' })).toHaveAttribute('aria-selected', 'true');
  expect((await statusRecord(page, 'admission'))?.azhar_firstYear_status).toBe('متاح (كل الكليات)');
  const deadline = await statusRecord(page, 'deadline');
  expect(deadline?.transfer_deadline).toBe('1/9/2026');
  expect(deadline?.wafdeen_deadline).toBe('لم يحدد');

  // Order: the new university is last of its section; moved up once and saved through the
  // universities' order call, the type's order changes the same way.
  const before = await linkCodes(page);
  await page.getByRole('searchbox', { name: 'البحث عن جامعة' }).fill('');
  await page.getByRole('button', { name: 'تغيير الترتيب' }).click();
  await expect(page.getByRole('button', { name: `تحريك ${name} لأسفل` })).toBeDisabled();
  await page.getByRole('button', { name: `تحريك ${name} لأعلى` }).click();
  await page.getByRole('button', { name: 'حفظ الترتيب' }).click();
  await expect(toast(page, 'تم حفظ ترتيب الجامعات بنجاح')).toBeVisible();
  const after = await linkCodes(page);
  try {
    // Our university and the one before it in its section swapped places; nothing else moved.
    const changed = before.map((c, i) => (c === after[i] ? -1 : i)).filter((i) => i >= 0);
    expect(changed).toHaveLength(2);
    expect(after[changed[0]]).toBe(code);
    expect(after[changed[1]]).toBe(before[changed[0]]);
    // /Status shows the same order.
    const passed = (
      (await (await page.request.get(`${CMS_URL}/api/private/links/${before[changed[0]]}`)).json()) as {
        university_Arabic_Name: string;
      }
    ).university_Arabic_Name;
    await page.goto('/Status');
    await expect(page.locator('.status-card__name', { hasText: name })).toBeVisible();
    const names = await page.locator('.status-card__name').allTextContents();
    expect(names.indexOf(name)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(name)).toBeLessThan(names.indexOf(passed));
  } finally {
    const restored = await apiAs(page, 'admin', '/api/private/links/order', { method: 'PUT', data: { codes: before } });
    expect(restored.status).toBe(200);
  }

  // An Admin's delete is bounced back to manage with the spec's refusal.
  await page.goto(`${SCREEN}?q=${stamp}`);
  // The button is dimmed and explained (aria-disabled, issue 21 item 11) but still answers a press.
  const del = page.locator('.status-admin-card', { hasText: name }).getByRole('button', { name: 'حذف' });
  await expect(del).toHaveAttribute('aria-disabled', 'true');
  await del.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'فقط السوبر أدمن يمكنه حذف البيانات')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'الحالات الحالية' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/tab=delete/);
  await page.goto(`${SCREEN}?tab=delete&id=${code}`);
  await expect(toast(page, 'فقط السوبر أدمن يمكنه حذف البيانات')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a SuperAdmin deletes the status after the confirmation', async ({ page }) => {
  await openAs(page, 'superAdmin', '?tab=delete');
  await expect(page.getByRole('heading', { name: 'اختر الجامعة التي تريد حذف حالتها' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'البحث عن جامعة' }).fill(stamp);
  await page.locator('.status-admin-card', { hasText: name }).getByRole('button', { name: /حذف/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'تأكيد الحذف' });
  await expect(confirm.getByText(`هل أنت متأكد من حذف حالة الجامعة ${name}؟`)).toBeVisible();
  await expect(confirm.getByText('سيتم حذف جميع بيانات الحالة الخاصة بالجامعة نهائيًا')).toBeVisible();
  await expect(confirm.getByText('جامعة خاصة')).toBeVisible();
  await checkScreen(page, SHOTS, 'delete-confirm');

  // Cancel returns to manage and deletes nothing.
  await confirm.getByRole('button', { name: 'إلغاء' }).click();
  await expect(page.getByRole('tab', { name: 'الحالات الحالية' })).toHaveAttribute('aria-selected', 'true');
  expect(await statusRecord(page, 'admission')).toBeTruthy();

  await page.goto(`${SCREEN}?tab=delete&id=${code}`);
  await page.getByRole('alertdialog', { name: 'تأكيد الحذف' }).getByRole('button', { name: 'تأكيد الحذف' }).click();
  await expect(toast(page, 'تم حذف حالة الجامعة بنجاح')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'الحالات الحالية' })).toHaveAttribute('aria-selected', 'true');
  expect(await statusRecord(page, 'admission')).toBeUndefined();
  expect(await statusRecord(page, 'deadline')).toBeUndefined();

  // Every change above was logged once by the server, in the actor's name.
  const log = (await apiAs(page, 'superAdmin', `/api/admin-logs?limit=100&target=${encodeURIComponent(name)}`))
    .body as { data: Record<string, string>[] };
  const entries = log.data.map((e) => `${e.adminType}|${e.action}|${e.target}`);
  expect(entries).toEqual(
    expect.arrayContaining(
      ['حالة التقديم', 'موعد التقديم'].flatMap((kind) => [
        `Admin|add|${kind}: ${name}`,
        `Admin|edit|${kind}: ${name}`,
        `SuperAdmin|delete|${kind}: ${name}`,
      ]),
    ),
  );
  expect(entries.filter((e) => e === `Admin|add|حالة التقديم: ${name}`)).toHaveLength(1);
});
