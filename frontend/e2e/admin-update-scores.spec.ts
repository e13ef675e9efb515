import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import writeExcelFile from 'write-excel-file/node';
import { signInAs } from './support/session';
import { apiAs, apiToken, callAs, checkAtBothWidths, logEntriesAbout, signInThroughLogin } from './support/staff';

// /admin/update-scores (issue 13 "Bulk score import", spec 3 §2), as the SuperAdmin; the Admin is
// bounced and refused. The test adds a private university of its own and removes it at the end.

const code = `E2ESC${Date.now().toString(36).toUpperCase()}`;
const name = `جامعة الاستيراد ${code}`;
const HEADER = 'university_code,faculty_code,program,index,track,year,score';
const dir = mkdtempSync(path.join(tmpdir(), 'dalil-scores-e2e-'));

/** A private university with a medicine and an engineering offering, through the staff endpoint. */
async function addUniversity(page: Page) {
  const years = Object.fromEntries(
    ['first', 'second', 'third', 'fourth', 'fifth'].map((y, i) => [`${y}_year`, `${2025 - i}`]),
  );
  const links = Object.fromEntries(['location', 'facebook', 'instagram', 'youtube', 'linkedin'].map((k) => [k, '#']));
  // Figures are written with their source and academic year (issue 22).
  const source = { url: 'https://example.org/2025', academic_year: '2025/2026' };
  const offering = {
    section: 'science',
    normal_or_Dual: 'normal',
    programs: 'برنامج',
    feesEgyption: '100000',
    fee_source: source,
    score_source: source,
  };
  const res = await apiAs(page, 'superAdmin', '/api/private/links/add', {
    method: 'POST',
    data: {
      ...years,
      ...links,
      university_code: code,
      university_Arabic_Name: name,
      type: 'Private',
      Uni_Bio: 'نبذة قصيرة',
      website: 'https://example.org',
      phone: '0100',
      email: 'info@example.org',
      faculties: [
        {
          ...offering,
          index: 1,
          faculty: 'كلية الطب',
          faculty_short: 'MED',
          thanwyaa_firstYear_score: '90',
          thanwyaa_secondYear_score: '88',
        },
        { ...offering, index: 2, faculty: 'كلية الهندسة', faculty_short: 'ENG', thanwyaa_firstYear_score: '75' },
      ],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await apiAs(page, 'superAdmin', `/api/private/${code}`, { method: 'DELETE' });
  await page.close();
});

test('a SuperAdmin previews a file with changed, unchanged and bad rows, applies it, and the guide shows the new score', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await addUniversity(page);
  const file = path.join(dir, 'scores.csv');
  writeFileSync(
    file,
    [
      HEADER,
      `${code},MED,normal,,thanwyaa,first,93.5`, // changed 90 → 93.5
      `${code},MED,normal,1,thanwyaa,second,88`, // unchanged
      `${code},ENG,normal,,thanwyaa,first,120`, // refused: over 100
      `NOPE${code},MED,normal,,thanwyaa,first,80`, // refused: unknown university
    ].join('\n'),
  );

  await signInThroughLogin(page, 'superAdmin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: /تحديث الحد الأدنى/ }).click();
  await expect(page).toHaveURL(/\/admin\/update-scores$/);
  await expect(page.getByRole('heading', { level: 1, name: 'التحديث الجماعي للحد الأدنى للقبول' })).toBeVisible();
  await expect(page.getByText('لم يتم اختيار ملف بعد.')).toBeVisible();
  await checkAtBothWidths(page, 'scores', 'empty');

  // The template and the export download in the chosen format.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تنزيل القالب' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('dalil-scores-template.csv');
  expect(
    readFileSync(await template.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim(),
  ).toBe(`${HEADER},source_url,academic_year,source_kind,faculty_name`);
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تصدير الدرجات الحالية' }).click(),
  ]);
  expect(readFileSync(await exported.path(), 'utf8')).toContain(
    `${code},MED,normal,1,thanwyaa,first,90,https://example.org/2025,2025/2026,staff,كلية الطب`,
  );
  await expect(
    page.getByRole('status').filter({ hasText: /تم تصدير ([\d,]+ درج(ة|ات)|درجة واحدة|درجتان)/ }),
  ).toBeVisible();

  // The batch's source and academic year, asked once for the whole file (issue 22).
  await page.getByLabel('رابط المصدر').fill('https://example.org/council-2025');
  await expect(page.getByLabel('رابط المصدر')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('العام الدراسي')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('العام الدراسي').fill('2025/2026');
  await expect(page.getByLabel('العام الدراسي')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('ملف الدرجات (CSV أو xlsx)').setInputFiles(file);
  await expect(page.getByText('الملف: scores.csv')).toBeVisible();
  const summary = page.locator('dl[aria-label="ملخص المعاينة"]');
  for (const [label, value] of [
    ['صفوف الملف', '4'],
    ['ستتغير', '1'],
    ['دون تغيير', '1'],
    ['مرفوضة', '2'],
  ])
    await expect(summary.locator('div', { hasText: label }).locator('dd')).toHaveText(value);
  const changed = page.getByRole('table', { name: 'الدرجات التي ستتغير (القديمة ← الجديدة)' });
  await expect(changed.getByRole('row')).toHaveCount(2);
  const row = changed.getByRole('row').nth(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('كلية الطب');
  await expect(row.getByRole('cell').nth(6)).toHaveText('90');
  await expect(row.getByRole('cell').nth(7)).toHaveText('93.5');
  await expect(page.getByText('صفوف مطابقة للدرجات الحالية ولن تتغير: صف واحد.')).toBeVisible();
  const refused = page.getByRole('table', { name: 'الصفوف المرفوضة وأسبابها' });
  await expect(refused.getByRole('row')).toHaveCount(3);
  await expect(refused).toContainText('الدرجة غير صحيحة: 120 (رقم من 0 إلى 100 أو -)');
  await expect(refused).toContainText(`جامعة غير معروفة: NOPE${code}`);
  await checkAtBothWidths(page, 'scores', 'preview');

  await page.getByRole('button', { name: 'تطبيق التحديث (درجة واحدة)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'تطبيق تحديث الدرجات؟' });
  await expect(dialog).toContainText('سيتم تغيير درجة واحدة دفعة واحدة على صفحات الدليل.');
  await expect(dialog).toContainText('الصفوف المرفوضة (2) لن تُطبّق.');
  await checkAtBothWidths(page, 'scores', 'confirm');
  await dialog.getByRole('button', { name: 'تطبيق' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم تحديث درجة واحدة بنجاح' })).toBeVisible();
  await expect(
    page.getByText('طُبّق الملف scores.csv: عدد الدرجات التي تغيّرت درجة واحدة. يمكنك رفع ملف آخر.'),
  ).toBeVisible();
  await checkAtBothWidths(page, 'scores', 'applied');

  // One entry in the operations log, with the counts.
  const entries = await logEntriesAbout(page, 'تحديث جماعي للحد الأدنى للقبول: 1 تغيّرت، 1 دون تغيير، 2 مرفوضة');
  expect(entries.map((e) => [e.action, e.adminType])).toContainEqual(['edit', 'SuperAdmin']);

  // The public guide page shows the new score; the refused one left ENG alone.
  await page.goto(`/Guide/private/${code}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('93.5%').first()).toBeVisible();
  const eng = await callAs(page.request, null, 'GET', `/api/private/faculty?university=${code}`);
  expect(eng.body.find((f: { faculty_short: string }) => f.faculty_short === 'ENG').thanwyaa_firstYear_score).toBe(
    '75',
  );
  expect(eng.body.find((f: { faculty_short: string }) => f.faculty_short === 'MED').score_source).toMatchObject({
    url: 'https://example.org/council-2025',
    academic_year: '2025/2026',
  });
});

test('an xlsx file is read in the browser; a file without its columns gets the server’s message', async ({ page }) => {
  const xlsx = path.join(dir, 'scores.xlsx');
  await writeExcelFile([
    HEADER.split(','),
    ['GUC', 'MED', 'normal', '', 'thanwyaa', 'ninth', '90'],
    ['AUC', 'MED', 'normal', '', 'thanwyaa', 'first', '90'],
  ]).toFile(xlsx);
  const broken = path.join(dir, 'broken.csv');
  writeFileSync(broken, 'university_code,faculty_code,program\nGUC,MED,normal\n');

  await signInAs(page, 'superAdmin');
  await page.goto('/admin/update-scores');
  await page.getByLabel('ملف الدرجات (CSV أو xlsx)').setInputFiles(xlsx);
  const refused = page.getByRole('table', { name: 'الصفوف المرفوضة وأسبابها' });
  await expect(refused.getByRole('row')).toHaveCount(3);
  await expect(refused).toContainText('السنة غير صحيحة: ninth');
  await expect(refused).toContainText('الجامعة AUC ليست خاصة ولا أهلية');
  await expect(page.getByText('لا توجد درجات ستتغير في هذا الملف', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تطبيق التحديث (0 درجة)' })).toBeDisabled();

  await page.getByLabel('ملف الدرجات (CSV أو xlsx)').setInputFiles(broken);
  await expect(page.getByRole('alert')).toContainText('الملف لا يحتوي على الأعمدة المطلوبة');
  await expect(page.getByRole('button', { name: 'إعادة المعاينة' })).toHaveCount(0);
  await checkAtBothWidths(page, 'scores', 'refused-file');
});

test('an Admin is sent to /admin, and the server refuses the Admin the import endpoints', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/update-scores');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: /تحديث الحد الأدنى/ })).toHaveCount(0);
  const admin = (await apiToken(page, 'admin')).token;
  const table = [HEADER.split(','), ['GUC', 'MED', 'normal', '', 'thanwyaa', 'first', '1']];
  expect((await callAs(page.request, admin, 'POST', '/api/score-import/preview', { table })).status).toBe(403);
  expect((await callAs(page.request, admin, 'POST', '/api/score-import/apply', { table })).status).toBe(403);
  expect((await callAs(page.request, admin, 'GET', '/api/score-import/export')).status).toBe(403);
  expect([401, 403]).toContain((await callAs(page.request, null, 'POST', '/api/score-import/apply', { table })).status);
});
