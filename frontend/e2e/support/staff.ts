import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, CMS_URL } from './session';

/** Signs in as a person does: /Login, e-mail and password, the sign-in button. */
export async function signInThroughLogin(page: Page, who: keyof typeof ACCOUNTS) {
  const { email, password } = ACCOUNTS[who];
  await page.goto('/Login');
  const form = page.getByRole('form', { name: 'تسجيل الدخول' });
  await form.getByLabel('البريد الإلكتروني').fill(email);
  await form.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
}

/** A token for calls made beside the browser (reading the log as the SuperAdmin, say). */
export async function apiToken(page: Page, who: keyof typeof ACCOUNTS): Promise<{ token: string; name: string }> {
  const res = await page.request.post(`${CMS_URL}/api/users/signin`, { data: ACCOUNTS[who] });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { token: string; name: string };
  return { token: body.token, name: body.name };
}

export type LogEntry = { adminName: string; adminType: string; adminId: string; action: string; target: string };

/** Activity-log entries whose target mentions `text`, read through GET /api/admin-logs as the SuperAdmin. */
export async function logEntriesAbout(page: Page, text: string): Promise<LogEntry[]> {
  const { token } = await apiToken(page, 'superAdmin');
  const res = await page.request.get(`${CMS_URL}/api/admin-logs`, {
    params: { target: text, limit: '100' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: LogEntry[] }).data;
}

/** No serious or critical axe violation (WCAG 2 A/AA, 2.1 AA) on the page as it is now. */
export async function expectAccessible(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** A full-page screenshot into /tmp/shots-<area>/ for a person to look at. */
export async function shoot(page: Page, area: string, name: string) {
  const dir = `/tmp/shots-${area}`;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Axe and a screenshot at 1366 and 390 px, back at 1366 afterwards. */
export async function checkAtBothWidths(page: Page, area: string, name: string, settle?: () => Promise<void>) {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (settle) await settle();
    await expectAccessible(page, `${name} at ${width}px`);
    await shoot(page, area, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** One call to the CMS with a bearer token (or none); answers the status and the parsed body. */
export async function callAs(
  request: APIRequestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const res = await request.fetch(`${CMS_URL}${path}`, {
    method,
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON of any endpoint: each test reads the fields it asserts
  return { status: res.status(), body: body as any };
}

/** A fresh e-mail address for a test's own records. */
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@dalil.test`;

/** Signs in through the /Login form, as a person does (the page must already be /Login). */
export async function signInThroughForm(page: Page, who: keyof typeof ACCOUNTS) {
  const form = page.getByRole('form', { name: 'تسجيل الدخول' });
  await form.getByLabel('البريد الإلكتروني').fill(ACCOUNTS[who].email);
  await form.getByLabel('كلمة المرور', { exact: true }).fill(ACCOUNTS[who].password);
  await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
}

export const tokenOf = async (page: Page, who: keyof typeof ACCOUNTS) => (await apiToken(page, who)).token;

/** A call to the CMS as a seeded account (to prepare data and to check results through the API). */
export async function apiAs(
  page: Page,
  who: keyof typeof ACCOUNTS,
  path: string,
  init: { method?: string; data?: unknown } = {},
) {
  return callAs(
    page.request,
    await tokenOf(page, who),
    (init.method ?? 'GET') as 'GET' | 'POST' | 'PUT' | 'DELETE',
    path,
    init.data,
  );
}

/** Screenshots into `dir` and axe at 1366 and 390 px (no serious or critical violation). */
export async function checkScreen(page: Page, dir: string, label: string) {
  mkdirSync(dir, { recursive: true });
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${dir}/${label}-${width}.png`, fullPage: true });
    await expectAccessible(page, `${label} at ${width}px`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
