import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, CMS_URL, codeIn, latestMailTo } from './support/session';

// Acts as a person on /Login, /verify and /reset-password (spec 1 §2, §4, §5, §8).

const unique = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@dalil.test`;

const signInForm = (page: Page) => page.getByRole('form', { name: 'تسجيل الدخول' });

async function signInThroughForm(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  const form = signInForm(page);
  await form.getByLabel('البريد الإلكتروني').fill(email);
  await form.getByLabel('كلمة المرور', { exact: true }).fill(password);
  if (rememberMe) await form.getByRole('checkbox', { name: 'تذكرني' }).check();
  await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
}

/** A verified account made through the API (code read from the mail), for flows that change a password. */
async function createVerifiedAccount(page: Page, email: string, password: string) {
  const res = await page.request.post(`${CMS_URL}/api/users/signup`, {
    data: {
      firstName: 'سارة',
      lastName: 'حسن',
      phone_with_country_code: '+201001112223',
      nationality: 'مصر',
      email,
      password,
      user_type: 'parent',
      logo_url: '/images/users/temp.png',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const code = codeIn(await latestMailTo(page, email));
  const verified = await page.request.post(`${CMS_URL}/api/auth/verify-code`, { data: { email, code } });
  expect(verified.status()).toBe(200);
}

test.describe('sign-in and sign-up', () => {
  test('a third-level pre-university student signs up, verifies with the mailed code, signs out and in again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = unique('student');
    const password = 'Student-Pass-1';
    await page.goto('/Login');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء حساب جديد' }).click();
    const form = page.getByRole('form', { name: 'إنشاء حساب جديد' });

    // Validation on blur, with the spec's message, then gone on input.
    await form.getByLabel('الاسم الأول').focus();
    await form.getByLabel('الاسم الأخير').focus();
    await expect(form.getByText('يرجى إدخال الاسم الأول')).toBeVisible();
    await form.getByLabel('الاسم الأول').fill('منى');
    await expect(form.getByText('يرجى إدخال الاسم الأول')).toBeHidden();
    await form.getByLabel('الاسم الأخير').fill('عادل');

    // The searchable code list: default +20; search and choose Saudi Arabia, then back to Egypt.
    await expect(form.getByRole('button', { name: /رمز الدولة: \+20/ })).toBeVisible();
    await form.getByRole('button', { name: /رمز الدولة/ }).click();
    await form.getByRole('combobox', { name: 'ابحث عن رمز الدولة' }).fill('السعود');
    await form
      .getByRole('listbox', { name: 'رموز الدول' })
      .getByRole('option', { name: /السعودية/ })
      .click();
    await expect(form.getByRole('button', { name: /رمز الدولة: \+966/ })).toBeVisible();
    await form.getByRole('button', { name: /رمز الدولة/ }).click();
    await form.getByRole('combobox', { name: 'ابحث عن رمز الدولة' }).fill('+20');
    await form.getByRole('listbox', { name: 'رموز الدول' }).getByRole('option', { name: /مصر/ }).click();

    await form.getByLabel('رقم الموبايل').fill('123');
    await form.getByLabel('الجنسية').focus();
    await expect(form.getByText('رقم الموبايل غير صحيح')).toBeVisible();
    await form.getByLabel('رقم الموبايل').fill('1001234567');
    await form.getByLabel('الجنسية').selectOption('مصر');
    await form.getByLabel('البريد الإلكتروني').fill(email);
    await form.getByLabel('كلمة المرور', { exact: true }).fill(password);
    await form.getByLabel('تأكيد كلمة المرور', { exact: true }).fill('something-else');
    await expect(form.getByText('كلمتا المرور غير متطابقتين')).toBeVisible();
    await form.getByLabel('تأكيد كلمة المرور', { exact: true }).fill(password);

    // Terms appear once the branch is complete; a parent sees them at once, a student only later.
    await form.getByLabel('نوع المستخدم').selectOption('parent');
    await expect(form.getByRole('checkbox', { name: /أوافق على/ })).toBeVisible();
    await form.getByLabel('نوع المستخدم').selectOption('student');
    await expect(form.getByRole('checkbox', { name: /أوافق على/ })).toBeHidden();
    await form.getByLabel('نوع الطالب').selectOption('pre_university');
    await form.getByLabel('المرحلة الدراسية').selectOption('third');
    await form.getByLabel('نوع الشهادة').selectOption('general');
    await expect(form.getByLabel('المجموع', { exact: true })).toBeVisible();
    await form.getByLabel('نوع الشهادة').selectOption('stem');
    await expect(form.getByLabel('المجموع بعد المعادلة')).toBeVisible();
    await form.getByLabel('نوع الشهادة').selectOption('general');
    await form.getByLabel('الشعبة').selectOption('scientific_math');
    await form.getByLabel('سنة الشهادة').selectOption('2025');
    await form.getByLabel('المجموع', { exact: true }).fill('401.5');

    // Final checks: a faculty, then the terms.
    await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(form.getByText('يرجى اختيار كلية واحدة على الأقل')).toBeVisible();
    const faculties = form.getByRole('group', { name: 'الكليات المفضلة' }).getByRole('checkbox');
    await expect(faculties.first()).toBeVisible();
    await faculties.nth(0).check();
    await faculties.nth(1).check();
    await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(form.getByText('يجب الموافقة على الشروط والاحكام وسياسة الخصوصية')).toBeVisible();
    await form.getByRole('checkbox', { name: /أوافق على/ }).check();
    await form.getByRole('button', { name: 'إنشاء الحساب' }).click();

    const confirm = page.getByRole('dialog', { name: 'تأكيد البريد الإلكتروني' });
    await expect(confirm).toContainText(email);
    await expect(confirm).toContainText('لا يمكن تغيير البريد الإلكتروني لاحقاً');
    const sentAfter = Date.now() - 1000;
    await confirm.getByRole('button', { name: 'تأكيد وإنشاء الحساب' }).click();

    const verify = page.getByRole('dialog', { name: 'تفعيل الحساب' });
    await expect(verify).toBeVisible();
    await expect(verify).toContainText('Spam');
    const code = codeIn(await latestMailTo(page, email, { after: sentAfter }));
    expect(code).toMatch(/^\d{6}$/);
    const codeBox = verify.getByLabel('رمز التحقق');
    const submit = verify.getByRole('button', { name: 'تحقق' });
    await codeBox.fill('12a');
    await expect(codeBox).toHaveValue('12');
    await expect(submit).toBeDisabled();
    await codeBox.fill(`${code} 99`);
    await expect(codeBox).toHaveValue(code as string);
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(/\/account$/);
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: /منى/ });
    await expect(menu).toBeVisible();
    await menu.click();
    await header.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/Login$/);
    await expect(header.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();

    await signInThroughForm(page, email, password, { rememberMe: true });
    await expect(page).toHaveURL(/\/account$/);
    const expiry = Number(await page.evaluate(() => localStorage.getItem('tokenExpiration')));
    expect(expiry - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
    await expect(header.getByRole('button', { name: /منى/ })).toBeVisible();
  });

  test('sign-in shows the spec texts: empty, bad e-mail, wrong password, unknown e-mail', async ({ page }) => {
    await page.goto('/Login');
    const form = signInForm(page);
    await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(form.getByText('يرجى إدخال البريد الإلكتروني/اسم المستخدم وكلمة المرور')).toBeVisible();
    await signInThroughForm(page, 'not-an-email', '123');
    await expect(form.getByText('يرجى إدخال بريد إلكتروني صحيح')).toBeVisible();
    await expect(form.getByText('كلمة المرور يجب أن تكون 6 أحرف على الأقل')).toBeVisible();

    await signInThroughForm(page, ACCOUNTS.student.email, 'Wrong-Password-9');
    await expect(form.getByRole('alert').filter({ hasText: 'كلمة المرور غير صحيحة' })).toBeVisible();
    // The toast says it too, and can be closed.
    const toast = page.locator('.toast').filter({ hasText: 'كلمة المرور غير صحيحة' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'إغلاق الإشعار' }).click();
    await expect(toast).toBeHidden();

    await signInThroughForm(page, unique('nobody'), 'Whatever-123');
    await expect(form.getByRole('alert').filter({ hasText: 'المستخدم غير موجود يرجي انشاء حساب' })).toBeVisible();
    await expect(page).toHaveURL(/\/Login$/);
  });

  test('forgot password: the mailed link opens /reset-password, the new password signs in', async ({ page }) => {
    test.setTimeout(90_000);
    const email = unique('reset');
    await createVerifiedAccount(page, email, 'Old-Pass-123');
    await page.goto('/Login');
    await signInForm(page).getByLabel('البريد الإلكتروني').fill(email);
    await page.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
    const dialog = page.getByRole('dialog', { name: 'نسيت كلمة المرور' });
    await expect(dialog.getByLabel('البريد الإلكتروني')).toHaveValue(email);
    const sentAfter = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'إرسال رابط الاستعادة' }).click();
    await expect(dialog).toContainText('تم إرسال رابط استعادة كلمة المرور');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const mail = await latestMailTo(page, email, { after: sentAfter });
    const link = /\/reset-password\?[^\s"'<>]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await expect(page.getByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' })).toBeVisible();
    await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('New-Pass-456');
    await page.getByLabel('تأكيد كلمة المرور', { exact: true }).fill('New-Pass-45');
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByText('كلمتا المرور غير متطابقتين')).toBeVisible();
    await page.getByLabel('تأكيد كلمة المرور', { exact: true }).fill('New-Pass-456');
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByText('تم تغيير كلمة المرور بنجاح، يمكنك الآن تسجيل الدخول')).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'تسجيل الدخول' }).click();
    await signInThroughForm(page, email, 'New-Pass-456');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('the reset and verify pages refuse a missing or wrong link', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('الرابط غير صالح أو مفقود')).toBeVisible();
    await page.goto(`/reset-password?email=${encodeURIComponent(ACCOUNTS.parent.email)}&code=000000`);
    await expect(page.getByText('هذا الرابط غير صالح أو منتهي الصلاحية، يرجى طلب رابط جديد')).toBeVisible();
    await page.goto('/verify?email=a%40b.co');
    await expect(page.getByText('رابط التحقق غير صالح')).toBeVisible();
  });

  test('an expired stored session shows the notice on /Login and is cleared', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('__expired_set')) return;
      sessionStorage.setItem('__expired_set', '1');
      localStorage.setItem('token', 'expired-token');
      localStorage.setItem('user_type', 'student');
      localStorage.setItem('name', 'قديم');
      localStorage.setItem('tokenExpiration', String(Date.now() - 1000));
    });
    await page.goto('/Login');
    await expect(
      page.getByText('انتهت صلاحية الجلسة، يرجى تسجيل الدخول للتمتع بالمزايا الحصرية والذكية مرة أخرى'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a visitor sent to /Login from a login-required page lands back on it after sign-in', async ({ page }) => {
    await page.goto('/Guide/private/GUC');
    await expect(page).toHaveURL(/\/Login$/);
    await signInThroughForm(page, ACCOUNTS.student.email, ACCOUNTS.student.password);
    await expect(page).toHaveURL(/\/Guide\/private\/GUC$/);
    await expect(page.getByRole('heading', { level: 1, name: 'الجامعة الألمانية بالقاهرة' })).toBeVisible();
  });

  test('a visitor opening a login-required article lands back on it after signing in', async ({ page }) => {
    await page.goto('/articles/choose-faculty');
    await expect(page).toHaveURL(/\/Login$/);
    await signInThroughForm(page, ACCOUNTS.student.email, ACCOUNTS.student.password);
    await expect(page).toHaveURL(/\/articles\/choose-faculty$/);
    await expect(page.getByRole('heading', { level: 1, name: 'كيف تختار كليتك بعد الثانوية العامة؟' })).toBeVisible();
  });

  test('the status popup sends a visitor to sign in and back to /Status', async ({ page }) => {
    await page.goto('/Status');
    await page.getByRole('button', { name: /^الجامعة الألمانية بالقاهرة/ }).click();
    await expect(page).toHaveURL(/\/Login$/);
    await signInThroughForm(page, ACCOUNTS.student.email, ACCOUNTS.student.password);
    await expect(page).toHaveURL(/\/Status$/);
    await page.getByRole('button', { name: /^الجامعة الألمانية بالقاهرة/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
