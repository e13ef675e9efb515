import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, CMS_URL, signInAs } from './support/session';
import { openInSite } from './support/navigation';

// Issue 4, the public pages: admission status, scholarships, news, contact, popup ad, PDF viewers.
// Run against the seeded stack by `node scripts/test.mjs --e2e-only -- e2e/public-pages.spec.ts`.

const ARABIC_MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];

async function superAdminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${CMS_URL}/api/users/signin`, {
    data: { ...ACCOUNTS.superAdmin, rememberMe: false },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function asSuperAdmin<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await superAdminToken(request);
  const res = await request.get(`${CMS_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test.describe('admission status page', () => {
  test('a visitor who opens a university is sent to /Login with the page saved as the target', async ({ page }) => {
    await page.goto('/Status');
    // The demo set: the note says its figures are generated (the real set states its as-of date).
    await expect(page.getByRole('note').filter({ hasText: 'بيانات تجريبية مولّدة' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /الجامعات الخاصة \(\d+\)/ })).toBeVisible();
    await page.getByRole('button', { name: /^الجامعة الألمانية بالقاهرة/ }).click();
    await expect(page).toHaveURL(/\/Login$/);
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe('/Status');
  });

  test('a signed-in student opens the popup with statuses and deadlines, and closes it three ways', async ({
    page,
  }) => {
    await signInAs(page, 'student');
    await page.goto('/Status');
    const card = page.getByRole('button', { name: /^الجامعة الألمانية بالقاهرة/ });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'الجامعة الألمانية بالقاهرة' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'الثانوية العامة / STEM / النيل' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'الطلاب الوافدون' })).toBeVisible();
    // Seeded GUC: thanwyaa first year 'انتهي' on 6/8/2025; a missing transfer date shows 'غير محدد'.
    await expect(dialog.locator('.status-badge--ended').first()).toBeVisible();
    await expect(dialog.locator('.status-badge--available').first()).toBeVisible();
    await expect(dialog.getByText('6/8/2025')).toBeVisible();
    await expect(dialog.getByText('غير محدد').first()).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'دليل الجامعة' })).toHaveAttribute('href', '/Guide/private/GUC');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await card.click();
    await dialog.getByRole('button', { name: 'إغلاق' }).first().click();
    await expect(dialog).toBeHidden();
    await card.click();
    await page.locator('.dialog__overlay').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();
  });

  test('the national tab refetches and its popup shows only the fourth and fifth years', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/Status');
    const request = page.waitForRequest((r) => r.url().includes('/api/national/admission'));
    await page.getByRole('tab', { name: 'الجامعات الأهلية' }).click();
    await request;
    await expect(page).toHaveURL(/type=national/);
    await page.locator('.status-card').first().click();
    const dialog = page.getByRole('dialog');
    const general = dialog.locator('section', {
      has: page.getByRole('heading', { name: 'الثانوية العامة / STEM / النيل' }),
    });
    await expect(general.locator('tbody tr')).toHaveCount(2);
  });
});

test('scholarships are sorted by id, newest first', async ({ page, request }) => {
  const res = await request.get(`${CMS_URL}/api/scholarships`);
  const list = (await res.json()) as { id: number; name: string }[];
  const expected = [...list].sort((a, b) => b.id - a.id).map((s) => s.name);
  await page.goto('/Scholarships');
  await expect(page.locator('.scholarship-card')).toHaveCount(list.length);
  expect(await page.locator('.scholarship-card__name').allInnerTexts()).toEqual(expected);
  await expect(page.locator('.scholarship-card__type').first()).toHaveText(/منحة|أخرى/);
});

test('news is a timeline by deadline, newest first, with Arabic month names', async ({ page, request }) => {
  const list = (await (await request.get(`${CMS_URL}/api/news`)).json()) as { title: string; deadline: string }[];
  const newest = [...list].sort((a, b) => b.deadline.localeCompare(a.deadline))[0];
  const [year, month, day] = newest.deadline.split('-').map(Number);
  await page.goto('/News');
  const first = page.locator('.news-item').first();
  await expect(first.locator('.news-item__title')).toHaveText(newest.title);
  await expect(first.locator('.news-item__day')).toHaveText(String(day));
  await expect(first.locator('.news-item__month')).toHaveText(ARABIC_MONTHS[month - 1]);
  await expect(first.locator('.news-item__year')).toHaveText(String(year));
  const months = await page.locator('.news-item__month').allInnerTexts();
  expect(months.every((m) => ARABIC_MONTHS.includes(m))).toBe(true);
  await expect(first.getByRole('link', { name: /اقرأ المزيد/ })).toHaveAttribute('target', '_blank');
});

test('a news item whose details carry long addresses wraps them at 390 px (no sideways scroll)', async ({ page }) => {
  // The real set's councils' announcement lists its sources' addresses, one of them 230 characters
  // of percent-encoding with no break opportunity: it pushed /News 188 px wider than a phone.
  const long = `https://mansheet.net/73700/${'%d8%aa%d9%86'.repeat(20)}-2025`;
  await page.route(
    (url) => url.pathname === '/api/news',
    (route) =>
      route.fulfill({
        json: [
          {
            _id: 'long-news',
            title: 'خبر بمصادر طويلة',
            Short_name: 'long',
            deadline: '2026-01-23',
            link: long,
            details: `نص الخبر. المصدر: https://www.example.com/74091 و ${long}`,
            logo_url: null,
          },
        ],
      }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/News');
  await expect(page.getByRole('heading', { name: 'خبر بمصادر طويلة' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test.describe('contact page', () => {
  test('validation messages accumulate as spec 1 §5 says', async ({ page }) => {
    await page.goto('/Contact');
    await page.getByRole('button', { name: 'إرسال' }).click();
    await expect(page.getByRole('alert')).toHaveText('يرجى ملء جميع الحقول قبل الإرسال.');
    await page.getByLabel('الاسم').fill('Ali 2');
    await page.getByLabel('البريد الإلكتروني').fill('ali@example');
    await page.getByLabel('رقم الهاتف').fill('010-123');
    await page.getByLabel('الرسالة').fill('مرحبا');
    await page.getByRole('button', { name: 'إرسال' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('يجب أن يحتوي الاسم على حروف عربية أو إنجليزية ومسافات فقط.');
    await expect(alert).toContainText('يجب أن يكون البريد الإلكتروني بالتنسيق');
    await expect(alert).toContainText('يجب أن يحتوي الرقم على أرقام وعلامة الزائد فقط.');
  });

  test('a visitor sends a message: thank-you shown, and it arrives in the CMS normalised', async ({
    page,
    request,
  }) => {
    const email = `Visitor.${Date.now()}@Example.com`;
    await page.goto('/Contact');
    await expect(page.getByRole('button', { name: /رمز الدولة: \+20/ })).toBeVisible();
    await page.getByRole('button', { name: /رمز الدولة/ }).click();
    await page.getByLabel('ابحث عن الدولة أو الرمز').fill('السعودية');
    await page.getByRole('option', { name: /السعودية/ }).click();
    await expect(page.getByRole('button', { name: /رمز الدولة: \+966/ })).toBeVisible();

    await page.getByLabel('الاسم').fill('  سارة Ahmed  ');
    await page.getByLabel('البريد الإلكتروني').fill(`  ${email} `);
    await page.getByLabel('رقم الهاتف').fill('+966501234567');
    await page.getByLabel('الرسالة').fill('سؤال عن المنح\nفي الجامعات الخاصة');
    await page.getByRole('button', { name: 'إرسال' }).click();
    await expect(page.getByRole('heading', { name: 'تم الإرسال بنجاح' })).toBeVisible();

    const messages = await asSuperAdmin<{ name: string; email: string; phone: string; message: string }[]>(
      request,
      '/api/contact',
    );
    const stored = messages.find((m) => m.email === email.toLowerCase());
    expect(stored).toMatchObject({
      name: 'سارة Ahmed',
      phone: '+966501234567',
      message: 'سؤال عن المنح في الجامعات الخاصة',
    });
  });

  test('a signed-in user finds name, e-mail and phone filled in and locked', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/Contact');
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue(ACCOUNTS.student.email);
    await expect(page.getByLabel('البريد الإلكتروني')).toBeDisabled();
    await expect(page.getByLabel('الاسم')).toBeDisabled();
    await expect(page.getByLabel('رقم الهاتف')).toBeDisabled();
    await expect(page.getByLabel('الاسم')).not.toHaveValue('');
  });
});

test.describe('popup ad', () => {
  test('a visitor gets the ad after about 5 s on /News; show and click events are stored', async ({
    page,
    request,
  }) => {
    // The show also raises the ad's counter by one (PUT /api/ads/{id} with currentShows + 1).
    const showCounter = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        /\/api\/ads\/[^/]+$/.test(new URL(r.url()).pathname) &&
        'currentShows' in (r.request().postDataJSON() ?? {}),
      { timeout: 15_000 },
    );
    await page.goto('/News');
    const startedAt = Date.now();
    const dialog = page.getByRole('dialog', { name: 'احجز جلسة إرشاد مجانية' });
    await expect(dialog).toBeVisible({ timeout: 12_000 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3_500);
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(sessionId).toBeTruthy();
    expect((await showCounter).status()).toBe(200);

    type Event = { action: string; page: string; sessionId: string; deviceType: string; timeOnPage: number };
    await expect
      .poll(async () =>
        (await asSuperAdmin<Event[]>(request, '/api/adAnalytics')).filter(
          (e) => e.sessionId === sessionId && e.action === 'show',
        ),
      )
      .toEqual([expect.objectContaining({ page: '/News', deviceType: 'desktop' })]);

    const clickCounter = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && 'currentClicks' in (r.request().postDataJSON() ?? {}),
    );
    await dialog.getByRole('link', { name: 'احجز الآن' }).click();
    expect((await clickCounter).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () =>
        (await asSuperAdmin<Event[]>(request, '/api/adAnalytics')).filter(
          (e) => e.sessionId === sessionId && e.action === 'click',
        ),
      )
      .toEqual([expect.objectContaining({ page: '/News' })]);
    const clicks = (await asSuperAdmin<Event[]>(request, '/api/adAnalytics')).filter(
      (e) => e.sessionId === sessionId && e.action === 'click',
    );
    // Strapi answers big integers as strings.
    expect(Number(clicks[0].timeOnPage)).toBeGreaterThanOrEqual(4_000);
  });

  test('the ad closes with its button', async ({ page }) => {
    await page.goto('/Scholarships');
    const dialog = page.getByRole('dialog', { name: 'احجز جلسة إرشاد مجانية' });
    await expect(dialog).toBeVisible({ timeout: 12_000 });
    await dialog.getByRole('button', { name: 'إغلاق الإعلان' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a signed-in user sees no ad', async ({ page }) => {
    await signInAs(page, 'student');
    let adsRequested = false;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/ads') adsRequested = true;
    });
    await page.goto('/News');
    await expect(page.locator('.news-item').first()).toBeVisible();
    await page.waitForTimeout(7_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(adsRequested).toBe(false);
  });
});

test('the /OldGuide viewer renders its first page and shows the total page count', async ({ page }) => {
  await page.goto('/OldGuide');
  // Named from the data's academic year (the seed's as-of date), in the title and the footer's link.
  await expect(page).toHaveTitle(/^دليل الجامعات 2025\/2026/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'دليل الجامعات 2025/2026' })).toBeVisible();
  const total = page.getByTestId('pdf-total-pages');
  await expect(total).toHaveText(/^\d+$/, { timeout: 20_000 });
  const pages = Number(await total.innerText());
  expect(pages).toBeGreaterThan(1);
  const canvas = page.locator('.pdf-viewer__page[data-page="1"] canvas');
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  const box = await canvas.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(box?.height ?? 0).toBeGreaterThan(100);
  // Pages render as they come into view: far pages are still placeholders.
  expect(await page.locator('.pdf-viewer__page canvas').count()).toBeLessThan(pages);
});

test('a PDF that cannot be loaded shows the error box, and Try Again loads it', async ({ page }) => {
  await page.route('**/uploads/*.pdf', (route) => route.abort());
  await page.goto('/Portfolio');
  const box = page.getByRole('alert');
  await expect(box.getByRole('heading', { name: 'Unable to load the PDF' })).toBeVisible({ timeout: 20_000 });
  await expect(box).toContainText('تأكد من اتصالك بالإنترنت');
  await page.unroute('**/uploads/*.pdf');
  await box.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.locator('.pdf-viewer__page[data-page="1"] canvas')).toBeVisible({ timeout: 20_000 });
});

test('a status load failure shows the spec message with a retry', async ({ page }) => {
  let fail = true;
  await page.route('**/api/private/admission', (route) =>
    fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await openInSite(page, '/Status');
  await expect(page.getByRole('alert')).toContainText('حدث خطأ أثناء جلب البيانات', { timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByRole('button', { name: /^الجامعة الألمانية بالقاهرة/ })).toBeVisible();
});

for (const width of [1366, 390]) {
  test(`public pages at ${width} px: no horizontal scroll (screenshots attached)`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    for (const path of ['/Status', '/Scholarships', '/News', '/Contact', '/Portfolio', '/KSIUTransportGuide']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
      await testInfo.attach(`${path.slice(1)}-${width}`, { body: await page.screenshot(), contentType: 'image/png' });
    }
  });
}
