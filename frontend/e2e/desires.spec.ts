import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { encodeSharedDesires } from '@dalil/domain/rules';
import { ACCOUNTS, CMS_URL } from './support/session';
import { callAs, expectAccessible, shoot, tokenOf } from './support/staff';

/*
 * Issue 25 item 1, «قائمة رغباتي», as a person uses it: a visitor keeps a shared list of two
 * faculties (kept in the browser), signs in — the account already holds one row — and the lists
 * merge (the account's first, then the visitor's); rows are added from a guide page and a finder
 * result. The five are
 * reordered by keyboard («أسفل», focus kept, the move announced) and by dragging, a note is
 * written, a row removed and brought back with «تراجع»; a reload shows the account kept it all.
 * The print view (A4 PDF rendered too) and the read-only link opened in a fresh context with no
 * session. Axe at 1366 and 390 px. Screenshots and the PDF in /tmp/shots-desires.
 */
const SHOTS = '/tmp/shots-desires';
type Offering = {
  _id: string;
  university_code: string;
  faculty_short: string;
  faculty: string;
  normal_or_Dual: string;
};

const rowNames = (page: Page) => page.locator('.desires-list > li .desire-row__university');
const rowIds = (page: Page) =>
  page.locator('.desires-list > li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-offering')));

test('a visitor’s list merges on sign-in; reorder, note, undo, print and a read-only share', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  // The account starts with one row of its own (another university's faculty).
  const token = await tokenOf(page, 'student');
  const bue = (await callAs(page.request, null, 'GET', '/api/private/faculty?university=BUE')).body as Offering[];
  const preset = bue.find((o) => o.normal_or_Dual === 'normal') as Offering;
  const before = await callAs(page.request, token, 'GET', '/api/desires');
  const reset = await callAs(page.request, token, 'PUT', '/api/desires', {
    items: [{ offering: preset._id, university: 'BUE', faculty: preset.faculty_short, note: '' }],
    updatedAt: before.body.updatedAt,
  });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);

  // A visitor (the guide, finder and comparison need an account) receives a shared link of two
  // GUC faculties and keeps it: the list is saved in the browser.
  const guc = ((await callAs(page.request, null, 'GET', '/api/private/faculty?university=GUC')).body as Offering[])
    .filter((o) => o.normal_or_Dual === 'normal')
    .slice(1, 3);
  const received = encodeSharedDesires(
    guc.map((o) => ({ offering: o._id, university: 'GUC', faculty: o.faculty_short, program: null, note: '' })),
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/Desires/shared?l=${received}`);
  await page.getByRole('button', { name: 'احفظها في قائمة رغباتي' }).click();
  await expect(page.getByText('تُضم إلى حسابك عند تسجيل الدخول')).toBeVisible();
  const visitorIds = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('dalil-desires-visitor') ?? '[]') as { offering: string }[]).map(
      (r) => r.offering,
    ),
  );
  expect(visitorIds).toEqual(guc.map((o) => o._id));

  // Sign-in: the session is stored as the site stores it; the layout merges the waiting list.
  const { email, password } = ACCOUNTS.student;
  const signin = await (await page.request.post(`${CMS_URL}/api/users/signin`, { data: { email, password } })).json();
  await page.evaluate((b) => {
    localStorage.setItem('token', b.token);
    localStorage.setItem('userId', b._id);
    localStorage.setItem('user_type', b.user_type);
    localStorage.setItem('name', b.name ?? '');
    localStorage.setItem('tokenExpiration', String(Date.now() + 86_400_000));
    window.dispatchEvent(new Event('dalil:session-changed'));
  }, signin);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('dalil-desires-visitor'))).toBeNull();

  // More rows from GUC's guide page (the first faculty not yet listed) and from a finder result.
  await page.goto('/Guide/private/GUC');
  const cards = page.locator('.offering-card');
  await expect(cards.getByRole('link', { name: 'في قائمة رغباتي ✓' })).toHaveCount(2);
  const free = await cards.evaluateAll((all) =>
    all.findIndex((card) => [...card.querySelectorAll('button')].some((b) => b.textContent === 'أضف إلى قائمة رغباتي')),
  );
  await cards
    .nth(free)
    .getByRole('button', { name: /إلى قائمة رغباتي$/ })
    .click();
  await expect(cards.nth(free).getByRole('link', { name: 'في قائمة رغباتي ✓' })).toBeVisible();

  // A faculty some private university admits at 85 % (science), as the finder lists it.
  const privateOfferings = (await callAs(page.request, null, 'GET', '/api/private/faculty')).body as (Offering &
    Record<string, string>)[];
  const reachable = privateOfferings.find(
    (o) =>
      o.normal_or_Dual === 'normal' &&
      ['science', 'scientific', 'all', 'literary'].includes(o.section) &&
      /^\d+(\.\d+)?$/.test(String(o.thanwyaa_fourthYear_score ?? '').trim()) &&
      Number(o.thanwyaa_fourthYear_score) <= 85 &&
      o.university_code !== 'GUC',
  ) as Offering;
  await page.goto(
    `/SmartAssistant/score?cert=thawya&year=fourth&section=science&score=85&faculty=${reachable.faculty_short}&tab=private`,
  );
  await expect(page.locator('.assistant-row').first()).toBeVisible();
  const code = await page
    .locator('.assistant-row')
    .evaluateAll((rows) =>
      rows
        .find((r) => [...r.querySelectorAll('button')].some((b) => b.textContent === 'أضف إلى قائمة رغباتي'))
        ?.getAttribute('data-university'),
    );
  const finderRow = page.locator(`.assistant-row[data-university="${code}"]`);
  await finderRow.getByRole('button', { name: /إلى قائمة رغباتي$/ }).click();
  await expect(finderRow.getByRole('link', { name: 'في قائمة رغباتي ✓' })).toBeVisible();

  await page.goto('/Desires');
  await expect(page.getByRole('heading', { level: 1, name: 'قائمة رغباتي' })).toBeVisible();
  await expect(page.locator('.desires-list > li')).toHaveCount(5);
  // The account's row, then the visitor's, then the two added signed in.
  const merged = await rowIds(page);
  expect(merged.slice(0, 3)).toEqual([preset._id, ...visitorIds]);
  // After the moves below: the first row down twice, then the last dragged to the top.
  const after = [merged[4], merged[1], merged[2], merged[0], merged[3]];
  // Each row shows its figures or «غير متاح», never a blank.
  await expect(page.locator('.desires-list > li').first().locator('.desire-facts dt')).toHaveText([
    'الحد الأدنى',
    'هامش مجموعك',
    'المصروفات السنوية',
    'تكلفة الدراسة كاملة',
    'حالة التقديم',
    'آخر موعد',
  ]);

  // Keyboard: the first row down twice; the focus stays on the moved row and the move is announced.
  const first = page.locator('.desires-list > li').first();
  await first.getByRole('button', { name: /إلى أسفل$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'إلى المرتبة 2 من 5' })).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect.poll(() => rowIds(page)).toEqual([merged[1], merged[2], merged[0], merged[3], merged[4]]);
  expect(await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('data-offering'))).toBe(
    merged[0],
  );

  // Drag: the last row onto the first place.
  // (HTML5 drag and drop, event by event: a mouse drag with locator.dragTo did not start the
  // row's drag in headless Chromium here, so the row's own drag events are sent as the browser sends them.)
  const transfer = await page.evaluateHandle(() => new DataTransfer());
  await page.locator('.desires-list > li').nth(4).dispatchEvent('dragstart', { dataTransfer: transfer });
  await page.locator('.desires-list > li').nth(0).dispatchEvent('dragover', { dataTransfer: transfer });
  await page.locator('.desires-list > li').nth(0).dispatchEvent('drop', { dataTransfer: transfer });
  await page.locator('.desires-list > li').nth(4).dispatchEvent('dragend', { dataTransfer: transfer });
  await expect.poll(() => rowIds(page)).toEqual(after);

  // A note, then a removal taken back.
  const note = page.locator('.desires-list > li').first().getByRole('textbox');
  await note.fill('أولويتي الأولى — أسأل عن المنح');
  await note.blur();
  await page.locator('.desires-list > li').nth(1).getByRole('button', { name: /^احذف/ }).click();
  await expect(page.locator('.desires-list > li')).toHaveCount(4);
  await page.getByRole('button', { name: 'تراجع' }).click();
  await expect(page.locator('.desires-list > li')).toHaveCount(5);

  // The account kept all of it.
  await expect
    .poll(async () =>
      (await callAs(page.request, token, 'GET', '/api/desires')).body.items.map(
        (r: { offering: string }) => r.offering,
      ),
    )
    .toEqual(after);
  await page.reload();
  await expect.poll(() => rowIds(page)).toEqual(after);
  await expect(page.locator('.desires-list > li').first().getByRole('textbox')).toHaveValue(
    'أولويتي الأولى — أسأل عن المنح',
  );

  await expectAccessible(page, '/Desires at 1366px');
  await shoot(page, 'desires', 'list-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, '/Desires at 390px');
  await shoot(page, 'desires', 'list-390');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Print view: no site chrome, the date and the data's as-of on the page; the A4 PDF too.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.desires-print-header')).toContainText('تاريخ الطباعة');
  await expect(page.locator('.desires-print-header')).toContainText('البيانات محدّثة حتى');
  await expect(page.getByRole('button', { name: 'طباعة / حفظ PDF' })).toBeHidden();
  await expect(page.locator('.desire-row__note-text').first()).toContainText('أولويتي الأولى');
  await shoot(page, 'desires', 'print');
  await page.pdf({ path: `${SHOTS}/desires.pdf`, format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });

  // Share: the read-only copy opens with no session, in the same order, without notes or controls.
  const shareUrl = await page.locator('#desires-share-url').inputValue();
  const whatsapp = await page.getByRole('link', { name: 'شارك عبر واتساب' }).getAttribute('href');
  expect(decodeURIComponent(whatsapp!.replace('https://wa.me/?text=', ''))).toBe(`قائمة رغباتي\n${shareUrl}`);
  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await fresh.newPage();
  await other.goto(shareUrl);
  await expect(other.getByRole('heading', { level: 1, name: 'قائمة رغبات مشتركة' })).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect.poll(() => rowIds(other)).toEqual(after);
  await expect(other.getByRole('button', { name: /^احذف|إلى أعلى|إلى أسفل/ })).toHaveCount(0);
  await expect(other.getByText('أولويتي الأولى')).toHaveCount(0);
  await expect(rowNames(other)).toHaveCount(5);
  await expectAccessible(other, '/Desires/shared at 390px');
  await shoot(other, 'desires', 'shared-390');
  await fresh.close();

  // Sign-out clears the local mirror of the account's list.
  expect(await page.evaluate(() => localStorage.getItem('dalil-desires-account'))).toContain(after[0]);
  await page.locator('.account-menu__toggle').click();
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('dalil-desires-account'))).toBeNull();
});
