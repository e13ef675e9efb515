import { expect, test } from '@playwright/test';
import { CMS_URL } from './support/session';
import { callAs, checkAtBothWidths, signInThroughForm, tokenOf } from './support/staff';

/*
 * Issue 22 step 7 in the university editor: a fee typed into a faculty is marked at its
 * source's fields (aria-invalid, the domain's message beside the field) and the item cannot be
 * saved until the source address and academic year are given; the university then saves with
 * the fee's source, as the CMS stores it. Screenshots of the faculty form at 1366 and 390 px.
 */
const stamp = Date.now().toString(36).toUpperCase();
const code = `SRC${stamp}`;
const name = `جامعة مصدر الرقم ${stamp}`;
const SOURCE_URL = 'https://example.edu.eg/fees-2025-2026';
/** The domain's messages (PROVENANCE_MESSAGES), as the editor reads them. */
const SOURCE_REQUIRED = 'أدخل رابط المصدر (http أو https) لكل مصروفات أو حد أدنى';
const YEAR_REQUIRED = 'أدخل العام الدراسي للرقم بالصيغة 2025/2026';

test.beforeAll(async ({ request }) => {
  const signin = await request.post(`${CMS_URL}/api/users/signin`, {
    data: { email: 'superadmin@dalil.local', password: 'Dalil-Super-2026' },
  });
  const { token } = (await signin.json()) as { token: string };
  const res = await callAs(request, token, 'POST', '/api/private/links/add', {
    university_code: code,
    university_Arabic_Name: name,
    type: 'Private',
    Uni_Bio: 'نبذة',
    location: '#',
    first_year: '2025',
    second_year: '2024',
    third_year: '2023',
    fourth_year: '2022',
    fifth_year: '2021',
    website: 'https://example.org',
    phone: '16000',
    email: 'info@example.org',
    facebook: '#',
    instagram: '#',
    youtube: '#',
    linkedin: '#',
    faculties: [
      {
        faculty: 'كلية الصيدلة',
        faculty_short: 'PHARM',
        section: 'science',
        normal_or_Dual: 'normal',
        programs: 'صيدلة',
      },
    ],
  });
  expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(201);
});

test.afterAll(async ({ request }) => {
  const signin = await request.post(`${CMS_URL}/api/users/signin`, {
    data: { email: 'superadmin@dalil.local', password: 'Dalil-Super-2026' },
  });
  const { token } = (await signin.json()) as { token: string };
  await callAs(request, token, 'DELETE', `/api/private/${code}`);
});

test('a fee typed into a faculty asks for its source and year, then saves with them', async ({ page }) => {
  await page.goto('/admin/universities-data?type=private');
  await expect(page).toHaveURL(/\/Login/);
  await signInThroughForm(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة الجامعات' })).toBeVisible();
  await page.getByRole('button', { name: `تعديل ${name}` }).click();
  const form = page.getByRole('form', { name: `تعديل بيانات ${name}` });
  await form.getByRole('button', { name: 'تعديل كلية الصيدلة' }).click();
  const item = form.locator('.uni-item--open');
  const feeSource = item.getByRole('group', { name: 'مصدر المصروفات' });
  const url = feeSource.getByLabel('رابط المصدر');
  const year = feeSource.getByLabel('العام الدراسي');
  const save = item.getByRole('button', { name: 'حفظ', exact: true });

  // No figure yet: no source asked for.
  await expect(url).not.toHaveAttribute('aria-invalid', 'true');
  await item.getByLabel('المصريون — الفئة أ').fill('185000');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(feeSource.getByText(SOURCE_REQUIRED)).toBeVisible();
  await expect(feeSource.getByText(YEAR_REQUIRED)).toBeVisible();
  await expect(save).toBeDisabled();
  await checkAtBothWidths(page, 'faculty-sources', 'fee-without-source', () =>
    item.scrollIntoViewIfNeeded().then(() => undefined),
  );

  await url.fill(SOURCE_URL);
  await feeSource.getByLabel('نوع المصدر').selectOption('university');
  await expect(url).not.toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();
  await year.fill('2025/2026');
  await expect(year).not.toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeEnabled();
  await checkAtBothWidths(page, 'faculty-sources', 'fee-with-source');
  await save.click();

  await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ التعديلات بنجاح' })).toBeVisible();
  const token = await tokenOf(page, 'admin');
  const stored = await callAs(page.request, token, 'GET', `/api/private/faculty?university=${code}`);
  expect(stored.body[0]).toMatchObject({
    feesEgyption: '185000',
    fee_source: { url: SOURCE_URL, kind: 'university', academic_year: '2025/2026' },
  });
});
