import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// Screenshots of /Login in both modes and with each dialog, at 1366 and 390 px, into
// /tmp/shots-auth (looked at by a person; the assertions only check each state is reached).
// The calls that would create accounts or send mail are answered by page.route here.

const DIR = process.env.AUTH_SHOTS_DIR || '/tmp/shots-auth';
mkdirSync(DIR, { recursive: true });

const json = (body: unknown, status = 200) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

async function fillThirdLevel(page: Page) {
  await page.getByRole('button', { name: 'إنشاء حساب جديد' }).click();
  const form = page.getByRole('form', { name: 'إنشاء حساب جديد' });
  await form.getByLabel('الاسم الأول').fill('منى');
  await form.getByLabel('الاسم الأخير').fill('عادل');
  await form.getByLabel('رقم الموبايل').fill('1001234567');
  await form.getByLabel('الجنسية').selectOption('مصر');
  await form.getByLabel('البريد الإلكتروني').fill('mona@example.com');
  await form.getByLabel('كلمة المرور', { exact: true }).fill('secret-1');
  await form.getByLabel('تأكيد كلمة المرور', { exact: true }).fill('secret-1');
  await form.getByLabel('نوع المستخدم').selectOption('student');
  await form.getByLabel('نوع الطالب').selectOption('pre_university');
  await form.getByLabel('المرحلة الدراسية').selectOption('third');
  await form.getByLabel('نوع الشهادة').selectOption('general');
  await form.getByLabel('الشعبة').selectOption('scientific_math');
  await form.getByLabel('سنة الشهادة').selectOption('2025');
  await form.getByLabel('المجموع', { exact: true }).fill('401');
  const faculties = form.getByRole('group', { name: 'الكليات المفضلة' }).getByRole('checkbox');
  await faculties.nth(0).check();
  await faculties.nth(2).check();
  await form.getByRole('checkbox', { name: /أوافق على/ }).check();
  return form;
}

for (const [label, width, height] of [
  ['desktop', 1366, 900],
  ['mobile', 390, 844],
] as const) {
  test(`screens of /Login at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    const shot = (name: string, fullPage = false) => page.screenshot({ path: `${DIR}/${label}-${name}.png`, fullPage });
    await page.route('**/api/users/signup', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill(json({ _id: 'x', email: 'mona@example.com', isEmailVerified: false }, 201));
    });
    await page.route('**/api/auth/send-reset-password-link', (route) => route.fulfill(json({ success: true })));

    await page.goto('/Login');
    await expect(page.getByRole('form', { name: 'تسجيل الدخول' })).toBeVisible();
    await shot('01-signin', true);

    const form = await fillThirdLevel(page);
    await shot('02-signup-third-level', true);
    await form.getByRole('button', { name: /رمز الدولة/ }).click();
    await form.getByRole('combobox', { name: 'ابحث عن رمز الدولة' }).fill('ال');
    await shot('03-country-codes');
    await page.keyboard.press('Escape');

    await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
    const confirm = page.getByRole('dialog', { name: 'تأكيد البريد الإلكتروني' });
    await expect(confirm).toBeVisible();
    await shot('04-email-confirm');
    await confirm.getByRole('button', { name: 'تأكيد وإنشاء الحساب' }).click();
    await expect(page.getByRole('dialog', { name: 'جارٍ إنشاء الحساب…' })).toBeVisible();
    await shot('05-loading');
    const verify = page.getByRole('dialog', { name: 'تفعيل الحساب' });
    await expect(verify).toBeVisible();
    await verify.getByLabel('رمز التحقق').fill('12');
    await shot('06-verification');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).first().click();
    await page
      .getByRole('form', { name: 'تسجيل الدخول' })
      .getByRole('button', { name: 'تسجيل الدخول', exact: true })
      .click();
    await shot('07-signin-errors');
    await page.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
    const forgot = page.getByRole('dialog', { name: 'نسيت كلمة المرور' });
    await forgot.getByLabel('البريد الإلكتروني').fill('mona@example.com');
    await shot('08-forgot-step1');
    await forgot.getByRole('button', { name: 'إرسال رابط الاستعادة' }).click();
    await expect(forgot).toContainText('تم إرسال رابط');
    await shot('09-forgot-step2');
    await forgot.getByRole('button', { name: 'لدي رمز الاستعادة' }).click();
    const reset = page.getByRole('dialog', { name: 'إعادة تعيين كلمة المرور' });
    await reset.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await shot('10-reset-dialog');
    await page.keyboard.press('Escape');

    await page.goto('/reset-password');
    await expect(page.getByText('الرابط غير صالح أو مفقود')).toBeVisible();
    await shot('11-reset-page-invalid');
    await page.route('**/api/auth/verify-reset-code', (route) => route.fulfill(json({ success: true, valid: true })));
    await page.goto('/reset-password?email=mona%40example.com&code=123456');
    await expect(page.getByLabel('كلمة المرور الجديدة', { exact: true })).toBeVisible();
    await shot('12-reset-page');
    await page.route('**/api/auth/verify-code', (route) => route.fulfill(json({ success: true })));
    await page.goto('/verify?email=mona%40example.com&code=123456');
    await expect(page.getByText('تم تأكيد بريدك الإلكتروني بنجاح')).toBeVisible();
    await shot('13-verify-page');
  });
}
