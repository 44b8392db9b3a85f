import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from './import-texts';
import { columnLetter, isBlank, readCell } from './spreadsheet-cells';

const value = (cell: unknown) => {
  const reading = readCell(cell);
  return reading.ok ? reading.value : { problem: reading.message };
};

describe('readCell', () => {
  it('keeps plain values as they are', () => {
    const day = new Date(Date.UTC(2024, 2, 5));
    expect(value('W-01')).toBe('W-01');
    expect(value(' text ')).toBe(' text ');
    expect(value(12.5)).toBe(12.5);
    expect(value(0)).toBe(0);
    expect(value(false)).toBe(false);
    expect(value(day)).toBe(day);
  });

  it('reads no value for null and undefined', () => {
    expect(value(null)).toBeNull();
    expect(value(undefined)).toBeNull();
  });

  it('reads a formula as the result Excel saved, never evaluating it', () => {
    expect(value({ formula: 'A2*2', result: 25 })).toBe(25);
    expect(value({ sharedFormula: 'D2', result: 'W-01' })).toBe('W-01');
    const day = new Date(Date.UTC(2024, 2, 5));
    expect(value({ formula: 'TODAY()', result: day })).toBe(day);
    expect(value({ formula: 'IF(A2="","",A2)', result: '' })).toBe('');
  });

  it('refuses a formula without a saved result, or whose result is an error', () => {
    expect(value({ formula: 'A2*2' })).toEqual({ problem: IMPORT_MESSAGES.formulaWithoutResult });
    expect(value({ formula: '1/0', result: { error: '#DIV/0!' } })).toEqual({
      problem: IMPORT_MESSAGES.cellError('#DIV/0!'),
    });
    // the streaming reader gives Excel's saved #N/A of =NA() as NaN
    expect(value({ formula: 'NA()', result: NaN })).toEqual({ problem: IMPORT_MESSAGES.formulaError });
  });

  it('joins the runs of rich text', () => {
    expect(value({ richText: [{ text: 'W-' }, { font: { bold: true }, text: '01' }] })).toBe('W-01');
  });

  it('reads a hyperlink as its text, plain or rich', () => {
    expect(value({ text: 'W-01', hyperlink: 'https://example.org' })).toBe('W-01');
    expect(value({ text: { richText: [{ text: 'W-' }, { text: '01' }] }, hyperlink: '#A1' })).toBe('W-01');
  });

  it('refuses error values with the code the cell shows', () => {
    expect(value({ error: '#N/A' })).toEqual({ problem: IMPORT_MESSAGES.cellError('#N/A') });
    expect(IMPORT_MESSAGES.cellError('#N/A')).toContain('#N/A');
  });

  it('refuses what it cannot read: NaN (an error from the streaming reader), bad dates, other objects', () => {
    for (const cell of [NaN, Infinity, new Date('nope'), { sharedString: 3 }, [1, 2], () => 1]) {
      expect(value(cell)).toEqual({ problem: IMPORT_MESSAGES.unreadableCell });
    }
  });
});

describe('isBlank', () => {
  it('is true for no value and for spaces only', () => {
    expect([null, '', '   ', '\t'].map(isBlank)).toEqual([true, true, true, true]);
    expect([0, false, 'x', new Date(0)].map(isBlank)).toEqual([false, false, false, false]);
  });
});

describe('columnLetter', () => {
  it('labels columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
