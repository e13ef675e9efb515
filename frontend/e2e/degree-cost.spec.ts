import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { callAs, expectAccessible, tokenOf } from './support/staff';
import { mkdirSync } from 'node:fs';

/*
 * Issue 24 items 2 and 3 as a signed-in student. A BUE engineering programme with a yearly fee
 * (category A) and its source is added for the run (BUE's fee policy, seeded from fee-policies.json, caps
 * the yearly increase at 10 %): the guide's «تكلفة الدراسة كاملة» shows the range from the flat
 * total to the capped one with its assumption and sources, a seeded faculty without a sourced fee
 * says «غير متاح»; the comparison of three, then four, universities shows the minimum and the margin
 * (never marked), the yearly fee («الأقل»), the total, the duration, the city; the print view keeps
 * the date and drops the site's chrome. Screenshots at 1366 and 390 px in /tmp/shots-degree-cost.
 */
const SHOTS = '/tmp/shots-degree-cost';
const stamp = Date.now().toString(36).toUpperCase();
const FACULTY = `كلية الهندسة — برنامج التكلفة ${stamp}`;
const FEE_URL = 'https://www.bue.edu.eg/tuition-fees/';
let ours = '';
let others: string[] = [];

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const token = await tokenOf(page, 'superAdmin');
  const res = await callAs(page.request, token, 'POST', '/api/private/faculty/add', {
    university: 'BUE',
    faculty: FACULTY,
    faculty_short: 'ENG',
    section: 'math',
    normal_or_Dual: 'normal',
    programs: 'هندسة البرمجيات',
    index: 90,
    thanwyaa_firstYear_score: '70',
    score_source: { url: 'https://www.bue.edu.eg/admission/', kind: 'staff', academic_year: '2025/2026' },
    // Staff enter a yearly fee as category A with its source (issue 22).
    feesEgyption: '150000',
    fee_source: { url: FEE_URL, kind: 'university', academic_year: '2025/2026', unit: 'year', unit_stated: true },
  });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
  ours = (Array.isArray(res.body) ? res.body[0] : res.body)._id;
  const eng = await callAs(page.request, null, 'GET', '/api/private/faculty?university=MSA');
  const msa = (eng.body as { _id: string; faculty_short: string; normal_or_Dual: string }[]).find(
    (o) => o.faculty_short === 'ENG' && o.normal_or_Dual === 'normal',
  );
  const all = await callAs(page.request, null, 'GET', '/api/private/faculty');
  const more = (all.body as { _id: string; faculty_short: string; normal_or_Dual: string; university_code: string }[])
    .filter(
      (o) => o.faculty_short === 'ENG' && o.normal_or_Dual === 'normal' && !['BUE', 'MSA'].includes(o.university_code),
    )
    .slice(0, 1);
  others = [msa!._id, ...more.map((o) => o._id)];
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  if (ours) await callAs(page.request, await tokenOf(page, 'superAdmin'), 'DELETE', `/api/private/faculty/${ours}`);
  await page.close();
});

async function shoot(page: Page, name: string, target?: ReturnType<Page['locator']>) {
  mkdirSync(SHOTS, { recursive: true });
  if (target) await target.screenshot({ path: `${SHOTS}/${name}.png` });
  else await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the guide shows a degree’s full cost with its assumption and sources', async ({ page }) => {
  await signInAs(page, 'student');
  await page.goto('/Guide/private/BUE');
  const section = page.getByRole('region', { name: 'تكلفة الدراسة كاملة', exact: true });
  await expect(section.getByLabel('الكلية')).toBeVisible();
  // A seeded faculty has no fee with a source and year: no total, and the parts say so.
  await section.getByLabel('الكلية').selectOption({ label: 'كلية الطب البشري' });
  await expect(section.locator('.degree-cost__total strong')).toHaveText('غير متاح');

  await section.getByLabel('الكلية').selectOption({ label: FACULTY });
  const block = section.locator('.degree-cost');
  // 150,000 × 5 years, flat; raised 10 % a year (BUE's published cap): 915,765.
  await expect(block.locator('.degree-cost__total strong')).toHaveText('من 750,000 إلى 915,765 جنيه');
  await expect(block.locator('.degree-cost__excludes')).toContainText('لا يشمل: رسوم تُدفع مرة واحدة');
  const tuition = block.locator('tr[data-part="tuition"]');
  await expect(tuition).toContainText('150,000 جنيه سنويًا (مصروفات الفئة أ) × 5 سنوات');
  await expect(tuition).toContainText('بالحد الأقصى الذي تعلنه الجامعة (10%)');
  await expect(tuition.getByRole('link', { name: 'موقع الجامعة، 2025/2026' })).toHaveAttribute('href', FEE_URL);
  await expect(tuition.getByRole('link', { name: 'موقع الجامعة، العام غير مذكور' })).toHaveAttribute('href', FEE_URL);
  await expect(block.locator('tr[data-part="one_time"]')).toContainText(
    'تأمين المعامل (السنة الأولى فقط، يُسترد): المبلغ غير مذكور',
  );
  await block.getByText('ما معنى فئات المصروفات (أ–د)؟').click();
  await expect(block.getByText(/مستويات لمصروفات الكلية نفسها/)).toBeVisible();
  await expectAccessible(page, 'guide cost at 1366px');
  await shoot(page, 'guide-cost-1366', section);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(block.locator('.degree-cost__total strong')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await shoot(page, 'guide-cost-390', section);
});

test('the comparison of up to four informs, and prints with its date', async ({ page }) => {
  await signInAs(page, 'student');
  const [msa, third] = others;
  await page.goto(
    `/SmartAssistant/faculty-comparison?faculty=ENG&u1=${ours}&u2=${msa}&u3=${third}&track=math&score=80`,
  );
  const table = page.locator('.assistant-compare__table');
  await expect(table).toHaveAttribute('data-columns', '3');
  const row = (name: string) => table.locator(`tr[data-row="${name}"] td`);
  await expect(row('minimum').nth(0)).toContainText('70%');
  await expect(row('margin').nth(0)).toHaveText('أعلى من الحد الأدنى بـ 10 درجات');
  // A minimum is never marked, a higher one never «أسوأ»; the fee row marks the lowest.
  await expect(
    table.locator('tr[data-row="minimum"] td[data-verdict], tr[data-row="margin"] td[data-verdict]'),
  ).toHaveCount(0);
  await expect(page.locator('.assistant-compare')).not.toContainText('أسوأ');
  await expect(row('fee-stated').nth(0)).toHaveAttribute('data-verdict', 'better');
  await expect(row('fee-stated').nth(0)).toContainText('150,000 EGP (الفئة أ)');
  await expect(row('fee-stated').nth(0)).toContainText('مصروفات العام 2025/2026');
  await expect(row('fee-stated').nth(1)).toContainText('غير متاح — راجع موقع الجامعة');
  await expect(row('total-cost').nth(0)).toContainText('من 750,000 إلى 915,765 جنيه');
  await expect(row('total-cost').nth(1)).toContainText('غير متاح');
  await expect(row('duration').nth(0)).toContainText('5 سنوات');
  await expect(row('city').nth(0)).toHaveText('غير متاح');

  // A fourth university from the list under the table; the list then closes (four at most).
  await page.getByText('أضف جامعة أخرى للمقارنة (حتى 4)').click();
  await page.locator('.assistant-compare__add .assistant-pick:not([disabled])').first().click();
  await expect(table).toHaveAttribute('data-columns', '4');
  await expect(page).toHaveURL(/u4=/);
  await expect(page.getByText('أضف جامعة أخرى للمقارنة (حتى 4)')).toHaveCount(0);
  await expectAccessible(page, 'comparison at 1366px');
  await shoot(page, 'comparison-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  // Four columns scroll inside the table's region, not the page.
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow).toBeLessThanOrEqual(1);
  await shoot(page, 'comparison-390');
  await shoot(page, 'comparison-table-390', page.getByRole('region', { name: 'جدول المقارنة' }));

  // Print: the date stays, the header, the buttons and the form go.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.assistant-compare__printed')).toContainText('تاريخ المقارنة:');
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'طباعة المقارنة' })).toBeHidden();
  await shoot(page, 'comparison-print');
  await page.pdf({ path: `${SHOTS}/comparison-print.pdf`, format: 'A4', landscape: true, printBackground: true });
});
