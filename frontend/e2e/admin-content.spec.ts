import { expect, test, type Page } from '@playwright/test';
import { CMS_URL } from './support/session';
import { signInAs } from './support/session';
import { PNG, apiAs, apiToken, checkAtBothWidths, logEntriesAbout, signInThroughLogin } from './support/staff';

// News, scholarships and articles staff screens (spec 3 §2, §4–§6, §8): add and edit as an Admin,
// delete as the SuperAdmin, each change seen on the public page and once in the activity log.

const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Kind = {
  screen: string;
  publicPage: string;
  noun: string;
  nameLabel: RegExp;
  fill: (page: Page, name: string, short: string) => Promise<void>;
  added: string;
  updated: string;
  deleted: string;
  refusal: string;
};

const KINDS: Kind[] = [
  {
    screen: '/admin/news',
    publicPage: '/News',
    noun: 'news',
    nameLabel: /^العنوان/,
    fill: async (page, name, short) => {
      await page.getByLabel(/^العنوان/).fill(name);
      await page.getByLabel(/^الاسم المختصر/).fill(short);
      await page.getByLabel(/^التاريخ/).fill('2031-03-15');
      await page.getByLabel(/^الرابط/).fill('https://example.eg/news');
      await page.getByLabel(/^التفاصيل/).fill('تفاصيل الخبر للاختبار');
    },
    added: 'تم إضافة الخبر بنجاح',
    updated: 'تم تحديث الخبر بنجاح',
    deleted: 'تم حذف الخبر بنجاح',
    refusal: 'فقط السوبر أدمن يمكنه حذف الأخبار',
  },
  {
    screen: '/admin/scholarships',
    publicPage: '/Scholarships',
    noun: 'scholarship',
    nameLabel: /^اسم المنحة/,
    fill: async (page, name, short) => {
      await page.getByLabel(/^اسم المنحة/).fill(name);
      await page.getByLabel(/^الاسم المختصر/).fill(short);
      await page.getByLabel(/^نوع المنحة/).selectOption({ label: 'منحة جزئية' });
      await page.getByLabel(/^آخر موعد للتقديم/).fill('2031-04-01');
      await page.getByLabel(/^الرابط/).fill('https://example.eg/scholarship');
      await expect(page.getByLabel(/^حالة المنحة/)).toHaveValue('active');
    },
    added: 'تم إضافة المنحة بنجاح',
    updated: 'تم تحديث المنحة بنجاح',
    deleted: 'تم حذف المنحة بنجاح',
    refusal: 'فقط السوبر أدمن يمكنه حذف المنح',
  },
  {
    screen: '/admin/articles',
    publicPage: '/articles',
    noun: 'article',
    nameLabel: /^عنوان المقال/,
    fill: async (page, name, short) => {
      await page.getByLabel(/^عنوان المقال/).fill(name);
      await page.getByLabel(/^الاسم المختصر/).fill(short);
      await page.getByLabel(/^التصنيف/).selectOption({ label: 'دليل القبول' });
      await expect(page.getByLabel(/^حالة المقال/)).toHaveValue('published');
      await page.getByLabel(/^الوسوم/).fill('قبول, اختبار');
      await page.getByLabel(/^محتوى المقال/).fill('مقدمة *نص عريض* ثم _نص مائل_\nسطر ثانٍ');
      const preview = page.getByRole('region', { name: 'معاينة المقال' });
      await expect(preview.locator('strong')).toHaveText('نص عريض');
      await expect(preview.locator('em')).toHaveText('نص مائل');
    },
    added: 'تم إضافة المقال بنجاح',
    updated: 'تم تحديث المقال بنجاح',
    deleted: 'تم حذف المقال بنجاح',
    refusal: 'فقط السوبر أدمن يمكنه حذف المقالات',
  },
];

const toast = (page: Page, text: string) =>
  page.locator('.toast, [role="status"], [role="alert"]').filter({ hasText: text }).first();

for (const kind of KINDS) {
  test.describe(`${kind.screen}`, () => {
    test(`add and edit as an Admin, delete as the SuperAdmin; seen on ${kind.publicPage}; each change logged once`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const id = token();
      const short = `E2E-${kind.noun}-${id}`;
      const name = `اختبار ${kind.noun} ${id}`;
      const edited = `${name} معدل`;

      // Add, with a logo.
      await signInThroughLogin(page, 'admin');
      await expect(page).toHaveURL(/\/admin$/);
      await page
        .getByRole('main')
        .getByRole('link', {
          name: new RegExp(kind.noun === 'news' ? 'الأخبار' : kind.noun === 'scholarship' ? 'المنح' : 'المقالات'),
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`${kind.screen}$`));
      await page.getByRole('tab', { name: 'إضافة' }).click();
      await expect(page).toHaveURL(/tab=add/);
      await kind.fill(page, name, short);
      await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText('تم رفع الشعار، احفظ النموذج لاعتماده')).toBeVisible();
      await checkAtBothWidths(page, 'content', `${kind.noun}-add-filled`);
      await page.getByRole('button', { name: /^إضافة (الخبر|المنحة|المقال)$/ }).click();
      await expect(toast(page, kind.added)).toBeVisible();
      await expect(page.getByLabel(kind.nameLabel)).toHaveValue('');
      if (kind.noun === 'article') await expect(page.getByLabel(/^حالة المقال/)).toHaveValue('draft');

      await page.goto(kind.publicPage);
      const card = page
        .locator('li, article')
        .filter({ has: page.getByRole('heading', { name }) })
        .first();
      await expect(card).toBeVisible();
      await expect(card.locator('img').first()).toHaveAttribute('src', /\/uploads\//);

      // Edit: found by the search, which lives in the URL.
      await page.goto(`${kind.screen}?q=${encodeURIComponent(id)}`);
      await expect(page.getByRole('searchbox', { name: 'بحث' })).toHaveValue(id);
      await checkAtBothWidths(page, 'content', `${kind.noun}-manage`);
      await expect(page.getByRole('button', { name: `حذف: ${name}` })).toHaveCount(0);
      await page.getByRole('button', { name: `تعديل: ${name}` }).click();
      await expect(page).toHaveURL(/tab=edit&id=|id=.*tab=edit/);
      await expect(page.getByLabel(kind.nameLabel)).toHaveValue(name);
      await checkAtBothWidths(page, 'content', `${kind.noun}-edit`);
      await page.getByLabel(kind.nameLabel).fill(edited);
      await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
      await expect(toast(page, kind.updated)).toBeVisible();
      await expect(page.getByRole('tab', { name: 'إدارة' })).toHaveAttribute('aria-selected', 'true');
      await page.goto(kind.publicPage);
      await expect(page.getByRole('heading', { name: edited })).toBeVisible();

      // An Admin cannot delete: the tab bounces to manage with the refusal, the server says 403.
      await page.goto(`${kind.screen}?tab=delete`);
      await expect(toast(page, kind.refusal)).toBeVisible();
      await expect(page).not.toHaveURL(/tab=delete/);
      const { token: adminToken } = await apiToken(page, 'admin');
      const list = await (
        await page.request.get(`${CMS_URL}/api${kind.publicPage.toLowerCase()}`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json();
      const record = (list as { _id: string; Short_name: string }[]).find((r) => r.Short_name === short)!;
      const path =
        kind.noun === 'article'
          ? `/api/articles/delete/${record._id}`
          : `/api${kind.publicPage.toLowerCase()}/${record._id}`;
      const refused = await page.request.delete(`${CMS_URL}${path}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).message).toBe(kind.refusal);

      // Delete as the SuperAdmin, after a confirmation.
      await page.goto('/admin');
      await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
      await signInThroughLogin(page, 'superAdmin');
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto(`${kind.screen}?q=${encodeURIComponent(id)}`);
      await page.getByRole('button', { name: `حذف: ${edited}` }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(edited);
      await checkAtBothWidths(page, 'content', `${kind.noun}-delete-confirm`);
      await dialog.getByRole('button', { name: 'تأكيد الحذف' }).click();
      await expect(toast(page, kind.deleted)).toBeVisible();
      await expect(page.getByRole('button', { name: `حذف: ${edited}` })).toHaveCount(0);
      await page.goto(kind.publicPage);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: edited })).toHaveCount(0);

      // Every change once in the log, with the staff member who made it.
      const { name: adminName } = await apiToken(page, 'admin');
      const { name: superName } = await apiToken(page, 'superAdmin');
      const entries = await logEntriesAbout(page, id);
      expect(entries.map((e) => [e.action, e.adminType, e.adminName]).sort()).toEqual(
        [
          ['add', 'Admin', adminName],
          ['delete', 'SuperAdmin', superName],
          ['edit', 'Admin', adminName],
        ].sort(),
      );
    });
  });
}

test.describe('forms', () => {
  test('a blank form is refused with the Arabic message, and leaving a changed form asks first', async ({ page }) => {
    await signInThroughLogin(page, 'admin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/news?tab=add');
    await page.getByRole('button', { name: 'إضافة الخبر' }).click();
    await expect(
      page.getByText('يرجى ملء جميع الحقول المطلوبة: العنوان، الاسم المختصر، التاريخ، الرابط، التفاصيل'),
    ).toBeVisible();
    await expect(page.getByLabel(/^العنوان/)).toBeFocused();
    await checkAtBothWidths(page, 'content', 'news-add-errors');

    await page.getByLabel(/^العنوان/).fill('خبر لم يحفظ');
    await page.getByRole('button', { name: /رجوع/ }).click();
    const prompt = page.getByRole('alertdialog', { name: 'تغييرات غير محفوظة' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'البقاء في النموذج' }).click();
    await expect(page.getByLabel(/^العنوان/)).toHaveValue('خبر لم يحفظ');
    await page.getByRole('tab', { name: 'إدارة' }).click();
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'مغادرة دون حفظ' }).click();
    await expect(page.getByRole('tab', { name: 'إدارة' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the logo field refuses an SVG named .png with the Arabic message', async ({ page }) => {
    await signInThroughLogin(page, 'admin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/scholarships?tab=add');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(page.getByText('يجب أن يكون الشعار صورة PNG أو JPEG أو WebP')).toBeVisible();
  });

  test('an Admin sees no delete tab; the SuperAdmin does', async ({ page }) => {
    await signInThroughLogin(page, 'admin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/articles');
    await expect(page.getByRole('tab')).toHaveText(['إضافة', 'إدارة', 'تعديل']);
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await signInThroughLogin(page, 'superAdmin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/articles?tab=delete');
    await expect(page.getByRole('tab')).toHaveText(['إضافة', 'إدارة', 'تعديل', 'حذف']);
    await expect(page.getByRole('tab', { name: 'حذف' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('the list frame (issue 23)', () => {
  test('the SuperAdmin deletes two news at once; the articles status figure filters in the URL', async ({ page }) => {
    const id = token();
    for (const n of [1, 2]) {
      const res = await apiAs(page, 'superAdmin', '/api/news/add', {
        method: 'POST',
        data: {
          title: `خبر جماعي ${n} ${id}`,
          Short_name: `BULK${n}${id}`.replace(/[^A-Za-z0-9]/g, ''),
          deadline: '2031-05-01',
          link: 'https://example.eg/news',
          details: 'حذف جماعي',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await signInAs(page, 'superAdmin');
    await page.goto(`/admin/news?q=${encodeURIComponent(id)}`);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('تحديد كل ما في الصفحة').check();
    await page.getByRole('button', { name: 'حذف المحدد (2)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'حذف الأخبار المحددة' });
    await expect(dialog).toContainText('هل أنت متأكد من حذف خبران نهائياً؟');
    await dialog.getByRole('button', { name: 'تأكيد الحذف' }).click();
    await expect(toast(page, 'حذف: تم على خبران')).toBeVisible();
    await expect(page.getByText('لا توجد نتائج مطابقة للبحث.')).toBeVisible();

    await page.goto('/admin/articles');
    await page.getByRole('button', { name: /^منشور/ }).click();
    await expect(page).toHaveURL(/status=published/);
    await expect(page.getByRole('button', { name: /^منشور/ })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('منشور');
    await page.reload();
    await expect(page.getByRole('button', { name: /^منشور/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test("«عرض على الموقع» opens a published article's page in a new tab; a draft has none", async ({ page }) => {
    const id = token().replace(/[^A-Za-z0-9]/g, '');
    for (const status of ['published', 'draft']) {
      const res = await apiAs(page, 'superAdmin', '/api/articles/add', {
        method: 'POST',
        data: {
          title: `مقال الموقع ${status} ${id}`,
          Short_name: `site${status}${id}`,
          category: 'student_tips',
          tag: 'نصائح',
          status,
          details: 'محتوى',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await signInAs(page, 'superAdmin');
    await page.goto(`/admin/articles?q=${encodeURIComponent(id)}`);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    const link = page.getByRole('link', { name: `عرض على الموقع: مقال الموقع published ${id}` });
    await expect(link).toHaveAttribute('href', `/articles/sitepublished${id}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: `عرض على الموقع: مقال الموقع draft ${id}` })).toHaveCount(0);
  });
});
