/** Sorting and filtering semantics shared by every table (spec 1 §5, 2 §5, 3 §4). */

export type SortDirection = 'asc' | 'desc';
export type ColumnKind = 'text' | 'number' | 'date';

export interface SortState {
  column: string;
  direction: SortDirection;
}

/**
 * Lists start unsorted; the first click on a column sorts descending; a click on the
 * same column flips the direction; a click on another column starts that one descending.
 */
export function nextSort(current: SortState | null, column: string): SortState {
  if (!current || current.column !== column) return { column, direction: 'desc' };
  return { column, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

const isEmpty = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  const parsed = Number(String(value).replace(/,/g, ''));
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

function toTime(value: unknown): number {
  const time = value instanceof Date ? value.getTime() : Date.parse(String(value));
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Compares two cell values ascending. Numbers by value; dates by date with empty values last
 * whatever the direction; text by upper-cased text with empty treated as blank.
 */
export function compareCells(
  a: unknown,
  b: unknown,
  kind: ColumnKind,
  direction: SortDirection = 'asc',
): number {
  const sign = direction === 'asc' ? 1 : -1;
  if (kind === 'date') {
    if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
    const x = toTime(a);
    const y = toTime(b);
    // two unreadable dates are equal (subtracting two -Infinity would give NaN)
    return sign * (x === y ? 0 : x < y ? -1 : 1);
  }
  if (kind === 'number') {
    const x = isEmpty(a) ? Number.NEGATIVE_INFINITY : toNumber(a);
    const y = isEmpty(b) ? Number.NEGATIVE_INFINITY : toNumber(b);
    return sign * (x === y ? 0 : x < y ? -1 : 1);
  }
  const x = isEmpty(a) ? '' : String(a).toUpperCase();
  const y = isEmpty(b) ? '' : String(b).toUpperCase();
  return sign * (x === y ? 0 : x < y ? -1 : 1);
}

export function sortRows<T>(
  rows: readonly T[],
  sort: SortState | null,
  valueOf: (row: T, column: string) => unknown,
  kindOf: (column: string) => ColumnKind,
): T[] {
  if (!sort) return [...rows];
  const kind = kindOf(sort.column);
  return [...rows].sort((a, b) =>
    compareCells(valueOf(a, sort.column), valueOf(b, sort.column), kind, sort.direction),
  );
}

/** Every text a row holds, one entry per field (nested objects and lists included). */
function fieldTexts(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'object') return Object.values(value as object).flatMap(fieldTexts);
  return [String(value)];
}

/** Keyword filter: rows where any one field contains the text, ignoring case. */
export function matchesKeyword(row: unknown, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return true;
  return fieldTexts(row).some((text) => text.toLowerCase().includes(needle));
}

/** A pager shows only when the rows exceed the page size. */
export function needsPager(rowCount: number, threshold: number): boolean {
  return rowCount > threshold;
}

/** A sort as a query parameter, DRF's `ordering` style: 'field' ascending, '-field' descending. */
export function orderingParameter(sort: SortState): string {
  return `${sort.direction === 'desc' ? '-' : ''}${sort.column}`;
}

/** The sort an `ordering` parameter names, when it names one of `columns`. */
export function parseOrdering(ordering: string | undefined, columns: readonly string[]): SortState | null {
  if (!ordering) return null;
  const column = ordering.replace(/^-/, '');
  if (!columns.includes(column)) return null;
  return { column, direction: ordering.startsWith('-') ? 'desc' : 'asc' };
}
