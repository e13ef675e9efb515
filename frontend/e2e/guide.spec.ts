import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { openInSite } from './support/navigation';

// The university directory (/Guide) and guide page (/Guide/{type}/{id}), spec 1 §2, against the seeded CMS.

const SHOTS = join(tmpdir(), 'shots-guide');
mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  // Logos are lazy images: let those in view arrive before the picture is taken.
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

type Offering = Record<string, string | number | null> & {
  faculty: string;
  section: string;
  normal_or_Dual: string;
  index: number;
};
type Place = { type: string; price: string | null; price_wafdeen: string | null; index: number };

/** What a person expects to read: digits grouped by thousands, then the currency. */
const money = (value: string, currency: string) => `${Number(value).toLocaleString('en-US')} ${currency}`;

test.describe('university directory', () => {
  test('tabs switch the list and the address; the search forgives ه/ة and alef forms', async ({ page }) => {
    await page.goto('/Guide');
    await expect(page.getByRole('heading', { level: 1, name: 'دليل الجامعات المصرية' })).toBeVisible();
    await expect(page).toHaveTitle('دليل الجامعات المصرية | دليل');

    const privateTab = page.getByRole('tab', { name: 'الجامعات الخاصة' });
    await expect(privateTab).toHaveAttribute('aria-selected', 'true');
    const cards = page.getByRole('tabpanel').getByRole('link');
    // Ordered by index: GUC is index 1 of the private universities.
    await expect(cards.first()).toContainText('الجامعة الألمانية بالقاهرة');
    await expect(cards.first()).toContainText('GUC');

    const search = page.getByRole('searchbox', { name: 'ابحث عن جامعة' });
    await search.fill('القاهره');
    await expect(cards).toHaveCount(3);
    await expect(cards.filter({ hasText: 'الجامعة الألمانية بالقاهرة' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'جامعة بدر بالقاهرة' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'جامعة الحياة في القاهرة' })).toHaveCount(1);

    await search.fill('اسكندرية');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('جامعة فاروس بالإسكندرية');

    await search.fill('لا توجد جامعة بهذا الاسم');
    await expect(page.getByText('لا توجد جامعات تطابق البحث')).toBeVisible();

    await search.fill('');
    await page.getByRole('tab', { name: 'الجامعات الأهلية' }).click();
    await expect(page).toHaveURL(/\/Guide\?type=national$/);
    await expect(page.getByRole('tab', { name: 'الجامعات الأهلية' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards.first()).toContainText('جامعة الجلالة');
    await search.fill('اسكندريه');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('جامعة الإسكندرية الأهلية');
    await search.fill('القاهره');
    await expect(cards.first()).toContainText('جامعة القاهرة الأهلية');

    // The tab survives a reload: the address can be shared.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'الجامعات الأهلية' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'أفرع الجامعات الأجنبية' }).click();
    await expect(page).toHaveURL(/type=international/);
    await expect(cards.first()).toContainText('جامعة سنترال لانكشاير - مصر');
  });

  test('a failed list shows the error and retries', async ({ page }) => {
    let fail = true;
    await page.route('**/api/special/links', (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
    );
    await openInSite(page, '/Guide?type=special');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch special universities');
    fail = false;
    await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toContainText('الجامعة الأمريكية بالقاهرة');
  });

  test('a visitor opening a guide page is sent to /Login with the page saved', async ({ page }) => {
    await page.goto('/Guide/private/GUC');
    await expect(page).toHaveURL(/\/Login$/);
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe('/Guide/private/GUC');
  });

  test('directory screenshots', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/Guide');
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
    await shot(page, 'directory-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
    await shot(page, 'directory-390');
  });
});

test.describe('university guide page (signed in)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'student');
  });

  test('a card click stores the university and opens its page with fees, scores, dorms and links', async ({
    page,
    request,
  }) => {
    const offerings = (await (await request.get('/api/private/faculty?university=GUC')).json()) as Offering[];
    const dorms = (await (await request.get('/api/private/dorms?spec=GUC')).json()) as Place[];
    const first = offerings.filter((o) => o.normal_or_Dual === 'normal').sort((a, b) => a.index - b.index)[0];

    await page.goto('/Guide');
    await page.getByRole('link', { name: /الجامعة الألمانية بالقاهرة/ }).click();
    await expect(page).toHaveURL(/\/Guide\/private\/GUC$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUniversityData') ?? 'null'));
    expect(stored.university_code).toBe('GUC');

    await expect(page.getByRole('heading', { level: 1, name: 'الجامعة الألمانية بالقاهرة' })).toBeVisible();
    await expect(page).toHaveTitle('الجامعة الألمانية بالقاهرة | دليل');
    await expect(page.getByRole('note').filter({ hasText: 'تنبيه:' })).toContainText('بيانات تجريبية مولّدة');
    await expect(page.getByRole('link', { name: 'الموقع على الخريطة' })).toHaveAttribute('href', /google\.com\/maps/);
    await expect(page.getByRole('main').getByRole('link', { name: 'فيسبوك' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/guc',
    );
    // linkedin is '#' in the record: absent.
    await expect(page.getByRole('main').getByRole('link', { name: 'لينكدإن' })).toHaveCount(0);

    const card = page.getByRole('article', { name: first.faculty, exact: true });
    const fees = card.getByRole('table', { name: 'المصروفات السنوية' });
    await expect(fees.getByRole('row', { name: /الفئة أ/ })).toContainText(money(String(first.feesEgyption), 'EGP'));
    await expect(fees.getByRole('row', { name: /الفئة أ/ })).toContainText(money(String(first.feesNatives), 'USD'));

    const scores = card.getByRole('table', { name: 'الحد الأدنى للقبول' });
    await expect(scores.locator('thead th')).toHaveCount(6);
    const thanwyaa = scores.getByRole('row', { name: /ثانوية عامة/ });
    await expect(thanwyaa).toContainText(`${first.thanwyaa_secondYear_score}%`);
    await expect(scores.getByRole('row', { name: /أزهر/ })).toContainText('%');
    await expect(scores.getByRole('row', { name: /شهادات عربية وأجنبية/ })).toBeVisible();
    await expect(scores.getByRole('row', { name: /الوافدين/ })).toBeVisible();

    const dorm = dorms.sort((a, b) => a.index - b.index)[0];
    const dormCard = page.getByRole('region', { name: 'السكن الجامعي' }).getByRole('article', { name: dorm.type });
    await expect(dormCard).toContainText(money(String(dorm.price), 'EGP'));
    await expect(dormCard).toContainText('للفصل الدراسي');

    const admission = page.getByRole('region', { name: 'روابط التقديم' });
    await expect(admission.getByRole('link', { name: 'التقديم للطلاب المصريين', exact: true })).toHaveAttribute(
      'href',
      'https://www.guc.edu.eg/admission',
    );
    await expect(admission.getByRole('link', { name: 'التحويل للطلاب المصريين' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'البرامج الدولية والمزدوجة' }).getByRole('article').first(),
    ).toBeVisible();
  });

  test('the type is case-insensitive; unknown types and codes get their own pages', async ({ page }) => {
    await page.goto('/Guide/Private/GUC');
    await expect(page.getByRole('heading', { level: 1, name: 'الجامعة الألمانية بالقاهرة' })).toBeVisible();
    await page.goto('/Guide/college/GUC');
    await expect(page.getByRole('heading', { level: 1, name: 'نوع الجامعة غير صالح' })).toBeVisible();
    await page.goto('/Guide/private/NOSUCHUNI');
    await expect(page.getByRole('heading', { level: 1, name: 'الجامعة غير موجودة' })).toBeVisible();
  });

  test('a national university shows only the fourth and fifth year, with its own labels', async ({ page, request }) => {
    const uni = (await (await request.get('/api/national/links/CUNU')).json()) as Record<string, string>;
    await page.goto('/Guide/national/CUNU');
    await expect(page.getByRole('heading', { level: 1, name: uni.university_Arabic_Name })).toBeVisible();
    const scores = page
      .getByRole('region', { name: 'الكليات والبرامج' })
      .getByRole('table', { name: 'الحد الأدنى للقبول' })
      .first();
    const yearHeaders = scores.locator('thead th').filter({ hasNotText: 'الشهادة' });
    await expect(yearHeaders).toHaveCount(2);
    await expect(yearHeaders).toHaveText([uni.fourth_year, uni.fifth_year]);
  });

  test('desktop screenshot', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/Guide/private/GUC');
    await expect(page.getByRole('region', { name: 'الكليات والبرامج' }).getByRole('article').first()).toBeVisible();
    await shot(page, 'guide-1366');
  });
});

test.describe('university guide page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('faculty cards become a carousel: swipe, wrap and dots', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/Guide/private/GUC');
    const carousel = page.getByRole('region', { name: 'الكليات والبرامج: عرض بالسحب' });
    await expect(carousel).toBeVisible();
    const visibleCard = carousel.getByRole('article');
    await expect(visibleCard).toHaveCount(1);
    const firstName = await visibleCard.getAttribute('aria-label');

    // A finger on the visible card: real touch events, dispatched on the card so that the page's
    // smooth scrolling cannot move it away from fixed screen coordinates.
    const swipe = async (fromX: number, toX: number) => {
      await expect(visibleCard).toHaveCount(1);
      await visibleCard.evaluate(
        (card, [a, b]) => {
          const r = card.getBoundingClientRect();
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: card, clientX: r.left + x, clientY: r.top + 100 });
          const fire = (type: string, touches: Touch[], changed: Touch) =>
            card.dispatchEvent(
              new TouchEvent(type, { bubbles: true, cancelable: true, touches, changedTouches: [changed] }),
            );
          fire('touchstart', [touch(a)], touch(a));
          fire('touchmove', [touch((a + b) / 2)], touch((a + b) / 2));
          fire('touchmove', [touch(b)], touch(b));
          fire('touchend', [], touch(b));
        },
        [fromX, toX] as const,
      );
    };

    // Right to left: a finger moving right brings the next card in.
    await swipe(60, 260);
    await expect(visibleCard).toHaveCount(1);
    await expect(visibleCard).not.toHaveAttribute('aria-label', firstName!);
    const dots = carousel.getByRole('button', { name: /^البطاقة \d+ من \d+$/ });
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    // A short move (under 50 px) changes nothing.
    await swipe(200, 230);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    // Back twice from the second card wraps round to the last one.
    await swipe(260, 60);
    await swipe(260, 60);
    await expect(dots.last()).toHaveAttribute('aria-current', 'true');

    await dots.first().click();
    await expect(visibleCard).toHaveAttribute('aria-label', firstName!);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'guide-390');
  });
});
