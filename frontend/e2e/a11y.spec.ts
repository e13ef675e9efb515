import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/session';

// Issue 11, acceptance: axe (WCAG 2 A/AA, 2.1 AA) finds no serious or critical violation on any
// route of app/router.tsx at 1366 and 390 px, dialogs open included; and every dialog takes focus,
// keeps it inside on Tab and Shift+Tab, closes with Escape and gives focus back.
// Run: node scripts/test.mjs --e2e-only -- e2e/a11y.spec.ts

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** Every path of app/router.tsx, with a seeded record where the path has a parameter. */
const PUBLIC_ROUTES = [
  '/',
  '/Home',
  '/terms',
  '/privacy',
  '/Status',
  '/Scholarships',
  '/News',
  '/Contact',
  '/Portfolio',
  '/OldGuide',
  '/KSIUTransportGuide',
  '/articles',
  '/join-us',
  '/Login',
  '/verify',
  '/reset-password',
  '/Guide',
  '/Desires', // issue 25: a visitor's empty list
  '/no-such-page', // the 404 page
];
const SIGNED_IN_ROUTES = [
  '/account',
  '/articles/free-cs-courses',
  '/SmartAssistant',
  '/SmartAssistant/score',
  '/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=85',
  '/SmartAssistant/faculties',
  '/SmartAssistant/faculties/MED',
  '/SmartAssistant/faculty-comparison',
  '/SmartAssistant/equivalency',
  '/Guide/private/GUC',
];

/** The page has rendered: main content is there and no list is still loading. */
async function settle(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.async-state--loading, .async-state--skeleton, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** Fails with the rule, its impact and the first offending nodes for every serious or critical violation. */
async function expectNoSeriousViolations(page: Page, what: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious, `${what}: serious or critical axe violations`).toEqual([]);
}

const focusIsIn = (dialog: Locator) => dialog.evaluate((box) => box.contains(document.activeElement));

/** Focus is inside on open, stays inside for 30 Tabs and 10 Shift+Tabs, Escape closes. */
async function expectFocusTrappedThenEscape(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsIn(dialog), { message: 'focus moves into the dialog when it opens' }).toBe(true);
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsIn(dialog), `Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsIn(dialog), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of PUBLIC_ROUTES) {
      test(`visitor ${route}`, async ({ page }) => {
        await page.goto(route);
        await settle(page);
        await expectNoSeriousViolations(page, route);
      });
    }

    for (const route of SIGNED_IN_ROUTES) {
      test(`signed-in ${route}`, async ({ page }) => {
        await signInAs(page, 'student');
        await page.goto(route);
        await settle(page);
        await expectNoSeriousViolations(page, route);
      });
    }

    test('dialog open: forgot password on /Login', async ({ page }) => {
      await page.goto('/Login');
      await page.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
      await expect(page.getByRole('dialog', { name: 'نسيت كلمة المرور' })).toBeVisible();
      await expectNoSeriousViolations(page, '/Login forgot-password dialog');
    });

    test("dialog open: the account's password dialog", async ({ page }) => {
      await signInAs(page, 'student');
      await page.goto('/account');
      await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
      await expect(page.getByRole('dialog', { name: 'تغيير كلمة المرور' })).toBeVisible();
      await expectNoSeriousViolations(page, '/account password dialog');
    });

    test('dialog open: the ad popup for a visitor on /News', async ({ page }) => {
      await page.goto('/News');
      await expect(page.getByRole('dialog', { name: 'احجز جلسة إرشاد مجانية' })).toBeVisible({ timeout: 12_000 });
      await expectNoSeriousViolations(page, '/News ad popup');
    });

    test('dialog open: the equivalency overlay', async ({ page }) => {
      await signInAs(page, 'student');
      await page.goto('/SmartAssistant/equivalency');
      await expect(page.getByRole('dialog', { name: 'هذه الخاصية قيد الإنشاء' })).toBeVisible();
      await expectNoSeriousViolations(page, 'equivalency overlay');
    });

    test('list open: the country codes of the sign-up form', async ({ page }) => {
      await page.goto('/Login');
      await page.getByRole('group', { name: 'اختر الوضع' }).getByRole('button', { name: 'حساب جديد' }).click();
      await page.getByRole('button', { name: /رمز الدولة/ }).click();
      await expect(page.getByRole('listbox', { name: 'رموز الدول' })).toBeVisible();
      await expectNoSeriousViolations(page, 'country-code list');
    });
  });
}

test.describe('dialogs take focus, trap it, close with Escape and give it back', () => {
  test('/Login: forgot password', async ({ page }) => {
    await page.goto('/Login');
    const opener = page.getByRole('button', { name: 'نسيت كلمة المرور؟' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expectFocusTrappedThenEscape(page, page.getByRole('dialog', { name: 'نسيت كلمة المرور' }));
    await expect(opener).toBeFocused();
  });

  test('/account: change password', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/account');
    const opener = page.getByRole('button', { name: 'تغيير كلمة المرور' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'تغيير كلمة المرور' });
    await expectFocusTrappedThenEscape(page, dialog);
    await expect(opener).toBeFocused();
  });

  test('/account: forgot password', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/account');
    const opener = page.getByRole('button', { name: 'نسيت كلمة المرور' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expectFocusTrappedThenEscape(page, page.getByRole('dialog', { name: 'نسيت كلمة المرور' }));
    await expect(opener).toBeFocused();
  });

  test('/Status: the university popup', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/Status');
    const opener = page.getByRole('button', { name: /^الجامعة الألمانية بالقاهرة/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expectFocusTrappedThenEscape(page, page.getByRole('dialog', { name: 'الجامعة الألمانية بالقاهرة' }));
    await expect(opener).toBeFocused();
  });

  test('the equivalency overlay: covered fields unreachable until it closes', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/SmartAssistant/equivalency');
    const dialog = page.getByRole('dialog', { name: 'هذه الخاصية قيد الإنشاء' });
    await expectFocusTrappedThenEscape(page, dialog);
    // It opened with the page, so focus goes back to the page itself, and the calculator is reachable.
    expect(
      await page.evaluate(() => document.activeElement === document.body || document.activeElement?.isConnected),
    ).toBe(true);
    await page.getByLabel('نوع الشهادة').focus();
    await expect(page.getByLabel('نوع الشهادة')).toBeFocused();
  });

  test('the ad popup for a visitor: takes focus from the page and gives it back', async ({ page }) => {
    await page.goto('/News');
    const skip = page.getByRole('banner').getByRole('link', { name: 'دليل - الصفحة الرئيسية' });
    await skip.focus();
    const dialog = page.getByRole('dialog', { name: 'احجز جلسة إرشاد مجانية' });
    await expect(dialog).toBeVisible({ timeout: 12_000 });
    await expectFocusTrappedThenEscape(page, dialog);
    await expect(skip).toBeFocused();
  });
});

test.describe('keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu takes focus and closes when Tab leaves it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'فتح القائمة' });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(nav.getByRole('link', { name: 'الرئيسية' })).toBeFocused();
    const links = await nav.getByRole('link').count();
    for (let i = 0; i < links; i += 1) await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'الرئيسية' })).toBeHidden();
  });

  test("the guide's score tables scroll in a focusable region at 390 px", async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/Guide/private/GUC');
    const region = page.getByRole('region', { name: /الحد الأدنى للقبول/ }).first();
    await expect(region).toBeVisible();
    const { scrollWidth, clientWidth, right } = await region.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      right: el.getBoundingClientRect().right,
    }));
    // The table is wider than the card and scrolls inside it, and the region stays on screen.
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(right).toBeLessThanOrEqual(390);
    await region.focus();
    await expect(region).toBeFocused();
    await expect(page.getByText('اسحب الجدول أفقياً لرؤية كل السنوات').first()).toBeVisible();
  });

  test('carousel dots are at least 24 × 24 px on desktop and on the faculty page', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/');
    const homeDots = page.locator('.carousel-dots__dot');
    await expect(homeDots.first()).toBeVisible();
    for (const box of await homeDots.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await signInAs(page, 'student');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/SmartAssistant/faculties/MED');
    const dots = page.locator('.assistant-carousel__dots .carousel-dots__dot');
    await expect(dots.first()).toBeVisible();
    for (const box of await dots.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });

  test('the floating assistant button does not cover a focused field', async ({ page }) => {
    await page.goto('/Contact');
    const fab = page.getByRole('link', { name: 'المساعد الذكي' });
    const message = page.getByLabel('الرسالة');
    await message.focus();
    const [field, button] = await Promise.all([message.boundingBox(), fab.boundingBox()]);
    expect(field && button).toBeTruthy();
    const overlaps =
      field!.x < button!.x + button!.width &&
      button!.x < field!.x + field!.width &&
      field!.y < button!.y + button!.height &&
      button!.y < field!.y + field!.height;
    expect(overlaps).toBe(false);
  });
});
