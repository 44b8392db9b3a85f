import type { FieldDefinition } from '../monitoring/field-definitions';
import { IMPORT_MESSAGES } from './import-texts';
import type { MonitoringDataset } from './monitoring-datasets';
import { columnLetter, isBlank, readCell, type CellContent } from './spreadsheet-cells';

/** What the column check needs of a dataset: its fields (the annual reporting datasets will have them too). */
export type ColumnsOfDataset = Pick<MonitoringDataset, 'fields'>;

/** Which spreadsheet column (0 is column A) holds which field. */
export interface MappedColumn {
  index: number;
  field: FieldDefinition;
}

export interface ColumnMappingError {
  /** The column as the spreadsheet names it: its header, or 'Column D' when the header is blank. */
  column: string;
  message: string;
}

/** spec 2 §8: the table under 'Acceptable column values for this dataset are:'. */
export interface AcceptableColumn {
  id: string;
  label: string;
}

export type ColumnMapping =
  | { ok: true; columns: MappedColumn[] }
  | { ok: false; errors: ColumnMappingError[]; acceptable: AcceptableColumn[] };

/** Compared without letter case and with runs of spaces as one, so 'Measurement  date' is 'measurement date'. */
const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function headerText(value: CellContent): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value ?? '').trim();
}

/**
 * The fields a header could name: the field whose id it is exactly, else every field whose id or label it is
 * when letter case and spacing are forgiven. Labels are accepted because a person who relabels the template
 * usually writes what the second sheet of the template calls the column.
 */
function candidatesOf(header: string, fields: readonly FieldDefinition[]): FieldDefinition[] {
  const exact = fields.find((field) => field.name === header);
  if (exact) return [exact];
  const wanted = comparable(header);
  return fields.filter((field) => comparable(field.name) === wanted || comparable(field.label) === wanted);
}

/**
 * Reads the header row of a spreadsheet (its first row, cells from column A) against the dataset's fields.
 * Order and letter case are forgiven only where a header names one field and no other header names it
 * too; optional columns may be left out (their fields stay empty); blank headers after the last named
 * column are ignored. Everything else is a mapping failure listing every problem at once.
 */
export function mapColumns(dataset: ColumnsOfDataset, headerRow: readonly unknown[]): ColumnMapping {
  const fields = dataset.fields;
  const errors: ColumnMappingError[] = [];
  const columns: MappedColumn[] = [];
  const firstColumnOf = new Map<string, number>();

  const cells = headerRow.map((cell) => readCell(cell));
  let lastNamed = cells.length - 1;
  while (lastNamed >= 0) {
    const cell = cells[lastNamed];
    if (!cell.ok || !isBlank(cell.value)) break;
    lastNamed -= 1;
  }
  if (lastNamed < 0) {
    return {
      ok: false,
      errors: [{ column: '', message: IMPORT_MESSAGES.noHeaderRow }],
      acceptable: acceptable(fields),
    };
  }

  for (let index = 0; index <= lastNamed; index += 1) {
    const cell = cells[index];
    const letter = columnLetter(index);
    if (!cell.ok) {
      errors.push({ column: `Column ${letter}`, message: cell.message });
      continue;
    }
    const header = headerText(cell.value);
    if (header === '') {
      errors.push({ column: `Column ${letter}`, message: IMPORT_MESSAGES.unnamedColumn(letter) });
      continue;
    }
    const candidates = candidatesOf(header, fields);
    // a header cell can hold a page of text: messages quote its start
    const shown = header.length > 80 ? `${header.slice(0, 79)}…` : header;
    if (candidates.length === 0) {
      errors.push({ column: shown, message: IMPORT_MESSAGES.unknownColumn(shown) });
      continue;
    }
    if (candidates.length > 1) {
      const names = candidates.map((field) => field.name);
      errors.push({ column: shown, message: IMPORT_MESSAGES.ambiguousColumn(shown, names) });
      continue;
    }
    const field = candidates[0];
    const earlier = firstColumnOf.get(field.name);
    if (earlier !== undefined) {
      errors.push({
        column: header,
        message: IMPORT_MESSAGES.repeatedColumn(field.name, columnLetter(earlier)),
      });
      continue;
    }
    firstColumnOf.set(field.name, index);
    columns.push({ index, field });
  }

  for (const field of fields) {
    if (field.required && !firstColumnOf.has(field.name)) {
      errors.push({ column: field.name, message: IMPORT_MESSAGES.missingColumn(field.name, field.label) });
    }
  }

  return errors.length === 0 ? { ok: true, columns } : { ok: false, errors, acceptable: acceptable(fields) };
}

function acceptable(fields: readonly FieldDefinition[]): AcceptableColumn[] {
  return fields.map((field) => ({ id: field.name, label: field.label }));
}
