/**
 * Bulk score import (spec 3 §2 `/admin/update-scores`: "bulk update of minimum scores for all
 * private and national universities"): the file's columns, one row's validation with an Arabic
 * reason, and the plan — the rows that change (old → new), the unchanged ones and the refused
 * ones. The screen, the CMS endpoints and `npm run import:scores` all use these rules; the file is
 * parsed by a library (papaparse, read-excel-file) into a table of cells before it comes here.
 */
import { OFFERING_FACULTY_CODES, SCORE_TRACKS, STUDY_YEARS, trackYearField, type StudyYear } from './catalog';
import type { UniversityCategory } from './catalog';
import { PROVENANCE_MESSAGES, validateFigureSource, type FigureSource } from './provenance';
import { isFigure, sameSource } from './figure-sources';

/** The columns of the template and the export, in order. `faculty_name` is for reading only. */
export const SCORE_FILE_COLUMNS = [
  'university_code',
  'faculty_code',
  'program',
  'index',
  'track',
  'year',
  'score',
  'source_url',
  'academic_year',
  'source_kind',
  'faculty_name',
] as const;
export type ScoreFileColumn = (typeof SCORE_FILE_COLUMNS)[number];
/** The columns an import reads (the others, `faculty_name` included, are ignored). */
export const SCORE_IMPORT_COLUMNS = SCORE_FILE_COLUMNS.filter((c) => c !== 'faculty_name');
const REQUIRED_COLUMNS: readonly ScoreFileColumn[] = [
  'university_code',
  'faculty_code',
  'program',
  'track',
  'year',
  'score',
];

/** Arabic names of the columns, for reasons and the screen's help text. */
export const SCORE_COLUMN_LABELS: Record<ScoreFileColumn, string> = {
  university_code: 'رمز الجامعة',
  faculty_code: 'رمز الكلية',
  program: 'البرنامج',
  index: 'الترتيب',
  track: 'الشهادة',
  year: 'السنة',
  score: 'الدرجة',
  source_url: 'رابط المصدر',
  academic_year: 'العام الدراسي',
  source_kind: 'نوع المصدر',
  faculty_name: 'اسم الكلية',
};

/** Programs: the offering's `normal_or_Dual`. */
export const SCORE_PROGRAMS = ['normal', 'dual'] as const;
export type ScoreProgram = (typeof SCORE_PROGRAMS)[number];
/** Tracks: the three certificate tracks of the score fields, and the arrivals (wafdeen) score. */
export const SCORE_IMPORT_TRACKS = [...SCORE_TRACKS, 'wafdeen'] as const;
export type ScoreImportTrack = (typeof SCORE_IMPORT_TRACKS)[number];
/** Only these categories are updated in bulk (spec 3 §2). */
export const SCORE_IMPORT_CATEGORIES: readonly UniversityCategory[] = ['private', 'national'];
/** At most this many rows in one file (with the 1 MB body limit of the CMS). */
export const MAX_SCORE_FILE_ROWS = 15_000;

export const SCORE_IMPORT_MESSAGES = {
  emptyFile: 'الملف فارغ: لا يحتوي على صف عناوين ولا على درجات',
  missingColumns: (names: string[]) => `الملف لا يحتوي على الأعمدة المطلوبة: ${names.join('، ')}`,
  tooManyRows: `الملف يحتوي على أكثر من ${MAX_SCORE_FILE_ROWS} صف؛ قسّمه إلى ملفات أصغر`,
  noRows: 'الملف لا يحتوي على أي صف درجات تحت صف العناوين',
  badTable: 'محتوى الملف غير صالح: يجب أن يكون جدولًا من الصفوف والخانات',
  missingFields: (names: string[]) => `حقول ناقصة: ${names.join('، ')}`,
  program: (value: string) => `البرنامج غير معروف: ${value} (المسموح: normal أو dual)`,
  track: (value: string) => `الشهادة غير معروفة: ${value} (المسموح: ${SCORE_IMPORT_TRACKS.join(' أو ')})`,
  year: (value: string) => `السنة غير صحيحة: ${value} (المسموح: first … fifth أو 1 … 5)`,
  wafdeenYear: 'درجة الوافدين لا ترتبط بسنة: اترك خانة السنة فارغة',
  score: (value: string) => `الدرجة غير صحيحة: ${value} (رقم من 0 إلى 100 أو -)`,
  index: (value: string) => `الترتيب غير صحيح: ${value} (رقم صحيح موجب)`,
  facultyCode: (value: string) => `رمز كلية غير معروف: ${value}`,
  university: (code: string) => `جامعة غير معروفة: ${code}`,
  category: (code: string) => `الجامعة ${code} ليست خاصة ولا أهلية؛ التحديث الجماعي يخص الجامعات الخاصة والأهلية فقط`,
  faculty: (code: string, faculty: string, program: string) =>
    `كلية غير معروفة: لا توجد كلية ${faculty} (${program}) في جامعة ${code}`,
  noSuchIndex: (code: string, faculty: string, program: string, index: number) =>
    `لا توجد كلية ${faculty} (${program}) بالترتيب ${index} في جامعة ${code}`,
  ambiguous: (code: string, faculty: string, program: string, indexes: number[]) =>
    `أكثر من كلية ${faculty} (${program}) في جامعة ${code}: حدّد الترتيب (${indexes.join('، ')})`,
  duplicate: (lines: number[]) => `الدرجة نفسها مكررة في الملف (الصفوف ${lines.join('، ')})`,
  sourceConflict: (lines: number[]) =>
    `درجات الكلية نفسها بمصادر أو أعوام مختلفة في الملف (الصفوف ${lines.join('، ')}): للكلية مصدر واحد لدرجاتها`,
  /** The apply of a file with a changed score without a source: nothing is written. */
  sourceMissing: (lines: number[]) =>
    `كل درجة تتغيّر تحتاج رابط مصدر وعامًا دراسيًا: أدخلهما للدفعة كلها أو في عمودي source_url وacademic_year (الصفوف ${lines.join('، ')})`,
} as const;

/** A row as the file gave it (trimmed text), with its line in the file (the header is line 1). */
export interface ScoreFileRow {
  line: number;
  cells: Record<(typeof SCORE_IMPORT_COLUMNS)[number], string>;
}

/** A cell as text: numbers as JavaScript writes them, empty for null/undefined, trimmed. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value.trim() : '';
}

const headerKey = (value: unknown) => cellText(value).toLowerCase().replace(/\s+/g, '_');
const isBlankRow = (row: unknown[]) => row.every((c) => cellText(c) === '');

/**
 * The table of a parsed file (first row: the column names, in any order and letter case) as
 * rows of the import columns. A file-level problem (not a table, no header, a required column
 * missing, too many rows) refuses the whole file. Blank rows are skipped; lines keep counting.
 */
export function scoreRowsFromTable(table: unknown): { rows: ScoreFileRow[]; problem?: string } {
  if (!Array.isArray(table) || !table.every(Array.isArray))
    return { rows: [], problem: SCORE_IMPORT_MESSAGES.badTable };
  const lines = table as unknown[][];
  const headerAt = lines.findIndex((r) => !isBlankRow(r));
  if (headerAt < 0) return { rows: [], problem: SCORE_IMPORT_MESSAGES.emptyFile };
  const header = lines[headerAt].map(headerKey);
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) {
    return {
      rows: [],
      problem: SCORE_IMPORT_MESSAGES.missingColumns(missing.map((c) => `${c} (${SCORE_COLUMN_LABELS[c]})`)),
    };
  }
  const position = Object.fromEntries(SCORE_IMPORT_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof SCORE_IMPORT_COLUMNS)[number],
    number
  >;
  const rows: ScoreFileRow[] = [];
  for (let i = headerAt + 1; i < lines.length; i += 1) {
    if (isBlankRow(lines[i])) continue;
    if (rows.length >= MAX_SCORE_FILE_ROWS) return { rows: [], problem: SCORE_IMPORT_MESSAGES.tooManyRows };
    const cells = Object.fromEntries(
      SCORE_IMPORT_COLUMNS.map((c) => [c, position[c] < 0 ? '' : cellText(lines[i][position[c]])]),
    ) as ScoreFileRow['cells'];
    rows.push({ line: i + 1, cells });
  }
  if (!rows.length) return { rows: [], problem: SCORE_IMPORT_MESSAGES.noRows };
  return { rows };
}

/**
 * The same table with only the columns an import reads (header kept, rows in place so the line
 * numbers stay): what the screen sends to the CMS, so a file of many rows stays under the body limit.
 */
export function compactScoreTable(table: unknown[][]): string[][] {
  const headerAt = table.findIndex((r) => !isBlankRow(r));
  if (headerAt < 0) return [];
  const header = table[headerAt].map(headerKey);
  const keep = SCORE_IMPORT_COLUMNS.map((c) => header.indexOf(c)).filter((i) => i >= 0);
  return table.map((row, i) => (i < headerAt || isBlankRow(row) ? [] : keep.map((k) => cellText(row[k]))));
}

const YEAR_NUMBERS: Record<string, StudyYear> = {
  '1': 'first',
  '2': 'second',
  '3': 'third',
  '4': 'fourth',
  '5': 'fifth',
};

/** '-' or a number from 0 to 100, written without leading zeros or trailing decimal zeros. */
export function normaliseImportScore(value: string): string | null {
  const s = value.trim();
  if (s === '-') return '-';
  if (!/^\d{1,3}(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return n >= 0 && n <= 100 ? String(n) : null;
}

/** A row that passed the format checks: what it names and the value it sets. */
export interface ScoreRowTarget {
  universityCode: string;
  facultyCode: string;
  program: ScoreProgram;
  index: number | null;
  track: ScoreImportTrack;
  year: StudyYear | null;
  /** The offering's field: `thanwyaa_firstYear_score`, …, or `wafdeen_score`. */
  field: string;
  score: string;
}

/** The format of one row (not the lookups): the target, or the Arabic reasons it is refused. */
export function checkScoreRow(cells: ScoreFileRow['cells']): { target?: ScoreRowTarget; reasons: string[] } {
  const reasons: string[] = [];
  const track = cells.track.trim();
  const isWafdeen = track.toLowerCase() === 'wafdeen';
  const missing = REQUIRED_COLUMNS.filter(
    (c) => cells[c as keyof typeof cells].trim() === '' && !(c === 'year' && isWafdeen),
  );
  if (missing.length)
    return { reasons: [SCORE_IMPORT_MESSAGES.missingFields(missing.map((c) => SCORE_COLUMN_LABELS[c]))] };

  const program = SCORE_PROGRAMS.find((p) => p === cells.program.toLowerCase());
  if (!program) reasons.push(SCORE_IMPORT_MESSAGES.program(cells.program));
  const trackValue = SCORE_IMPORT_TRACKS.find((t) => t.toLowerCase() === track.toLowerCase());
  if (!trackValue) reasons.push(SCORE_IMPORT_MESSAGES.track(track));
  let year: StudyYear | null = null;
  const yearText = cells.year.trim().toLowerCase();
  if (isWafdeen) {
    if (yearText && yearText !== '-') reasons.push(SCORE_IMPORT_MESSAGES.wafdeenYear);
  } else {
    year = (STUDY_YEARS as readonly string[]).includes(yearText)
      ? (yearText as StudyYear)
      : (YEAR_NUMBERS[yearText] ?? null);
    if (!year) reasons.push(SCORE_IMPORT_MESSAGES.year(cells.year));
  }
  const score = normaliseImportScore(cells.score);
  if (score === null) reasons.push(SCORE_IMPORT_MESSAGES.score(cells.score));
  let index: number | null = null;
  if (cells.index.trim() !== '') {
    index = /^\d{1,6}$/.test(cells.index.trim()) ? Number(cells.index.trim()) : 0;
    if (index < 1) reasons.push(SCORE_IMPORT_MESSAGES.index(cells.index));
  }
  const facultyCode = cells.faculty_code.trim().toUpperCase();
  if (!(OFFERING_FACULTY_CODES as readonly string[]).includes(facultyCode))
    reasons.push(SCORE_IMPORT_MESSAGES.facultyCode(cells.faculty_code));
  if (reasons.length || !program || !trackValue || score === null) return { reasons };
  return {
    reasons,
    target: {
      universityCode: cells.university_code.trim().toUpperCase(),
      facultyCode,
      program,
      index,
      track: trackValue,
      year,
      field: trackValue === 'wafdeen' ? 'wafdeen_score' : trackYearField(trackValue, year as StudyYear, 'score'),
      score,
    },
  };
}

/** A university as the import knows it. */
export interface ImportUniversity {
  code: string;
  name: string;
  category: UniversityCategory | string;
}

/** A faculty offering as the import knows it: its key and its stored score fields. */
export interface ImportOffering {
  id: string;
  universityCode: string;
  facultyCode: string;
  facultyName: string;
  program: string;
  index: number | null;
  scores: Record<string, string | null | undefined>;
  /** The stored `score_source` (the export writes it beside each score). */
  source?: Partial<FigureSource> | null;
}

export interface ScoreChange {
  line: number;
  offeringId: string;
  universityCode: string;
  universityName: string;
  facultyCode: string;
  facultyName: string;
  program: ScoreProgram;
  index: number | null;
  track: ScoreImportTrack;
  year: StudyYear | null;
  field: string;
  old: string | null;
  new: string;
  /**
   * The source the new score is written with (the row's own columns, else the batch's); null for
   * a score set to '-' (no figure: nothing is claimed, no source needed).
   */
  source: FigureSource | null;
}

export interface ScoreRefusal {
  line: number;
  cells: ScoreFileRow['cells'];
  reasons: string[];
  /** Refused for its source (missing, malformed, or not the one of its faculty's other scores). */
  source?: boolean;
}

export interface ScoreImportPlan {
  rows: number;
  changed: ScoreChange[];
  unchanged: number;
  refused: ScoreRefusal[];
}

const stored = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : null);

/**
 * The plan of a file against the stored data: each valid row names one offering's score field;
 * a different stored value is a change, an equal one unchanged. Refused: format problems,
 * unknown university or faculty, a university outside private/national, an offering the row
 * cannot tell apart (several of the same faculty and program without `index`), and every row of
 * a score the file sets more than once.
 */
export function planScoreImport(
  rows: ScoreFileRow[],
  universities: ImportUniversity[],
  offerings: ImportOffering[],
  batchSource: Partial<FigureSource> | null = null,
): ScoreImportPlan {
  const byCode = new Map(universities.map((u) => [u.code.toUpperCase(), u]));
  const offeringsOf = new Map<string, ImportOffering[]>();
  for (const o of offerings) {
    const key = `${o.universityCode.toUpperCase()}|${o.facultyCode.toUpperCase()}|${o.program}`;
    offeringsOf.set(key, [...(offeringsOf.get(key) ?? []), o]);
  }
  const refused: ScoreRefusal[] = [];
  const resolved: {
    row: ScoreFileRow;
    target: ScoreRowTarget;
    offering: ImportOffering;
    university: ImportUniversity;
  }[] = [];
  for (const row of rows) {
    const { target, reasons } = checkScoreRow(row.cells);
    const refuse = (reason: string) => refused.push({ line: row.line, cells: row.cells, reasons: [reason] });
    if (!target) {
      refused.push({ line: row.line, cells: row.cells, reasons });
      continue;
    }
    const university = byCode.get(target.universityCode);
    if (!university) {
      refuse(SCORE_IMPORT_MESSAGES.university(row.cells.university_code));
      continue;
    }
    if (!SCORE_IMPORT_CATEGORIES.includes(university.category as UniversityCategory)) {
      refuse(SCORE_IMPORT_MESSAGES.category(university.code));
      continue;
    }
    const candidates = offeringsOf.get(`${target.universityCode}|${target.facultyCode}|${target.program}`) ?? [];
    const args = [university.code, target.facultyCode, target.program] as const;
    if (!candidates.length) {
      refuse(SCORE_IMPORT_MESSAGES.faculty(...args));
      continue;
    }
    const matching = target.index === null ? candidates : candidates.filter((o) => o.index === target.index);
    if (!matching.length) {
      refuse(SCORE_IMPORT_MESSAGES.noSuchIndex(...args, target.index as number));
      continue;
    }
    if (matching.length > 1) {
      const indexes = [...new Set(matching.map((o) => o.index ?? 0))].sort((a, b) => a - b);
      refuse(SCORE_IMPORT_MESSAGES.ambiguous(...args, indexes));
      continue;
    }
    resolved.push({ row, target, offering: matching[0], university });
  }

  const linesOf = new Map<string, number[]>();
  for (const r of resolved) {
    const key = `${r.offering.id}|${r.target.field}`;
    linesOf.set(key, [...(linesOf.get(key) ?? []), r.row.line]);
  }
  const changed: ScoreChange[] = [];
  let unchanged = 0;
  for (const { row, target, offering, university } of resolved) {
    const lines = linesOf.get(`${offering.id}|${target.field}`) as number[];
    if (lines.length > 1) {
      refused.push({ line: row.line, cells: row.cells, reasons: [SCORE_IMPORT_MESSAGES.duplicate(lines)] });
      continue;
    }
    const old = stored(offering.scores[target.field]);
    if (old === target.score) {
      unchanged += 1;
      continue;
    }
    const source = isFigure('score', target.score) ? rowSource(row, batchSource) : ({ ok: true, value: null } as const);
    if (source.ok === false) {
      refused.push({ line: row.line, cells: row.cells, reasons: source.reasons, source: true });
      continue;
    }
    changed.push({
      line: row.line,
      offeringId: offering.id,
      universityCode: university.code,
      universityName: university.name,
      facultyCode: target.facultyCode,
      facultyName: offering.facultyName,
      program: target.program,
      index: offering.index,
      track: target.track,
      year: target.year,
      field: target.field,
      old,
      new: target.score,
      source: source.value,
    });
  }
  // One offering has one score source: its changed scores must name the same one.
  const byOffering = new Map<string, ScoreChange[]>();
  for (const c of changed) if (c.source) byOffering.set(c.offeringId, [...(byOffering.get(c.offeringId) ?? []), c]);
  const conflicting = new Set<ScoreChange>();
  for (const list of byOffering.values())
    if (list.some((c) => !sameSource(c.source, list[0].source))) list.forEach((c) => conflicting.add(c));
  for (const c of conflicting) {
    const lines = (byOffering.get(c.offeringId) as ScoreChange[]).map((o) => o.line);
    const row = rows.find((r) => r.line === c.line) as ScoreFileRow;
    refused.push({
      line: c.line,
      cells: row.cells,
      reasons: [SCORE_IMPORT_MESSAGES.sourceConflict(lines)],
      source: true,
    });
  }
  refused.sort((a, b) => a.line - b.line);
  return { rows: rows.length, changed: changed.filter((c) => !conflicting.has(c)), unchanged, refused };
}

/**
 * The source of a changed score: the row's own `source_url`, `academic_year` and `source_kind`
 * when it fills any of them, else the batch's (one source and year for the whole file, asked by
 * the screen and by `--source-url`/`--academic-year` of the command line). Checked by the domain's
 * one rule (`validateFigureSource`): an http(s) address and an academic year, kind staff by default.
 */
export function rowSource(
  row: ScoreFileRow,
  batchSource: Partial<FigureSource> | null,
): { ok: true; value: FigureSource } | { ok: false; reasons: string[] } {
  const own = row.cells.source_url !== '' || row.cells.academic_year !== '' || row.cells.source_kind !== '';
  const input = own
    ? { url: row.cells.source_url, academic_year: row.cells.academic_year, kind: row.cells.source_kind }
    : batchSource;
  const checked = validateFigureSource(input ?? null);
  if (checked.ok === false) return { ok: false, reasons: checked.errors.map((p) => p.message) };
  return { ok: true, value: checked.value };
}

/** The lines refused for their source: an apply with any of them writes nothing. */
export const sourceRefusedLines = (plan: ScoreImportPlan): number[] =>
  plan.refused.filter((r) => r.source).map((r) => r.line);

/** The message of a batch without a source for every changed score. */
export const scoreSourceMissingMessage = (lines: number[]) =>
  lines.length ? SCORE_IMPORT_MESSAGES.sourceMissing(lines.slice(0, 20)) : PROVENANCE_MESSAGES.sourceRequired;

/** The stored changes grouped per offering: one write each. */
export function changesByOffering(
  changes: ScoreChange[],
): Map<string, Record<string, string> & { score_source?: FigureSource }> {
  const out = new Map<string, Record<string, string> & { score_source?: FigureSource }>();
  for (const c of changes)
    out.set(c.offeringId, {
      ...(out.get(c.offeringId) ?? {}),
      [c.field]: c.new,
      ...(c.source ? { score_source: c.source } : {}),
    } as never);
  return out;
}

/** `GUC · ENG · normal · 2 · thanwyaa · first`: one score in the log's before/after. */
export const scoreChangeLabel = (c: ScoreChange) =>
  [c.universityCode, c.facultyCode, c.program, c.index ?? '', c.track, c.year ?? '']
    .filter((p) => p !== '')
    .join(' · ');

/** The export (and template) rows of the stored scores: one per offering and score field that has a value. */
export function scoreExportTable(universities: ImportUniversity[], offerings: ImportOffering[]): string[][] {
  const byCode = new Map(universities.map((u) => [u.code.toUpperCase(), u]));
  const fields: { track: ScoreImportTrack; year: StudyYear | null; field: string }[] = [
    ...SCORE_TRACKS.flatMap((track) =>
      STUDY_YEARS.map((year) => ({ track, year, field: trackYearField(track, year, 'score') })),
    ),
    { track: 'wafdeen', year: null, field: 'wafdeen_score' },
  ];
  const rows: string[][] = [];
  const sorted = offerings
    .filter((o) =>
      SCORE_IMPORT_CATEGORIES.includes(byCode.get(o.universityCode.toUpperCase())?.category as UniversityCategory),
    )
    .sort(
      (a, b) =>
        a.universityCode.localeCompare(b.universityCode) ||
        a.program.localeCompare(b.program) ||
        (a.index ?? 0) - (b.index ?? 0) ||
        a.facultyCode.localeCompare(b.facultyCode),
    );
  for (const o of sorted) {
    for (const f of fields) {
      const value = stored(o.scores[f.field]);
      if (value === null || value === '') continue;
      rows.push([
        o.universityCode,
        o.facultyCode,
        o.program,
        o.index === null ? '' : String(o.index),
        f.track,
        f.year ?? '',
        value,
        String(o.source?.url ?? ''),
        String(o.source?.academic_year ?? ''),
        String(o.source?.kind ?? ''),
        o.facultyName,
      ]);
    }
  }
  return [[...SCORE_FILE_COLUMNS], ...rows];
}

/** The downloadable template: the header row only (an example row would be imported if left in). */
export function scoreTemplateTable(): string[][] {
  return [[...SCORE_FILE_COLUMNS]];
}

/** The counts a plan reports (the answer's summary, the log entry, the command line). */
export const scorePlanCounts = (plan: ScoreImportPlan) => ({
  rows: plan.rows,
  changed: plan.changed.length,
  unchanged: plan.unchanged,
  refused: plan.refused.length,
});

/** The log entry's target: 'تحديث جماعي للحد الأدنى للقبول: 12 تغيّرت، 30 دون تغيير، 3 مرفوضة'. */
export const scoreImportLogTarget = (c: { changed: number; unchanged: number; refused: number }) =>
  `تحديث جماعي للحد الأدنى للقبول: ${c.changed} تغيّرت، ${c.unchanged} دون تغيير، ${c.refused} مرفوضة`;
