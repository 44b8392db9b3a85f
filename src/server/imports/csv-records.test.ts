import { describe, expect, it } from 'vitest';
import { csvRecords, UnclosedQuote } from './csv-records';

const recordsOf = (text: string | Buffer) =>
  [...csvRecords(typeof text === 'string' ? Buffer.from(text) : text)].flat();

describe('csvRecords', () => {
  it('splits records at the line end the file uses: CRLF, LF or CR', () => {
    const expected = [
      ['a', 'b'],
      ['1', '2'],
    ];
    expect(recordsOf('a,b\r\n1,2\r\n')).toEqual(expected);
    expect(recordsOf('a,b\n1,2\n')).toEqual(expected);
    expect(recordsOf('a,b\r1,2\r')).toEqual(expected);
    expect(recordsOf('a,b\n1,2')).toEqual(expected);
  });

  it('skips a byte order mark, keeps an empty line as a record of one empty field', () => {
    expect(recordsOf('\uFEFFa,b\r\n\r\n,\r\n')).toEqual([['a', 'b'], [''], ['', '']]);
  });

  it('reads quoted fields: commas, doubled quotes and line breaks inside them', () => {
    expect(recordsOf('"a, b","say ""hi""","two\r\nlines",""\r\nnext,row\r\n')).toEqual([
      ['a, b', 'say "hi"', 'two\r\nlines', ''],
      ['next', 'row'],
    ]);
  });

  it('is as lenient as a spreadsheet: uneven records, a quote inside a field, text after a closing quote', () => {
    expect(recordsOf('a,b,c\n5" pipe,x\n"Tape wet" recheck,y,z,extra\n')).toEqual([
      ['a', 'b', 'c'],
      ['5" pipe', 'x'],
      ['Tape wet recheck', 'y', 'z', 'extra'],
    ]);
  });

  it('keeps UTF-8 text whole, and a quoted line break that a chunk of the file ends in', () => {
    // past the reader's 1 MB chunks: the quoted field's line break and the accents fall on both sides
    const filler = Array.from({ length: 40_000 }, (_, index) => `${index},Niño ☃ 井 ${'x'.repeat(10)}`);
    const content = `${filler.join('\r\n')}\r\n"first\r\nsecond ""third""",é\r\nlast,row`;
    for (const shift of [0, 1, 7, 20_000]) {
      const records = recordsOf(`${'y'.repeat(shift)}${content}`);
      expect(records).toHaveLength(40_002);
      expect(records[1]).toEqual(['1', `Niño ☃ 井 ${'x'.repeat(10)}`]);
      expect(records[40_000]).toEqual(['first\r\nsecond "third"', 'é']);
      expect(records[40_001]).toEqual(['last', 'row']);
    }
  });

  it('gives its records in batches, a chunk of the file at a time', () => {
    const lines = Array.from({ length: 200_000 }, (_, index) => `${index},${'v'.repeat(20)}`);
    const batches = [...csvRecords(Buffer.from(lines.join('\n')))];
    expect(batches.length).toBeGreaterThan(3);
    expect(batches.flat().map((record) => record[0])).toEqual(lines.map((_, index) => String(index)));
  });

  it('refuses a quote never closed, naming the line it opened on', () => {
    expect(() => recordsOf('a,b\r\n1,2\r\n"3,4\r\n5,6\r\n')).toThrow(new UnclosedQuote(3));
    expect(() => recordsOf('a,b\n1,"2')).toThrow('a quote opened on line 2 is never closed');
  });
});
