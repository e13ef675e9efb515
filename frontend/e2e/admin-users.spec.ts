import { expect, test, type Page } from '@playwright/test';
import { CMS_URL, codeIn, latestMailTo, signInAs } from './support/session';
import { callAs, expectAccessible, shoot, signInThroughLogin, apiToken, uniqueEmail } from './support/staff';

// /admin/users (spec 3 §2 "Users screen", §4, §5, §8, §9), as a SuperAdmin.

const PASSWORD = 'Secret-123';

/** A person who signs up (unverified until they verify with the mailed code). */
async function signUp(page: Page, tag: string, firstName: string) {
  const email = uniqueEmail(tag);
  const res = await page.request.post(`${CMS_URL}/api/users/signup`, {
    data: {
      firstName,
      lastName: 'تجربة',
      phone_with_country_code: '+201001112223',
      nationality: 'مصر',
      email,
      password: PASSWORD,
      user_type: 'parent',
      logo_url: '/images/users/temp.png',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { _id: string })._id, email, name: `${firstName} تجربة` };
}

async function verify(page: Page, email: string) {
  const code = codeIn(await latestMailTo(page, email));
  expect((await page.request.post(`${CMS_URL}/api/auth/verify-code`, { data: { email, code } })).status()).toBe(200);
}

const mailsTo = async (page: Page, email: string) => {
  const all = (await (
    await page.request.get(`${process.env.E2E_MAIL_URL || 'http://127.0.0.1:1080'}/api/email`)
  ).json()) as { to: { address: string }[]; text?: string }[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === email.toLowerCase()));
};

test('a SuperAdmin changes a user type; the server has the new role, then the type is put back', async ({ page }) => {
  test.setTimeout(90_000);
  const person = await signUp(page, 'type', 'رانيا');
  await verify(page, person.email);
  await signInThroughLogin(page, 'superAdmin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/users?q=${encodeURIComponent(person.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة المستخدمين' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'بحث بالاسم أو البريد الإلكتروني أو الهاتف' })).toHaveValue(
    person.email,
  );
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: person.email });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('ولي أمر', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `تعديل: ${person.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `تعديل نوع حساب ${person.name}` });
  await expect(dialog.getByRole('button', { name: 'حفظ التغييرات' })).toBeDisabled();
  await dialog.getByLabel('نوع المستخدم').selectOption('Admin');
  await dialog.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم تحديث نوع المستخدم بنجاح' })).toBeVisible();
  await expect(card.getByText('أدمن', { exact: true })).toBeVisible();

  // At the server: the person signs in as an Admin, and the SuperAdmin's list says Admin.
  const signin = await page.request.post(`${CMS_URL}/api/users/signin`, {
    data: { email: person.email, password: PASSWORD },
  });
  expect(((await signin.json()) as { user_type: string }).user_type).toBe('Admin');
  const su = (await apiToken(page, 'superAdmin')).token;
  const listed = await callAs(
    page.request,
    su,
    'GET',
    `/api/users/get?filters[email][$eq]=${encodeURIComponent(person.email)}`,
  );
  expect(listed.body[0].user_type).toBe('Admin');

  // The type filter in the URL finds them among the Admins.
  await page.goto(`/admin/users?type=Admin&q=${encodeURIComponent(person.email)}`);
  await expect(page.getByLabel('نوع المستخدم')).toHaveValue('Admin');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: person.email })).toHaveCount(1);
  await page.getByLabel('نوع المستخدم').selectOption('parent');
  await expect(page).toHaveURL(/type=parent/);
  await expect(page.getByText('لا يوجد مستخدمون مطابقون للبحث')).toBeVisible();

  // Put back.
  await page.getByLabel('نوع المستخدم').selectOption('all');
  await page.getByRole('button', { name: `تعديل: ${person.name}` }).click();
  await page.getByRole('dialog').getByLabel('نوع المستخدم').selectOption('parent');
  await page.getByRole('dialog').getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const back = await page.request.post(`${CMS_URL}/api/users/signin`, {
    data: { email: person.email, password: PASSWORD },
  });
  expect(((await back.json()) as { user_type: string }).user_type).toBe('parent');

  // The SuperAdmin's own type is locked here (and refused by the server).
  await page.goto('/admin/users?q=superadmin%40dalil.local');
  await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'superadmin@dalil.local' })
    .getByRole('button', { name: /^تعديل: / })
    .click();
  await expect(page.getByRole('dialog').getByLabel('نوع المستخدم')).toBeDisabled();
  await expect(page.getByRole('dialog').getByText('لا يمكنك تغيير نوع حسابك بنفسك.')).toBeVisible();
});

test('account-completion mails to every unverified user arrive, and the counts are shown', async ({ page }) => {
  test.setTimeout(90_000);
  const people = [await signUp(page, 'bulk-a', 'هالة'), await signUp(page, 'bulk-b', 'كريم')];
  for (const p of people) await latestMailTo(page, p.email);
  await signInAs(page, 'superAdmin');
  await page.goto('/admin/users?verified=unverified');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: people[0].email })).toBeVisible();
  const bulk = page.getByRole('button', { name: /^إرسال رسالة إكمال الحساب لكل غير الموثقين \(\d+\)$/ });
  await bulk.click();
  const toast = page.getByRole('status').filter({ hasText: 'تم الإرسال إلى' });
  await expect(toast).toBeVisible();
  // «مستخدمان» for 2, «3 مستخدمين»… for more (arabicCount); none failed: «0 مستخدم».
  const [, sent, failed] =
    /تم الإرسال إلى (مستخدمان|\d+ مستخدم\S*)، وفشل الإرسال إلى (\d+) مستخدم/.exec((await toast.textContent()) ?? '') ??
    [];
  expect(sent === 'مستخدمان' || Number.parseInt(sent ?? '', 10) >= 3).toBe(true);
  expect(Number(failed)).toBe(0);
  // The button says it sent, then comes back after 1.5 s (spec 3 §9).
  await expect(page.getByRole('button', { name: 'تم الإرسال' })).toBeDisabled();
  await expect(bulk).toBeEnabled({ timeout: 4000 });
  for (const p of people) {
    await expect.poll(async () => (await mailsTo(page, p.email)).length).toBe(2);
    const mail = (await mailsTo(page, p.email))[1];
    expect(mail.text).toContain('لتفعيل حسابك في دليل اضغط على الرابط التالي:');
    expect(mail.text).toContain('/verify?email=');
  }

  // One user from their card.
  const one = await signUp(page, 'one', 'سلمى');
  await latestMailTo(page, one.email);
  await page.goto(`/admin/users?q=${encodeURIComponent(one.email)}`);
  await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: one.email })
    .getByRole('button', { name: 'إرسال رسالة إكمال الحساب' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'تم الإرسال إلى مستخدم واحد، وفشل الإرسال إلى 0 مستخدم' }),
  ).toBeVisible();
  await expect.poll(async () => (await mailsTo(page, one.email)).length).toBe(2);
});

test('a user is deleted after the confirmation', async ({ page }) => {
  const person = await signUp(page, 'delete', 'نادر');
  await signInAs(page, 'superAdmin');
  await page.goto(`/admin/users?q=${encodeURIComponent(person.email)}`);
  await page.getByRole('button', { name: `حذف: ${person.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'حذف المستخدم' });
  await expect(confirm.getByText(`هل أنت متأكد من حذف المستخدم ${person.name}؟`)).toBeVisible();
  await confirm.getByRole('button', { name: 'تأكيد الحذف' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حذف المستخدم بنجاح' })).toBeVisible();
  await expect(page.getByText('لا يوجد مستخدمون مطابقون للبحث')).toBeVisible();
  const su = (await apiToken(page, 'superAdmin')).token;
  expect(
    (await callAs(page.request, su, 'GET', `/api/users/get?filters[email][$eq]=${encodeURIComponent(person.email)}`))
      .body,
  ).toEqual([]);
});

test('an Admin is sent to /admin, and the server refuses the Admin the users endpoints', async ({ page }) => {
  const other = await signUp(page, 'admin-refused', 'وليد');
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin$/);
  const admin = (await apiToken(page, 'admin')).token;
  expect(
    (await callAs(page.request, admin, 'POST', '/api/users/send-completion-mails', { allUnverified: true })).status,
  ).toBe(403);
  expect(
    (await callAs(page.request, admin, 'PUT', `/api/users/update/${other.id}`, { user_type: 'other' })).status,
  ).toBe(403);
  expect((await callAs(page.request, admin, 'DELETE', `/api/users/delete/${other.id}`)).status).toBe(403);
  // The list answers only the Admin's own record.
  const list = await callAs(page.request, admin, 'GET', '/api/users/get');
  expect(list.body.map((u: { email: string }) => u.email)).toEqual(['admin@dalil.local']);
});

test('order and type figure in the URL (issue 23): by type puts the SuperAdmin first; a figure filters', async ({
  page,
}) => {
  await signInAs(page, 'superAdmin');
  await page.goto('/admin/users');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await page.getByLabel('الترتيب').selectOption('type');
  await expect(page).toHaveURL(/sort=type/);
  await expect(cards.first()).toContainText('superadmin@dalil.local');
  await page.getByRole('button', { name: /^طالب/ }).click();
  await expect(page).toHaveURL(/type=student/);
  await expect(page.getByLabel('نوع المستخدم')).toHaveValue('student');
  await expect(cards.filter({ hasText: 'student@dalil.local' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'parent@dalil.local' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('الترتيب')).toHaveValue('type');
  await expect(page.getByLabel('نوع المستخدم')).toHaveValue('student');
});

test('axe and screenshots at 1366 and 390 px: list, details, edit, delete', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'superAdmin');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto('/admin/users');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, `users ${width}`);
    await shoot(page, 'admin-users', `users-${width}`);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'student@dalil.local' });
    await card.getByRole('button', { name: /^التفاصيل: / }).click();
    await expectAccessible(page, `details ${width}`);
    await shoot(page, 'admin-users', `details-${width}`);
    await page.getByRole('dialog').getByRole('button', { name: 'إغلاق' }).first().click();
    await card.getByRole('button', { name: /^تعديل: / }).click();
    await expectAccessible(page, `edit ${width}`);
    await shoot(page, 'admin-users', `edit-${width}`);
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: /^حذف: / }).click();
    await expectAccessible(page, `delete ${width}`);
    await shoot(page, 'admin-users', `delete-${width}`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'إلغاء' }).click();
  }
});
