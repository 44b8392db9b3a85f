import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  acceptNumericEntry,
  formatCount,
  formatCurrency,
  formatNumber,
  parseReportNumber,
  roundTo,
  sumReportNumbers,
} from './number-format';

describe('parseReportNumber', () => {
  it("counts '-', empty and blank as 0", () => {
    expect(parseReportNumber('-')).toBe(0);
    expect(parseReportNumber('')).toBe(0);
    expect(parseReportNumber(' ')).toBe(0);
    expect(parseReportNumber(null)).toBe(0);
    expect(parseReportNumber(undefined)).toBe(0);
  });

  it('strips thousands separators', () => {
    expect(parseReportNumber('1,234,567.5')).toBe(1234567.5);
    expect(parseReportNumber('-1,000')).toBe(-1000);
  });

  it('keeps whole numbers only when asked', () => {
    expect(parseReportNumber('1,234.9', true)).toBe(1234);
    expect(parseReportNumber('-1.7', true)).toBe(-1);
    expect(parseReportNumber(12.8, true)).toBe(12);
    expect(parseReportNumber('12.8')).toBe(12.8);
  });

  it('counts unreadable text as 0', () => {
    expect(parseReportNumber('abc')).toBe(0);
  });
});

describe('sumReportNumbers', () => {
  it("adds values, counting '-' and blanks as 0", () => {
    expect(sumReportNumbers(['1,000', '-', '', ' ', 250, null, '0.5'])).toBe(1250.5);
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

  it('strips commas', () => {
    expect(acceptNumericEntry('1,234,567.5')).toBe('1234567.5');
  });

  it('accepts at most the given number of decimals', () => {
    expect(acceptNumericEntry('1.23', 2)).toBe('1.23');
    expect(acceptNumericEntry('1.', 2)).toBe('1.');
    expect(acceptNumericEntry('1.234', 2)).toBeNull();
    expect(acceptNumericEntry('1.2.3', 2)).toBeNull();
    expect(acceptNumericEntry('1.2', 1)).toBe('1.2');
  });

  it('refuses a decimal point when decimals is 0', () => {
    expect(acceptNumericEntry('12', 0)).toBe('12');
    expect(acceptNumericEntry('12.', 0)).toBeNull();
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
