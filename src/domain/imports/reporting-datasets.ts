import type { FeatureKey } from '../config/feature-flags';
import type { FieldDefinition } from '../monitoring/field-definitions';
import { choicesOf, computedFieldNames, reportValuesSchema } from '../reporting/report-record';
import {
  cellField,
  hasCell,
  type ReportColumn,
  type ReportField,
  type ReportSector,
  type ReportTable,
} from '../reporting/report-tables';
import {
  REPORT_TYPE_KEYS,
  REPORT_TYPES,
  isReportTypeKey,
  type ReportType,
  type ReportTypeKey,
} from '../reporting/report-types';
import type { SkippedProblem } from './import-answers';
import { columnLetter, isBlank, readCell, type CellContent } from './spreadsheet-cells';

/**
 * One row of a reporting template's sheet:
 * - `sector`: one row per sector of each of the type's tables; its cells are the table's figures;
 * - `total`: a table's total row (a label only: totals are recomputed, a filled one is ignored);
 * - `field`: a figure of the record outside the tables (the month, an 'Other' sector's name, the notes),
 *   its value in the sheet's value column.
 */
export type ReportingSheetRow =
  | { kind: 'sector'; key: string; label: string; table: ReportTable; sector: ReportSector }
  | { kind: 'total'; key: string; label: string; table: ReportTable }
  | { kind: 'field'; key: string; label: string; field: ReportField };

/**
 * An annual reporting dataset of the import pipeline (spec 2 §2.2, §2.4, §7; issue 13 point 6). Its
 * spreadsheet looks like the report's form:
 *
 * | sector | sector_name    | ua  | la  | total | calcm  | ... |
 * |--------|----------------|-----|-----|-------|--------|-----|
 * | dom    | Urban/Domestic | 120 | 30  |       | Direct | ... |   one row per sector of each table
 * | total  | Total          |     |     |       |        |     |   a table's total row, never read
 * | measurement_month | Measurement Month | September | | | |   a record-level field: the value in
 *                                                                  the value column (the first after
 *                                                                  sector_name)
 *
 * Row 1 holds the column ids: `sector` (the row's key: a sector key, `total`, or a field name),
 * `sector_name` (its label, pre-filled, never read), then one column per column key of the type's tables
 * (the union of its tables' columns, in order: recharge and evapotranspiration add the surface water
 * system's). A row's cell under a column its table lacks stays empty. The total column and total rows are
 * not imported: the server recomputes every total, so a filled total is ignored without an error.
 */
export interface ReportingDataset {
  /** The report type's key: /api/{key}/, the wizard's serializer, the history routes' dataset. */
  key: ReportTypeKey;
  type: ReportType;
  /** The status module (`{module}_ct`, `{module}_submitted`, `{module}_required`). */
  module: ReportType['module'];
  /** spec 2 §2.4: '{GSP name}: {title} ({water year})'. */
  title: string;
  /** The heading of the dataset's block on the import home (spec 2 §2.2). */
  blockTitle: string;
  /** spec 2 §7. */
  templateFile: string;
  feature: { key: FeatureKey };
  /** The sheet's columns, in order: `sector`, `sector_name`, then each table column key. */
  fields: readonly FieldDefinition[];
  /** The sheet's rows below the header, in order. */
  rows: readonly ReportingSheetRow[];
  /** The column holding a `field` row's value. */
  valueColumn: string;
}

export const SECTOR_COLUMN = 'sector';
export const SECTOR_NAME_COLUMN = 'sector_name';
export const TOTAL_ROW = 'total';

function fieldOfColumn(column: ReportColumn): FieldDefinition {
  if (column.kind === 'volume') return { name: column.key, label: column.label, type: 'number' };
  const choices = choicesOf(column.kind);
  return choices
    ? { name: column.key, label: column.label, type: 'choice', choices }
    : { name: column.key, label: column.label, type: 'text' };
}

function sheetColumns(type: ReportType): FieldDefinition[] {
  const columns = new Map<string, FieldDefinition>();
  for (const table of type.tables) {
    for (const column of table.columns) {
      if (!columns.has(column.key)) columns.set(column.key, fieldOfColumn(column));
    }
  }
  return [
    { name: SECTOR_COLUMN, label: 'Row', type: 'text', required: true },
    { name: SECTOR_NAME_COLUMN, label: 'Sector', type: 'text' },
    ...columns.values(),
  ];
}

function sheetRows(type: ReportType): ReportingSheetRow[] {
  const rows: ReportingSheetRow[] = [];
  const nameFields: ReportField[] = [];
  for (const table of type.tables) {
    for (const sector of table.sectors) {
      rows.push({ kind: 'sector', key: sector.key, label: sector.label, table, sector });
      if (sector.nameField && !nameFields.some((field) => field.name === sector.nameField!.name)) {
        nameFields.push({ ...sector.nameField, kind: 'text' });
      }
    }
    if (table.totalRow) rows.push({ kind: 'total', key: TOTAL_ROW, label: table.totalRow.label, table });
  }
  const month: ReportField[] = type.monthField
    ? [{ name: type.monthField, label: 'Measurement Month', kind: 'month' }]
    : [];
  for (const field of [...month, ...nameFields, ...type.notes]) {
    rows.push({ kind: 'field', key: field.name, label: field.label, field });
  }
  return rows;
}

function reportingDataset(type: ReportType): ReportingDataset {
  const fields = sheetColumns(type);
  return {
    key: type.key,
    type,
    module: type.module,
    // spec 2 §2.4: recharge has a title of its own; the others use the dataset's name
    title: type.key === 'groundwaterrecharge' ? 'Ground Water Recharge' : type.key,
    blockTitle: type.title,
    templateFile: type.templateFile,
    feature: { key: type.feature },
    fields,
    rows: sheetRows(type),
    valueColumn: fields[2].name,
  };
}

export const REPORTING_DATASETS = Object.fromEntries(
  REPORT_TYPE_KEYS.map((key) => [key, reportingDataset(REPORT_TYPES[key])]),
) as Record<ReportTypeKey, ReportingDataset>;

/** The six in the order of spec 2 §2.2's blocks. */
export const REPORTING_DATASET_ORDER: readonly ReportTypeKey[] = [
  'groundwaterstorage',
  'groundwaterextraction',
  'groundwaterrecharge',
  'surfacewatersupply',
  'totalwateruse',
  'evapotranspiration',
];

export function isReportingDatasetKey(value: string): value is ReportTypeKey {
  return isReportTypeKey(value);
}

export function reportingDatasetOfTemplate(file: string): ReportingDataset | undefined {
  return Object.values(REPORTING_DATASETS).find((dataset) => dataset.templateFile === file);
}

/** Whether a sector row has a cell under a sheet column, and the field it fills (null for a total). */
export function cellOf(
  row: Extract<ReportingSheetRow, { kind: 'sector' }>,
  columnKey: string,
): { field: string | null } | undefined {
  const column = row.table.columns.find((candidate) => candidate.key === columnKey);
  if (!column || !hasCell(row.sector, column)) return undefined;
  return { field: column.key === row.table.totalColumn ? null : cellField(row.table, row.sector, column) };
}

/** The importer's messages about a reporting sheet's rows (spec 2 §8 shows them by row and column). */
export const REPORTING_IMPORT_MESSAGES = {
  noRowKey: `Enter the row's key in column '${SECTOR_COLUMN}', as the template has it.`,
  unknownRow: (key: string, keys: readonly string[]) =>
    `'${key}' is not a row of this report. Use one of: ${keys.join(', ')}.`,
  repeatedRow: (key: string, earlier: number) =>
    `Row ${earlier} is already '${key}'. Keep one of the two rows and delete the other.`,
  noSuchCell: (rowLabel: string, columnLabel: string) =>
    `${rowLabel} has no '${columnLabel}' figure. Clear the cell.`,
  valueElsewhere: (valueColumn: string) =>
    `Put this row's value in column '${valueColumn}' and leave the other cells empty.`,
  noFigures:
    'The sheet holds no figures. Enter the report in the template, one row per sector, and import it again.',
  invalidValues: (rows: number) =>
    `The report was not imported: ${rows} ${rows === 1 ? 'row has values' : 'rows have values'} that are not valid. Correct them as listed below and import the file again.`,
  submitted: (waterYear: number | string) =>
    `This report is submitted for water year ${waterYear}, so nothing was imported. An administrator must unlock it before it can be imported again.`,
  noActiveWaterYear:
    'There is no active water year to import the report into. An administrator sets one under Manage Water Year.',
} as const;

function cellValue(value: CellContent): string | number | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return value;
}

export interface ReadReportSheet {
  /** Entered values by field name, as read (validated and converted by the report's schema). */
  values: Record<string, unknown>;
  /** Non-blank rows below the header. */
  rowsRead: number;
  /** Whether any figure or text was entered. */
  hasFigures: boolean;
  problems: SkippedProblem[];
}

/**
 * Reads a reporting sheet's rows (each with its row number and its cells from column A) into the report's
 * values, validated with the report's own schema (spec 3 §5), every problem named by row and column.
 * `columns` maps the sheet's column index to its column id (the header row, already checked).
 */
export function readReportSheet(
  dataset: ReportingDataset,
  columns: ReadonlyMap<number, string>,
  rows: Iterable<{ number: number; cells: readonly unknown[] }>,
): ReadReportSheet {
  const computed = computedFieldNames(dataset.type);
  const rowsByKey = new Map<string, ReportingSheetRow>();
  for (const row of dataset.rows) if (!rowsByKey.has(row.key)) rowsByKey.set(row.key, row);
  const labelOf = new Map(dataset.fields.map((field) => [field.name, field.label]));
  const seen = new Map<string, number>();
  const values: Record<string, unknown> = {};
  const origin = new Map<string, { row: number; column: string }>();
  const problems: SkippedProblem[] = [];
  let rowsRead = 0;
  let hasFigures = false;

  for (const { number, cells } of rows) {
    const read = new Map<string, CellContent>();
    let blank = true;
    for (const [index, column] of columns) {
      const cell = readCell(cells[index]);
      if (!cell.ok) {
        problems.push({ row: number, column, reason: cell.message });
        blank = false;
        continue;
      }
      if (isBlank(cell.value)) continue;
      blank = false;
      read.set(column, typeof cell.value === 'string' ? cell.value.trim() : cell.value);
    }
    if (blank) continue;
    rowsRead += 1;
    const key = read.get(SECTOR_COLUMN);
    if (key === undefined) {
      problems.push({ row: number, column: SECTOR_COLUMN, reason: REPORTING_IMPORT_MESSAGES.noRowKey });
      continue;
    }
    const row = rowsByKey.get(String(key));
    if (!row) {
      problems.push({
        row: number,
        column: SECTOR_COLUMN,
        reason: REPORTING_IMPORT_MESSAGES.unknownRow(String(key), [...rowsByKey.keys()]),
      });
      continue;
    }
    const earlier = seen.get(row.key);
    if (earlier !== undefined) {
      problems.push({
        row: number,
        column: SECTOR_COLUMN,
        reason: REPORTING_IMPORT_MESSAGES.repeatedRow(row.key, earlier),
      });
      continue;
    }
    seen.set(row.key, number);
    if (row.kind === 'total') continue;

    for (const [column, value] of read) {
      if (column === SECTOR_COLUMN || column === SECTOR_NAME_COLUMN) continue;
      let field: string | null;
      if (row.kind === 'field') {
        if (column !== dataset.valueColumn) {
          problems.push({
            row: number,
            column,
            reason: REPORTING_IMPORT_MESSAGES.valueElsewhere(dataset.valueColumn),
          });
          continue;
        }
        field = computed.has(row.field.name) ? null : row.field.name;
      } else {
        const cell = cellOf(row, column);
        if (!cell) {
          problems.push({
            row: number,
            column,
            reason: REPORTING_IMPORT_MESSAGES.noSuchCell(row.label, labelOf.get(column) ?? column),
          });
          continue;
        }
        field = cell.field;
      }
      // a total is recomputed from its parts: what the file says of it is not read
      if (field === null) continue;
      values[field] = cellValue(value);
      origin.set(field, { row: number, column });
      hasFigures = true;
    }
  }

  const parsed = reportValuesSchema(dataset.type).safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const where = origin.get(String(issue.path[0]));
      problems.push({
        row: where?.row ?? 0,
        column: where?.column ?? String(issue.path[0] ?? ''),
        reason: issue.message,
      });
    }
  }
  problems.sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
  return { values, rowsRead, hasFigures, problems };
}

/** The letter of each sheet column in the template, by column id (the template's order). */
export function templateLetters(dataset: ReportingDataset): Map<string, string> {
  return new Map(dataset.fields.map((field, index) => [field.name, columnLetter(index)]));
}
