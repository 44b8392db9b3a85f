import { describe, expect, it } from 'vitest';
import { copyField, copyFieldReader, copyLines, copyValue } from './copy-text';

async function* chunksOf(...parts: Buffer[]) {
  yield* parts;
}

async function linesOf(...parts: Buffer[]) {
  const lines: string[][] = [];
  for await (const page of copyLines(chunksOf(...parts))) lines.push(...page);
  return lines;
}

describe('COPY text', () => {
  it('writes and reads back text with tabs, line ends and backslashes, and null', () => {
    for (const text of ['tab\there', 'two\nlines', 'C:\\logs\\new', 'return\r', 'plain', 'Café ☃', '']) {
      expect(copyField(copyValue(text))).toBe(text);
    }
    expect(copyValue(null)).toBe('\\N');
    expect(copyField('\\N')).toBeNull();
    // what COPY TO writes for the control characters it names
    expect(copyField('a\\bb\\fc\\vd')).toBe('a\bb\fc\vd');
  });

  it('reads each column type as node-postgres gives it', () => {
    expect(copyFieldReader('integer')('42')).toBe(42);
    expect(copyFieldReader('double precision')('-1234.5')).toBe(-1234.5);
    expect(copyFieldReader('double precision')('\\N')).toBeNull();
    expect(copyFieldReader('boolean')('t')).toBe(true);
    expect(copyFieldReader('boolean')('f')).toBe(false);
    // kept as text: a number could not hold every bigint or numeric exactly
    expect(copyFieldReader('bigint')('9007199254740993')).toBe('9007199254740993');
    expect(copyFieldReader('numeric(10, 2)')('1.10')).toBe('1.10');
    expect(copyFieldReader('date')('2024-02-29')).toBe('2024-02-29');
    expect(copyFieldReader('time')('08:30:00')).toBe('08:30:00');
    expect(copyFieldReader('text')('a\\tb')).toBe('a\tb');
  });

  it('refuses to read a type the driver would make more of than its text', () => {
    expect(() => copyFieldReader('timestamp with time zone')).toThrow(/select it as text/);
    expect(() => copyFieldReader('jsonb')).toThrow(/select it as text/);
    expect(() => copyFieldReader('integer[]')).toThrow(/select it as text/);
  });

  it('reads rows whole when chunks cut a line and a character in two', async () => {
    const text = Buffer.from('1\tCafé ☃\n2\t\\N\n3\tlast\n');
    const snowman = text.indexOf(Buffer.from('☃'));
    expect(
      await linesOf(text.subarray(0, snowman + 1), text.subarray(snowman + 1, 15), text.subarray(15)),
    ).toEqual([
      ['1', 'Café ☃'],
      ['2', '\\N'],
      ['3', 'last'],
    ]);
  });

  it('fails when the text ends inside a row', async () => {
    await expect(linesOf(Buffer.from('1\tone\n2\ttw'))).rejects.toThrow('The COPY text ended inside a row.');
  });
});
