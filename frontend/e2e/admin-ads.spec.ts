import { expect, test, type Page } from '@playwright/test';
import { CMS_URL, signInAs } from './support/session';
import { mkdirSync } from 'node:fs';
import { apiToken, callAs, checkAtBothWidths, expectAccessible, signInThroughLogin } from './support/staff';

// /admin/ads (spec 3 §2 "Ads screen", §4, §5, §9; issue 13), acted out by the SuperAdmin; the ad is
// then seen by a visitor on the public site and its show is counted in the analytics.

type Ad = {
  _id: string;
  title: string;
  endDate: string | null;
  priority: number;
  features: string[];
  currentShows: number;
};
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function adsTitled(page: Page, title: string): Promise<Ad[]> {
  const su = (await apiToken(page, 'superAdmin')).token;
  const res = await callAs(page.request, su, 'GET', `/api/ads?filters[title][$eq]=${encodeURIComponent(title)}`);
  expect(res.status).toBe(200);
  return res.body as Ad[];
}

/** An ad made through the API for the tests that are not about adding one. */
async function seedAd(page: Page, title: string, patch: Record<string, unknown> = {}) {
  const su = (await apiToken(page, 'superAdmin')).token;
  const res = await callAs(page.request, su, 'POST', '/api/ads', {
    title,
    description: 'وصف إعلان للاختبار',
    features: 'مجاني, سريع',
    image_path: '/images/ads/a.png',
    ctalink: '/News',
    ctaText: 'اعرف أكثر',
    startDate: new Date(Date.now() - 86_400_000).toISOString(),
    endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    priority: 1,
    targetAudience: 'all',
    ...patch,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Ad;
}

async function removeAds(page: Page, prefix: string) {
  const su = (await apiToken(page, 'superAdmin')).token;
  const all = (await callAs(page.request, su, 'GET', '/api/ads')).body as Ad[];
  for (const ad of all.filter((a) => a.title.startsWith(prefix)))
    await callAs(page.request, su, 'DELETE', `/api/ads/${ad._id}`);
}

const PREFIX = 'إعلان اختبار الشاشة';

/** A modal: axe, and what the person sees (the viewport, not the page behind) at 1366 and 390 px. */
async function checkModal(page: Page, name: string) {
  mkdirSync('/tmp/shots-ads', { recursive: true });
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await expectAccessible(page, `${name} at ${width}px`);
    await page.screenshot({ path: `/tmp/shots-ads/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe('ads and analytics (/admin/ads)', () => {
  // The popup picks among visible ads: ads of these tests never outlive them (the public-pages spec
  // expects the seeded ad).
  test.afterEach(async ({ page }) => removeAds(page, PREFIX));

  test('an ad added (no end date) is shown to a visitor, and its show is counted in the analytics', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const title = `${PREFIX} ${tag()}`;
    await signInThroughLogin(page, 'superAdmin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.locator('a[href="/admin/ads"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'الإعلانات والإحصاءات' })).toBeVisible();

    // The floating add button opens the add tab (and is not shown on it).
    await page.getByRole('button', { name: 'إضافة إعلان جديد' }).click();
    await expect(page).toHaveURL(/tab=add/);
    await expect(page.getByRole('button', { name: 'إضافة إعلان جديد' })).toHaveCount(0);
    const form = page.getByRole('form', { name: 'نموذج الإعلان' });

    // The required fields of spec 3 §5, with the server's messages.
    await form.getByLabel('مسار صورة الإعلان').fill('');
    await form.getByRole('button', { name: 'إضافة الإعلان' }).click();
    await expect(form.getByText('عنوان الإعلان مطلوب')).toBeVisible();
    await expect(form.getByText('مسار صورة الإعلان مطلوب')).toBeVisible();
    await expect(form.getByText('رابط زر الإعلان مطلوب')).toBeVisible();
    await expect(form.getByText('نص زر الإعلان مطلوب')).toBeVisible();
    await expect(form.getByText('تاريخ نهاية الإعلان غير صحيح')).toBeVisible();

    await form.getByLabel('عنوان الإعلان').fill(title);
    await form.getByLabel('الوصف').fill('منح دراسية جديدة للطلاب المتفوقين');
    await form.getByLabel('المميزات').fill(' مجاني ,  بدون تسجيل,, سريع ');
    await form.getByLabel('مسار صورة الإعلان').fill('/images/ads/a.png');
    await form.getByLabel('رابط الزر').fill('/Scholarships');
    await form.getByLabel('نص الزر').fill('تصفح المنح');
    await form.getByLabel('الأولوية').fill('0');
    await form.getByLabel('الجمهور المستهدف').selectOption('not_logged_in');
    await form.getByLabel(/بدون تاريخ انتهاء/).check();
    await expect(form.getByLabel('تاريخ الانتهاء (UTC)')).toBeDisabled();
    await form.getByRole('button', { name: 'إضافة الإعلان' }).click();

    // After the save: the current-ads tab (spec 3 §4), the ad in the table.
    await expect(page.getByRole('status').filter({ hasText: 'تمت إضافة الإعلان بنجاح' })).toBeVisible();
    await expect(page).toHaveURL(/tab=current/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('بدون تاريخ انتهاء');
    await expect(row).toContainText('نشط');
    const [stored] = await adsTitled(page, title);
    expect(stored).toMatchObject({ endDate: null, priority: 0, features: ['مجاني', 'بدون تسجيل', 'سريع'] });

    // A visitor on the public site gets it in the popup. The popup picks one qualifying ad at random:
    // the visitor's Math.random is pinned so that it takes the first, the newest (this one).
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.addInitScript(() => {
      Math.random = () => 0;
    });
    const counted = visitorPage.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/ads/${stored._id}`,
      { timeout: 20_000 },
    );
    const logged = visitorPage.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/adAnalytics',
      { timeout: 20_000 },
    );
    await visitorPage.goto('/News');
    const popup = visitorPage.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup.getByText('بدون تسجيل')).toBeVisible();
    await expect(popup.getByRole('link', { name: 'تصفح المنح' })).toBeVisible();
    // Both calls answered before the visitor leaves (closing the page would cut them off).
    expect((await counted).status()).toBe(200);
    expect((await logged).status()).toBe(201);
    await visitor.close();

    // The show is counted in the analytics: the ad's card, the summary, and the events modal.
    await page.getByRole('tab', { name: 'الإحصاءات' }).click();
    await expect(page).not.toHaveURL(/tab=/);
    const card = page.locator(`[data-ad-id="${stored._id}"]`);
    await expect
      .poll(async () => {
        await page.reload();
        return card.locator('dd').first().innerText({ timeout: 5_000 });
      })
      .toBe('1');
    await expect(card).toContainText('0.00%');
    await card.getByRole('button', { name: `تفاصيل الأحداث: ${title}` }).click();
    const events = page.getByRole('dialog', { name: `أحداث الإعلان: ${title}` });
    await expect(events.getByRole('row').filter({ hasText: '/News' })).toHaveCount(1);
    await expect(events.getByRole('row').filter({ hasText: '/News' })).toContainText('ظهور');
    await expect(events).toContainText('صفحة 1 من 1 (حدث واحد)');
    // The server searches: a page that no event has leaves none.
    await events.getByRole('searchbox').fill('/nowhere');
    await expect(events.getByText('لا توجد أحداث مطابقة.')).toBeVisible();
    await expect(page).toHaveURL(/eq=%2Fnowhere/);
    await events.getByRole('searchbox').fill('ظهور');
    await expect(events.getByRole('row').filter({ hasText: '/News' })).toHaveCount(1);
    await events.getByRole('button', { name: 'إغلاق' }).first().click();
    await expect(page).not.toHaveURL(/events=/);

    // The chart's figures: today (UTC) has the show.
    const today = new Date().toISOString().slice(0, 10);
    await page.getByText('عرض البيانات في جدول').click();
    await expect(page.getByRole('row').filter({ hasText: today })).toBeVisible();
  });

  test('edit in a modal, delete after the confirmation; the server holds the result', async ({ page }) => {
    const title = `${PREFIX} ${tag()}`;
    const ad = await seedAd(page, title);
    await signInAs(page, 'superAdmin');
    await page.goto('/admin/ads?tab=current');
    await page.getByRole('button', { name: `تعديل: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `تعديل الإعلان: ${title}` });
    await expect(dialog.getByLabel('المميزات')).toHaveValue('مجاني, سريع');
    const renamed = `${title} معدل`;
    await dialog.getByLabel('عنوان الإعلان').fill(renamed);
    await dialog.getByLabel('رابط الزر').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(dialog.getByText('الرابط غير صالح: رابط زر الإعلان')).toBeVisible();
    await dialog.getByLabel('رابط الزر').fill('https://example.com/scholarships');
    await dialog.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم تحديث الإعلان بنجاح' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toBeVisible();
    expect((await adsTitled(page, renamed)).map((a) => a._id)).toEqual([ad._id]);

    await page.getByRole('button', { name: `حذف: ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'حذف الإعلان' });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'تأكيد الحذف' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم حذف الإعلان بنجاح' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
    expect(await adsTitled(page, renamed)).toEqual([]);
  });

  test('a delete can be undone from its toast: the ad comes back with its counters (issue 23)', async ({ page }) => {
    const title = `${PREFIX} ${tag()}`;
    const ad = await seedAd(page, title, { currentShows: 7 });
    await signInAs(page, 'superAdmin');
    await page.goto('/admin/ads?tab=current');
    await page.getByRole('button', { name: `حذف: ${title}` }).click();
    await page.getByRole('alertdialog', { name: 'حذف الإعلان' }).getByRole('button', { name: 'تأكيد الحذف' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'تم حذف الإعلان بنجاح' });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    expect(await adsTitled(page, title)).toEqual([]);

    await toast.getByRole('button', { name: 'تراجع' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تمت استعادة المحذوف' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    const back = await adsTitled(page, title);
    expect(back.map((a) => ({ _id: a._id, shows: a.currentShows }))).toEqual([{ _id: ad._id, shows: 7 }]);
  });

  test('changing only the button text writes only the button text: dates keep their seconds (issue 21 item 5)', async ({
    page,
  }) => {
    const title = `${PREFIX} ${tag()}`;
    const startDate = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 86_400_000 + 17_250).toISOString();
    const endDate = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 7 * 86_400_000 + 45_000).toISOString();
    const ad = await seedAd(page, title, { startDate, endDate, priority: 0 });
    await signInAs(page, 'superAdmin');
    await page.goto('/admin/ads?tab=current');
    await page.getByRole('button', { name: `تعديل: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `تعديل الإعلان: ${title}` });
    await dialog.getByLabel('نص الزر').fill('سجل الآن');
    // Spec 3 §5: the priority is required; emptied, it is refused on the form (not saved as 1).
    await dialog.getByLabel('الأولوية').fill('');
    await dialog.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(dialog.getByText('أولوية الإعلان مطلوبة')).toBeVisible();
    await dialog.getByLabel('الأولوية').fill('0');
    await dialog.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم تحديث الإعلان بنجاح' })).toBeVisible();
    const su = (await apiToken(page, 'superAdmin')).token;
    const stored = (await callAs(page.request, su, 'GET', `/api/ads/${ad._id}`)).body as Record<string, unknown>;
    expect(stored).toMatchObject({
      ctaText: 'سجل الآن',
      startDate,
      endDate,
      priority: 0,
      image_path: '/images/ads/a.png',
    });
  });

  test('an Admin is sent to /admin, and the server refuses the Admin every ads endpoint', async ({ page }) => {
    const ad = await seedAd(page, `${PREFIX} ${tag()}`, { startDate: new Date(Date.now() + 86_400_000).toISOString() });
    await signInAs(page, 'admin');
    await page.goto('/admin/ads');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('a[href="/admin/ads"]')).toHaveCount(0);
    const admin = (await apiToken(page, 'admin')).token;
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/ads', { title: 'x' }],
      ['PUT', `/api/ads/${ad._id}`, { title: 'مختطف' }],
      ['DELETE', `/api/ads/${ad._id}`],
      ['GET', '/api/adAnalytics'],
      ['GET', '/api/adAnalytics?page=1&limit=10'],
      ['GET', '/api/adAnalytics/daily'],
      ['DELETE', '/api/adAnalytics/anything'],
    ];
    for (const [method, path, data] of calls) {
      const res = await callAs(page.request, admin, method as 'GET', path, data);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // The Admin, like a visitor, does not see an ad outside its window; the SuperAdmin's copy is unchanged.
    expect((await callAs(page.request, admin, 'GET', `/api/ads/${ad._id}`)).status).toBe(404);
    expect((await adsTitled(page, ad.title)).map((a) => a._id)).toEqual([ad._id]);
  });

  test('axe and screenshots at 1366 and 390 px: every tab and modal', async ({ page }) => {
    test.setTimeout(120_000);
    const title = `${PREFIX} ${tag()}`;
    const ad = await seedAd(page, title, { endDate: null });
    // A visitor's show and click, so that the chart, the cards and the events modal have content.
    for (const action of ['show', 'click'] as const) {
      const sessionId = `shots-${tag()}`;
      const event = await page.request.post(`${CMS_URL}/api/adAnalytics`, {
        data: { adId: ad._id, action, page: '/Scholarships', sessionId, timeOnPage: 6400 },
      });
      expect(event.status()).toBe(201);
      const field = action === 'show' ? 'currentShows' : 'currentClicks';
      await page.request.put(`${CMS_URL}/api/ads/${ad._id}`, { data: { [field]: 1, sessionId } });
    }
    await signInAs(page, 'superAdmin');

    await page.goto('/admin/ads');
    await expect(page.locator(`[data-ad-id="${ad._id}"]`)).toBeVisible();
    await expect(page.getByRole('img', { name: /رسم بياني/ })).toBeVisible();
    await expect(page.locator('.ads-chart__canvas canvas')).toBeVisible();
    await checkAtBothWidths(page, 'ads', 'analytics');

    await page.locator(`[data-ad-id="${ad._id}"]`).getByRole('button').click();
    await expect(page.getByRole('dialog', { name: `أحداث الإعلان: ${title}` })).toBeVisible();
    await checkModal(page, 'events-modal');
    await page.getByRole('dialog').getByRole('button', { name: 'إغلاق' }).first().click();

    await page.getByRole('button', { name: 'سجل كل الأحداث' }).click();
    await expect(page.getByRole('dialog', { name: 'سجل أحداث كل الإعلانات' })).toBeVisible();
    await checkModal(page, 'all-events-modal');
    await page.getByRole('dialog').getByRole('button', { name: 'إغلاق' }).first().click();

    await page.getByRole('tab', { name: 'الإعلانات الحالية' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    await checkAtBothWidths(page, 'ads', 'current');

    await page.getByRole('button', { name: `تعديل: ${title}` }).click();
    await expect(page.getByRole('dialog', { name: `تعديل الإعلان: ${title}` })).toBeVisible();
    await checkModal(page, 'edit-modal');
    await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();

    await page.getByRole('button', { name: `حذف: ${title}` }).click();
    await expect(page.getByRole('alertdialog', { name: 'حذف الإعلان' })).toBeVisible();
    await checkModal(page, 'delete-modal');
    await page.getByRole('alertdialog').getByRole('button', { name: 'إلغاء' }).click();

    await page.getByRole('tab', { name: 'إضافة إعلان' }).click();
    await expect(page.getByRole('form', { name: 'نموذج الإعلان' })).toBeVisible();
    await checkAtBothWidths(page, 'ads', 'add');
  });
});
