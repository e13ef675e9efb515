import { expect, test, type Page } from '@playwright/test';
import { CMS_URL } from './support/session';
import { apiToken, checkAtBothWidths, shoot, signInThroughLogin } from './support/staff';

// Spec 3 §2, §4, §5, §8: the reviews screen acted out by the SuperAdmin; the result read back as a visitor.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
type Review = {
  _id: string;
  name: string;
  status: string;
  logo_url: string;
  rating: number;
  affiliation: string;
  updatedAt: string;
};

async function superHeaders(page: Page) {
  const { token } = await apiToken(page, 'superAdmin');
  return { authorization: `Bearer ${token}` };
}

async function publicReviews(page: Page): Promise<Review[]> {
  const res = await page.request.get(`${CMS_URL}/api/reviews`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Review[];
}

async function allReviews(page: Page): Promise<Review[]> {
  const res = await page.request.get(`${CMS_URL}/api/reviews`, { headers: await superHeaders(page) });
  return (await res.json()) as Review[];
}

async function removeReviewsNamed(page: Page, prefix: string) {
  const headers = await superHeaders(page);
  for (const r of await allReviews(page)) {
    if (r.name.startsWith(prefix)) await page.request.delete(`${CMS_URL}/api/reviews/${r._id}`, { headers });
  }
}

test.describe('reviews admin (/admin/reviews)', () => {
  const prefix = `E2E رأي ${unique()}`;
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await removeReviewsNamed(page, prefix);
    await page.close();
  });

  test('the SuperAdmin approves a pending review in place; a visitor then sees it', async ({ page }) => {
    const name = `${prefix} معلق`;
    const created = await page.request.post(`${CMS_URL}/api/reviews/add`, {
      headers: await superHeaders(page),
      data: {
        name,
        affiliation: 'طالب',
        logo_url: '/images/users/temp.png',
        rating: 4,
        review: 'رأي ينتظر المراجعة',
        status: 'pending',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as Review)._id;
    expect((await publicReviews(page)).some((r) => r._id === id)).toBe(false);

    await signInThroughLogin(page, 'superAdmin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.locator('a[href="/admin/reviews"]').click();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'إدارة آراء المستخدمين' })).toBeVisible();

    // Search goes into the URL and narrows the list (case-insensitive on name, affiliation, text).
    await page.getByLabel('بحث في الآراء').fill(name);
    await expect(page).toHaveURL(/q=/);
    const card = page.locator(`[data-review-id="${id}"]`);
    await expect(card).toBeVisible();
    await expect(page.locator('[data-review-id]')).toHaveCount(1);
    await expect(card.getByRole('img', { name: 'التقييم 4 من 5' })).toBeVisible();
    await expect(card).toContainText('قيد المراجعة');
    await checkAtBothWidths(page, 'reviews', 'manage');

    const before = await card.getByTestId('review-updated').textContent();
    await page.waitForTimeout(1100); // the updated time has minute precision; the server stamps a new one
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/api/reviews/${id}`));
    await card.getByRole('button', { name: 'اعتماد' }).click();
    // The new status and the version the screen read (a stale approval is refused with 409).
    expect((await put).postDataJSON()).toEqual({ status: 'approved', updatedAt: expect.any(String) });
    await expect(page.getByText('تم تحديث حالة الرأي', { exact: true })).toBeVisible();
    await expect(card).toContainText('معتمد');
    await expect(card.getByRole('button', { name: 'اعتماد' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'رفض' })).toHaveCount(0);
    expect(before).toBeTruthy();

    const seen = (await publicReviews(page)).find((r) => r._id === id);
    expect(seen?.status).toBe('approved');
  });

  test('the SuperAdmin adds a review through the form; it is listed with the derived logo path', async ({ page }) => {
    const name = `${prefix} جديد`;
    await signInThroughLogin(page, 'superAdmin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/reviews?tab=add');
    // Spec 3 §3 defaults: parent, logo name temp, rating 5.
    await expect(page.getByLabel('الصفة')).toHaveValue('ولي امر');
    await expect(page.getByRole('textbox', { name: /^اسم الصورة/ })).toHaveValue('temp');
    await expect(page.getByRole('radio', { name: '5 من 5' })).toHaveAttribute('aria-checked', 'true');
    await checkAtBothWidths(page, 'reviews', 'add');

    // Required fields, with the server's messages.
    await page.getByRole('button', { name: 'إضافة الرأي' }).click();
    await expect(page.getByText('الاسم مطلوب', { exact: true })).toBeVisible();
    await expect(page.getByText('نص الرأي مطلوب', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'الاسم', exact: true }).fill(name);
    await page.getByLabel('الصفة').selectOption('طالب');
    await page.getByRole('textbox', { name: /^اسم الصورة/ }).fill('Mona  Ali!');
    await expect(page.getByRole('textbox', { name: /مسار الصورة/ })).toHaveValue('/images/users/mona-ali.png');
    // Stars by keyboard: focus the checked star, ArrowRight lowers in right-to-left order.
    await page.getByRole('radio', { name: '5 من 5' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 من 5' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('radio', { name: '3 من 5' }).click();
    await page.getByLabel('نص الرأي').fill('دليل ساعدني في اختيار الكلية');
    await page.getByRole('button', { name: 'إضافة الرأي' }).click();

    await expect(page.getByText('تمت إضافة الرأي بنجاح', { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/tab=add/);
    await page.getByLabel('بحث في الآراء').fill('ساعدني في اختيار');
    const card = page.locator('[data-review-id]').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: 'التقييم 3 من 5' })).toBeVisible();

    const stored = (await allReviews(page)).find((r) => r.name === name);
    expect(stored).toMatchObject({ affiliation: 'طالب', rating: 3, logo_url: '/images/users/mona-ali.png' });

    // Delete asks first; cancelling keeps it, confirming removes it.
    await card.getByRole('button', { name: 'حذف' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('هل أنت متأكد؟ سيتم حذف الرأي نهائيًا');
    await checkAtBothWidths(page, 'reviews', 'delete');
    await dialog.getByRole('button', { name: 'حذف نهائي' }).click();
    await expect(page.getByText('تم حذف الرأي بنجاح', { exact: true })).toBeVisible();
    expect((await allReviews(page)).some((r) => r.name === name)).toBe(false);
  });

  test('the pending queue; bulk approve names the review someone changed meanwhile and approves the rest', async ({
    page,
  }) => {
    const headers = await superHeaders(page);
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await page.request.post(`${CMS_URL}/api/reviews/add`, {
        headers,
        data: {
          name: `${prefix} دفعة ${n}`,
          affiliation: 'طالب',
          logo_url: '/images/users/temp.png',
          rating: 5,
          review: 'رأي',
          status: 'pending',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      ids.push(((await res.json()) as Review)._id);
    }
    await signInThroughLogin(page, 'superAdmin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/reviews?q=${encodeURIComponent(`${prefix} دفعة`)}`);
    await page
      .getByRole('group', { name: 'ملخص الآراء' })
      .getByRole('button', { name: /قيد المراجعة/ })
      .click();
    await expect(page).toHaveURL(/status=pending/);
    await expect(page.locator('[data-review-id]')).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'تحديد كل ما في الصفحة' }).check();
    // Someone else rejects the second after the list was read: its approval is refused (409).
    expect(
      (await page.request.put(`${CMS_URL}/api/reviews/${ids[1]}`, { headers, data: { status: 'rejected' } })).status(),
    ).toBe(200);
    await page.getByRole('button', { name: 'اعتماد المحدد (3)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'اعتماد' }).click();
    const outcome = page.getByRole('alert').filter({ hasText: 'اعتماد: تعذر على 1 من 3' });
    await expect(outcome).toContainText(`${prefix} دفعة 2: عدّل شخص آخر هذا السجل بعد فتحك له`);
    // The result and the cards stay within the screen at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'reviews', 'bulk-result-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    const stored = await allReviews(page);
    expect(ids.map((id) => stored.find((r) => r._id === id)?.status)).toEqual(['approved', 'rejected', 'approved']);
    // The list re-read: nothing pending is left in this search.
    await expect(page.locator('[data-review-id]')).toHaveCount(0);
  });

  test('an Admin is sent to /admin and refused by the server (403)', async ({ page }) => {
    await signInThroughLogin(page, 'admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('a[href="/admin/reviews"]')).toHaveCount(0);
    await page.goto('/admin/reviews');
    await expect(page).toHaveURL(/\/admin$/);

    const { token } = await apiToken(page, 'admin');
    const headers = { authorization: `Bearer ${token}` };
    const add = await page.request.post(`${CMS_URL}/api/reviews/add`, {
      headers,
      data: {
        name: `${prefix} مرفوض`,
        affiliation: 'طالب',
        logo_url: '/images/users/temp.png',
        rating: 5,
        review: 'x',
      },
    });
    expect(add.status()).toBe(403);
    const anyReview = (await publicReviews(page))[0];
    expect(
      (
        await page.request.put(`${CMS_URL}/api/reviews/${anyReview._id}`, { headers, data: { status: 'rejected' } })
      ).status(),
    ).toBe(403);
    expect((await page.request.delete(`${CMS_URL}/api/reviews/${anyReview._id}`, { headers })).status()).toBe(403);
    // An Admin reads approved reviews only, like a visitor.
    const list = (await (await page.request.get(`${CMS_URL}/api/reviews`, { headers })).json()) as Review[];
    expect(list.every((r) => r.status === 'approved')).toBe(true);
  });
});
