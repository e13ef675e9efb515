import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signInAs } from './support/session';

/*
 * Issue 24 item 1 (with issue 22's floors): the score finder answers the question, as a signed-in
 * student at 390 and 1366 px, on the seeded (demo) stack. The expected faculties are computed from
 * the API itself.
 */

type Offering = Record<string, string | number | null> & {
  university_code: string;
  faculty_short: string;
  section: string;
  normal_or_Dual: string;
};
const CATEGORIES = ['national', 'private', 'special', 'international'] as const;

async function allOfferings(page: Page): Promise<Offering[]> {
  const lists = await Promise.all(
    CATEGORIES.map(async (c) => {
      const res = await page.request.get(`/api/${c}/faculty`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as Offering[]).map((o) => ({ ...o, category: o.category ?? c }));
    }),
  );
  return lists.flat();
}

/** The faculties a fourth-year Thanaweya score reaches for these offering sections. */
function facultiesReached(all: Offering[], sections: string[], score: number): Set<string> {
  const out = new Set<string>();
  for (const o of all) {
    const min = String(o.thanwyaa_fourthYear_score ?? '').trim();
    if (o.normal_or_Dual !== 'normal' || !sections.includes(o.section)) continue;
    if (!/^\d+(\.\d+)?$/.test(min) || Number(min) > score) continue;
    out.add(o.faculty_short);
  }
  return out;
}

async function noOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  const dir = process.env.ASSISTANT_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const width of [1366, 390]) {
  test.describe(`score finder at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });
    test.beforeEach(async ({ page }) => {
      await signInAs(page, 'student');
    });

    test('85 % science: one row per university with minimum, margin and fee (or «غير متاح»), sortable in the URL', async ({
      page,
    }, testInfo) => {
      // A faculty that several private universities offer within reach of 85 % (from the API).
      const reached = new Map<string, Set<string>>();
      for (const o of (await allOfferings(page)).filter((x) => x.category === 'private' || !x.category)) {
        const min = String(o.thanwyaa_fourthYear_score ?? '').trim();
        if (o.normal_or_Dual !== 'normal' || !['science', 'scientific', 'all', 'literary'].includes(o.section))
          continue;
        if (!/^\d+(\.\d+)?$/.test(min) || Number(min) > 85) continue;
        reached.set(o.faculty_short, (reached.get(o.faculty_short) ?? new Set()).add(o.university_code));
      }
      const [faculty] = [...reached.entries()].sort((a, b) => b[1].size - a[1].size)[0];
      await page.goto(
        `/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=85&faculty=${faculty}&tab=private`,
      );
      const rows = page.locator('.assistant-row');
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        const row = rows.nth(i);
        await expect(row.locator('[data-score]')).toHaveText(/^\d+(\.\d+)?%$/);
        await expect(row.locator('[data-margin]')).toContainText(/أعلى من الحد الأدنى|يساوي الحد الأدنى/);
        await expect(row.locator('[data-fee]')).toContainText(/مصروفات العام|غير متاح/);
        await expect(row.locator('.assistant-university-item')).toHaveAttribute('href', /^\/Guide\/private\//);
      }
      const universities = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-university')));
      expect(new Set(universities).size).toBe(count);
      const margins = await rows
        .locator('[data-margin]')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-margin'))));
      expect(margins).toEqual([...margins].sort((a, b) => b - a));
      expect(margins.every((m) => m >= 0)).toBe(true);
      await noOverflow(page, width);
      await shot(page, testInfo, `finder-rows-${width}`);
      if (process.env.ASSISTANT_SHOTS_DIR) {
        await rows.first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${process.env.ASSISTANT_SHOTS_DIR}/finder-rows-view-${width}.png` });
      }

      // Sorting by name is kept in the URL (a shareable link).
      await page.getByLabel('ترتيب حسب').selectOption('name');
      await expect(page).toHaveURL(/sort=name/);
      // The rows follow the URL once the page has rendered the new order: read until they have.
      const names = rows.locator('.assistant-university-item__name');
      await expect
        .poll(async () => {
          const shown = await names.allTextContents();
          return shown.length > 1 && shown.join('|') === [...shown].sort((a, b) => a.localeCompare(b, 'ar')).join('|');
        })
        .toBe(true);
      await page.reload();
      await expect(page.getByLabel('ترتيب حسب')).toHaveValue('name');
    });

    test('85.7 is accepted and searched with its decimals; 410 over 410 is accepted', async ({ page }) => {
      await page.goto('/SmartAssistant/score');
      // The form starts from the student's profile (raw marks); start over with a percentage.
      await expect(page.getByLabel('نوع الشهادة')).toHaveValue('thawya');
      await page.getByLabel('نوع الشهادة').selectOption('');
      await page.getByLabel('نوع الشهادة').selectOption('thawya');
      await page.getByLabel('سنة الشهادة').selectOption('fourth');
      await page.getByLabel('الشعبة').selectOption('science');
      const score = page.getByLabel('مجموعك', { exact: true });
      await score.fill('85.7');
      await expect(score).toHaveValue('85.7');
      await page.getByRole('button', { name: 'ابحث عن الكليات' }).click();
      await expect(page).toHaveURL(/score=85\.7/);
      await expect(page.locator('[data-faculty]').first()).toBeVisible();
      await page.locator('[data-faculty]').first().click();
      await page.getByRole('tab', { name: 'الجامعات الخاصة' }).click();
      // Each margin is 85.7 − the minimum, with its decimals («… بـ 29.2 درجة»).
      const cells = page.locator('.assistant-row');
      await expect(cells.first()).toBeVisible();
      const pairs = await cells.evaluateAll((rows) =>
        rows.map((r) => [
          Number(r.querySelector('[data-score]')?.getAttribute('data-score')),
          Number(r.querySelector('[data-margin]')?.getAttribute('data-margin')),
          r.querySelector('[data-margin]')?.textContent ?? '',
        ]),
      );
      for (const [minimum, margin, text] of pairs as [number, number, string][]) {
        expect(margin).toBeCloseTo(85.7 - minimum, 2);
        if (!Number.isInteger(margin)) expect(text).toContain(`بـ ${margin} درجة`);
      }

      await page.getByLabel('بالدرجات').check();
      await page.getByLabel('الدرجة النهائية').selectOption('410');
      await page.getByLabel('مجموع درجاتك').fill('410');
      await page.getByRole('button', { name: 'ابحث عن الكليات' }).click();
      await expect(page).toHaveURL(/mode=marks&marks=410&of=410/);
      await expect(page.locator('[data-faculty]').first()).toBeVisible();
      await noOverflow(page, width);
    });

    test('a literary student at 85 % sees languages and the humanities where the data offers them', async ({
      page,
    }, testInfo) => {
      const expected = facultiesReached(await allOfferings(page), ['literary', 'all'], 85);
      expect(expected.has('LANG')).toBe(true); // the demo set marks languages «literary»
      await page.goto('/SmartAssistant/score?cert=thawya&year=fourth&section=literary&score=85');
      const faculties = page.locator('[data-faculty]');
      await expect(faculties.first()).toBeVisible();
      const shown = await faculties.evaluateAll((els) => els.map((e) => e.getAttribute('data-faculty')));
      expect(new Set(shown)).toEqual(expected);
      for (const code of ['LANG', 'SOCSCI', 'ART'].filter((c) => expected.has(c)))
        await expect(page.locator(`[data-faculty="${code}"]`)).toBeVisible();
      await expect(page.locator('[data-faculty="MED"]')).toHaveCount(0);
      await noOverflow(page, width);
      await shot(page, testInfo, `finder-literary-${width}`);
    });

    test('an equivalent-certificate student is told which groups have no floor («غير متاح»)', async ({ page }) => {
      await page.goto('/SmartAssistant/score?cert=arab_english&year=first&section=scientific&score=80');
      const gaps = page.locator('[data-floor-gaps]');
      await expect(gaps).toContainText('الحد الأدنى للتقدم بالشهادات المعادلة');
      await expect(gaps).toContainText('غير متاح');
      await expect(gaps).toContainText('الطب البشري');
      await expect(gaps).not.toContainText('الصيدلة'); // the one group the councils' equivalent table gives
      await noOverflow(page, width);
    });
  });
}

test.describe('score finder: sections are a closed list (issue 24)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test('every offering holds a section of the list, and a maths student reaches the polytechnics', async ({ page }) => {
    await signInAs(page, 'student');
    const all = await allOfferings(page);
    const list = ['science', 'math', 'scientific', 'literary', 'all', 'unknown'];
    expect(all.filter((o) => !list.includes(o.section)).map((o) => o.section)).toEqual([]);
    // The polytechnics' free text («ثانوية عامة (علمي رياضة أو علمي علوم) …») matched no one before.
    const expected = facultiesReached(all, ['math', 'scientific', 'all', 'literary', 'unknown'], 95);
    expect(expected.has('POLY')).toBe(true);
    await page.goto('/SmartAssistant/score?cert=thawya&year=fourth&section=math&score=95');
    const faculties = page.locator('[data-faculty]');
    await expect(faculties.first()).toBeVisible();
    const shown = await faculties.evaluateAll((els) => els.map((e) => e.getAttribute('data-faculty')));
    expect(new Set(shown)).toEqual(expected);
    await expect(page.locator('[data-faculty="POLY"]')).toBeVisible();
  });
});
