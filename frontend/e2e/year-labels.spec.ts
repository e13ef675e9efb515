import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

/*
 * Issue 22 on the demo set: the comparison names the year columns as the guide does (the data's
 * labels, '2025' … '2021' in the demo set; spec 2's 2020–2024 are gone), and scholarships past their
 * deadline read closed. Screenshots at 1366 and 390 px go to /tmp/shots-years.
 */
const SHOTS = '/tmp/shots-years';

async function shots(page: Page, label: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${label}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('the comparison table and summary name the years as the guide does', async ({ page }) => {
  await signInAs(page, 'student');
  const links = (await (await page.request.get('/api/private/links')).json()) as { first_year?: string }[];
  const first = links.find((l) => l.first_year)?.first_year as string;
  expect(first).toBe('2025');

  await page.goto('/SmartAssistant/faculty-comparison');
  await page.getByLabel('الكلية').selectOption('ENG');
  await page.locator('.assistant-pick').nth(0).click();
  await expect(page.getByRole('heading', { name: 'اختر الجامعة الثانية' })).toBeVisible();
  await page.locator('.assistant-pick:not([disabled])').nth(1).click();
  await expect(page.locator('tr[data-row="thanwyaa_firstYear_score"] th')).toHaveText(`الثانوية العامة — ${first}`);
  await expect(page.locator('tr[data-row="thanwyaa_fifthYear_score"] th')).toHaveText('الثانوية العامة — 2021');
  const summary = await page.locator('.assistant-compare').innerText();
  expect(summary).not.toMatch(/لسنوات[^.]*2020/);
  await shots(page, 'comparison');
});

test('scholarships past their deadline read closed, after the open ones', async ({ page }) => {
  await page.goto('/Scholarships');
  const cards = page.locator('article.scholarship-card');
  await expect(cards.first()).toBeVisible();
  const states = await cards.evaluateAll((list) => list.map((c) => c.getAttribute('data-state')));
  // Closed ones come last.
  expect(states.indexOf('closed')).toBeGreaterThanOrEqual(0);
  expect(states.slice(states.indexOf('closed')).every((s) => s === 'closed')).toBe(true);
  await expect(
    page.locator('article[data-state="closed"]').first().getByText('انتهى موعد التقديم', { exact: true }),
  ).toBeVisible();
  await shots(page, 'scholarships');
});
