import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signInAs } from './support/session';

/*
 * Issue 24 item 1 (the finder's city and fee filters, the certificate's year) and item 4 (admission
 * step by step), as a signed-in student at 1366 and 390 px on the seeded demo stack. The demo set
 * gives a city only where the university's name says it (GUC, BUC, HUC, PUA, AUC), no stated fee
 * (so a fee range leaves every row out, and says so), and GUC's steps with a source.
 */

type Offering = Record<string, string | number | null> & { university_code: string; faculty_short: string };

/** A faculty that a Cairo-named private university and others offer within reach of 99 % (fourth year). */
async function facultyWithCairo(page: Page): Promise<string> {
  const res = await page.request.get('/api/private/faculty');
  const offerings = (await res.json()) as Offering[];
  const reached = new Map<string, Set<string>>();
  for (const o of offerings) {
    const min = String(o.thanwyaa_fourthYear_score ?? '').trim();
    if (o.normal_or_Dual !== 'normal' || !/^\d+(\.\d+)?$/.test(min) || Number(min) > 99) continue;
    if (!['science', 'scientific', 'all', 'literary'].includes(String(o.section))) continue;
    reached.set(o.faculty_short, (reached.get(o.faculty_short) ?? new Set()).add(o.university_code));
  }
  const cairo = ['GUC', 'BUC', 'HUC'];
  const [faculty] = [...reached.entries()]
    .filter(([, codes]) => cairo.some((c) => codes.has(c)) && codes.size > 2)
    .sort((a, b) => b[1].size - a[1].size)[0];
  return faculty;
}

async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage }), contentType: 'image/png' });
  const dir = process.env.ASSISTANT_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

for (const width of [1366, 390]) {
  test.describe(`finder filters and admission steps at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test('filters by city and fee in the URL; the opening date and documents on /Status and the guide', async ({
      page,
    }, testInfo) => {
      await signInAs(page, 'student');
      const faculty = await facultyWithCairo(page);
      await page.goto(
        `/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=99&faculty=${faculty}&tab=private`,
      );
      // The certificate's year, named as such.
      await expect(page.getByLabel('سنة الشهادة')).toHaveValue('fourth');
      await expect(page.getByLabel('سنة الشهادة').locator('option:checked')).toHaveText('شهادة 2022');
      const rows = page.locator('.assistant-row');
      await expect(rows.first()).toBeVisible();
      const all = await rows.count();
      // A university no source gives a city for reads «غير متاح».
      await expect(page.locator('.assistant-row [data-city=""]').first()).toContainText('غير متاح');

      await page.getByLabel('المدينة', { exact: true }).selectOption('القاهرة');
      await expect(page).toHaveURL(/city=/);
      await expect.poll(() => rows.count()).toBeLessThan(all);
      const cities = await rows
        .locator('[data-city]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-city')));
      expect(cities.length).toBeGreaterThan(0);
      expect(cities.every((c) => c === 'القاهرة')).toBe(true);
      await expect(page.locator('[data-filtered-out]')).toContainText('لا تذكر مصادر الدليل مدينتها');
      await shot(page, testInfo, `finder-city-${width}`);

      // A fee range: the demo set states no fee, so every row is left out, and the screen says why.
      await page.getByLabel('إلى (جنيه)').fill('150,000');
      await page.getByLabel('إلى (جنيه)').press('Enter');
      await expect(page).toHaveURL(/fee_max=150000/);
      await expect(rows).toHaveCount(0);
      await expect(page.locator('[data-filtered-out]')).toContainText('مصروفاتها غير متاحة في بيانات الدليل');
      await expect(page.locator('[data-filtered-empty]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, testInfo, `finder-fee-${width}`);
      // Shared link: the filters survive a reload; «إلغاء التصفية» clears them.
      await page.reload();
      await expect(page.getByLabel('المدينة', { exact: true })).toHaveValue('القاهرة');
      await page.getByRole('button', { name: 'إلغاء التصفية' }).click();
      await expect(page).not.toHaveURL(/city=|fee_max=/);
      await expect(rows).toHaveCount(all);

      // /Status: GUC's popup opens at its top, focus on its title, with the steps and their source.
      await page.goto('/Status');
      await page.locator('.status-card', { hasText: 'الجامعة الألمانية بالقاهرة' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-opening]')).toHaveText('1/6/2025');
      await expect(dialog.locator('[data-documents] li')).toHaveCount(3);
      await expect(dialog.locator('[data-tests]')).toContainText('اختبار اللغة الإنجليزية');
      await expect(dialog.getByRole('link', { name: /المصدر/ })).toHaveAttribute('href', /example\.org/);
      await expect(dialog.getByRole('heading', { level: 2 }).first()).toBeFocused();
      expect(await page.locator('.dialog').evaluate((el) => el.scrollTop)).toBe(0);
      await shot(page, testInfo, `status-steps-${width}`, false);
      await page.keyboard.press('Escape');

      // Another university's popup: nothing is shown as real.
      await page.locator('.status-card', { hasNotText: 'الجامعة الألمانية بالقاهرة' }).first().click();
      await expect(page.getByRole('dialog').locator('[data-opening]')).toHaveText('غير متاح');
      await page.keyboard.press('Escape');

      // The guide page: the city and the same steps.
      await page.goto('/Guide/private/GUC');
      await expect(page.locator('.university-header__city')).toHaveText('المدينة: القاهرة');
      const steps = page.locator('[data-guide-steps]');
      await expect(steps.locator('[data-opening]')).toHaveText('1/6/2025');
      await expect(steps).toContainText('بيانات العام 2025/2026');
      await steps.scrollIntoViewIfNeeded();
      await shot(page, testInfo, `guide-steps-${width}`, false);
    });
  });
}

test.describe('staff enter the city and the steps', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test('the university editor has «المدينة»; the status screen the steps with their source', async ({
    page,
  }, testInfo) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/universities-data?tab=edit&type=private&id=GUC');
    await expect(page.getByLabel('المدينة')).toHaveValue('القاهرة');
    await page.getByLabel('المدينة').scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'admin-city-1366', false);

    await page.goto('/admin/admission-status?tab=edit&type=private&id=GUC');
    await expect(page.getByLabel('بدء التقديم', { exact: true })).toHaveValue('2025-06-01');
    await expect(page.getByLabel('الأوراق المطلوبة', { exact: true })).toHaveValue(/6 صور شخصية/);
    // A new test without clearing the source is saved; an emptied source with a new value is refused beside it.
    await page.getByLabel(/رابط المصدر/).fill('');
    await page.getByLabel('العام الدراسي').fill('');
    await page.getByLabel('الاختبارات المطلوبة', { exact: true }).fill('اختبار اللغة الإنجليزية\nمقابلة شخصية');
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(
      page.getByText('أدخل رابط المصدر (http أو https) الذي يذكر بدء التقديم أو الأوراق أو الاختبارات'),
    ).toBeVisible();
    await page.getByLabel('الاختبارات المطلوبة', { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'admin-steps-1366', false);
  });
});
