import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, CMS_URL } from './session';

/** Signs in as a person does: the /Login form (staff land on /admin, spec 3 §2 guard 2). */
export async function signInOnLoginPage(page: Page, who: keyof typeof ACCOUNTS) {
  const { email, password } = ACCOUNTS[who];
  await page.goto('/Login');
  const form = page.getByRole('form', { name: 'تسجيل الدخول' });
  await form.getByLabel('البريد الإلكتروني').fill(email);
  await form.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A JWT for a seeded account, through the documented sign-in. */
export async function tokenOf(request: APIRequestContext, who: keyof typeof ACCOUNTS): Promise<string> {
  const res = await request.post(`${CMS_URL}/api/users/signin`, { data: ACCOUNTS[who] });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** One call to the CMS with a bearer token; answers the status and the parsed body. */
export async function callAs(request: APIRequestContext, token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const res = await request.fetch(`${CMS_URL}${path}`, { method, data, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status(), body: body as any };
}

/** axe with the WCAG 2 A/AA and 2.1 AA rules: no serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`), where).toEqual([]);
}

/** A fresh e-mail address for a test's own records. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@dalil.test`;
