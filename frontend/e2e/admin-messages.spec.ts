import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CMS_URL, MAIL_URL, latestMailTo, signInAs } from './support/session';
import { callAs, expectAccessible, shoot, signInThroughLogin, apiToken, uniqueEmail } from './support/staff';

// /admin/messages (spec 3 §2 "Contact messages screen", §3, §4, §5, §8, §9), as a SuperAdmin.

/** A visitor's message through the contact form's endpoint (`domain`: the sender's mail domain). */
async function visitorMessage(
  page: Page,
  tag: string,
  text = 'متى يبدأ التقديم في الجامعات الأهلية؟',
  domain = 'dalil.test',
) {
  const email = uniqueEmail(tag).replace(/@.*$/, `@${domain}`);
  const res = await page.request.post(`${CMS_URL}/api/contact/add`, {
    data: { name: 'منة الله', email, phone: '01001234567', message: text },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { _id: string })._id, email };
}

/** The stored message (each test's sender address is its own). */
async function serverRecord(page: Page, email: string) {
  const su = (await apiToken(page, 'superAdmin')).token;
  const list = await callAs(page.request, su, 'GET', `/api/contact?filters[email][$eq]=${encodeURIComponent(email)}`);
  return list.body[0] as { status: string; response: string | null } | undefined;
}

test('a message is opened (read at the server), answered by mail, and shown as replied', async ({ page }) => {
  test.setTimeout(90_000);
  const message = await visitorMessage(page, 'reply');
  await signInThroughLogin(page, 'superAdmin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/messages?q=${encodeURIComponent(message.email)}`);
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: message.email });
  await expect(card.getByText('جديدة', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'فتح الرسالة: منة الله' }).click();
  const dialog = page.getByRole('dialog', { name: 'رسالة من منة الله' });
  await expect(dialog.getByText('متى يبدأ التقديم في الجامعات الأهلية؟')).toBeVisible();
  await expect.poll(async () => (await serverRecord(page, message.email))?.status).toBe('read');
  await dialog.getByRole('button', { name: 'إغلاق' }).first().click();
  await expect(card.getByText('مقروءة', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'الرد: منة الله' }).click();
  const reply = page.getByRole('dialog', { name: 'الرد على منة الله' });
  const send = reply.getByRole('button', { name: 'إرسال الرد' });
  await expect(send).toBeDisabled();
  await reply.getByLabel('نص الرد').fill('   ');
  await expect(send).toBeDisabled();
  const answer = `يبدأ التقديم في يوليو، ونتمنى لك التوفيق ${Date.now()}`;
  await reply.getByLabel('نص الرد').fill(answer);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'تم إرسال الرد بنجاح' })).toBeVisible();
  await expect(card.getByText('تم الرد', { exact: true })).toBeVisible();
  await expect(card.getByText(answer)).toBeVisible();

  const mail = await latestMailTo(page, message.email);
  expect(mail.subject).toBe('رد على رسالتك إلى دليل');
  expect(mail.text).toContain(answer);
  expect(await serverRecord(page, message.email)).toMatchObject({ status: 'replied', response: answer });
});

test('a reply the mail server refuses: its message shown, the text kept, the message left unanswered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The test stack's mail server answers 550 for @refused.test (scripts/lib/smtp-refuse.mjs).
  const message = await visitorMessage(page, 'refused', 'هل يمكنني التحويل بين الجامعات؟', 'refused.test');
  await signInAs(page, 'superAdmin');
  await page.goto(`/admin/messages?q=${encodeURIComponent(message.email)}`);
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: message.email });
  await card.getByRole('button', { name: 'الرد: منة الله' }).click();
  const reply = page.getByRole('dialog', { name: 'الرد على منة الله' });
  const answer = 'نعم، بشروط تحددها الجامعة المحوَّل إليها.';
  await reply.getByLabel('نص الرد').fill(answer);
  await reply.getByRole('button', { name: 'إرسال الرد' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'تعذر إرسال الرد بالبريد الإلكتروني، يرجى المحاولة مرة أخرى' }),
  ).toBeVisible();
  await expect(reply.getByRole('alert')).toHaveText('لم يُرسل الرد، وبقيت الرسالة دون رد.');
  await expect(reply.getByLabel('نص الرد')).toHaveValue(answer);
  await expect(reply.getByRole('button', { name: 'إرسال الرد' })).toBeEnabled();
  await expectAccessible(page, 'refused reply');
  await shoot(page, 'admin-messages', 'reply-refused-1366');

  await reply.getByRole('button', { name: 'إلغاء' }).click();
  await expect(reply).toBeHidden();
  await expect(card.getByText('جديدة', { exact: true })).toBeVisible();
  await expect(card.getByText('تم الرد', { exact: true })).toHaveCount(0);
  await expect(card.getByText(answer)).toHaveCount(0);
  expect(await serverRecord(page, message.email)).toMatchObject({ status: 'pending', response: null });
  const mails = (await (await page.request.get(`${MAIL_URL}/api/email`)).json()) as { to: { address: string }[] }[];
  expect(mails.filter((m) => m.to.some((t) => t.address === message.email))).toEqual([]);
});

test('sort and search live in the URL; unread first puts a new message on top', async ({ page }) => {
  const older = await visitorMessage(page, 'sort-old', 'رسالة أقدم للترتيب');
  await signInAs(page, 'superAdmin');
  const su = (await apiToken(page, 'superAdmin')).token;
  await callAs(page.request, su, 'PUT', `/api/contact/${older.id}`, { status: 'read' });
  const fresh = await visitorMessage(page, 'sort-new', 'رسالة جديدة للترتيب');
  await page.goto('/admin/messages');
  await page.getByLabel('الترتيب').selectOption('unread');
  await expect(page).toHaveURL(/sort=unread/);
  await expect(page.getByRole('main').getByRole('listitem').first().getByText('جديدة', { exact: true })).toBeVisible();

  await page.goto('/admin/messages?sort=oldest');
  await expect(page.getByLabel('الترتيب')).toHaveValue('oldest');
  const all = await callAs(page.request, su, 'GET', '/api/contact?sort=createdAt:asc');
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(all.body[0].email);

  await page.getByRole('searchbox').fill('رسالة جديدة للترتيب');
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: fresh.email })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: older.email })).toHaveCount(0);
});

test('a message is deleted after the confirmation', async ({ page }) => {
  const message = await visitorMessage(page, 'delete', 'رسالة للحذف');
  await signInAs(page, 'superAdmin');
  await page.goto(`/admin/messages?q=${encodeURIComponent(message.email)}`);
  await page.getByRole('button', { name: 'حذف: منة الله' }).click();
  await page.getByRole('alertdialog', { name: 'حذف الرسالة' }).getByRole('button', { name: 'تأكيد الحذف' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حذف الرسالة بنجاح' })).toBeVisible();
  await expect(page.getByText('لا توجد رسائل مطابقة للبحث')).toBeVisible();
  expect(await serverRecord(page, message.email)).toBeUndefined();
});

test('an Admin is sent to /admin, and the server refuses the Admin every messages endpoint', async ({ page }) => {
  const message = await visitorMessage(page, 'admin-refused');
  await signInAs(page, 'admin');
  await page.goto('/admin/messages');
  await expect(page).toHaveURL(/\/admin$/);
  const admin = (await apiToken(page, 'admin')).token;
  expect((await callAs(page.request, admin, 'GET', '/api/contact')).status).toBe(403);
  expect((await callAs(page.request, admin, 'PUT', `/api/contact/${message.id}`, { status: 'read' })).status).toBe(403);
  expect(
    (await callAs(page.request, admin, 'POST', '/api/send-reply', { to: message.email, message: 'x', id: message.id }))
      .status,
  ).toBe(403);
  expect((await callAs(page.request, admin, 'DELETE', `/api/contact/${message.id}`)).status).toBe(403);
  expect((await serverRecord(page, message.email))?.status).toBe('pending');
});

test('axe and screenshots at 1366 and 390 px: list, message, reply, delete', async ({ page }) => {
  test.setTimeout(90_000);
  const message = await visitorMessage(
    page,
    'shots',
    'أود معرفة المصروفات الدراسية لكلية الطب في الجامعات الخاصة، وهل توجد منح للطلاب المتفوقين؟',
  );
  await signInAs(page, 'superAdmin');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto('/admin/messages');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, `messages ${width}`);
    await shoot(page, 'admin-messages', `messages-${width}`);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: message.email });
    await card.getByRole('button', { name: /^فتح الرسالة/ }).click();
    await expectAccessible(page, `message ${width}`);
    await shoot(page, 'admin-messages', `message-${width}`);
    await page.getByRole('dialog').getByRole('button', { name: 'الرد', exact: true }).click();
    await page.getByRole('dialog').getByLabel('نص الرد').fill('شكراً لتواصلك');
    await expectAccessible(page, `reply ${width}`);
    await shoot(page, 'admin-messages', `reply-${width}`);
    await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();
    await card.getByRole('button', { name: /^حذف/ }).click();
    await expectAccessible(page, `delete ${width}`);
    await shoot(page, 'admin-messages', `delete-${width}`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'إلغاء' }).click();
  }
});

test('the unread figure filters; the rows shown export as CSV (formulas as text); bulk delete asks, then deletes each', async ({
  page,
}) => {
  const tag = `bulk${Date.now().toString(36)}`;
  const a = await visitorMessage(page, tag, '=HYPERLINK("http://evil.test","اضغط")');
  const b = await visitorMessage(page, tag, 'رسالة ثانية للحذف الجماعي');
  await signInAs(page, 'superAdmin');
  await page.goto(`/admin/messages?q=${tag}`);
  await page.getByRole('group', { name: 'ملخص الرسائل' }).getByRole('button', { name: /جديدة/ }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تصدير CSV (2)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^dalil-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await file.path())!)).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""اضغط"")"`);
  expect(text).toContain(b.email);

  await page.getByRole('checkbox', { name: 'تحديد كل ما في الصفحة' }).check();
  // At 390 px the list with its selection bar stays within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'admin-messages', 'bulk-selected-390');
  await page.getByRole('button', { name: 'حذف المحدد (2)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'حذف الرسائل المحددة' });
  await expect(confirm).toContainText('رسالتان');
  await confirm.getByRole('button', { name: 'تأكيد الحذف' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'حذف: تم على رسالتان' })).toBeVisible();
  await expect(page.getByText('لا توجد رسائل مطابقة للبحث')).toBeVisible();
  expect(await serverRecord(page, a.email)).toBeUndefined();
  expect(await serverRecord(page, b.email)).toBeUndefined();
});

test('a bulk delete is undone from its toast: every message just deleted comes back (issue 23)', async ({ page }) => {
  const tag = `undo${Date.now().toString(36)}`;
  const a = await visitorMessage(page, tag, 'رسالة أولى للتراجع');
  const b = await visitorMessage(page, tag, 'رسالة ثانية للتراجع');
  await signInAs(page, 'superAdmin');
  await page.goto(`/admin/messages?q=${tag}`);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'تحديد كل ما في الصفحة' }).check();
  await page.getByRole('button', { name: 'حذف المحدد (2)' }).click();
  await page
    .getByRole('alertdialog', { name: 'حذف الرسائل المحددة' })
    .getByRole('button', { name: 'تأكيد الحذف' })
    .click();
  const toast = page.getByRole('status').filter({ hasText: 'حذف: تم على رسالتان' });
  await expect(toast.getByRole('button', { name: 'تراجع' })).toBeVisible();
  await expect(page.getByText('لا توجد رسائل مطابقة للبحث')).toBeVisible();
  expect(await serverRecord(page, a.email)).toBeUndefined();
  // The undo toast, looked at on both widths.
  await page.setViewportSize({ width: 1366, height: 900 });
  await shoot(page, 'admin-messages', 'undo-toast-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'admin-messages', 'undo-toast-390');

  await toast.getByRole('button', { name: 'تراجع' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تمت استعادة المحذوف' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  expect(await serverRecord(page, a.email)).toMatchObject({ status: 'pending' });
  expect(await serverRecord(page, b.email)).toMatchObject({ status: 'pending' });
});
