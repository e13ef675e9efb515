import { expect, test, type Page } from '@playwright/test';
import { CMS_URL } from './support/session';
import { shoot } from './support/staff';

// Issue 21 item 12: the Strapi panel (CMS /admin) in Arabic from the sign-in page on, for the
// seeded panel editor (README): Arabic menu, home and lists, enumeration codes shown by their
// Arabic labels, Strapi's developer widgets and internal types out of the editor's sight.

const EDITOR = { email: 'editor@dalil.local', password: 'Dalil-Editor-2026' };
const REVIEWS = `${CMS_URL}/admin/content-manager/collection-types/api::review.review`;

test.use({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
// Strapi's admin app is a large bundle that loads each screen on demand: slower than the site.
test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page) {
  await page.goto(`${CMS_URL}/admin`);
  await page.getByLabel(/البريد الإلكتروني/).fill(EDITOR.email);
  await page.getByLabel(/كلمة المرور/).fill(EDITOR.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('heading', { name: /مرحبًا/ })).toBeVisible({ timeout: 60_000 });
}

test('the sign-in page opens in Arabic, right to left, in a browser that never chose a language', async ({ page }) => {
  await page.goto(`${CMS_URL}/admin`);
  await expect(page.getByRole('heading', { name: 'لوحة تحرير دليل' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByText('Welcome to Strapi', { exact: false })).toHaveCount(0);
  await shoot(page, 'panel', 'login-1366');
});

test('home: Arabic menu, the last edited records without internal types, no developer widgets', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('link', { name: 'الرئيسية', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'إدارة المحتوى', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'آخر ما عُدّل' })).toBeVisible();
  const main = page.locator('#main-content');
  for (const english of ['Home', 'Content Manager', 'Last edited entries', 'Project statistics', 'Entries'])
    await expect(main.getByText(english, { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Last published|Guided tour|Discover your application/i)).toHaveCount(0);
  // Visitor sessions, ad events and log entries are the site's own records, not the editors'.
  await expect(main.getByText(/^(زيارة|حدث إعلان|سجل العمليات)$/)).toHaveCount(0);
  await shoot(page, 'panel', 'home-1366');

  await page.getByRole('link', { name: 'إدارة المحتوى', exact: true }).first().click();
  const types = page.getByRole('navigation', { name: 'إدارة المحتوى' });
  await expect(types.getByText('جامعة', { exact: true })).toBeVisible({ timeout: 60_000 });
  for (const internal of ['زيارة', 'حدث إعلان', 'سجل العمليات', 'عداد محاولات الدخول', 'رمز تحقق'])
    await expect(types.getByText(internal, { exact: true })).toHaveCount(0);
  await shoot(page, 'panel', 'content-manager-1366');
});

test('a list shows enumeration codes by their Arabic labels, in the cells and the filter', async ({ page }) => {
  await signIn(page);
  await page.goto(`${REVIEWS}?page=1&pageSize=20&sort=createdAt:DESC`);
  const table = page.getByRole('grid');
  await expect(table.getByText(/^(قيد المراجعة|معتمد|مرفوض)$/).first()).toBeVisible({
    timeout: 60_000,
  });
  for (const code of ['pending', 'approved', 'rejected'])
    await expect(table.getByText(code, { exact: true })).toHaveCount(0);
  await shoot(page, 'panel', 'list-enum-1366');

  await page.getByRole('button', { name: 'تصفية', exact: true }).click();
  await page.getByRole('combobox', { name: 'اختر الحقل' }).click();
  await page.getByRole('option', { name: 'حالة الرأي' }).click();
  await page.getByRole('combobox', { name: 'حالة الرأي' }).click();
  await expect(page.getByRole('option', { name: 'مرفوض' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'rejected' })).toHaveCount(0);
  await shoot(page, 'panel', 'list-filter-1366');
});

test('the edit view: «حفظ», «إجراءات أخرى» and the state chosen by its Arabic label', async ({ page }) => {
  await signIn(page);
  await page.goto(`${REVIEWS}?page=1&pageSize=20`);
  await page.getByRole('grid').getByRole('row').nth(1).click();
  await expect(page.getByRole('button', { name: 'حفظ', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'يحفظ' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'إجراءات أخرى' })).toBeVisible();
  await page.getByRole('combobox', { name: /حالة الرأي/ }).click();
  await expect(page.getByRole('option', { name: 'مرفوض' })).toBeVisible();
  await shoot(page, 'panel', 'edit-1366');
});

// Issue 21 item 13: «عرض على الموقع» opens the site's /preview with a signed, short-lived token:
// the draft under the «مسودة — معاينة» banner, with no site account.
test('«عرض على الموقع» of a draft article opens its preview on the site, no site account needed', async ({
  page,
  context,
}) => {
  await signIn(page);
  const jwt = await page.evaluate(
    () => JSON.parse(localStorage.getItem('jwtToken') ?? 'null') ?? document.cookie.match(/jwtToken=([^;]+)/)?.[1],
  );
  // A digit in the stamp: a record title of Latin letters alone would read as English on the panel home.
  const short = `pv${Date.now().toString(36)}1`;
  const created = await page.request.post(`${CMS_URL}/content-manager/collection-types/api::article.article`, {
    headers: { authorization: `Bearer ${jwt}` },
    data: {
      title: `مقال قيد الكتابة ${short}`,
      Short_name: short,
      category: 'student_tips',
      details: 'فقرة لم تُنشر بعد',
      article_status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;

  await page.goto(`${CMS_URL}/admin/content-manager/collection-types/api::article.article/${documentId}`);
  const link = page.getByRole('link', { name: /عرض على الموقع/ });
  await expect(link).toHaveAttribute('href', /\/preview\?token=[\w.%-]+$/, { timeout: 60_000 });
  await shoot(page, 'panel', 'edit-article-1366');

  const [site] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await site.waitForLoadState();
  await expect(site.getByText('مسودة — معاينة')).toBeVisible({ timeout: 60_000 });
  await expect(site.getByRole('heading', { name: `مقال قيد الكتابة ${short}` })).toBeVisible();
  await expect(site.getByText('حالة المقال: مسودة')).toBeVisible();
  await expect(site.getByTestId('preview-body')).toContainText('فقرة لم تُنشر بعد');
  await expect(site).not.toHaveURL(/\/Login/i);
  await site.setViewportSize({ width: 1366, height: 900 });
  await shoot(site, 'panel', 'preview-1366');
});

// Issue 21 item 2 in the panel: two editors open one news item; the later save, based on the
// version it opened, is refused with the Arabic 409 and the editor's typed title stays in the form.
test('two editors on one record: the stale save is refused in Arabic, the typed text stays, a reload saves', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const jwt = await page.evaluate(
    () => JSON.parse(localStorage.getItem('jwtToken') ?? 'null') ?? document.cookie.match(/jwtToken=([^;]+)/)?.[1],
  );
  const NEWS = `${CMS_URL}/content-manager/collection-types/api::news-item.news-item`;
  const short = `cc${Date.now().toString(36)}1`;
  const created = await page.request.post(NEWS, {
    headers: { authorization: `Bearer ${jwt}` },
    data: {
      title: `خبر يحرره اثنان ${short}`,
      Short_name: short,
      deadline: '2026-12-31',
      link: 'https://example.org/news',
      details: 'النص الأول',
    },
  });
  expect(created.status()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  const stored = async () =>
    (
      (await (
        await page.request.get(`${NEWS}/${documentId}`, { headers: { authorization: `Bearer ${jwt}` } })
      ).json()) as {
        data: { title: string; details: string };
      }
    ).data;
  const editUrl = `${CMS_URL}/admin/content-manager/collection-types/api::news-item.news-item/${documentId}`;

  const other = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const second = await other.newPage();
  try {
    await signIn(second);
    await page.goto(editUrl);
    await second.goto(editUrl);
    const title = page.getByRole('textbox', { name: /^العنوان/ });
    await expect(title).toHaveValue(`خبر يحرره اثنان ${short}`, { timeout: 60_000 });
    await expect(second.getByRole('textbox', { name: /^التفاصيل/ })).toHaveValue('النص الأول', { timeout: 60_000 });

    // The other editor saves first.
    await second.getByRole('textbox', { name: /^التفاصيل/ }).fill('نص المحرر الآخر');
    await second.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect.poll(async () => (await stored()).details).toBe('نص المحرر الآخر');

    // This editor saves on the version it opened: refused, nothing written, the form as typed.
    await title.fill(`عنوان هذا المحرر ${short}`);
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(
      page.getByText('عدّل شخص آخر هذا السجل بعد فتحك له. انسخ ما كتبته، ثم أعد تحميل الصفحة لترى نسخته الحالية'),
    ).toBeVisible({ timeout: 30_000 });
    // Strapi reads the record again after a save and refills its form; the typed title stays (the
    // form is the one this editor opened until a reload, as the message says).
    await page.waitForTimeout(2_000);
    await expect(title).toHaveValue(`عنوان هذا المحرر ${short}`);
    await expect(page.getByRole('textbox', { name: /^التفاصيل/ })).toHaveValue('النص الأول');
    expect(await stored()).toMatchObject({ title: `خبر يحرره اثنان ${short}`, details: 'نص المحرر الآخر' });
    await shoot(page, 'panel', 'stale-save-1366');

    // After a reload (the current version) the editor's save goes through, the other's text kept.
    await page.reload();
    await expect(title).toHaveValue(`خبر يحرره اثنان ${short}`, { timeout: 60_000 });
    await title.fill(`عنوان هذا المحرر ${short}`);
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect.poll(async () => (await stored()).title).toBe(`عنوان هذا المحرر ${short}`);
    expect((await stored()).details).toBe('نص المحرر الآخر');
  } finally {
    await other.close();
    await page.request.delete(`${NEWS}/${documentId}`, { headers: { authorization: `Bearer ${jwt}` } });
  }
});

// The rest of item 12: no English word in Strapi's own wording on the screens an editor uses.
// Words people wrote or stored are not Strapi's wording: record cells, field values and a select's
// current value (an attribute's name, a sort code) are skipped, and so are file names (`ad-4.svg`),
// e-mail addresses, ids and anything with a digit, and a code in brackets after its Arabic label
// («مرفوض (rejected)», as the field descriptions write them). ALLOWED are names that stay as they
// are: the product and its plan, abbreviations, and the role Strapi creates («Super Admin», a record).
const ALLOWED = new Set([
  'Strapi',
  'Community',
  'v',
  'API',
  'ID',
  'URL',
  'PDF',
  'SVG',
  'PNG',
  'JPEG',
  'GIF',
  'EXIF',
  'JSON',
  'px',
  'Ctrl',
  'Cmd',
  'Shift',
  'Enter',
]);

/** Latin-script words Strapi shows (or gives a screen reader) on the page as it is now, with where. */
async function englishWords(page: Page): Promise<string[]> {
  await page.waitForTimeout(500);
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const words = (text: string, where: string) => {
      const bare = text
        .replace(/\([^()]*[A-Za-z][^()]*\)/g, (m) => (/^\([\w./…-]+\)$/.test(m) ? '' : m))
        .replace('Super Admin', '');
      for (const token of bare.match(/[\w.'’/…@-]+/g) ?? []) {
        if (/[\d@]/.test(token) || /\.\w{2,4}$/.test(token) || !/[A-Za-z]/.test(token)) continue;
        for (const w of token.match(/[A-Za-z]+/g) ?? []) out.push(`${w} «${where.trim().slice(0, 80)}»`);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (
        !el ||
        el.closest('[role=gridcell], td, [role=combobox], textarea, [contenteditable], script, style, noscript, svg')
      )
        continue;
      if (!el.checkVisibility()) continue;
      words(
        n.textContent ?? '',
        `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''}: ${n.textContent ?? ''}`,
      );
    }
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]')) {
      if (el.closest('script, style, svg') || !el.checkVisibility()) continue;
      for (const a of ['aria-label', 'placeholder', 'title']) {
        const v = el.getAttribute(a);
        if (v) words(v, `${a}=${v}`);
      }
    }
    return out;
  });
  return [...new Set(found.filter((w) => !ALLOWED.has(w.split(' ')[0] ?? '')))];
}

test("no English on the editor's screens; a chosen filter reads as its label; the filter never widens the page", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto(`${CMS_URL}/admin`);
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible({ timeout: 60_000 });
  expect.soft(await englishWords(page), 'sign-in').toEqual([]);
  await signIn(page);
  expect.soft(await englishWords(page), 'home').toEqual([]);

  await page.goto(`${REVIEWS}?page=1&pageSize=20&sort=createdAt:DESC`);
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 60_000 });
  expect.soft(await englishWords(page), 'list').toEqual([]);
  await page.getByRole('button', { name: 'تصفية', exact: true }).click();
  await page.getByRole('combobox', { name: 'اختر الحقل' }).click();
  await page.getByRole('option', { name: 'حالة الرأي' }).click();
  expect.soft(await englishWords(page), 'list filter').toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto(`${REVIEWS}/configurations/list`);
  await page.waitForLoadState('networkidle');
  // On a loaded machine the settings can still be loading at network idle: read the page once they show.
  await expect(page.getByText('Loading content.')).toHaveCount(0, { timeout: 60_000 });
  expect.soft(await englishWords(page), 'list view settings').toEqual([]);
  await shoot(page, 'panel', 'list-settings-1366');

  await page.goto(`${REVIEWS}?page=1&pageSize=20`);
  await page.getByRole('grid').getByRole('row').nth(1).click();
  await expect(page.getByRole('button', { name: 'حفظ', exact: true })).toBeVisible({ timeout: 60_000 });
  expect.soft(await englishWords(page), 'edit view').toEqual([]);
  await page.getByRole('button', { name: 'إجراءات أخرى' }).click();
  expect.soft(await englishWords(page), 'edit view, more actions').toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto(`${REVIEWS}/configurations/edit`);
  await expect(page.getByRole('button', { name: 'حفظ', exact: true })).toBeVisible({ timeout: 60_000 });
  expect.soft(await englishWords(page), 'edit view settings').toEqual([]);

  await page.goto(`${CMS_URL}/admin/plugins/upload`);
  await expect(page.getByRole('checkbox', { name: /^تحديد .+\.svg$/ }).first()).toBeVisible({ timeout: 60_000 });
  expect.soft(await englishWords(page), 'media library').toEqual([]);
  await shoot(page, 'panel', 'media-1366');
  await page.getByRole('button', { name: /^الترتيب:/ }).click();
  expect.soft(await englishWords(page), 'media library, its sort menu').toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  expect.soft(await englishWords(page), 'media library at 390 px').toEqual([]);
  await shoot(page, 'panel', 'media-390');
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto(`${CMS_URL}/admin/me`);
  await page.waitForLoadState('networkidle');
  expect.soft(await englishWords(page), 'profile').toEqual([]);

  for (const settings of ['application-infos', 'media-library']) {
    await page.goto(`${CMS_URL}/admin/settings/${settings}`);
    await page.waitForLoadState('networkidle');
    expect.soft(await englishWords(page), `settings ${settings}`).toEqual([]);
    await shoot(page, 'panel', `settings-${settings}-1366`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  expect.soft(await englishWords(page), 'settings media-library at 390 px').toEqual([]);
  await shoot(page, 'panel', 'settings-media-library-390');
  await page.setViewportSize({ width: 1366, height: 900 });

  // On the same sign-in: Strapi lets an address sign in 5 times in 5 minutes.
  await filterChipAndWidth(page);
});

/** A chosen enumeration filter reads as its Arabic label; the filter popover never widens the page. */
async function filterChipAndWidth(page: Page) {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${REVIEWS}?page=1&pageSize=20&sort=createdAt:DESC`);
    await expect(page.getByRole('grid')).toBeVisible({ timeout: 60_000 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.getByRole('button', { name: 'تصفية', exact: true }).click();
    expect.soft(await overflow(), `overflow, filter open at ${width} px`).toBeLessThanOrEqual(0);
    await page.getByRole('combobox', { name: 'اختر الحقل' }).click();
    expect.soft(await overflow(), `overflow, field list open at ${width} px`).toBeLessThanOrEqual(0);
    await page.getByRole('option', { name: 'حالة الرأي' }).click();
    await page.getByRole('combobox', { name: 'حالة الرأي' }).click();
    expect.soft(await overflow(), `overflow, value list open at ${width} px`).toBeLessThanOrEqual(0);
    await page.getByRole('option', { name: 'مرفوض' }).click();
    await shoot(page, 'panel', `filter-popover-${width}`);
    expect(await overflow(), `overflow, filter chosen at ${width} px`).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'أضف التصفية' }).click();
    await expect(page).toHaveURL(/filters/);
    const chips = page.locator('main, #main-content').getByText(/حالة الرأي/);
    await expect(chips.filter({ hasText: 'مرفوض' }).first()).toBeVisible();
    await expect(chips.filter({ hasText: /rejected/ })).toHaveCount(0);
    await shoot(page, 'panel', `filter-chip-${width}`);
  }
}
