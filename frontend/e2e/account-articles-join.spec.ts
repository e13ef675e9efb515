import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, CMS_URL, codeIn, latestMailTo, signInAs } from './support/session';

// Spec 2 §2.7–§2.10 acted out by a person against the seeded stack.

const SHOTS = '/tmp/shots-account';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Stores a session as the site does (spec 1 §3 keys), before the first page load. */
async function storeSession(page: Page, s: { _id: string; user_type: string; token: string; name?: string }) {
  await page.addInitScript((b) => {
    if (sessionStorage.getItem('__e2e_session_set')) return;
    sessionStorage.setItem('__e2e_session_set', '1');
    localStorage.setItem('token', b.token);
    localStorage.setItem('userId', b._id);
    localStorage.setItem('user_type', b.user_type);
    localStorage.setItem('name', b.name ?? '');
    localStorage.setItem('tokenExpiration', String(Date.now() + 86_400_000));
  }, s);
}

/** A fresh, verified parent account: sign-up through the API, the code read from the mail catcher. */
async function freshAccount(page: Page) {
  const email = `e2e-account-${unique()}@example.com`;
  const password = 'Fresh-Pass-2026';
  const signup = await page.request.post(`${CMS_URL}/api/users/signup`, {
    data: {
      firstName: 'سارة',
      lastName: 'التجربة',
      phone_with_country_code: '+201155566677',
      nationality: 'مصر',
      email,
      password,
      user_type: 'parent',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const code = codeIn(await latestMailTo(page, email));
  const verified = await page.request.post(`${CMS_URL}/api/auth/verify-code`, { data: { email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const session = (await verified.json()) as { _id: string; user_type: string; token: string; name?: string };
  return { email, password, session };
}

/** The recovery mail (subject 'استعادة كلمة المرور…'), not the earlier sign-up mail. */
async function resetMailTo(page: Page, email: string, after: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = await latestMailTo(page, email, { after });
    if (mail.subject.includes('استعادة')) return mail;
    if (Date.now() > deadline) throw new Error(`no recovery mail to ${email}`);
    await page.waitForTimeout(300);
  }
}

const signIn = (page: Page, email: string, password: string) =>
  page.request.post(`${CMS_URL}/api/users/signin`, { data: { email, password } });

test.describe('account page', () => {
  test('the seeded parent edits the phone and still sees it after a reload', async ({ page }) => {
    const session = await signInAs(page, 'parent');
    await page.goto('/account');
    await expect(page).toHaveTitle(/^حسابي/);
    await expect(page.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'هبة سمير' })).toBeVisible();
    await expect(page.getByText('ولي أمر', { exact: true })).toBeVisible();
    await expect(page.getByText(ACCOUNTS.parent.email)).toBeVisible();

    const newPhone = `+2011${String(Date.now()).slice(-8)}`;
    await page.getByRole('button', { name: 'تعديل البيانات' }).click();
    const form = page.getByRole('form', { name: 'تعديل الملف الشخصي' });
    await expect(form.getByLabel('الجنسية')).toHaveValue('مصر');
    await expect(form.getByLabel('الجنسية').locator('option')).toHaveCount(21); // 'اختر...' + 20 Arab countries
    await form.getByLabel('رقم الموبايل').fill(newPhone);
    await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(page.getByText('تم حفظ التغييرات بنجاح')).toBeVisible();
    await expect(form).toBeHidden();

    // Notifications vanish after 5 s.
    await expect(page.getByText('تم حفظ التغييرات بنجاح')).toBeHidden({ timeout: 7000 });
    await page.reload();
    await expect(page.getByText(newPhone)).toBeVisible();

    // Leave the seeded account as it was.
    const restore = await page.request.put(`${CMS_URL}/api/users/update/${session._id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { phone_with_country_code: '+201000000004' },
    });
    expect(restore.status()).toBe(200);
  });

  test('leaving the profile form with an unsaved change asks first, and staying keeps the text', async ({ page }) => {
    await signInAs(page, 'parent');
    await page.goto('/account');
    await page.getByRole('button', { name: 'تعديل البيانات' }).click();
    const form = page.getByRole('form', { name: 'تعديل الملف الشخصي' });
    await form.getByLabel('رقم الموبايل').fill('+201099999999');
    await page.getByRole('link', { name: 'الأخبار' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'تغييرات غير محفوظة' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'البقاء في النموذج' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(form.getByLabel('رقم الموبايل')).toHaveValue('+201099999999');
  });

  test('a fresh account changes its password, recovers it inside the account, then deletes itself', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { email, password, session } = await freshAccount(page);
    await storeSession(page, session);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'سارة التجربة' })).toBeVisible();

    // Change password: a mismatch is refused, then the new one works for sign-in.
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    let dialog = page.getByRole('dialog', { name: 'تغيير كلمة المرور' });
    await dialog.getByLabel('كلمة المرور الجديدة').fill('Changed-Pass-1');
    await dialog.getByLabel('تأكيد كلمة المرور').fill('Changed-Pass-2');
    await dialog.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(dialog.getByText('كلمات المرور غير متطابقة')).toBeVisible();
    await dialog.getByLabel('تأكيد كلمة المرور').fill('Changed-Pass-1');
    await dialog.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByText('تم تغيير كلمة المرور بنجاح')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect((await signIn(page, email, 'Changed-Pass-1')).status()).toBe(200);
    expect((await signIn(page, email, password)).status()).toBe(401);

    // Forgot password in two steps, with the code from the mail.
    const before = Date.now() - 1000;
    await page.getByRole('button', { name: 'نسيت كلمة المرور' }).click();
    dialog = page.getByRole('dialog', { name: 'نسيت كلمة المرور' });
    await expect(dialog.getByLabel('البريد الإلكتروني')).toHaveValue(email);
    await dialog.getByRole('button', { name: 'إرسال الرمز' }).click();
    const code = codeIn(await resetMailTo(page, email, before));
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByLabel('رمز التحقق').fill(`${code}99`);
    await expect(dialog.getByLabel('رمز التحقق')).toHaveValue(code as string);
    await dialog.getByLabel('كلمة المرور الجديدة').fill('Recovered-Pass-3');
    await dialog.getByLabel('تأكيد كلمة المرور').fill('Recovered-Pass-3');
    await dialog.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }).click();
    await expect(page.getByText('تم إعادة تعيين كلمة المرور بنجاح')).toBeVisible();
    expect((await signIn(page, email, 'Recovered-Pass-3')).status()).toBe(200);

    // Delete with confirmation: storage cleared, /Login, the account is gone.
    await page.getByRole('button', { name: 'حذف الحساب' }).click();
    dialog = page.getByRole('dialog', { name: 'حذف الحساب' });
    await expect(dialog.getByText('لا يمكن التراجع عن هذا الإجراء')).toBeVisible();
    await dialog.getByRole('button', { name: 'نعم، احذف حسابي' }).click();
    await expect(page.getByText('تم حذف حسابك بنجاح')).toBeVisible();
    await expect(page).toHaveURL(/\/Login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await signIn(page, email, 'Recovered-Pass-3')).status()).toBe(404);
  });

  test('log out clears the session and goes to /Login', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/account');
    // The student's extra fields with their labels.
    await expect(page.getByText('الصف الثالث الثانوي')).toBeVisible();
    await expect(page.getByText('المجموع', { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'الصيدلة' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/Login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('staff opening /account are sent to /admin', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/account');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('articles', () => {
  test('the list shows 3 published articles, then all of them', async ({ page }) => {
    await page.goto('/articles');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(3);
    await page.getByRole('button', { name: 'عرض المزيد' }).click();
    await expect(cards).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'عرض المزيد' })).toBeHidden();
    // Excerpts are cut at 150 characters and never show the asterisks.
    const excerpt = (await cards.first().locator('p').innerText()).trim();
    expect(excerpt.length).toBeLessThanOrEqual(153);
    expect(excerpt).not.toContain('*');
    await expect(page.getByRole('link', { name: /أفضل الدورات المجانية/ })).toHaveAttribute(
      'href',
      '/articles/free-cs-courses',
    );
  });

  test('a visitor opening an article is sent to /Login with the target saved', async ({ page }) => {
    await page.goto('/articles/choose-faculty');
    await expect(page).toHaveURL(/\/Login$/);
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe('/articles/choose-faculty');
  });

  test('an article body with <script> shows it as text; markup, tags, dates, cache', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/articles/free-cs-courses');
    await expect(page.getByRole('heading', { level: 1, name: 'أفضل الدورات المجانية لطلاب الحاسبات' })).toBeVisible();
    await expect(page).toHaveTitle(/^أفضل الدورات المجانية لطلاب الحاسبات/);
    const body = page.getByTestId('article-body');
    await expect(body).toContainText('<script>alert(1)</script>');
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.locator('strong')).toHaveText('هياكل البيانات والخوارزميات');
    await expect(body.locator('em')).toHaveText('تعليم غيرك');
    expect(await body.locator('br').count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('list', { name: 'الوسوم' }).getByRole('listitem')).toHaveText([
      'دورات',
      'البرمجة',
      'الحاسبات',
    ]);
    await expect(page.getByText('دورات', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/تاريخ النشر: .*\d{4}/)).toBeVisible();
    await expect(page.getByText(/آخر تحديث: .*\d{4}/)).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(/[٠-٩]/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\/.+\/(uploads|images)\//,
    );
    // The logo is shown (a broken one would fall back to /images/default-article.svg).
    await expect
      .poll(() =>
        page.locator('img.article__image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('currentArticleData') ?? 'null'));
    expect(cached?.Short_name).toBe('free-cs-courses');
  });

  test('an unknown article shows the not-found state', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/articles/no-such-article');
    await expect(page.getByText('لم يتم العثور على المقال المطلوب.')).toBeVisible();
  });
});

test.describe('join-us', () => {
  async function fillApplication(page: Page, email: string, number: string) {
    await page.getByLabel(/الاسم الأول/).fill('  مريم ');
    await page.getByLabel(/الاسم الأخير/).fill('عادل');
    await page.getByLabel(/البريد الإلكتروني/).fill(email.toUpperCase());
    await page.getByRole('textbox', { name: /رقم الواتساب/ }).fill(number);
    await page.locator('select[name=committee]').selectOption('other');
    await page.getByLabel('اكتب اسم القسم').fill('تنظيم الفعاليات');
    await page
      .getByRole('group', { name: /هل أنت طالب/ })
      .getByLabel('نعم')
      .check();
    await page.locator('select[name=university]').selectOption('other');
    await page.getByLabel('اكتب اسم الجامعة').fill('جامعة تجريبية للاختبار');
    await page.locator('select[name=faculty]').selectOption('other');
    await page.getByLabel('اكتب اسم الكلية').fill('كلية الاختبارات');
    await page.locator('select[name=academicLevel]').selectOption('other');
    await page.getByLabel('حدد مستواك الأكاديمي').fill('دبلومة مهنية');
    await page
      .getByRole('group', { name: /اتحاد الطلاب/ })
      .getByLabel('نعم')
      .check();
    await page.getByLabel('ما دورك وأنشطتك في الاتحاد؟').fill('منسق الأنشطة الثقافية');
    await page.locator('select[name=howDidYouKnow]').selectOption('other');
    await page.getByLabel('وضح كيف عرفت عننا').fill('من خلال صديق');
    await page
      .getByRole('group', { name: /هل تعرف فريقنا/ })
      .getByLabel('لا')
      .check();
    await page
      .getByRole('group', { name: /معلومات عن التقديم/ })
      .getByLabel('لا')
      .check();
    await page
      .getByRole('group', { name: /خبرة سابقة/ })
      .getByLabel('نعم')
      .check();
    await page.getByLabel('حدثنا عن خبرتك').fill('تطوعت في فريق إرشاد طلابي لمدة عام');
  }

  test('validation comes in the spec order', async ({ page }) => {
    await page.goto('/join-us');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^يرجى ملء الحقول التالية: الاسم الأول، الاسم الأخير، البريد الإلكتروني، رقم الواتساب/,
    );
    await page.getByLabel(/الاسم الأول/).fill('م');
    await page.getByLabel(/الاسم الأخير/).fill('عادل');
    await page.getByLabel(/البريد الإلكتروني/).fill('maryam@example.com');
    await page.getByRole('textbox', { name: /رقم الواتساب/ }).fill('1234567');
    await page.locator('select[name=committee]').selectOption('tech');
    await page.locator('select[name=howDidYouKnow]').selectOption('facebook');
    for (const g of [/هل أنت طالب/, /هل تعرف فريقنا/, /معلومات عن التقديم/, /خبرة سابقة/])
      await page.getByRole('group', { name: g }).getByLabel('لا').check();
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByRole('alert')).toHaveText('يرجى إدخال رقم واتساب صحيح');
    await page.getByRole('textbox', { name: /رقم الواتساب/ }).fill('1001234567');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByRole('alert')).toHaveText('يرجى إدخال الاسم الأول بشكل صحيح');
  });

  test('an application with "other" answers is stored, and the same one again is refused', async ({ page }) => {
    test.setTimeout(60_000);
    const email = `joiner-${unique()}@example.com`;
    const number = `10${String(Date.now()).slice(-8)}`;
    await page.goto('/join-us');

    // The searchable dial-code list: find Saudi Arabia by name, then Egypt by its code.
    await page.getByRole('button', { name: /رمز الدولة/ }).click();
    await page.getByRole('combobox', { name: 'ابحث عن رمز الدولة' }).fill('سعود');
    await page.getByRole('option', { name: /السعودية/ }).click();
    await expect(page.getByRole('button', { name: /رمز الدولة/ })).toContainText('+966');
    await page.getByRole('button', { name: /رمز الدولة/ }).click();
    expect(await page.getByRole('option').count()).toBeGreaterThanOrEqual(150);
    await page.getByRole('combobox', { name: 'ابحث عن رمز الدولة' }).fill('20');
    await page.getByRole('option', { name: /مصر/ }).click();

    await fillApplication(page, email, `+20 ${number}`);
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByRole('heading', { name: 'تم إرسال طلبك' })).toBeVisible();

    // Stored in the CMS, as the SuperAdmin sees it.
    const signin = await page.request.post(`${CMS_URL}/api/users/signin`, { data: ACCOUNTS.superAdmin });
    const { token } = (await signin.json()) as { token: string };
    const list = await page.request.get(`${CMS_URL}/api/join-us`, { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status()).toBe(200);
    const stored = ((await list.json()) as Record<string, unknown>[]).find((r) => r.email === email);
    expect(stored).toMatchObject({
      firstName: 'مريم',
      lastName: 'عادل',
      whatsapp_with_country_code: `+20${number}`,
      committee: 'other',
      committee_other: 'تنظيم الفعاليات',
      isStudent: true,
      university: 'جامعة تجريبية للاختبار',
      faculty: 'كلية الاختبارات',
      academicLevel: 'other',
      academicLevel_other: 'دبلومة مهنية',
      ActivitiesMember: true,
      ActivitiesRole: 'منسق الأنشطة الثقافية',
      howDidYouKnow: 'other',
      howDidYouKnow_other: 'من خلال صديق',
      knowUs: false,
      admissionInfo: false,
      hasExperience: true,
      experienceDetails: 'تطوعت في فريق إرشاد طلابي لمدة عام',
    });

    // The same application again: the duplicate check stops it with the server's message.
    await page.goto('/join-us');
    await fillApplication(page, email, number);
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByRole('alert')).toHaveText('لقد قمت بالتقديم مسبقاً بهذا البريد الإلكتروني ورقم الواتساب');
    await expect(page.getByRole('heading', { name: 'تم إرسال طلبك' })).toBeHidden();
  });

  test('a signed-in person finds name, e-mail and phone filled in and locked; reset keeps them', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/join-us');
    await expect(page.getByText('تم ملء هذه البيانات تلقائياً من حسابك.')).toBeVisible();
    await expect(page.getByLabel(/الاسم الأول/)).toHaveValue('ياسين');
    await expect(page.getByLabel(/الاسم الأول/)).toHaveAttribute('readonly', '');
    await expect(page.getByLabel(/البريد الإلكتروني/)).toHaveValue(ACCOUNTS.student.email);
    await expect(page.getByRole('textbox', { name: /رقم الواتساب/ })).toHaveValue('1000000003');
    await expect(page.getByRole('button', { name: /رمز الدولة/ })).toBeDisabled();
    await page.locator('select[name=committee]').selectOption('tech');
    await page.getByRole('button', { name: 'مسح النموذج' }).click();
    await expect(page.locator('select[name=committee]')).toHaveValue('');
    await expect(page.getByLabel(/الاسم الأول/)).toHaveValue('ياسين');
  });
});

/** Lazy images scrolled into view and loaded, so the screenshot shows them. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete
          ? null
          : new Promise((r) => {
              img.onload = img.onerror = r;
            }),
      ),
    );
  });
  await page.waitForTimeout(200);
}

test('screenshots at 1366 and 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, 'student');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    for (const [name, path, ready] of [
      ['articles', '/articles', 'عرض المزيد'],
      ['article', '/articles/free-cs-courses', 'أفضل الدورات المجانية لطلاب الحاسبات'],
      ['account', '/account', 'تعديل البيانات'],
      ['join-us', '/join-us', 'إرسال الطلب'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      if (name === 'join-us') {
        await expect(page.getByLabel(/الاسم الأول/)).toHaveValue('ياسين');
        await page
          .getByRole('group', { name: /هل أنت طالب/ })
          .getByLabel('نعم')
          .check();
      }
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
    await page.goto('/account');
    await page.getByRole('button', { name: 'تعديل البيانات' }).click();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/account-edit-${width}.png`, fullPage: true });
  }
});
