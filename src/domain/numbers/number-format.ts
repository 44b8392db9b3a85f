/** Number entry and display rules (spec 3 §5 and §9). */

const BLANK_AS_ZERO = /^\s*-?\s*$/;

/** '-', empty, blank or a space count as 0 when parsed and when summing. */
export function parseReportNumber(text: string | number | null | undefined, wholeNumber = false): number {
  if (typeof text === 'number') return wholeNumber ? Math.trunc(text) : text;
  if (text === null || text === undefined || BLANK_AS_ZERO.test(text)) return 0;
  const parsed = Number(text.replace(/,/g, ''));
  if (Number.isNaN(parsed)) return 0;
  return wholeNumber ? Math.trunc(parsed) : parsed;
}

export function sumReportNumbers(values: ReadonlyArray<string | number | null | undefined>): number {
  return values.reduce<number>((total, value) => total + parseReportNumber(value), 0);
}

/** A figure as read: its number, or null where nothing was entered; refused when it is not a figure. */
export type NumericEntry = { accepted: true; value: number | null } | { accepted: false };

/** Digits, or commas only between groups of three digits after a first group of 1 to 3 (1,234,567). */
const INTEGER_PART = '(?:[1-9]\\d{0,2}(?:,\\d{3})+|\\d+)';

function entryPattern(decimals: number): RegExp {
  if (decimals <= 0) return new RegExp(`^-?(?:${INTEGER_PART})?$`);
  // '.' and '-.' are how a figure below 1 starts: like '-', no figure yet
  return new RegExp(`^-?(?:${INTEGER_PART}(?:\\.\\d{0,${decimals}})?|\\.\\d{0,${decimals}})?$`);
}

/**
 * spec 3 §5: the one rule of what a number field takes, used by the forms while typing, the API and the
 * imports. Text: an optional leading minus and digits, commas only as thousands separators, a decimal point
 * and at most `decimals` decimals only where the field keeps decimals; '-', empty and blank are no figure.
 * A number (JSON or a spreadsheet cell) is taken at the 15 significant digits a spreadsheet keeps, so that
 * 0.1 + 0.2 is 0.3, and only where it has at most `decimals` decimals. Nothing is rounded or cut.
 */
export function readNumericEntry(entry: string | number, decimals: number): NumericEntry {
  if (typeof entry === 'number') {
    if (!Number.isFinite(entry)) return { accepted: false };
    const value = Number(entry.toPrecision(15));
    return roundTo(value, decimals) === value ? { accepted: true, value: value + 0 } : { accepted: false };
  }
  const text = entry.trim();
  if (!entryPattern(decimals).test(text)) return { accepted: false };
  const digits = text.replace(/,/g, '');
  if (!/\d/.test(digits)) return { accepted: true, value: null };
  // + 0 turns '-0' into 0
  return { accepted: true, value: Number(digits) + 0 };
}

/**
 * What a numeric input keeps of a keystroke or a paste: exactly what readNumericEntry accepts, with the
 * commas stripped and the surrounding blanks trimmed. Returns null when the text is refused, so the input
 * keeps its previous value.
 */
export function acceptNumericEntry(text: string, decimals = 2): string | null {
  return readNumericEntry(text, decimals).accepted ? text.trim().replace(/,/g, '') : null;
}

/** Thousands separators and a fixed number of decimals (at most 2 on report forms). */
export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  if (Number.isNaN(number)) return String(value);
  // 'negative' so that values rounding to zero (-0.001, -0) do not show as '-0.00'
  return number.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  });
}

/**
 * A count with thousands separators, as 'en-US' writes it (5,180). Written out rather than asked of
 * toLocaleString: a page's first call of that loads the number formats, 27 ms of the home map's first
 * visit on the 2-core machine (issue 17).
 */
export function formatCount(value: number): string {
  const digits = String(Math.abs(Math.trunc(value))).replace(/\B(?=(\d{3})+$)/g, ',');
  return value <= -1 ? `-${digits}` : digits;
}

/** Project costs: a $ prefix with 2 decimals. */
export function formatCurrency(value: number | string | null | undefined): string {
  const formatted = formatNumber(value, 2);
  if (!formatted) return '';
  return formatted.startsWith('-') ? `-$${formatted.slice(1)}` : `$${formatted}`;
}

/** Chart axes abbreviate with K, M or B above 1e3, 1e6 and 1e9. */
export function abbreviateNumber(value: number): string {
  const units: Array<[number, string]> = [
    [1e3, 'K'],
    [1e6, 'M'],
    [1e9, 'B'],
  ];
  const scaled = (unit: number) => Number((value / units[unit][0]).toFixed(1));
  let unit = units.findLastIndex(([size]) => Math.abs(value) >= size);
  if (unit < 0) return String(value);
  // 999,950 rounds to 1000K: show it in the next unit, as 1M
  if (Math.abs(scaled(unit)) >= 1000 && unit < units.length - 1) unit += 1;
  return `${scaled(unit)}${units[unit][1]}`;
}

/** Chart values and summary figures: rounded to 1 decimal (spec 1 §9). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
