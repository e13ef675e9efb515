import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORE_FILE_COLUMNS, SCORE_IMPORT_MESSAGES } from '@dalil/domain/rules';
import { api, as } from './helpers';
import { expectRoles, logEntries } from './content-helpers';
import { UNIVERSITY } from './write-endpoints';

/**
 * Bulk score import (issue 13, spec 3 §2 /admin/update-scores): preview, apply in one
 * transaction with one log entry, export; SuperAdmin only. The test owns a private university
 * of its own, so the seeded scores other files read stay as they are.
 */
const stamp = Date.now().toString(36).toUpperCase();
const code = `SCR${stamp}`;
const name = `جامعة الاستيراد ${code}`;

const faculty = (extra: Record<string, unknown>) => ({
  faculty: 'كلية الطب',
  faculty_short: 'MED',
  section: 'science',
  normal_or_Dual: 'normal',
  programs: 'الطب والجراحة',
  feesEgyption: '100000',
  // Figures are written with their source and academic year (issue 22).
  fee_source: { url: 'https://example.org/figures-2025', academic_year: '2025/2026' },
  score_source: { url: 'https://example.org/figures-2025', academic_year: '2025/2026' },
  ...extra,
});

const HEADER = ['university_code', 'faculty_code', 'program', 'index', 'track', 'year', 'score'];
const table = (...rows: string[][]) => [HEADER, ...rows];
/** The batch's source and year (issue 22): every changed score is written with one. */
const SOURCE = { url: 'https://example.org/scores-2025', academic_year: '2025/2026' };
const preview = (t: unknown[][], caller: 'superAdmin' | 'admin' | 'student' | 'visitor' = 'superAdmin') =>
  as(caller, '/api/score-import/preview', { method: 'POST', body: { table: t, source: SOURCE } });
const apply = (t: unknown[][], planId?: string, caller: 'superAdmin' | 'admin' = 'superAdmin') =>
  as(caller, '/api/score-import/apply', {
    method: 'POST',
    body: { table: t, source: SOURCE, ...(planId ? { planId } : {}) },
  });

/** The public guide's faculties of the test university, by faculty name. */
async function guide(): Promise<Record<string, Record<string, string | null>>> {
  const res = await api(`/api/private/faculty?university=${code}`);
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body as any[]).map((f) => [`${f.faculty_short}${f.index}`, f]));
}

/** The file of the acceptance test: changed, unchanged and refused rows. */
const FILE = table(
  [code, 'MED', 'normal', '', 'thanwyaa', 'first', '93.5'], // changed 90 → 93.5
  [code, 'MED', 'normal', '1', 'thanwyaa', 'second', '88'], // unchanged
  [code, 'MED', 'normal', '', 'wafdeen', '', '70'], // changed - → 70
  [code.toLowerCase(), 'eng', 'normal', '3', 'azhar', '5', '-'], // changed (missing) → -
  [code, 'ENG', 'normal', '', 'thanwyaa', 'first', '81'], // refused: two ENG offerings, no index
  [code, 'ENG', 'normal', '2', 'thanwyaa', 'second', '120'], // refused: over 100
  [code, 'DENT', 'normal', '', 'thanwyaa', 'first', '80'], // refused: no such faculty
  [`NOPE${stamp}`, 'MED', 'normal', '', 'thanwyaa', 'first', '80'], // refused: unknown university
  ['AUC', 'MED', 'normal', '', 'thanwyaa', 'first', '80'], // refused: not private or national
  [code, 'MED', 'normal', '', 'thanwyaa', 'third', ''], // refused: missing score
);

beforeAll(async () => {
  const res = await as('superAdmin', '/api/private/links/add', {
    method: 'POST',
    body: {
      ...UNIVERSITY,
      university_code: code,
      university_Arabic_Name: name,
      faculties: [
        faculty({ index: 1, thanwyaa_firstYear_score: '90', thanwyaa_secondYear_score: '88', wafdeen_score: '-' }),
        faculty({ index: 2, faculty: 'كلية الهندسة', faculty_short: 'ENG', thanwyaa_secondYear_score: '75' }),
        faculty({ index: 3, faculty: 'كلية الهندسة - ساعات معتمدة', faculty_short: 'ENG' }),
      ],
    },
  });
  expect(res.status).toBe(201);
});

afterAll(async () => {
  await as('superAdmin', `/api/private/${code}`, { method: 'DELETE' });
});

describe('bulk score import: /api/score-import/{preview,apply,export}', () => {
  it('is the SuperAdmin’s alone: Admin and students 403, visitors 401/403, and nothing changes', async () => {
    const before = await guide();
    await expectRoles(['superAdmin'], (caller) => preview(FILE, caller as never));
    await expectRoles(['superAdmin'], (caller) => as(caller, '/api/score-import/export'));
    for (const caller of ['visitor', 'student', 'admin'] as const) {
      const res = await as(caller, '/api/score-import/apply', { method: 'POST', body: { table: FILE } });
      expect(caller === 'visitor' ? [401, 403] : [403]).toContain(res.status);
    }
    expect(await guide()).toEqual(before);
  });

  it('previews the file: changed (old → new), unchanged and refused rows with their Arabic reasons', async () => {
    const res = await preview(FILE);
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ rows: 10, changed: 3, unchanged: 1, refused: 6 });
    expect(res.body.changed.map((c: any) => [c.line, c.facultyCode, c.index, c.field, c.old, c.new])).toEqual([
      [2, 'MED', 1, 'thanwyaa_firstYear_score', '90', '93.5'],
      [4, 'MED', 1, 'wafdeen_score', '-', '70'],
      [5, 'ENG', 3, 'azhar_fifthYear_score', null, '-'],
    ]);
    expect(res.body.changed[0]).toMatchObject({ universityCode: code, universityName: name, facultyName: 'كلية الطب' });
    expect(res.body.changed[0].offeringId).toBeUndefined();
    expect(res.body.refused.map((r: any) => [r.line, r.reasons])).toEqual([
      [6, [SCORE_IMPORT_MESSAGES.ambiguous(code, 'ENG', 'normal', [2, 3])]],
      [7, [SCORE_IMPORT_MESSAGES.score('120')]],
      [8, [SCORE_IMPORT_MESSAGES.faculty(code, 'DENT', 'normal')]],
      [9, [SCORE_IMPORT_MESSAGES.university(`NOPE${stamp}`)]],
      [10, [SCORE_IMPORT_MESSAGES.category('AUC')]],
      [11, [SCORE_IMPORT_MESSAGES.missingFields(['الدرجة'])]],
    ]);
    expect(typeof res.body.planId).toBe('string');
    // A preview writes nothing.
    expect((await guide()).MED1.thanwyaa_firstYear_score).toBe('90');
  });

  it('refuses a file without its columns, or a body without a table (400 in Arabic), writing nothing', async () => {
    const noScore = await preview([HEADER.slice(0, -1), [code, 'MED', 'normal', '', 'thanwyaa', 'first']]);
    expect(noScore.status).toBe(400);
    expect(noScore.body.message).toBe(SCORE_IMPORT_MESSAGES.missingColumns(['score (الدرجة)']));
    const empty = await apply([HEADER]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(SCORE_IMPORT_MESSAGES.noRows);
    const noTable = await as('superAdmin', '/api/score-import/preview', { method: 'POST', body: { rows: [] } });
    expect(noTable.status).toBe(400);
    expect(noTable.body.message).toMatch(/table/);
  });

  it('a preview made stale by another change is refused at apply (409) and nothing is written', async () => {
    const eng2 = (score: string) => table([code, 'ENG', 'normal', '2', 'thanwyaa', 'second', score]);
    const shown = await preview(eng2('78'));
    expect(shown.body.changed.map((c: any) => [c.old, c.new])).toEqual([['75', '78']]);
    // Someone else changes the same score in between.
    const other = await apply(eng2('76'));
    expect(other.status).toBe(200);
    expect(other.body.counts).toMatchObject({ changed: 1 });
    const stale = await apply(eng2('78'), shown.body.planId);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('تغيّرت الدرجات المخزنة منذ المعاينة؛ أعد المعاينة ثم طبّق التحديث');
    expect((await guide()).ENG2.thanwyaa_secondYear_score).toBe('76');
  });

  it('applies the changes in one go: the public guide shows them, refused rows are not written, one log entry', async () => {
    const logged = () => logEntries(`تحديث جماعي للحد الأدنى للقبول`);
    const entriesBefore = (await logged()).length;
    const offeringEntriesBefore = (await logEntries(name)).length;
    const shown = await preview(FILE);
    const res = await apply(FILE, shown.body.planId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ planId: shown.body.planId, counts: shown.body.counts, offerings: 2 });

    const after = await guide();
    expect(after.MED1.thanwyaa_firstYear_score).toBe('93.5');
    expect(after.MED1.thanwyaa_secondYear_score).toBe('88');
    expect(after.MED1.wafdeen_score).toBe('70');
    expect(after.ENG3.azhar_fifthYear_score).toBe('-');
    // Refused rows: the over-100 score and the ambiguous one left their offerings alone.
    expect(after.ENG2.thanwyaa_secondYear_score).toBe('76');
    expect(after.ENG2.thanwyaa_firstYear_score ?? null).toBeNull();
    expect(after.ENG3.thanwyaa_firstYear_score ?? null).toBeNull();
    expect(after.MED1.thanwyaa_thirdYear_score ?? null).toBeNull();

    const entries = await logged();
    expect(entries.length).toBe(entriesBefore + 1);
    expect(entries.at(-1)).toMatchObject({
      action: 'edit',
      admin_type: 'SuperAdmin',
      target: 'تحديث جماعي للحد الأدنى للقبول: 3 تغيّرت، 1 دون تغيير، 6 مرفوضة',
    });
    // No entry per offering beside the one entry.
    expect((await logEntries(name)).length).toBe(offeringEntriesBefore);

    // The same file again: everything that was valid is now unchanged; nothing to write, nothing logged.
    const again = await apply(FILE);
    expect(again.body.counts).toEqual({ rows: 10, changed: 0, unchanged: 4, refused: 6 });
    expect((await logged()).length).toBe(entriesBefore + 1);
  });

  it('exports the stored scores in the template columns; the export imported again changes nothing', async () => {
    const res = await as('superAdmin', '/api/score-import/export');
    expect(res.status).toBe(200);
    const exported: string[][] = res.body.table;
    expect(exported[0]).toEqual([...SCORE_FILE_COLUMNS]);
    const mine = exported.filter((r) => r[0] === code);
    // Each score with its offering's score source (the batch's, since the apply above).
    const source = [SOURCE.url, SOURCE.academic_year, 'staff'];
    expect(mine).toContainEqual([code, 'MED', 'normal', '1', 'thanwyaa', 'first', '93.5', ...source, 'كلية الطب']);
    expect(mine).toContainEqual([code, 'MED', 'normal', '1', 'wafdeen', '', '70', ...source, 'كلية الطب']);
    expect(exported.some((r) => r[0] === 'AUC')).toBe(false); // special: not part of the bulk update
    const round = await preview([exported[0], ...mine]);
    expect(round.body.counts).toEqual({ rows: mine.length, changed: 0, unchanged: mine.length, refused: 0 });
  });
});
