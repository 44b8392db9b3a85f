import { IMPORT_MESSAGES } from './import-texts';

/**
 * What a spreadsheet cell holds once read: exceljs's cell objects (formulas, rich text, hyperlinks, error
 * values) reduced to the plain value a person sees in the cell.
 */
export type CellContent = string | number | boolean | Date | null;

export type CellReading = { ok: true; value: CellContent } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const unreadable: CellReading = { ok: false, message: IMPORT_MESSAGES.unreadableCell };

/**
 * One cell as the import's readers give it, typed as exceljs types cell.value: string, number, boolean,
 * Date, null or undefined; or { formula | sharedFormula, result } (the result Excel saved, never evaluated
 * here: a formula is whatever its author's Excel last computed), { richText: [{ text }] }, { text,
 * hyperlink } and { error: '#N/A' }.
 */
export function readCell(cell: unknown, depth = 0): CellReading {
  if (cell === null || cell === undefined) return { ok: true, value: null };
  switch (typeof cell) {
    case 'string':
    case 'boolean':
      return { ok: true, value: cell };
    case 'number':
      // exceljs's streaming reader makes a formula's error value NaN
      return Number.isFinite(cell) ? { ok: true, value: cell } : unreadable;
  }
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? unreadable : { ok: true, value: cell };
  if (!isRecord(cell) || depth > 2) return unreadable;
  if ('formula' in cell || 'sharedFormula' in cell) {
    if (cell.result === undefined) return { ok: false, message: IMPORT_MESSAGES.formulaWithoutResult };
    // the streaming reader makes a formula's saved error (#N/A, #DIV/0!) NaN
    if (typeof cell.result === 'number' && Number.isNaN(cell.result)) {
      return { ok: false, message: IMPORT_MESSAGES.formulaError };
    }
    if (isRecord(cell.result) && typeof cell.result.error === 'string') {
      return { ok: false, message: IMPORT_MESSAGES.cellError(cell.result.error) };
    }
    return readCell(cell.result, depth + 1);
  }
  if (Array.isArray(cell.richText)) {
    return {
      ok: true,
      value: cell.richText.map((run) => (isRecord(run) ? String(run.text ?? '') : '')).join(''),
    };
  }
  if ('text' in cell) return readCell(cell.text, depth + 1);
  if (typeof cell.error === 'string') return { ok: false, message: IMPORT_MESSAGES.cellError(cell.error) };
  return unreadable;
}

/** Nothing in the cell: no value, or only spaces. */
export function isBlank(value: CellContent): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/** The letter of a spreadsheet column from its index (0 is A, 26 is AA), as Excel labels it. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}
