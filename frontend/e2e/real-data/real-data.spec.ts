import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/session';

/*
 * The real data set (issue 22), on its own CMS and site (scripts/test.mjs seeds it without --demo;
 * the Playwright project `real-data`): what a family reads there must be true or say it is unknown.
 */

const CMS_URL = process.env.E2E_REAL_CMS_URL || 'http://127.0.0.1:1338';
const CATEGORIES = ['private', 'national', 'special', 'international'] as const;
type Link = { university_code: string; university_Arabic_Name: string };

/** Signs in on the real set's CMS and stores the session as the site does (a guide page needs one). */
async function signIn(page: Page, who: keyof typeof ACCOUNTS) {
  const res = await page.request.post(`${CMS_URL}/api/users/signin`, { data: ACCOUNTS[who] });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { _id: string; user_type: string; token: string; name?: string };
  await page.addInitScript((b) => {
    if (sessionStorage.getItem('__e2e_session_set')) return;
    sessionStorage.setItem('__e2e_session_set', '1');
    localStorage.setItem('token', b.token);
    localStorage.setItem('userId', b._id);
    localStorage.setItem('user_type', b.user_type);
    localStorage.setItem('name', b.name ?? '');
    localStorage.setItem('tokenExpiration', String(Date.now() + 86_400_000));
  }, body);
}

test.beforeEach(async ({ page }, testInfo) => {
  if (!testInfo.title.startsWith('the freshness screen')) await signIn(page, 'student');
});

async function universities(page: Page, category: string): Promise<Link[]> {
  const res = await page.request.get(`${CMS_URL}/api/${category}/links`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Link[];
}

/**
 * Every figure block of the page: a value with an academic year (2025/2026) and a source link, or the
 * «unknown» text. Answers the blocks that break the rule, and how many figures with a value were read.
 */
async function figureProblems(page: Page): Promise<{ problems: string[]; figures: number; tables: number }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let figures = 0;
    for (const block of document.querySelectorAll<HTMLElement>('.offering-card .figure')) {
      const card = block.closest('article')?.getAttribute('aria-label') ?? '?';
      const what = `${card} / ${block.getAttribute('aria-label')}`;
      if (block.querySelector('.figure__missing')) {
        if (!/غير متاح|لا يذكر|لا يشمل/.test(block.textContent ?? ''))
          problems.push(`${what}: unknown without saying so`);
        continue;
      }
      figures += 1;
      if (!block.querySelector('.figure__value')?.textContent?.trim()) problems.push(`${what}: no value`);
      if (!/\d{4}\/\d{4}/.test(block.textContent ?? '')) problems.push(`${what}: no academic year`);
      const source = block.querySelector<HTMLAnchorElement>('.figure__source a[href^="http"]');
      if (!source) problems.push(`${what}: no source link`);
    }
    // The demo set's A–D fee and year-score tables carry neither a year nor a source.
    const tables = document.querySelectorAll('.offering-card table').length;
    return { problems, figures, tables };
  });
}

test('every guide page: no fee or score without an academic year and a source (or «غير متاح»)', async ({ page }) => {
  test.setTimeout(240_000);
  const begun = Date.now();
  const all: string[] = [];
  let pages = 0;
  let figures = 0;
  for (const category of CATEGORIES) {
    for (const u of await universities(page, category)) {
      await page.goto(`/Guide/${category}/${u.university_code}`);
      await expect(page.getByRole('heading', { level: 1, name: u.university_Arabic_Name })).toBeVisible();
      // The faculties have loaded: their cards, or the empty text; and the floors the cards show.
      await expect(page.locator('.offering-card, .async-state--empty').first()).toBeVisible();
      await expect(page.locator('.university-guide')).toHaveAttribute('data-floors', 'loaded');
      const found = await figureProblems(page);
      expect(found.tables, `${category}/${u.university_code}: an A–D or year-score table`).toBe(0);
      all.push(...found.problems.map((p) => `${category}/${u.university_code}: ${p}`));
      figures += found.figures;
      pages += 1;
    }
  }
  console.log(
    `real set: ${pages} guide pages, ${figures} figures read in ${((Date.now() - begun) / 1000).toFixed(1)}s`,
  );
  expect(pages).toBe(61);
  expect(figures).toBeGreaterThan(100);
  expect(all).toEqual([]);
});

test('CBU, MDX and LSBU are not listed; UFE, NU and EELU are national universities', async ({ page }) => {
  for (const code of ['CBU', 'MDX', 'LSBU']) {
    await page.goto(`/Guide/international/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'الجامعة غير موجودة' })).toBeVisible();
  }
  const national = (await universities(page, 'national')).map((u) => u.university_code);
  expect(national).toEqual(expect.arrayContaining(['UFE', 'NU', 'EELU']));
  await page.goto('/Guide?type=national');
  for (const code of ['UFE', 'NU', 'EELU'])
    await expect(page.locator(`a[href$="/Guide/national/${code}"]`).first()).toBeVisible();
  await page.goto('/Guide/special/NU');
  await expect(page.getByRole('heading', { level: 1, name: 'الجامعة غير موجودة' })).toBeVisible();
});

test('the freshness screen lists the partial faculty lists and the fees older than 2025/2026', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/data-freshness');
  await expect(page.getByRole('heading', { level: 1, name: 'حداثة البيانات' })).toBeVisible();

  const partial = page.getByRole('region', { name: 'جامعات قائمة كلياتها جزئية أو غير معروفة' });
  await expect(partial.getByRole('link', { name: 'الجامعة الألمانية بالقاهرة' })).toBeVisible();
  await expect(partial.getByRole('link', { name: 'الجامعة الألمانية بالقاهرة' })).toHaveAttribute(
    'href',
    '/Guide/private/GUC',
  );
  expect(await partial.getByRole('listitem').count()).toBeGreaterThan(10);

  const fees = page.getByRole('region', { name: 'مصروفات أقدم من 2025/2026 أو مجهولة العام' });
  await expect(fees.getByRole('listitem').first()).toBeVisible();
  // None of the real set's fees is a 2025/2026 figure: every one is listed (the 20 without a year too).
  expect(await fees.getByRole('listitem').count()).toBeGreaterThan(20);
  await expect(fees.getByRole('link', { name: 'المصدر' }).first()).toHaveAttribute('href', /^https?:\/\//);
});

test('the real set: no demo banner, the as-of date over the figures', async ({ page }) => {
  await page.goto('/Guide/private/GUC');
  await expect(page.getByRole('note').filter({ hasText: 'تنبيه:' })).toContainText('حتى 18 يناير 2026');
  await expect(page.getByText('بيانات تجريبية — ليست أرقامًا حقيقية')).toHaveCount(0);
});

test("a pharmacy faculty shows the equivalent certificates' floors, labelled, with year and source", async ({
  page,
}) => {
  await page.goto('/Guide/private/BUE');
  const block = page
    .getByRole('article', { name: /الصيدلة/ })
    .first()
    .getByLabel('الحد الأدنى للتقدم بالشهادات المعادلة');
  await expect(block).toContainText('وفق قرار مجلسي الجامعات الخاصة والأهلية 2025/2026');
  await expect(block.getByRole('listitem')).toHaveText(['فئة E1: 66%', 'فئة E2: 68%', 'فئة E3: 73%']);
  await expect(block.locator('.figure__source a')).toHaveAttribute('href', /^https?:\/\//);
  mkdirSync('/tmp/shots-years', { recursive: true });
  // The wide page scrolled to the block; the narrow one whole (its faculties are a carousel).
  await block.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots-years/guide-equivalent-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/shots-years/guide-equivalent-390.png', fullPage: true });
});
