import { expect, test, type Page } from '@playwright/test';
import { CMS_URL, signInAs } from './support/session';
import { apiAs, checkScreen } from './support/staff';

/*
 * /scores (spec 3 §2 "Scores page", §9): the figures on the page are checked against averages
 * computed here from the documented lists (/api/{type}/links, /api/{type}/faculty) with the
 * groupings the server holds (/api/score-grouping) — the rule written out again, not imported.
 */

const SHOTS = '/tmp/shots-scores';
// Several tabs with axe at two widths: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });
const CATEGORIES = ['private', 'national', 'special', 'international'] as const;
type Group = { id: string; label: string; categories: string[]; include?: string[]; exclude?: string[] };
type Offering = Record<string, string | null> & { university_code: string; faculty_short: string };

async function apiData(page: Page) {
  const get = async <T>(path: string) => (await (await page.request.get(`${CMS_URL}${path}`)).json()) as T;
  const grouping = (await apiAs(page, 'admin', '/api/score-grouping')).body.groups as {
    years: Record<string, Group[]>;
    arrivals: Group[];
  };
  const universities: { code: string; category: string }[] = [];
  const offerings: Offering[] = [];
  let firstNational: Record<string, string> | undefined;
  for (const category of CATEGORIES) {
    const links = await get<Record<string, string>[]>(`/api/${category}/links`);
    if (category === 'national') firstNational = links[0];
    universities.push(...links.map((l) => ({ code: l.university_code, category })));
    offerings.push(...(await get<Offering[]>(`/api/${category}/faculty`)));
  }
  return { grouping, universities, offerings, firstNational: firstNational as Record<string, string> };
}

/** Spec 3 §9: the mean with empty or non-numeric as 0; integer when whole, else two decimals; '-' with nothing to average. */
function expectedCells(
  data: Awaited<ReturnType<typeof apiData>>,
  groups: Group[],
  field: string,
  faculty: string,
  category = '',
) {
  const cells: string[] = [];
  for (const group of groups) {
    const members = data.universities.filter(
      (u) =>
        (!category || u.category === category) &&
        group.categories.includes(u.category) &&
        (!group.include?.length || group.include.includes(u.code)) &&
        !group.exclude?.includes(u.code),
    );
    if (!members.length) continue;
    const codes = new Set(members.map((m) => m.code));
    const values = data.offerings
      .filter((o) => codes.has(o.university_code) && o.faculty_short === faculty)
      .map((o) => String(o[field] ?? '').trim());
    const numeric = values.filter((v) => /^\d+(\.\d+)?$/.test(v));
    if (!numeric.length) {
      cells.push('-');
      continue;
    }
    const mean = numeric.reduce((sum, v) => sum + Number(v), 0) / values.length;
    const rounded = Math.round(mean * 100) / 100;
    cells.push(Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2));
  }
  return cells;
}

const cellsOf = (page: Page, faculty: string) => page.locator(`tr[data-faculty="${faculty}"] td`).allTextContents();

test('an Admin reads the averages of each year, certificate group and column; choices stay in the URL', async ({
  page,
}) => {
  const data = await apiData(page);
  await signInAs(page, 'admin');
  await page.goto('/scores');
  await expect(page.getByRole('heading', { level: 1, name: 'جدول الحدود الدنيا' })).toBeVisible();

  // Year tabs: the labels of the first national record, then the arrivals tab.
  const years = ['first_year', 'second_year', 'third_year', 'fourth_year', 'fifth_year']
    .map((k) => data.firstNational[k])
    .filter(Boolean);
  await expect(page.getByRole('tablist', { name: 'السنة الدراسية' }).getByRole('tab')).toHaveText([
    ...years,
    'الوافدين',
  ]);
  await expect(page.getByRole('tab', { name: '1. ثانوية عامة / STEM / النيل' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // First year, group 1: every column of the grouping (with its universities named) and two faculties.
  const columns = data.grouping.years.first;
  await expect(page.locator('th[data-group]')).toHaveCount(columns.length);
  await expect(page.locator('th[data-group="private"]')).toContainText('عدا: جامعة سيناء');
  await expect(page.locator('tbody tr').first()).toHaveAttribute('data-faculty', 'MED');
  for (const faculty of ['MED', 'ENG', 'PHARM']) {
    expect(await cellsOf(page, faculty), faculty).toEqual(
      expectedCells(data, columns, 'thanwyaa_firstYear_score', faculty),
    );
  }
  await checkScreen(page, SHOTS, 'scores-first');

  // Second year, Azhar, national universities only: URL and figures follow.
  await page.getByRole('tablist', { name: 'السنة الدراسية' }).getByRole('tab').nth(1).click();
  await page.getByRole('tab', { name: '2. ثانوية أزهرية' }).click();
  await page.getByLabel('التصنيف').selectOption('national');
  await expect(page).toHaveURL(/year=second/);
  await expect(page).toHaveURL(/cert=2/);
  await expect(page).toHaveURL(/category=national/);
  await expect(page.locator('th[data-group="private"]')).toHaveCount(0);
  for (const faculty of ['MED', 'CS']) {
    expect(await cellsOf(page, faculty), faculty).toEqual(
      expectedCells(data, data.grouping.years.second, 'azhar_secondYear_score', faculty, 'national'),
    );
  }
  await page.getByLabel('الكلية').selectOption('CS');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('الكلية')).toHaveValue('CS');
  await expect(page.getByRole('tab', { name: '2. ثانوية أزهرية' })).toHaveAttribute('aria-selected', 'true');

  // Arrivals: private and national universities' wafdeen scores; no certificate groups.
  await page.goto('/scores?year=arrivals');
  await expect(page.locator('tr[data-faculty="MED"]')).toBeVisible();
  await expect(page.getByRole('tab', { name: '1. ثانوية عامة / STEM / النيل' })).toHaveCount(0);
  for (const faculty of ['MED', 'ENG']) {
    expect(await cellsOf(page, faculty), faculty).toEqual(
      expectedCells(data, data.grouping.arrivals, 'wafdeen_score', faculty),
    );
  }
  await checkScreen(page, SHOTS, 'scores-arrivals');
});

test('a student is kept out of /scores (sent to /admin, which sends a non-admin on)', async ({ page }) => {
  await signInAs(page, 'student');
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/scores');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  expect(visited).toContain('/admin');
  await expect(page.getByRole('heading', { name: 'جدول الحدود الدنيا' })).toHaveCount(0);
  // The server refuses the groupings to a student as well.
  expect((await apiAs(page, 'student', '/api/score-grouping')).status).toBe(403);
});
