import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { CMS_URL, signInAs } from './support/session';
import { checkAtBothWidths } from './support/staff';

// Issue 25 items 2 and 3 acted out by a person: follow a university from its guide page, find it
// on the account page, unfollow it; the «أضف إلى التقويم» link downloads the university's .ics.
// The mails themselves are tested against the CMS (cms/tests/alerts.test.ts).

const GUIDE = '/Guide/private/GUC';

test('follow from the guide page, see it on the account page, unfollow; the .ics downloads', async ({ page }) => {
  const { token } = await signInAs(page, 'parent');
  // A clean start whatever an earlier run left (404 when not followed).
  await page.request.delete(`${CMS_URL}/api/follows/GUC`, { headers: { authorization: `Bearer ${token}` } });

  await page.goto(GUIDE);
  const header = page.locator('.university-header');
  const name = (await header.getByRole('heading', { level: 1 }).innerText()).trim();
  await header.getByRole('button', { name: `متابعة ${name}` }).click();
  await expect(header.getByRole('button', { name: `إلغاء متابعة ${name}` })).toBeVisible();
  await expect(page.getByText('تمت المتابعة', { exact: false })).toBeVisible();

  const download = page.waitForEvent('download');
  await header.getByRole('link', { name: 'أضف إلى التقويم' }).click();
  const file = await (await download).path();
  // Lines longer than 75 octets are folded (RFC 5545 §3.1): unfolded before reading.
  const ics = fs.readFileSync(file, 'utf8').replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`X-WR-CALNAME:مواعيد التقديم: ${name}`);
  await checkAtBothWidths(page, 'alerts', 'guide-header');

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'الجامعات التي أتابعها' });
  await expect(section.getByRole('link', { name })).toBeVisible();
  await expect(section.getByRole('link', { name: 'أضف كل المواعيد إلى التقويم' })).toBeVisible();
  await checkAtBothWidths(page, 'alerts', 'account-followed');
  await section.getByRole('button', { name: `إلغاء متابعة ${name}` }).click();
  await expect(section.getByText('لا تتابع أي جامعة بعد')).toBeVisible();
});
