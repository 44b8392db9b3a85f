import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  acceptNumericEntry,
  formatCount,
  formatCurrency,
  formatNumber,
  parseReportNumber,
  readNumericEntry,
  roundTo,
} from './number-format';

const figure = (value: number | null) => ({ accepted: true, value });
const refused = { accepted: false };

describe('readNumericEntry', () => {
  it('reads digits with an optional leading minus and commas between groups of three digits', () => {
    expect(readNumericEntry('1234567', 0)).toEqual(figure(1234567));
    expect(readNumericEntry('1,234,567', 0)).toEqual(figure(1234567));
    expect(readNumericEntry('-1,000', 0)).toEqual(figure(-1000));
    expect(readNumericEntry(' 12 ', 0)).toEqual(figure(12));
    expect(readNumericEntry('007', 0)).toEqual(figure(7));
    expect(readNumericEntry('-0', 0)).toEqual(figure(0));
  });

  it("reads '-', empty and blank as no figure", () => {
    for (const decimals of [0, 2]) {
      for (const entry of ['', ' ', '-', ' - '])
        expect(readNumericEntry(entry, decimals)).toEqual(figure(null));
    }
  });

  it('refuses commas anywhere but between groups of three digits', () => {
    for (const entry of ['1,0,0', '1,00', '1,0000', '12345,678', ',100', '100,', '0,100', '1,,000', '-,1']) {
      expect(readNumericEntry(entry, 2), entry).toEqual(refused);
    }
  });

  it('refuses a decimal comma, as in 1.000,5', () => {
    expect(readNumericEntry('1.000,5', 2)).toEqual(refused);
    expect(readNumericEntry('1.000,5', 0)).toEqual(refused);
  });

  it('refuses a decimal point in a whole-number field instead of cutting the decimals', () => {
    for (const entry of ['7.9', '1,000.5', '7.', '.5', '.', '-.']) {
      expect(readNumericEntry(entry, 0), entry).toEqual(refused);
    }
  });

  it('reads up to the given number of decimals and refuses more', () => {
    expect(readNumericEntry('1,000.5', 2)).toEqual(figure(1000.5));
    expect(readNumericEntry('-0.25', 2)).toEqual(figure(-0.25));
    expect(readNumericEntry('.5', 2)).toEqual(figure(0.5));
    expect(readNumericEntry('12.', 2)).toEqual(figure(12));
    expect(readNumericEntry('10.456', 2)).toEqual(refused);
    expect(readNumericEntry('1.2.3', 2)).toEqual(refused);
  });

  it("reads '.' and '-.', a figure below 1 as it starts, as no figure while typing where decimals are kept", () => {
    expect(readNumericEntry('.', 2, 'typing')).toEqual(figure(null));
    expect(readNumericEntry('-.', 2, 'typing')).toEqual(figure(null));
    expect(readNumericEntry(' - ', 2, 'typing')).toEqual(figure(null));
    expect(readNumericEntry('-.5', 2, 'typing')).toEqual(figure(-0.5));
    expect(readNumericEntry('.', 0, 'typing')).toEqual(refused);
  });

  it("refuses '.' and '-.' in a complete entry, what a form sends and the API and the imports take", () => {
    for (const decimals of [0, 2]) {
      expect(readNumericEntry('.', decimals)).toEqual(refused);
      expect(readNumericEntry('-.', decimals, 'complete')).toEqual(refused);
      expect(readNumericEntry(' . ', decimals)).toEqual(refused);
    }
    expect(readNumericEntry('-.5', 2)).toEqual(figure(-0.5));
    expect(readNumericEntry('-', 2)).toEqual(figure(null));
  });

  it('refuses letters, exponents, signs and spaces inside a figure', () => {
    for (const entry of ['12a', '1e5', '--1', '1-', '+1', '$10', '1 000', 'Infinity', 'NaN', '0x10']) {
      expect(readNumericEntry(entry, 2), entry).toEqual(refused);
    }
  });

  it('takes a number where it fits the field: whole for whole-number fields, at most the decimals else', () => {
    expect(readNumericEntry(12, 0)).toEqual(figure(12));
    expect(readNumericEntry(-20, 0)).toEqual(figure(-20));
    expect(readNumericEntry(7.9, 0)).toEqual(refused);
    expect(readNumericEntry(-20.5, 0)).toEqual(refused);
    expect(readNumericEntry(10.45, 2)).toEqual(figure(10.45));
    expect(readNumericEntry(10.456, 2)).toEqual(refused);
    expect(readNumericEntry(1.005, 2)).toEqual(refused);
    expect(readNumericEntry(Number.NaN, 2)).toEqual(refused);
    expect(readNumericEntry(Number.POSITIVE_INFINITY, 0)).toEqual(refused);
  });

  it("reads a number at a spreadsheet's 15 significant digits, so float noise does not refuse it", () => {
    expect(readNumericEntry(0.1 + 0.2, 2)).toEqual(figure(0.3));
    expect(readNumericEntry(3 * 1.1, 2)).toEqual(figure(3.3));
    expect(readNumericEntry(-0, 0)).toEqual(figure(0));
  });
});

describe('acceptNumericEntry', () => {
  it('accepts digits with an optional leading minus', () => {
    expect(acceptNumericEntry('123')).toBe('123');
    expect(acceptNumericEntry('-123')).toBe('-123');
    expect(acceptNumericEntry('-')).toBe('-');
    expect(acceptNumericEntry('')).toBe('');
  });

  it('refuses letters and a second minus', () => {
    expect(acceptNumericEntry('12a')).toBeNull();
    expect(acceptNumericEntry('e')).toBeNull();
    expect(acceptNumericEntry('--1')).toBeNull();
    expect(acceptNumericEntry('1-')).toBeNull();
  });

  it('strips thousands separators and refuses commas elsewhere', () => {
    expect(acceptNumericEntry('1,234,567.5')).toBe('1234567.5');
    expect(acceptNumericEntry('1,0,0')).toBeNull();
    expect(acceptNumericEntry('1.000,5')).toBeNull();
  });

  it('accepts at most the given number of decimals', () => {
    expect(acceptNumericEntry('1.23', 2)).toBe('1.23');
    expect(acceptNumericEntry('1.', 2)).toBe('1.');
    expect(acceptNumericEntry('.', 2)).toBe('.');
    expect(acceptNumericEntry('1.234', 2)).toBeNull();
    expect(acceptNumericEntry('1.2.3', 2)).toBeNull();
    expect(acceptNumericEntry('1.2', 1)).toBe('1.2');
  });

  it('refuses a decimal point when decimals is 0', () => {
    expect(acceptNumericEntry('12', 0)).toBe('12');
    expect(acceptNumericEntry('12.', 0)).toBeNull();
  });

  it('keeps exactly the texts readNumericEntry accepts while typing, and reads as the same figure', () => {
    // every text of up to 4 characters made of what a figure is written with, and a few others
    const alphabet = ['0', '1', '5', ',', '.', '-', ' ', 'e'];
    let texts = [''];
    for (let length = 1; length <= 4; length += 1) {
      texts = [
        ...texts,
        ...texts
          .filter((text) => text.length === length - 1)
          .flatMap((text) => alphabet.map((c) => text + c)),
      ];
    }
    for (const decimals of [0, 2]) {
      for (const text of texts) {
        const read = readNumericEntry(text, decimals, 'typing');
        const kept = acceptNumericEntry(text, decimals);
        expect(kept !== null, JSON.stringify(text)).toBe(read.accepted);
        if (kept !== null) {
          expect(readNumericEntry(kept, decimals, 'typing'), JSON.stringify(text)).toEqual(read);
        }
      }
    }
  });
});

describe('formatNumber', () => {
  it('shows thousands separators and the given decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, 0)).toBe('1,234,568');
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
    expect(formatNumber('1,234.5', 1)).toBe('1,234.5');
    expect(formatNumber(-9876543, 0)).toBe('-9,876,543');
  });

  it('shows nothing for a missing value', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('')).toBe('');
  });

  it('does not show a minus on a value that rounds to zero', () => {
    expect(formatNumber(-0.001, 2)).toBe('0.00');
    expect(formatNumber(-0, 0)).toBe('0');
  });

  it('shows unreadable text as it is', () => {
    expect(formatNumber('n/a')).toBe('n/a');
  });
});

describe('formatCurrency', () => {
  it('prefixes $ and shows 2 decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency('1000000')).toBe('$1,000,000.00');
    expect(formatCurrency(0)).toBe('$0.00');
  });

  it('puts the minus before the $ on negatives', () => {
    expect(formatCurrency(-1234.5)).toBe('-$1,234.50');
    expect(formatCurrency(-0.004)).toBe('$0.00');
  });

  it('shows nothing for a missing value', () => {
    expect(formatCurrency(null)).toBe('');
  });
});

describe('abbreviateNumber', () => {
  it('abbreviates thousands, millions and billions with K, M and B', () => {
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1500)).toBe('1.5K');
    expect(abbreviateNumber(2_500_000)).toBe('2.5M');
    expect(abbreviateNumber(3_000_000_000)).toBe('3B');
    expect(abbreviateNumber(-1_000_000)).toBe('-1M');
    expect(abbreviateNumber(270_000)).toBe('270K');
  });

  it('leaves values under 1,000 as they are', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(-500)).toBe('-500');
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(abbreviateNumber(999_950)).toBe('1M');
    expect(abbreviateNumber(999_999_999)).toBe('1B');
    expect(abbreviateNumber(-999_960)).toBe('-1M');
  });
});

describe('roundTo', () => {
  it('rounds chart values to 1 decimal', () => {
    expect(roundTo(12.345, 1)).toBe(12.3);
    expect(roundTo(12.35, 1)).toBe(12.4);
  });
});

describe('formatCount', () => {
  it('writes whole numbers with thousands separators, as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 5180, 40064, 999999, 1234567, 30058800, -1, -1000, -1234567]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('drops a fraction', () => {
    expect(formatCount(1234.9)).toBe('1,234');
    expect(formatCount(-0.5)).toBe('0');
  });
});

describe('parseReportNumber', () => {
  it("counts '-', empty, blank and nothing as 0", () => {
    for (const value of ['-', '', ' ', null, undefined]) expect(parseReportNumber(value, 2)).toBe(0);
  });

  it('reads text by the one number rule, thousands separators and all', () => {
    expect(parseReportNumber('1,234,567.5', 2)).toBe(1234567.5);
    expect(parseReportNumber('-1,000', 0)).toBe(-1000);
    expect(parseReportNumber('.5', 2)).toBe(0.5);
  });

  it('counts text the rule refuses as no figure, never rewriting it into one', () => {
    for (const text of ['abc', '1,0,0', '1.000,5', '10.456', '1e3', '.', '-.']) {
      expect(parseReportNumber(text, 2), text).toBe(0);
    }
    expect(parseReportNumber('1,234.9', 0)).toBe(0);
    expect(parseReportNumber('-1.7', 0)).toBe(0);
  });

  it('counts a number the rule accepts as it is, and one it refuses as 0', () => {
    expect(parseReportNumber(12, 0)).toBe(12);
    expect(parseReportNumber(-0.25, 2)).toBe(-0.25);
    // a total of totals, beyond the 15 digits a spreadsheet keeps
    expect(parseReportNumber(12_345_678_901_234.56, 2)).toBe(12_345_678_901_234.56);
    expect(parseReportNumber(12.8, 0)).toBe(0);
    expect(parseReportNumber(10.456, 2)).toBe(0);
    expect(parseReportNumber(Number.NaN, 2)).toBe(0);
    expect(parseReportNumber(Number.POSITIVE_INFINITY, 2)).toBe(0);
  });
});
