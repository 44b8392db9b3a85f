/** Number entry and display rules (spec 3 §5 and §9). */

/**
 * spec 3 §5: '-', empty, blank or a space count as 0 when parsed and when summing. A figure counts when
 * readNumericEntry accepts it at the field's decimals; what it refuses is no figure, so 0 as well: nothing
 * is rewritten into a figure. An accepted number counts as it is, not at the 15 digits readNumericEntry
 * reads it to: a total of totals may carry more.
 */
export function parseReportNumber(value: string | number | null | undefined, decimals: number): number {
  if (value === null || value === undefined) return 0;
  const read = readNumericEntry(value, decimals);
  if (!read.accepted) return 0;
  return typeof value === 'number' ? value + 0 : (read.value ?? 0);
}

/** A figure as read: its number, or null where nothing was entered; refused when it is not a figure. */
export type NumericEntry = { accepted: true; value: number | null } | { accepted: false };

/** Digits, or commas only between groups of three digits after a first group of 1 to 3 (1,234,567). */
const INTEGER_PART = '(?:[1-9]\\d{0,2}(?:,\\d{3})+|\\d+)';

/**
 * 'typing' is a field being typed in, where '.' and '-.' are how a figure below 1 starts and, like '-',
 * no figure yet; 'complete' is what a form sends, the API and the imports take, where they are refused.
 */
export type EntryStage = 'typing' | 'complete';

function entryPattern(decimals: number, stage: EntryStage): RegExp {
  if (decimals <= 0) return new RegExp(`^-?(?:${INTEGER_PART})?$`);
  const leadingPointDecimals = stage === 'typing' ? `0,${decimals}` : `1,${decimals}`;
  return new RegExp(`^-?(?:${INTEGER_PART}(?:\\.\\d{0,${decimals}})?|\\.\\d{${leadingPointDecimals}})?$`);
}

/**
 * spec 3 §5: the one rule of what a number field takes, used by the forms while typing, the API and the
 * imports. Text: an optional leading minus and digits, commas only as thousands separators, a decimal point
 * and at most `decimals` decimals only where the field keeps decimals; '-', empty and blank are no figure,
 * and so are '.' and '-.' while typing (`stage`).
 * A number (JSON or a spreadsheet cell) is taken at the 15 significant digits a spreadsheet keeps, so that
 * 0.1 + 0.2 is 0.3, and only where it has at most `decimals` decimals. Nothing is rounded or cut.
 */
export function readNumericEntry(
  entry: string | number,
  decimals: number,
  stage: EntryStage = 'complete',
): NumericEntry {
  if (typeof entry === 'number') {
    if (!Number.isFinite(entry)) return { accepted: false };
    const value = Number(entry.toPrecision(15));
    return roundTo(value, decimals) === value ? { accepted: true, value: value + 0 } : { accepted: false };
  }
  const text = entry.trim();
  if (!entryPattern(decimals, stage).test(text)) return { accepted: false };
  const digits = text.replace(/,/g, '');
  if (!/\d/.test(digits)) return { accepted: true, value: null };
  // + 0 turns '-0' into 0
  return { accepted: true, value: Number(digits) + 0 };
}

/**
 * What a numeric input keeps of a keystroke or a paste: exactly what readNumericEntry accepts while typing, with the
 * commas stripped and the surrounding blanks trimmed. Returns null when the text is refused, so the input
 * keeps its previous value.
 */
export function acceptNumericEntry(text: string, decimals = 2): string | null {
  return readNumericEntry(text, decimals, 'typing').accepted ? text.trim().replace(/,/g, '') : null;
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
