import { describe, expect, it } from 'vitest';
import { FLOOR_MESSAGES, PROVENANCE_MESSAGES, STALE_WRITE_MESSAGE } from '@dalil/domain/rules';
import { api, panelEditor } from './helpers';
import { as, expectRoles, logEntries } from './community-helpers';

/**
 * The councils' floors table written by staff (issue 22 item 2): POST/PUT/DELETE
 * /api/admission-floors and POST /api/admission-floors/start-year. Each test works in an
 * academic year of its own, far from the seeded 2025/2026, so that nothing else sees its cells.
 */
const start = 2100 + Math.floor(Math.random() * 800);
const yearOf = (offset: number) => `${start + offset * 2}/${start + offset * 2 + 1}`;
const SOURCE = { url: 'https://www.example.org/councils-decision', kind: 'council', academic_year: '2025/2026' };
const cell = (year: string, extra: Record<string, unknown> = {}) => ({
  academic_year: year,
  certificate_group: 'thanaweya_azhar',
  tier: '3',
  faculty_group: 'MED',
  percent: 79,
  sources: [SOURCE],
  ...extra,
});
/** The public table of a year, as a visitor reads it (no token: the shared public cache answers). */
const publicYear = async (year: string) => {
  const res = await api(`/api/admission-floors?year=${encodeURIComponent(year)}`);
  expect(res.status).toBe(200);
  return res.body as Record<string, any>[];
};
const errorsOf = (body: any) =>
  (body?.error?.details?.errors ?? []).map((e: { path: string[]; message: string }) => [e.path.join('.'), e.message]);

describe('who may write the floors table', () => {
  it('visitors and students are refused every write; Admin and SuperAdmin add and edit', async () => {
    const year = yearOf(0);
    let n = 0;
    await expectRoles(['admin', 'superAdmin'], (caller) =>
      as(caller, '/api/admission-floors', { method: 'POST', body: cell(year, { tier: String(1 + (n++ % 4)) }) }),
    );
    const [first] = await publicYear(year);
    await expectRoles(['admin', 'superAdmin'], (caller) =>
      as(caller, `/api/admission-floors/${first._id}`, { method: 'PUT', body: { note: `by ${caller}` } }),
    );
    await expectRoles(['admin', 'superAdmin'], (caller) =>
      as(caller, '/api/admission-floors/start-year', { method: 'POST', body: { academic_year: 'x' } }),
    );
    for (const caller of ['visitor', 'student'] as const)
      expect((await as(caller, `/api/admission-floors/${first._id}`, { method: 'DELETE' })).status).toBeOneOf([
        401, 403,
      ]);
  });

  it('only the SuperAdmin deletes; an Admin reads why, in Arabic', async () => {
    const year = yearOf(1);
    const added = await as('admin', '/api/admission-floors', { method: 'POST', body: cell(year) });
    expect(added.status).toBe(201);
    const refused = await as('admin', `/api/admission-floors/${added.body._id}`, { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(FLOOR_MESSAGES.deleteRefusal);
    const deleted = await as('superAdmin', `/api/admission-floors/${added.body._id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ _id: added.body._id, message: FLOOR_MESSAGES.deleted });
    expect(await publicYear(year)).toEqual([]);
    expect((await as('superAdmin', `/api/admission-floors/${added.body._id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('a cell is written as the councils give it, with its source', () => {
  it('create answers 201 with the cell; the public table shows it at once', async () => {
    const year = yearOf(2);
    expect(await publicYear(year)).toEqual([]); // the empty answer is now kept by the public cache
    const res = await as('admin', '/api/admission-floors', {
      method: 'POST',
      body: cell(year, { percent: '79.5', sources: [{ url: SOURCE.url, academic_year: '2025-26' }] }),
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body).toMatchObject({
      academic_year: year,
      tier: '3',
      faculty_group: 'MED',
      percent: 79.5,
      only_universities: null,
      conflicts: [],
      sources: [{ url: SOURCE.url, kind: 'staff', academic_year: '2025/2026' }],
    });
    const shown = await publicYear(year);
    expect(shown.map((c) => [c._id, c.percent])).toEqual([[res.body._id, 79.5]]);
  });

  it('a second cell with the same year, certificate group, tier and faculty group is a 409; nothing written', async () => {
    const year = yearOf(3);
    expect((await as('admin', '/api/admission-floors', { method: 'POST', body: cell(year) })).status).toBe(201);
    const again = await as('superAdmin', '/api/admission-floors', {
      method: 'POST',
      body: cell(year, { percent: 80, tier: '3', faculty_group: 'med' }),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(FLOOR_MESSAGES.duplicate);
    // The humanities exception: the same tier and group limited to named universities is another cell.
    const only = await as('admin', '/api/admission-floors', {
      method: 'POST',
      body: cell(year, { only_universities: ['O6U', 'MUST'], percent: 55 }),
    });
    expect(only.status).toBe(201);
    const onlyAgain = await as('admin', '/api/admission-floors', {
      method: 'POST',
      body: cell(year, { only_universities: 'must, o6u', percent: 56 }),
    });
    expect(onlyAgain.status).toBe(409);
    expect((await publicYear(year)).map((c) => c.percent).sort()).toEqual([55, 79]);
    // An edit onto another cell's key is refused the same way.
    const other = (await publicYear(year)).find((c) => c.only_universities)!;
    const moved = await as('admin', `/api/admission-floors/${other._id}`, {
      method: 'PUT',
      body: { only_universities: null },
    });
    expect(moved.status).toBe(409);
  });

  it.each([
    ['a percent over 100', { percent: 101 }, [['percent', FLOOR_MESSAGES.percent]]],
    ['three decimals', { percent: '79.125' }, [['percent', FLOOR_MESSAGES.percent]]],
    ['a percent without a source', { sources: [] }, [['sources', FLOOR_MESSAGES.sourcesRequired]]],
    [
      'a source without address and year',
      { sources: [{ kind: 'news' }] },
      [
        ['sources[0].url', PROVENANCE_MESSAGES.sourceRequired],
        ['sources[0].academic_year', PROVENANCE_MESSAGES.yearRequired],
      ],
    ],
    [
      'a year that is not two consecutive years',
      { academic_year: '2025/2027' },
      [['academic_year', FLOOR_MESSAGES.year]],
    ],
    ['tier E1 under Thanaweya', { tier: 'E1' }, [['tier', FLOOR_MESSAGES.tier]]],
    ['a faculty group outside the table', { faculty_group: 'ART' }, [['faculty_group', FLOOR_MESSAGES.group]]],
    ['sources as an object', { sources: { url: SOURCE.url } }, [['sources', FLOOR_MESSAGES.sourcesList]]],
  ])('%s is a 400 with the field’s Arabic message; nothing written', async (_name, change, expected) => {
    const year = yearOf(4);
    const res = await as('admin', '/api/admission-floors', { method: 'POST', body: cell(year, change) });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual(expected);
    expect(res.body.message).toBe(expected[0][1]);
    expect(await publicYear(year)).toEqual([]);
  });
});

describe('an edit: partial, checked against the version read, logged with its sources', () => {
  it('saves the new percent with its source; the public table and the log show it', async () => {
    const year = yearOf(5);
    const added = await as('admin', '/api/admission-floors', { method: 'POST', body: cell(year) });
    expect(added.status).toBe(201);
    const source = { url: 'https://www.example.org/corrected', kind: 'news', academic_year: '2025/2026' };
    const res = await as('admin', `/api/admission-floors/${added.body._id}`, {
      method: 'PUT',
      body: { percent: 80.25, sources: [source], updatedAt: added.body.updatedAt },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body).toMatchObject({ percent: 80.25, tier: '3', faculty_group: 'MED', sources: [source] });
    expect((await publicYear(year))[0].percent).toBe(80.25);

    const entries = await logEntries(year);
    const add = entries.find((e) => e.action === 'add')!;
    expect(add.target).toBe(
      `الحد الأدنى للتقدم (قرار المجلسين): ${year} — الثانوية العامة والأزهرية — الفئة 3 — الطب البشري`,
    );
    expect(add.adminType).toBe('Admin');
    expect(add.afterEdit.figure_sources).toEqual({
      percent: 79,
      sources: [{ source_url: SOURCE.url, kind: 'council', academic_year: '2025/2026' }],
    });
    const edit = entries.find((e) => e.action === 'edit')!;
    expect(edit.afterEdit.figure_sources).toEqual({
      percent: 80.25,
      sources: [{ source_url: source.url, kind: 'news', academic_year: '2025/2026' }],
    });
  });

  it('a stale write (someone saved since the screen read it) is a 409 and changes nothing', async () => {
    const year = yearOf(6);
    const added = await as('admin', '/api/admission-floors', { method: 'POST', body: cell(year) });
    const opened = added.body.updatedAt;
    const first = await as('superAdmin', `/api/admission-floors/${added.body._id}`, {
      method: 'PUT',
      body: { percent: 81, updatedAt: opened },
    });
    expect(first.status).toBe(200);
    const stale = await as('admin', `/api/admission-floors/${added.body._id}`, {
      method: 'PUT',
      body: { percent: 82, updatedAt: opened },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_WRITE_MESSAGE);
    expect((await publicYear(year))[0].percent).toBe(81);
    const bad = await as('admin', `/api/admission-floors/${added.body._id}`, {
      method: 'PUT',
      body: { percent: 82, updatedAt: 'yesterday' },
    });
    expect(bad.status).toBe(400);
    const clearing = await as('admin', `/api/admission-floors/${added.body._id}`, {
      method: 'PUT',
      body: { sources: [], updatedAt: first.body.updatedAt },
    });
    expect(clearing.status).toBe(400);
    expect(errorsOf(clearing.body)).toEqual([['sources', FLOOR_MESSAGES.sourcesRequired]]);
    expect(
      (await as('admin', '/api/admission-floors/nosuchcell', { method: 'PUT', body: { percent: 1 } })).status,
    ).toBe(404);
  });
});

describe('a new year’s table: POST /api/admission-floors/start-year', () => {
  it('copies the cells of the year named, with no percent and no source; once', async () => {
    const from = yearOf(7);
    const next = yearOf(8);
    for (const extra of [{}, { faculty_group: 'HUM', percent: 55, only_universities: ['O6U'] }])
      expect((await as('admin', '/api/admission-floors', { method: 'POST', body: cell(from, extra) })).status).toBe(
        201,
      );
    const res = await as('admin', '/api/admission-floors/start-year', {
      method: 'POST',
      body: { academic_year: next, from },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body).toEqual({ academic_year: next, from, cells: 2 });
    const cells = await publicYear(next);
    expect(cells.map((c) => [c.faculty_group, c.percent, c.sources, c.only_universities])).toEqual([
      ['MED', null, [], null],
      ['HUM', null, [], ['O6U']],
    ]);
    const again = await as('admin', '/api/admission-floors/start-year', {
      method: 'POST',
      body: { academic_year: next, from },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(FLOOR_MESSAGES.yearExists(next));
    expect(await publicYear(next)).toHaveLength(2);
    const entries = await logEntries(`جدول العام ${next}`);
    expect(entries).toHaveLength(1);
    expect(entries[0].action).toBe('add');
    // A copied cell counts once its figure is entered with its own source.
    const med = cells.find((c) => c.faculty_group === 'MED')!;
    const noSource = await as('admin', `/api/admission-floors/${med._id}`, { method: 'PUT', body: { percent: 80 } });
    expect(noSource.status).toBe(400);
    const sourced = await as('admin', `/api/admission-floors/${med._id}`, {
      method: 'PUT',
      body: { percent: 80, sources: [{ ...SOURCE, academic_year: next }], updatedAt: med.updatedAt },
    });
    expect(sourced.status).toBe(200);
    expect((await publicYear(next)).find((c) => c._id === med._id)!.percent).toBe(80);
  });

  it('refuses a year with no earlier table to copy', async () => {
    const res = await as('admin', '/api/admission-floors/start-year', {
      method: 'POST',
      body: { academic_year: yearOf(9), from: '1901/1902' },
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual([['from', FLOOR_MESSAGES.noSourceYear]]);
  });
});

describe('the Strapi panel: the content manager writes a floors cell by the same rule', () => {
  const CM = '/content-manager/collection-types/api::admission-floor.admission-floor';

  it('refuses a percent without a source and a second cell with the same key (400 beside the fields); saves one with its source', async () => {
    const panel = await panelEditor();
    const year = yearOf(9);

    const bare = await panel(CM, { method: 'POST', body: cell(year, { sources: [] }) });
    expect(bare.status).toBe(400);
    expect(errorsOf(bare.body)).toEqual([['sources', FLOOR_MESSAGES.sourcesRequired]]);
    const badTier = await panel(CM, { method: 'POST', body: cell(year, { tier: '7' }) });
    expect(badTier.status).toBe(400);
    expect(errorsOf(badTier.body)).toEqual([['tier', FLOOR_MESSAGES.tier]]);
    expect(await publicYear(year)).toEqual([]);

    const saved = await panel(CM, { method: 'POST', body: cell(year) });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBeOneOf([200, 201]);
    const twice = await panel(CM, { method: 'POST', body: cell(year, { percent: 80 }) });
    expect(twice.status).toBe(400);
    expect(errorsOf(twice.body)).toEqual([['faculty_group', FLOOR_MESSAGES.duplicate]]);
    const table = await publicYear(year);
    expect(table.map((c) => c.percent)).toEqual([79]);

    // An edit that drops the sources of a cell with a percent is refused; the stored cell stays.
    const id = saved.body.data.documentId as string;
    const dropped = await panel(`${CM}/${id}`, { method: 'PUT', body: { sources: [] } });
    expect(dropped.status).toBe(400);
    expect((await publicYear(year))[0].sources).toHaveLength(1);
    await as('superAdmin', `/api/admission-floors/${id}`, { method: 'DELETE' });
  });
});
