import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ACCOUNTS, CMS_URL } from './session';

/** Signs in through the /Login form, as a person does (the page must be /Login). */
export async function signInThroughForm(page: Page, who: keyof typeof ACCOUNTS) {
  const form = page.getByRole('form', { name: 'تسجيل الدخول' });
  await form.getByLabel('البريد الإلكتروني').fill(ACCOUNTS[who].email);
  await form.getByLabel('كلمة المرور', { exact: true }).fill(ACCOUNTS[who].password);
  await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
}

export async function tokenOf(page: Page, who: keyof typeof ACCOUNTS) {
  const res = await page.request.post(`${CMS_URL}/api/users/signin`, { data: ACCOUNTS[who] });
  return ((await res.json()) as { token: string }).token;
}

/** A call to the CMS as a seeded account (to prepare data and to check results through the API). */
export async function apiAs(page: Page, who: keyof typeof ACCOUNTS, path: string, init: { method?: string; data?: unknown } = {}) {
  const token = await tokenOf(page, who);
  const res = await page.request.fetch(`${CMS_URL}${path}`, { method: init.method ?? 'GET', data: init.data, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status(), body: await res.json().catch(() => null) };
}

/**
 * Screenshots of the page at 1366 and 390 px into `dir` (to be looked at), and axe with the WCAG
 * 2.1 A/AA tags at both widths: no serious or critical violation.
 */
export async function checkScreen(page: Page, dir: string, label: string) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [width, height] of [[1366, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${dir}/${label}-${width}.png`, fullPage: true });
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${label} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
