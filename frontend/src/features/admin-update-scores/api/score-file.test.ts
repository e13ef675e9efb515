// @vitest-environment node
// Node's File has text() and arrayBuffer(), which jsdom's lacks; the browser's File has both.
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { readScoreFile, UnsupportedFileError } from './score-file';

const HEADER = ['university_code', 'faculty_code', 'program', 'index', 'track', 'year', 'score'];

describe('a score file read in the browser', () => {
  it('CSV (papaparse): a BOM, quoted cells and an extra column; only the import columns are kept, lines in place', async () => {
    const csv = `\uFEFF${[...HEADER, 'faculty_name'].join(',')}\nGUC,MED,normal,1,thanwyaa,first,93.5,"كلية الطب, البشري"\n\nBUE,ENG,dual,,wafdeen,,-,x\n`;
    expect(await readScoreFile(new File([csv], 'scores.CSV', { type: 'text/csv' }))).toEqual([
      HEADER,
      ['GUC', 'MED', 'normal', '1', 'thanwyaa', 'first', '93.5'],
      [],
      ['BUE', 'ENG', 'dual', '', 'wafdeen', '', '-'],
      [],
    ]);
  });

  it('xlsx (read-excel-file): numbers become text', async () => {
    const buffer = await writeExcelFile([HEADER, ['GUC', 'MED', 'normal', 1, 'azhar', 'second', 88.25]]).toBuffer();
    const file = new File([new Uint8Array(buffer)], 'scores.xlsx');
    expect(await readScoreFile(file)).toEqual([HEADER, ['GUC', 'MED', 'normal', '1', 'azhar', 'second', '88.25']]);
  });

  it('refuses other files before reading them', async () => {
    await expect(readScoreFile(new File(['x'], 'scores.pdf'))).rejects.toBeInstanceOf(UnsupportedFileError);
  });
});
