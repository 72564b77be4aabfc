import { describe, expect, it } from 'vitest';
import { attachment, csvCell, csvLine, csvStream, keysetRows } from '../src/lib/csv.ts';

describe('CSV files', () => {
  it('quotes what must be quoted and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('neutralises cells a spreadsheet would run as a formula, not numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('-10.00')).toBe('-10.00');
    expect(csvCell(-3)).toBe('-3');
  });

  it('streams the header and the rows, CRLF lines', async () => {
    async function* rows() {
      yield ['a', 1];
      yield ['=b', 2];
    }
    let text = '';
    for await (const chunk of csvStream(['name', 'n'], rows())) text += String(chunk);
    expect(text).toBe("name,n\r\na,1\r\n'=b,2\r\n");
    expect(csvLine(['x', null])).toBe('x,\r\n');
    expect(attachment('kalaro report "1".csv')).toBe(
      'attachment; filename="kalaro_report__1_.csv"',
    );
  });

  it('groups lines into chunks of about 16 KB instead of one write per line', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`row ${i}`, i]);
    const chunks: string[] = [];
    for await (const chunk of csvStream(['name', 'n'], rows)) chunks.push(String(chunk));
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.length).toBeLessThan(20);
    expect(chunks.slice(0, -1).every((c) => c.length >= 16_384 && c.length < 16_384 + 64)).toBe(
      true,
    );
    expect(chunks.join('').split('\r\n')).toHaveLength(5002);
  });

  it('reads keyset pages one at a time, each after the last key, until a short page', async () => {
    const data = Array.from({ length: 7 }, (_, i) => i + 1);
    const asked: (number | undefined)[] = [];
    const rows = keysetRows(
      async (after: number | undefined, size) => {
        asked.push(after);
        return data.filter((n) => after === undefined || n > after).slice(0, size);
      },
      (n) => n,
      3,
    );
    const first = await rows.next();
    expect(first.value).toBe(1);
    expect(asked).toEqual([undefined]);
    const rest: number[] = [];
    for await (const n of { [Symbol.asyncIterator]: () => rows }) rest.push(n);
    expect(rest).toEqual([2, 3, 4, 5, 6, 7]);
    expect(asked).toEqual([undefined, 3, 6]);
  });
});
