import { describe, expect, it } from 'vitest';
import {
  MAX_SCORE_FILE_ROWS,
  SCORE_FILE_COLUMNS,
  SCORE_IMPORT_MESSAGES,
  cellText,
  changesByOffering,
  checkScoreRow,
  compactScoreTable,
  normaliseImportScore,
  planScoreImport,
  scoreExportTable,
  scoreImportLogTarget,
  scorePlanCounts,
  scoreRowsFromTable,
  scoreTemplateTable,
  sourceRefusedLines,
  type ImportOffering,
  type ImportUniversity,
  type ScoreFileRow,
} from './score-import';
import { PROVENANCE_MESSAGES } from './provenance';

const HEADER = ['university_code', 'faculty_code', 'program', 'index', 'track', 'year', 'score'];
const cells = (over: Partial<ScoreFileRow['cells']> = {}): ScoreFileRow['cells'] => ({
  university_code: 'GUC',
  faculty_code: 'MED',
  program: 'normal',
  index: '',
  track: 'thanwyaa',
  year: 'first',
  score: '90',
  source_url: '',
  academic_year: '',
  source_kind: '',
  ...over,
});
/** The batch's source (the screen asks it once for the whole file). */
const BATCH = { url: 'https://example.edu.eg/scores-2025', academic_year: '2025/2026' };
const BATCH_SOURCE = { ...BATCH, kind: 'staff' as const };

describe('a cell as text', () => {
  it.each([
    [' GUC ', 'GUC'],
    [90, '90'],
    [85.5, '85.5'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    [true, 'true'],
    [{}, ''],
  ])('%j → %j', (value, expected) => expect(cellText(value)).toBe(expected));
});

describe('a score (0–100 or -)', () => {
  it.each([
    ['90', '90'],
    ['090', '90'],
    ['85.50', '85.5'],
    ['0', '0'],
    ['100', '100'],
    ['-', '-'],
    [' 77 ', '77'],
    ['100.5', null],
    ['101', null],
    ['-5', null],
    ['abc', null],
    ['', null],
    ['9O', null],
    ['1e2', null],
  ])('%j → %j', (value, expected) => expect(normaliseImportScore(value)).toBe(expected));
});

describe('the table of a parsed file', () => {
  it('maps the columns by name, in any order and letter case, and counts lines from the header', () => {
    const { rows, problem } = scoreRowsFromTable([
      ['Score', 'YEAR', 'track', 'program', 'faculty_code', 'university_code'],
      ['88', 'second', 'azhar', 'dual', 'ENG', 'BUE'],
      ['', '', '', '', '', ''],
      [90, 'first', 'thanwyaa', 'normal', 'MED', 'GUC'],
    ]);
    expect(problem).toBeUndefined();
    expect(rows).toEqual([
      {
        line: 2,
        cells: cells({
          university_code: 'BUE',
          faculty_code: 'ENG',
          program: 'dual',
          track: 'azhar',
          year: 'second',
          score: '88',
        }),
      },
      { line: 4, cells: cells() },
    ]);
  });

  it.each([
    ['not a table', 'x', SCORE_IMPORT_MESSAGES.badTable],
    ['rows that are not lists', [['a'], 'b'], SCORE_IMPORT_MESSAGES.badTable],
    ['nothing', [], SCORE_IMPORT_MESSAGES.emptyFile],
    ['only blank rows', [[''], [null]], SCORE_IMPORT_MESSAGES.emptyFile],
    ['a header and nothing under it', [HEADER], SCORE_IMPORT_MESSAGES.noRows],
    [
      'a required column missing',
      [
        ['university_code', 'faculty_code', 'program', 'track', 'year'],
        ['GUC', 'MED', 'normal', 'thanwyaa', 'first'],
      ],
      SCORE_IMPORT_MESSAGES.missingColumns(['score (الدرجة)']),
    ],
  ])('refuses the whole file: %s', (_name, table, message) => {
    expect(scoreRowsFromTable(table)).toEqual({ rows: [], problem: message });
  });

  it(`refuses more than ${MAX_SCORE_FILE_ROWS} rows`, () => {
    const table = [
      HEADER,
      ...Array.from({ length: MAX_SCORE_FILE_ROWS + 1 }, () => ['GUC', 'MED', 'normal', '', 'thanwyaa', 'first', '90']),
    ];
    expect(scoreRowsFromTable(table).problem).toBe(SCORE_IMPORT_MESSAGES.tooManyRows);
    expect(scoreRowsFromTable(table.slice(0, -1)).rows).toHaveLength(MAX_SCORE_FILE_ROWS);
  });

  it('compacts to the columns an import reads, lines in place', () => {
    const table = [
      [],
      [...SCORE_FILE_COLUMNS, 'note'],
      ['GUC', 'MED', 'normal', 1, 'thanwyaa', 'first', 90, 'https://a.eg', '2025/2026', '', 'كلية الطب', 'x'],
      [''],
    ];
    const compact = compactScoreTable(table);
    expect(compact).toEqual([
      [],
      [...HEADER, 'source_url', 'academic_year', 'source_kind'],
      ['GUC', 'MED', 'normal', '1', 'thanwyaa', 'first', '90', 'https://a.eg', '2025/2026', ''],
      [],
    ]);
    expect(scoreRowsFromTable(compact).rows.map((r) => r.line)).toEqual([3]);
  });
});

describe('one row', () => {
  it.each([
    ['a year score', cells(), { field: 'thanwyaa_firstYear_score', score: '90', year: 'first', track: 'thanwyaa' }],
    ['the year as a number', cells({ year: '5', track: 'Arabenglish' }), { field: 'Arabenglish_fifthYear_score' }],
    [
      'letter case of codes and words',
      cells({ university_code: 'guc', faculty_code: 'med', program: 'NORMAL', track: 'AZHAR', year: 'Third' }),
      { universityCode: 'GUC', facultyCode: 'MED', program: 'normal', field: 'azhar_thirdYear_score' },
    ],
    ['wafdeen without a year', cells({ track: 'wafdeen', year: '' }), { field: 'wafdeen_score', year: null }],
    ['wafdeen with -', cells({ track: 'wafdeen', year: '-' }), { field: 'wafdeen_score' }],
    ['a dash score', cells({ score: '-' }), { score: '-' }],
    ['an index', cells({ index: '3' }), { index: 3 }],
  ])('accepts %s', (_name, row, expected) => {
    const { target, reasons } = checkScoreRow(row);
    expect(reasons).toEqual([]);
    expect(target).toMatchObject(expected);
  });

  it.each([
    [
      'missing fields',
      cells({ university_code: '', score: ' ' }),
      [SCORE_IMPORT_MESSAGES.missingFields(['رمز الجامعة', 'الدرجة'])],
    ],
    ['a missing year', cells({ year: '' }), [SCORE_IMPORT_MESSAGES.missingFields(['السنة'])]],
    ['a score over 100', cells({ score: '101' }), [SCORE_IMPORT_MESSAGES.score('101')]],
    ['a negative score', cells({ score: '-3' }), [SCORE_IMPORT_MESSAGES.score('-3')]],
    ['a word as score', cells({ score: 'ناجح' }), [SCORE_IMPORT_MESSAGES.score('ناجح')]],
    ['an unknown program', cells({ program: 'credit' }), [SCORE_IMPORT_MESSAGES.program('credit')]],
    ['an unknown track', cells({ track: 'stem' }), [SCORE_IMPORT_MESSAGES.track('stem')]],
    ['a year out of range', cells({ year: '6' }), [SCORE_IMPORT_MESSAGES.year('6')]],
    ['a year given with wafdeen', cells({ track: 'wafdeen', year: 'first' }), [SCORE_IMPORT_MESSAGES.wafdeenYear]],
    ['an index that is not a positive integer', cells({ index: '0' }), [SCORE_IMPORT_MESSAGES.index('0')]],
    ['an index with text', cells({ index: 'two' }), [SCORE_IMPORT_MESSAGES.index('two')]],
    ['an unknown faculty code', cells({ faculty_code: 'XYZ' }), [SCORE_IMPORT_MESSAGES.facultyCode('XYZ')]],
    [
      'several problems at once',
      cells({ program: 'x', score: '200' }),
      [SCORE_IMPORT_MESSAGES.program('x'), SCORE_IMPORT_MESSAGES.score('200')],
    ],
  ])('refuses %s with an Arabic reason', (_name, row, reasons) => {
    expect(checkScoreRow(row)).toEqual({ reasons });
  });
});

const UNIVERSITIES: ImportUniversity[] = [
  { code: 'GUC', name: 'الجامعة الألمانية بالقاهرة', category: 'private' },
  { code: 'ALXNU', name: 'جامعة الإسكندرية الأهلية', category: 'national' },
  { code: 'AUC', name: 'الجامعة الأمريكية بالقاهرة', category: 'special' },
];
const offering = (over: Partial<ImportOffering>): ImportOffering => ({
  id: 'o1',
  universityCode: 'GUC',
  facultyCode: 'MED',
  facultyName: 'كلية الطب',
  program: 'normal',
  index: 1,
  scores: {},
  ...over,
});
const OFFERINGS: ImportOffering[] = [
  offering({ id: 'med', scores: { thanwyaa_firstYear_score: '90', wafdeen_score: '-' }, source: BATCH_SOURCE }),
  offering({
    id: 'eng2',
    facultyCode: 'ENG',
    facultyName: 'كلية الهندسة',
    index: 2,
    scores: { thanwyaa_firstYear_score: '80' },
  }),
  offering({ id: 'eng3', facultyCode: 'ENG', facultyName: 'كلية الهندسة - ساعات معتمدة', index: 3, scores: {} }),
  offering({
    id: 'dual',
    facultyCode: 'ENG',
    facultyName: 'برنامج مزدوج',
    program: 'dual',
    index: 1,
    scores: { azhar_secondYear_score: ' 70 ' },
  }),
  offering({ id: 'alx', universityCode: 'ALXNU', facultyCode: 'CS', scores: { thanwyaa_fourthYear_score: null } }),
  offering({ id: 'auc', universityCode: 'AUC', scores: { thanwyaa_firstYear_score: '60' } }),
];
const rowsOf = (...list: Partial<ScoreFileRow['cells']>[]) => list.map((c, i) => ({ line: i + 2, cells: cells(c) }));

describe('the plan', () => {
  it('sorts rows into changed (old → new), unchanged and refused', () => {
    const plan = planScoreImport(
      rowsOf(
        { faculty_code: 'ENG', index: '2', score: '81' }, // changed
        { score: '90.0' }, // unchanged: the same number
        { track: 'wafdeen', year: '', score: '-' }, // unchanged
        { faculty_code: 'ENG', index: '3', score: '75' }, // changed: missing → 75
        { faculty_code: 'ENG', program: 'dual', track: 'azhar', year: '2', score: '70' }, // unchanged (stored with spaces)
        { university_code: 'ALXNU', faculty_code: 'CS', year: 'fourth', score: '-' }, // changed: null → '-'
        { university_code: 'NOPE' },
        { university_code: 'AUC' },
        { faculty_code: 'DENT' },
        { faculty_code: 'ENG' },
        { faculty_code: 'ENG', index: '9' },
        { score: '120' },
      ),
      UNIVERSITIES,
      OFFERINGS,
      BATCH,
    );
    expect(plan.changed.map((c) => [c.line, c.offeringId, c.field, c.old, c.new])).toEqual([
      [2, 'eng2', 'thanwyaa_firstYear_score', '80', '81'],
      [5, 'eng3', 'thanwyaa_firstYear_score', null, '75'],
      [7, 'alx', 'thanwyaa_fourthYear_score', null, '-'],
    ]);
    expect(plan.changed[0]).toMatchObject({
      universityName: 'الجامعة الألمانية بالقاهرة',
      facultyName: 'كلية الهندسة',
      index: 2,
    });
    expect(plan.unchanged).toBe(3);
    expect(plan.refused.map((r) => [r.line, r.reasons])).toEqual([
      [8, [SCORE_IMPORT_MESSAGES.university('NOPE')]],
      [9, [SCORE_IMPORT_MESSAGES.category('AUC')]],
      [10, [SCORE_IMPORT_MESSAGES.faculty('GUC', 'DENT', 'normal')]],
      [11, [SCORE_IMPORT_MESSAGES.ambiguous('GUC', 'ENG', 'normal', [2, 3])]],
      [12, [SCORE_IMPORT_MESSAGES.noSuchIndex('GUC', 'ENG', 'normal', 9)]],
      [13, [SCORE_IMPORT_MESSAGES.score('120')]],
    ]);
    expect(scorePlanCounts(plan)).toEqual({ rows: 12, changed: 3, unchanged: 3, refused: 6 });
  });

  it('refuses every row of a score the file sets twice, even with the same value', () => {
    const plan = planScoreImport(
      rowsOf({ score: '95' }, { score: '96', index: '1' }, { score: '50', year: '2' }),
      UNIVERSITIES,
      OFFERINGS,
      BATCH,
    );
    expect(plan.refused.map((r) => [r.line, r.reasons])).toEqual([
      [2, [SCORE_IMPORT_MESSAGES.duplicate([2, 3])]],
      [3, [SCORE_IMPORT_MESSAGES.duplicate([2, 3])]],
    ]);
    expect(plan.changed.map((c) => c.line)).toEqual([4]);
  });

  it('groups the changes per offering (one write each)', () => {
    const plan = planScoreImport(
      rowsOf({ score: '91' }, { year: '2', score: '89' }, { faculty_code: 'ENG', index: '2', score: '81' }),
      UNIVERSITIES,
      OFFERINGS,
      BATCH,
    );
    expect([...changesByOffering(plan.changed)]).toEqual([
      ['med', { thanwyaa_firstYear_score: '91', thanwyaa_secondYear_score: '89', score_source: BATCH_SOURCE }],
      ['eng2', { thanwyaa_firstYear_score: '81', score_source: BATCH_SOURCE }],
    ]);
  });
});

describe('the source of each changed score (issue 22)', () => {
  const own = { source_url: 'https://guc.edu.eg/admission', academic_year: '2025-26', source_kind: 'university' };
  it.each([
    ['no source at all: the changed score is refused for it', [{ score: '91' }], null, [], [2]],
    ['the batch source covers every row', [{ score: '91' }, { year: '2', score: '89' }], BATCH, [2, 3], []],
    ['a row’s own columns win over the batch', [{ score: '91', ...own }], BATCH, [2], []],
    ['a row with an address but no year', [{ score: '91', source_url: 'https://a.eg' }], BATCH, [], [2]],
    ['a batch without a year', [{ score: '91' }], { url: 'https://a.eg' }, [], [2]],
    ['a score set to "-" needs no source', [{ score: '-' }], null, [2], []],
    ['an unchanged score needs no source', [{ score: '90' }], null, [], []],
    [
      'two scores of one faculty with different sources: both refused',
      [
        { score: '91', ...own },
        { year: '2', score: '89' },
      ],
      BATCH,
      [],
      [2, 3],
    ],
  ] as const)('%s', (_name, rows, batch, changed, refusedForSource) => {
    const plan = planScoreImport(rowsOf(...rows), UNIVERSITIES, OFFERINGS, batch);
    expect(plan.changed.map((c) => c.line)).toEqual(changed);
    expect(sourceRefusedLines(plan)).toEqual(refusedForSource);
  });

  it('names the rule’s messages on a refused row and keeps the cleaned source on a change', () => {
    const refused = planScoreImport(rowsOf({ score: '91' }), UNIVERSITIES, OFFERINGS).refused[0];
    expect(refused.reasons).toEqual([PROVENANCE_MESSAGES.sourceRequired, PROVENANCE_MESSAGES.yearRequired]);
    const changed = planScoreImport(rowsOf({ score: '91', ...own }), UNIVERSITIES, OFFERINGS).changed[0];
    expect(changed.source).toEqual({ url: own.source_url, kind: 'university', academic_year: '2025/2026' });
  });
});

describe('the export and the template', () => {
  it('lists every stored score of private and national universities in the template columns', () => {
    const table = scoreExportTable(UNIVERSITIES, OFFERINGS);
    expect(table[0]).toEqual([...SCORE_FILE_COLUMNS]);
    expect(table.slice(1)).toEqual([
      ['GUC', 'ENG', 'dual', '1', 'azhar', 'second', '70', '', '', '', 'برنامج مزدوج'],
      ['GUC', 'MED', 'normal', '1', 'thanwyaa', 'first', '90', BATCH.url, '2025/2026', 'staff', 'كلية الطب'],
      ['GUC', 'MED', 'normal', '1', 'wafdeen', '', '-', BATCH.url, '2025/2026', 'staff', 'كلية الطب'],
      ['GUC', 'ENG', 'normal', '2', 'thanwyaa', 'first', '80', '', '', '', 'كلية الهندسة'],
    ]);
  });

  it('an export imported again is all unchanged', () => {
    const { rows } = scoreRowsFromTable(scoreExportTable(UNIVERSITIES, OFFERINGS));
    const plan = planScoreImport(rows, UNIVERSITIES, OFFERINGS);
    expect(scorePlanCounts(plan)).toEqual({ rows: 4, changed: 0, unchanged: 4, refused: 0 });
  });

  it('the template is the header row', () => {
    expect(scoreTemplateTable()).toEqual([[...SCORE_FILE_COLUMNS]]);
    expect(scoreRowsFromTable(scoreTemplateTable()).problem).toBe(SCORE_IMPORT_MESSAGES.noRows);
  });

  it('the log target says the counts', () => {
    expect(scoreImportLogTarget({ changed: 12, unchanged: 30, refused: 3 })).toBe(
      'تحديث جماعي للحد الأدنى للقبول: 12 تغيّرت، 30 دون تغيير، 3 مرفوضة',
    );
  });
});
