import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { shaperText, visualRuns, wrapWords } from '../../scripts/seed/bidi-lines.mjs';
import { countPdfPages, pdfInput, writePdfs } from '../../scripts/seed/pdfs.mjs';

/**
 * The PDFs the seed writes (portfolio, yearly guide, KSIU transport guide) read right to left:
 * Arabic words in reading order, joined, with numbers and Latin words in place. Their text is taken
 * back with poppler's pdftotext, as a reader's copy and paste or a search engine would.
 */

const DATA = path.resolve(__dirname, '..', '..', 'scripts', 'seed', 'data');
const data = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8'));

describe('a right-to-left line in drawing order', () => {
  it.each([
    ['Arabic only: one run, laid out right to left', 'من نحن', [['من نحن', true]]],
    [
      'a number keeps its digits left to right, between the words around it',
      'انطلقت في أغسطس 2024 على يد',
      [
        [' على يد', true],
        ['2024', false],
        ['انطلقت في أغسطس ', true],
      ],
    ],
    [
      'a Latin word inside Arabic',
      'نصدر دليلًا بصيغة PDF يمكن',
      [
        [' يمكن', true],
        ['PDF', false],
        ['نصدر دليلًا بصيغة ', true],
      ],
    ],
    [
      'brackets are mirrored and the final stop goes to the left end',
      'الرسوم (2023/2024).',
      [
        ['(.', true],
        ['2023/2024', false],
        ['الرسوم )', true],
      ],
    ],
    [
      'an isolated date keeps its order (after Arabic, a bare 2026-01-30 would read 30-01-2026); the isolate marks are not drawn',
      'تاريخ البيانات: \u20662026-01-30\u2069',
      [
        ['2026-01-30', false],
        ['تاريخ البيانات: ', true],
      ],
    ],
    ['Latin only', 'https://www.bue.edu.eg', [['https://www.bue.edu.eg', false]]],
    ['nothing', '', []],
  ])('%s', (_name, line, runs) => {
    expect(visualRuns(line).map((r) => [r.text, r.rtl])).toEqual(runs);
  });

  it.each([
    [
      'Arabic words go to a shaper as written (it lays them out right to left)',
      { text: ' على يد', rtl: true },
      ' على يد',
    ],
    ['right-to-left punctuation alone is reversed here', { text: '(.', rtl: true }, '.('],
    ['a left-to-right run is unchanged', { text: '2023/2024', rtl: false }, '2023/2024'],
  ])('%s', (_name, run, text) => {
    expect(shaperText(run)).toBe(text);
  });

  it.each([
    ['fills each line with whole words', 'aa bb cc dd', 5, ['aa bb', 'cc dd']],
    ['a word wider than the line is cut into pieces that fit', 'a bbbbbbbbb c', 4, ['a', 'bbbb', 'bbbb', 'b c']],
    ['runs of spaces and line breaks are one space', ' aa \n bb ', 10, ['aa bb']],
    ['an empty paragraph has no line', '  ', 10, []],
  ])('wrapWords: %s', (_name, text, width, lines) => {
    expect(wrapWords(text, (s) => s.length, width)).toEqual(lines);
  });
});

describe('the seed PDFs', () => {
  let files: { portfolio: string; guide: string; transport: string };
  const text = (file: string, first: number, last = first) =>
    execFileSync('pdftotext', ['-f', String(first), '-l', String(last), file, '-'], { encoding: 'utf8' })
      // pdftotext marks embedded runs with directional controls; a reader sees the text.
      .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
      .replace(/\s+/g, ' ');
  // Without spaces: pdftotext moves the spaces around an embedded number.
  const squashed = (s: string) => s.replace(/\s+/g, '');

  beforeAll(async () => {
    const input = pdfInput({
      universities: data('universities.json'),
      offerings: data('offerings.json'),
      pdfText: data('pdf-guide.json'),
    });
    files = await writePdfs(fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-pdfs-')), { ...input, asOf: '2026-01-30' });
  }, 120_000);

  it('the portfolio reads in order: the heading, then a sentence with a year inside it', () => {
    const page = text(files.portfolio, 2);
    expect(page).toContain('من نحن');
    expect(page).toContain('دليل مبادرة تطوعية غير هادفة للربح');
    expect(squashed(page)).toContain(squashed('انطلقت في أغسطس 2024 على يد مجموعة'));
    // A lam-alef ligature copies as «لا», not «ال».
    expect(page).toContain('بدأت الفكرة حين لاحظنا أن المعلومات عن الجامعات الخاصة والأهلية');
  });

  it('every cover shows the date of the data', () => {
    // (pdftotext places the colon and the date as it guesses; their drawn order is the table test's above)
    for (const file of Object.values(files)) {
      expect(text(file, 1)).toContain('تاريخ البيانات');
      expect(text(file, 1)).toContain('2026-01-30');
    }
  });

  it("the yearly guide is named from the data's academic year, not 2023-2024 (title and file name)", () => {
    expect(path.basename(files.guide)).toBe('dalil-guide-2025-2026.pdf');
    expect(text(files.guide, 1)).toContain('دليل الجامعات المصرية 2025/2026');
    expect(text(files.guide, 1)).not.toContain('2023');
  });

  it('the yearly guide has a readable page for each university of the data', () => {
    const all = text(files.guide, 1, 999);
    const bue = data('universities.json').find((u: { university_code: string }) => u.university_code === 'BUE');
    expect(all).toContain(bue.university_Arabic_Name);
    expect(all).toContain('الجامعة الألمانية بالقاهرة');
    expect(all).toContain(bue.website);
  });

  it('the yearly guide is made of its input: one page per university given, with its faculties', async () => {
    const input = pdfInput({ universities: [], offerings: [], pdfText: data('pdf-guide.json') });
    const university = {
      code: 'XYZ',
      name: 'جامعة المثال للعلوم',
      kind: 'الجامعات الخاصة',
      faculties: ['كلية الهندسة', 'كلية الصيدلة'],
      facultiesPartial: true,
      website: 'https://example.edu.eg',
    };
    const one = await writePdfs(fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-pdfs-')), {
      ...input,
      universities: [university],
    });
    const chapters = data('pdf-guide.json').guide.chapters.length;
    expect(countPdfPages(one.guide)).toBe(1 + chapters + 1);
    const page = text(one.guide, 2 + chapters);
    for (const words of ['جامعة المثال للعلوم', 'XYZ', 'الجامعات الخاصة', 'كلية الهندسة', 'كلية الصيدلة'])
      expect(page).toContain(words);
    expect(page).toContain('قد تضم الجامعة كليات أخرى — راجع موقعها');
    // The default date on the cover is the data's own (pdf-guide.json's as_of).
    expect(text(one.guide, 1)).toContain(data('pdf-guide.json').as_of);
  });

  it('the transport guide reads in order', () => {
    const cover = text(files.transport, 1);
    expect(cover).toContain('جامعة الملك سلمان الدولية');
  });
});
