import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signInAs } from './support/session';

// The smart assistant (spec 2 §2.1–§2.6) as a signed-in student, against the seeded stack.

type Offering = Record<string, string | number | null> & {
  _id: string;
  university_code: string;
  university_Arabic_Name: string;
  faculty_short: string;
  section: string;
  normal_or_Dual: string;
  feesEgyption?: string | null;
};
const CATEGORIES = ['national', 'private', 'special', 'international'] as const;

async function offeringsOf(page: Page, category: (typeof CATEGORIES)[number]): Promise<Offering[]> {
  const res = await page.request.get(`/api/${category}/faculty`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Offering[];
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' });
  const dir = process.env.ASSISTANT_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test.describe('smart assistant', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'student');
  });

  test('landing page links the four tools', async ({ page }, testInfo) => {
    await page.goto('/SmartAssistant');
    await expect(page.getByRole('heading', { level: 1, name: 'المساعد الذكي' })).toBeVisible();
    for (const href of [
      '/SmartAssistant/equivalency',
      '/SmartAssistant/score',
      '/SmartAssistant/faculties',
      '/SmartAssistant/faculty-comparison',
    ]) {
      await expect(page.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await shot(page, testInfo, 'landing-1366');
  });

  test('a thawya science student with 85 in the fourth year finds faculties, universities and a shareable result', async ({
    page,
  }, testInfo) => {
    // Expected from the API itself: spec 2 §5 rules applied by hand, with issue 24's track rule
    // (offerings marked literary are the humanities, open to science students too).
    const all = (await Promise.all(CATEGORIES.map((c) => offeringsOf(page, c)))).flat();
    const universitiesPerFaculty = new Map<string, Set<string>>();
    for (const o of all) {
      const min = String(o.thanwyaa_fourthYear_score ?? '').trim();
      if (o.normal_or_Dual !== 'normal' || !['science', 'scientific', 'all', 'literary'].includes(o.section)) continue;
      if (!/^\d+(\.\d+)?$/.test(min) || Number(min) > 85) continue;
      const set = universitiesPerFaculty.get(o.faculty_short) ?? new Set<string>();
      set.add(o.university_code);
      universitiesPerFaculty.set(o.faculty_short, set);
    }
    const most = Math.max(...[...universitiesPerFaculty.values()].map((s) => s.size));

    await page.goto('/SmartAssistant/score');
    const search = page.getByRole('button', { name: 'ابحث عن الكليات' });
    // Issue 24: the form starts from the seeded student's profile (Thanaweya science, 385.5 of 410),
    // and nothing is searched until the button is pressed.
    await expect(page.getByText(/ملأنا النموذج من ملفك الشخصي/)).toBeVisible();
    await expect(page.getByLabel('نوع الشهادة')).toHaveValue('thawya');
    await expect(page.getByLabel('مجموع درجاتك')).toHaveValue('385.5');
    await expect(page.getByLabel('الدرجة النهائية')).toHaveValue('410');
    await expect(search).toBeEnabled();
    await expect(page.locator('.assistant-faculty-item')).toHaveCount(0);
    // Starting over: no certificate clears the form.
    await page.getByLabel('نوع الشهادة').selectOption('');
    await expect(search).toBeDisabled();
    await page.getByLabel('نوع الشهادة').selectOption('thawya');
    await expect(page.getByLabel('الشعبة')).toHaveCount(0); // only once a year is chosen
    await page.getByLabel('سنة الشهادة').selectOption('fourth');
    await page.getByLabel('الشعبة').selectOption('science');
    const score = page.getByLabel('مجموعك', { exact: true });
    // Issue 24: '101' is refused with a message (spec 2 §5 cut it to '10' and searched).
    await score.fill('101');
    await score.blur();
    await expect(page.getByText(/النسبة المئوية لا تزيد على 100%/)).toBeVisible();
    await expect(search).toBeDisabled();
    await score.fill('85');
    await expect(search).toBeEnabled();
    await search.click();

    const faculties = page.locator('.assistant-faculty-item');
    await expect(faculties.first()).toBeVisible();
    await expect(faculties).toHaveCount(universitiesPerFaculty.size);
    // «جامعة واحدة», «جامعتان», «3 جامعات», «11 جامعة» (arabicCount in @dalil/domain).
    const countOf = (t: string) => (t === 'جامعة واحدة' ? 1 : t === 'جامعتان' ? 2 : parseInt(t, 10));
    await expect(faculties.first().locator('.assistant-faculty-item__count')).toHaveText(
      most === 1 ? 'جامعة واحدة' : most === 2 ? 'جامعتان' : new RegExp(`^${most} جامع(ة|ات)$`),
    );
    const counts = (await faculties.locator('.assistant-faculty-item__count').allTextContents()).map(countOf);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await shot(page, testInfo, 'score-faculties-1366');

    const firstName = (await faculties.first().locator('.assistant-faculty-item__name').textContent())!;
    await faculties.first().click();
    await expect(page.getByRole('heading', { level: 2, name: firstName })).toBeVisible();
    await expect(page.locator('.assistant-university-item')).toHaveCount(0); // only after a tab click
    await page.getByRole('tab', { name: 'الجامعات الخاصة' }).click();
    // Issue 24: one row per university, the widest margin (the lowest minimum) first.
    const items = page.locator('.assistant-row');
    await expect(items.first()).toBeVisible();
    const scores = await items
      .locator('[data-score]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))));
    expect(scores.length).toBeGreaterThan(1);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(Math.max(...scores)).toBeLessThanOrEqual(85);
    const universities = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-university')));
    expect(new Set(universities).size).toBe(universities.length);
    const link = items.first().locator('.assistant-university-item');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^\/Guide\/private\/[^/]+$/);
    await shot(page, testInfo, 'score-universities-1366');

    // The shared link: a fresh load of the same URL shows the same result.
    const url = page.url();
    expect(url).toMatch(/cert=thawya/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: firstName })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'الجامعات الخاصة' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await items.locator('[data-score]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score')))),
    ).toEqual(scores);
    await expect(page.getByLabel('مجموعك', { exact: true })).toHaveValue('85');

    // Back to the faculty list.
    await page.getByRole('button', { name: /العودة إلى قائمة الكليات/ }).click();
    await expect(faculties).toHaveCount(universitiesPerFaculty.size);

    // A new certificate clears the form and the results (spec 2 §4).
    await page.getByLabel('نوع الشهادة').selectOption('azhar');
    await expect(faculties).toHaveCount(0);
    await expect(page.getByLabel('مجموعك بعد المعادلة')).toHaveValue('');
  });

  test('the fifth year with no matches shows its message', async ({ page }) => {
    await page.goto('/SmartAssistant/score?cert=thawya&year=fifth&section=literary&score=0');
    // The demo set has fifth-year figures: none reached, not "none published".
    await expect(page.getByText(/لا توجد كليات متاحة للمجموع المدخل|الكليات المتاحة لمجموعك/)).toBeVisible();
  });

  test('a comparison of two universities for one faculty highlights the cheaper fee', async ({ page }, testInfo) => {
    const privateOfferings = (await offeringsOf(page, 'private')).filter(
      (o) => o.normal_or_Dual === 'normal' && o.faculty_short === 'ENG',
    );
    const once = privateOfferings.filter(
      (o) => privateOfferings.filter((x) => x.university_code === o.university_code).length === 1,
    );
    const fee = (o: Offering) =>
      Number(
        String(o.feesEgyption ?? '')
          .replace(/,/g, '')
          .match(/\d+/)?.[0] ?? NaN,
      );
    const [a, b] = once
      .filter((o) => fee(o) > 0)
      .sort((x, y) => fee(x) - fee(y))
      .filter((_, i, list) => i === 0 || i === list.length - 1);
    expect(fee(a)).toBeLessThan(fee(b));

    await page.goto('/SmartAssistant/faculty-comparison');
    await page.getByLabel('الكلية').selectOption('ENG');
    await expect(page.getByRole('tab', { name: 'الجامعات الخاصة' })).toHaveAttribute('aria-selected', 'true');
    // Pick the more expensive one first, then the cheaper one.
    await page.locator('.assistant-pick', { hasText: b.university_Arabic_Name }).click();
    await expect(page.getByRole('heading', { name: 'اختر الجامعة الثانية' })).toBeVisible();
    await expect(page.locator('.assistant-pick', { hasText: b.university_Arabic_Name })).toBeDisabled();
    await page.locator('.assistant-pick', { hasText: a.university_Arabic_Name }).click();

    const feeRow = page.locator('tr[data-row="fees-egyptian"] td');
    await expect(feeRow.nth(0)).toHaveAttribute('data-verdict', 'worse');
    await expect(feeRow.nth(1)).toHaveAttribute('data-verdict', 'better');
    // Issue 24: «lower is better» marks fees only; a higher minimum is never «أسوأ».
    await expect(feeRow.nth(1).locator('.assistant-compare__badge')).toHaveText('الأقل');
    await expect(page.locator('tr[data-row="thanwyaa_firstYear_score"] td[data-verdict]')).toHaveCount(0);
    await expect(page.locator('.assistant-compare')).not.toContainText('أسوأ');
    await shot(page, testInfo, 'comparison-1366');

    // The comparison is a link: reload keeps it.
    expect(page.url()).toMatch(/faculty=ENG&u1=.+&u2=.+/);
    await page.reload();
    await expect(page.locator('tr[data-row="fees-egyptian"] td').nth(1)).toHaveAttribute('data-verdict', 'better');

    await page.getByRole('button', { name: 'مقارنة جديدة' }).click();
    await expect(page.getByRole('heading', { name: 'اختر الجامعة الأولى' })).toBeVisible();
  });

  test('the faculties grid leads to a faculty page; at 390 px its cards swipe', async ({ page }, testInfo) => {
    await page.goto('/SmartAssistant/faculties');
    await page.getByRole('link', { name: 'الطب البشري' }).click();
    await expect(page).toHaveURL(/\/SmartAssistant\/Faculties\/MED$/);
    await expect(page.getByRole('heading', { level: 1, name: 'كلية الطب البشري' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'الجامعات الخاصة' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.assistant-offering').first()).toBeVisible();
    await shot(page, testInfo, 'faculty-1366');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/SmartAssistant/faculties/med'); // the code is matched case-insensitively
    await expect(page.getByRole('heading', { level: 1, name: 'كلية الطب البشري' })).toBeVisible();
    const dots = page.locator('.assistant-carousel__dots .carousel-dots__dot');
    await expect(dots.first()).toBeVisible();
    const count = await dots.count();
    expect(count).toBeGreaterThan(2);
    const current = () => page.locator('.assistant-carousel__track article').getAttribute('aria-label');
    const first = await current();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await shot(page, testInfo, 'faculty-390');

    const track = page.getByTestId('carousel-track');
    const box = (await track.boundingBox())!;
    const swipe = async (dx: number) => {
      const y = box.y + 40;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(120); // right: next card (RTL)
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    expect(await current()).not.toBe(first);
    await swipe(-120); // left: previous
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await swipe(-120); // wraps to the last card
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true');
    await swipe(30); // under 50 px: stays
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true');

    // Changing the type tab resets the slide.
    await page.getByRole('tab', { name: 'الجامعات الأهلية' }).click();
    await page.getByRole('tab', { name: 'الجامعات الخاصة' }).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  });

  test('the American calculator gives the spec formula result', async ({ page }, testInfo) => {
    await page.goto('/SmartAssistant/equivalency');
    await expect(page.getByText('هذه الخاصية قيد الإنشاء')).toBeVisible();
    await expect(page.locator('option[value="saudi"]')).toBeDisabled();
    await page.getByRole('button', { name: 'متابعة إلى الحاسبة' }).click();

    const [sat1, sat2, gpa, english, reading, math] = [1200, 1300, 30, 30, 28, 32];
    await page.getByLabel('SAT 1').fill(String(sat1));
    await page.getByLabel('SAT 2').fill(String(sat2));
    await page.getByLabel('GPA').fill(String(gpa));
    await page.getByLabel('ACT English').fill(String(english));
    await page.getByLabel('ACT Reading').fill(String(reading));
    await page.getByLabel('ACT Math').fill(String(math));
    await page.getByRole('button', { name: 'احسب' }).click();
    // Spec 2 §9: (sat1 + sat2) / 3200 × 100 + gpa / 40 × 100; (english + reading + math) / 108 × 100; 2 decimals.
    const sat = ((sat1 + sat2) / 3200) * 100 + (gpa / 40) * 100;
    const act = ((english + reading + math) / 108) * 100;
    await expect(page.getByLabel('المجموع بنظام SAT')).toHaveValue(`${sat.toFixed(2)}%`);
    await expect(page.getByLabel('المجموع بنظام ACT')).toHaveValue(`${act.toFixed(2)}%`);
    await shot(page, testInfo, 'equivalency-1366');

    await page.getByLabel('نوع الشهادة').selectOption('igcse');
    await page.getByLabel('المادة 1').first().selectOption('A*');
    await page.locator('#ig-as-0').selectOption('B');
    await page.locator('#ig-aLevel-0').selectOption('A');
    await page.getByRole('button', { name: 'احسب' }).click();
    await expect(page.getByLabel('مجموع النقاط')).toHaveValue(String(8 + 4 + 5));
  });

  test('at 390 px the score finder, the grid and the calculator fit the screen', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=85&faculty=CS&tab=national');
    await expect(page.locator('.assistant-university-item').first()).toBeVisible();
    await fits();
    await shot(page, testInfo, 'score-390');
    await page.goto('/SmartAssistant/faculties');
    await expect(page.getByRole('link', { name: 'الطب البشري' })).toBeVisible();
    await fits();
    await shot(page, testInfo, 'faculties-390');
    await page.goto('/SmartAssistant/equivalency');
    await page.getByRole('button', { name: 'متابعة إلى الحاسبة' }).click();
    await fits();
    await shot(page, testInfo, 'equivalency-390');
  });
});

test('logged out, the assistant pages send to /Login (spec 2 §2 route table)', async ({ page }) => {
  await page.goto('/SmartAssistant/faculty-comparison');
  await expect(page).toHaveURL(/\/Login$/);
});
