import type ExcelJS from 'exceljs';
import { TEXT_MAX_LENGTH } from '../../domain/accounts/account-schemas';
import type { ImportDatasetKey } from '../../domain/imports/import-answers';
import type { MonitoringDataset } from '../../domain/imports/monitoring-datasets';
import {
  cellOf,
  SECTOR_COLUMN,
  SECTOR_NAME_COLUMN,
  type ReportingDataset,
  type ReportingSheetRow,
} from '../../domain/imports/reporting-datasets';
import { choicesOf } from '../../domain/reporting/report-record';
import { FIELD_MESSAGES, type FieldDefinition } from '../../domain/monitoring/field-definitions';
import { neutraliseFormula } from '../../domain/exports/formula-text';

/** The media type of an .xlsx workbook. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheet the importer reads: row 1 holds the field names, each later row one record. */
export const DATA_SHEET = 'Data';
/** The sheet that documents each column of the data sheet, one row per field. */
export const COLUMNS_SHEET = 'Columns';
export const COLUMNS_HEADER = ['Column', 'Label', 'Type', 'Required', 'Allowed values'] as const;

/**
 * The last row the data sheet's validations cover. Not the whole column: exceljs's xlsx.load() expands a
 * validation range into one entry per cell, and a 1,048,575-row range for each column takes it minutes.
 * Formats are per column and cover every row.
 */
const LAST_VALIDATED_ROW = 10_001;
/** Excel refuses an in-cell list, or a validation message, longer than this; a message title longer than 32. */
const LIST_TEXT_LIMIT = 255;
const MESSAGE_LIMIT = 255;
const MESSAGE_TITLE_LIMIT = 32;
const MAX_COLUMN_WIDTH = 60;
/** The widest whole number a 'whole' validation takes: a PostgreSQL integer. */
const LARGEST_WHOLE = 2_147_483_647;

/** The field's type in words, as the Columns sheet shows it. */
export function typeInWords(field: FieldDefinition): string {
  switch (field.type) {
    case 'number':
      return 'Number';
    case 'integer':
    case 'reference':
      return 'Whole number';
    case 'date':
      return 'Date (YYYY-MM-DD)';
    case 'time':
      return 'Time (HH:MM)';
    case 'boolean':
      return 'Yes/No';
    case 'choice':
      return 'One of the listed values';
    default:
      return 'Text';
  }
}

/** What a field accepts beyond its type: its choices, its range or its longest text. */
export function allowedValues(field: FieldDefinition): string {
  switch (field.type) {
    case 'choice':
      return (field.choices ?? []).join(', ');
    case 'boolean':
      return 'True, False';
    case 'number':
    case 'integer':
      if (field.min !== undefined && field.max !== undefined) return `Between ${field.min} and ${field.max}`;
      if (field.min !== undefined) return `At least ${field.min}`;
      if (field.max !== undefined) return `At most ${field.max}`;
      return field.type === 'integer' ? 'Any whole number' : 'Any number';
    case 'reference':
      return `The id of a ${field.references ?? 'record'}`;
    case 'text': {
      const length = `Up to ${field.maxLength ?? TEXT_MAX_LENGTH} characters`;
      return field.format === 'url' ? `${length}; a web address starting with http:// or https://` : length;
    }
    case 'date':
      return 'A calendar date, e.g. 2024-10-01';
    case 'time':
      return 'A 24-hour time, e.g. 14:30; a reading without a time counts as noon';
    default:
      return '';
  }
}

type WorksheetWithValidations = ExcelJS.Worksheet & {
  // exceljs keeps range validations here; its typings leave the property out.
  dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
};

/** The number format and validation of a data column, where Excel has one for the field's type. */
function columnRules(
  field: FieldDefinition,
  letter: string,
): { numFmt?: string; validation?: ExcelJS.DataValidation } {
  const bounds = (): Pick<ExcelJS.DataValidation, 'operator' | 'formulae'> | undefined => {
    if (field.min !== undefined && field.max !== undefined)
      return { operator: 'between', formulae: [field.min, field.max] };
    if (field.min !== undefined) return { operator: 'greaterThanOrEqual', formulae: [field.min] };
    if (field.max !== undefined) return { operator: 'lessThanOrEqual', formulae: [field.max] };
    return undefined;
  };
  const check = (error: string) => ({
    allowBlank: true,
    showErrorMessage: true,
    errorTitle: shorten(field.label, MESSAGE_TITLE_LIMIT),
    error: shorten(error, MESSAGE_LIMIT),
  });
  switch (field.type) {
    case 'number': {
      const range = bounds();
      return {
        validation: range
          ? { type: 'decimal', ...range, ...check(FIELD_MESSAGES.number) }
          : // Without a range the cell need only hold a number; the reference is relative, so B2 is each cell.
            { type: 'custom', formulae: [`ISNUMBER(${letter}2)`], ...check(FIELD_MESSAGES.number) },
      };
    }
    case 'integer':
    case 'reference':
      return {
        numFmt: '0',
        validation: {
          type: 'whole',
          ...(bounds() ?? { operator: 'between', formulae: [-LARGEST_WHOLE, LARGEST_WHOLE] }),
          ...check(FIELD_MESSAGES.integer),
        },
      };
    case 'date':
      return {
        numFmt: 'yyyy-mm-dd',
        validation: {
          type: 'date',
          operator: 'greaterThanOrEqual',
          // any date Excel holds (exceljs counts the days before March 1900 one off)
          formulae: [new Date(Date.UTC(1900, 2, 1))],
          ...check('Enter a date as YYYY-MM-DD.'),
        },
      };
    case 'time':
      return { numFmt: 'hh:mm' };
    case 'boolean':
      return { validation: { type: 'list', formulae: ['"True,False"'], ...check('Select True or False.') } };
    case 'choice': {
      const choices = field.choices ?? [];
      const list = choices.join(',');
      // An in-cell list cannot hold commas or quotes inside a value, nor more than 255 characters;
      // such lists are documented on the Columns sheet only.
      const fits =
        choices.length > 0 &&
        list.length <= LIST_TEXT_LIMIT &&
        choices.every((choice) => !/[",]/.test(choice));
      return fits
        ? {
            validation: {
              type: 'list',
              formulae: [`"${list}"`],
              ...check(`Select one of: ${choices.join(', ')}.`),
            },
          }
        : {};
    }
    default:
      return {
        // Text keeps what is typed: site ids such as 0042 keep their zeros.
        numFmt: '@',
        validation: {
          type: 'textLength',
          operator: 'lessThanOrEqual',
          formulae: [field.maxLength ?? TEXT_MAX_LENGTH],
          ...check(`Enter at most ${field.maxLength ?? TEXT_MAX_LENGTH} characters.`),
        },
      };
  }
}

function shorten(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}\u2026`;
}

function widthFor(values: readonly string[], least: number): number {
  return Math.min(MAX_COLUMN_WIDTH, Math.max(least, ...values.map((value) => value.length + 2)));
}

function addDataSheet(workbook: ExcelJS.Workbook, dataset: MonitoringDataset) {
  const sheet = workbook.addWorksheet(DATA_SHEET, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  }) as WorksheetWithValidations;
  dataset.fields.forEach((field, index) => {
    const column = sheet.getColumn(index + 1);
    const letter = column.letter;
    const { numFmt, validation } = columnRules(field, letter);
    column.width = widthFor([field.name], field.type === 'date' ? 12 : 10);
    if (numFmt) column.numFmt = numFmt;
    if (validation) {
      sheet.dataValidations.add(`${letter}2:${letter}${LAST_VALIDATED_ROW}`, validation);
    }
  });
  const header = sheet.getRow(1);
  dataset.fields.forEach((field, index) => {
    const cell = header.getCell(index + 1);
    cell.value = neutraliseFormula(field.name);
    // the header is text whatever its column's format
    cell.numFmt = '@';
    cell.font = { bold: true };
  });
  header.commit();
}

/** A sheet of text that explains a template: a bold header, then one row per entry, columns sized to fit. */
function addTextSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  [header, ...rows].forEach((values, index) => {
    const row = sheet.getRow(index + 1);
    values.forEach((value, column) => {
      const cell = row.getCell(column + 1);
      cell.value = neutraliseFormula(value);
      cell.numFmt = '@';
      cell.alignment = { vertical: 'top', wrapText: true };
      if (index === 0) cell.font = { bold: true };
    });
  });
  header.forEach((title, column) => {
    sheet.getColumn(column + 1).width = widthFor([title, ...rows.map((values) => values[column])], 10);
  });
}

function addColumnsSheet(workbook: ExcelJS.Workbook, dataset: Pick<MonitoringDataset, 'fields'>) {
  const rows = dataset.fields.map((field) => [
    field.name,
    field.label,
    typeInWords(field),
    field.required ? 'Yes' : 'No',
    allowedValues(field),
  ]);
  addTextSheet(workbook, COLUMNS_SHEET, COLUMNS_HEADER, rows);
}

/**
 * The spreadsheet template of a monitoring dataset: the 'Data' sheet with the field names the importer
 * expects in row 1 (bold, frozen), and formats and validations per column where Excel has them; the
 * 'Columns' sheet with each field's label, type, whether it is required and the values it allows.
 */
export function buildTemplate(dataset: MonitoringDataset): Promise<Buffer> {
  return templateWorkbook(dataset.title, (workbook) => {
    addDataSheet(workbook, dataset);
    addColumnsSheet(workbook, dataset);
  });
}

/** A template workbook with the given title and the sheets `addSheets` adds, as the bytes of its file. */
async function templateWorkbook(title: string, addSheets: (workbook: ExcelJS.Workbook) => void) {
  // loaded on the first template asked for: exceljs adds 18 MB to a server that otherwise never needs it
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Basin DMS';
  workbook.title = title;
  addSheets(workbook);
  const written = await workbook.xlsx.writeBuffer();
  return Buffer.from(written as ArrayBuffer);
}

/** The sheet of a reporting template that says what each row holds. */
export const ROWS_SHEET = 'Rows';
export const ROWS_HEADER = ['Row', 'Label', 'What it holds'] as const;
/** Cells the form has no figure for, and computed totals, are shaded: nothing there is imported. */
const NOT_IMPORTED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9D9D9' } };

function reportCellRules(
  kind: ReturnType<typeof cellKindOf>,
  decimals: 0 | 2,
): { numFmt?: string; validation?: ExcelJS.DataValidation } {
  if (kind === 'volume') return { numFmt: decimals === 0 ? '#,##0' : '#,##0.00' };
  const choices = kind ? choicesOf(kind) : undefined;
  if (choices) {
    return {
      validation: {
        type: 'list',
        allowBlank: true,
        formulae: [`"${choices.join(',')}"`],
        showErrorMessage: true,
        error: shorten(`Select one of: ${choices.join(', ')}.`, MESSAGE_LIMIT),
      },
    };
  }
  return {
    numFmt: '@',
    validation: {
      type: 'textLength',
      operator: 'lessThanOrEqual',
      allowBlank: true,
      formulae: [TEXT_MAX_LENGTH],
      showErrorMessage: true,
      error: `Enter at most ${TEXT_MAX_LENGTH} characters.`,
    },
  };
}

/** The kind of figure a row holds under a column, or null where the form has no figure. */
function cellKindOf(dataset: ReportingDataset, row: ReportingSheetRow, column: string) {
  if (row.kind === 'field') return column === dataset.valueColumn ? row.field.kind : null;
  if (row.kind === 'total') return null;
  const cell = cellOf(row, column);
  if (!cell || cell.field === null) return null;
  return row.table.columns.find((candidate) => candidate.key === column)!.kind;
}

function rowMeaning(dataset: ReportingDataset, row: ReportingSheetRow): string {
  switch (row.kind) {
    case 'sector':
      return `${row.table.title}: this sector's figures, one per column (shaded cells are not part of the report).`;
    case 'total':
      return `${row.table.title}: the totals, computed by the DMS from the sectors; not imported.`;
    default: {
      const choices = choicesOf(row.field.kind);
      const allowed = choices ? `one of: ${choices.join(', ')}` : `text, up to ${TEXT_MAX_LENGTH} characters`;
      return `${row.label}: in column '${dataset.valueColumn}', ${allowed}.`;
    }
  }
}

function addReportDataSheet(workbook: ExcelJS.Workbook, dataset: ReportingDataset) {
  const sheet = workbook.addWorksheet(DATA_SHEET, { views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }] });
  const header = sheet.getRow(1);
  dataset.fields.forEach((field, index) => {
    const cell = header.getCell(index + 1);
    cell.value = neutraliseFormula(field.name);
    cell.numFmt = '@';
    cell.font = { bold: true };
    sheet.getColumn(index + 1).width = widthFor(
      index === 1 ? dataset.rows.map((row) => row.label) : [field.name],
      field.name === dataset.valueColumn ? 16 : 10,
    );
  });
  header.commit();
  dataset.rows.forEach((row, index) => {
    const sheetRow = sheet.getRow(index + 2);
    sheetRow.getCell(1).value = neutraliseFormula(row.key);
    sheetRow.getCell(2).value = neutraliseFormula(row.label);
    for (const cell of [sheetRow.getCell(1), sheetRow.getCell(2)]) {
      cell.numFmt = '@';
      if (row.kind !== 'sector') cell.font = { italic: true };
    }
    dataset.fields.forEach((field, column) => {
      if (field.name === SECTOR_COLUMN || field.name === SECTOR_NAME_COLUMN) return;
      const cell = sheetRow.getCell(column + 1);
      const kind = cellKindOf(dataset, row, field.name);
      if (kind === null) {
        cell.fill = NOT_IMPORTED_FILL;
        return;
      }
      const { numFmt, validation } = reportCellRules(kind, dataset.type.entryDecimals);
      if (numFmt) cell.numFmt = numFmt;
      if (validation) cell.dataValidation = validation;
    });
    sheetRow.commit();
  });
}

function addRowsSheet(workbook: ExcelJS.Workbook, dataset: ReportingDataset) {
  const rows = dataset.rows.map((row) => [row.key, row.label, rowMeaning(dataset, row)]);
  addTextSheet(workbook, ROWS_SHEET, ROWS_HEADER, rows);
}

/**
 * The spreadsheet template of an annual report (ReportingDataset describes its layout): the 'Data' sheet
 * laid out as the form, a row per sector with its key and label filled in; the 'Columns' sheet with each
 * column's label and values; the 'Rows' sheet with what each row holds.
 */
export function buildReportTemplate(dataset: ReportingDataset): Promise<Buffer> {
  return templateWorkbook(dataset.blockTitle, (workbook) => {
    addReportDataSheet(workbook, dataset);
    addColumnsSheet(workbook, dataset);
    addRowsSheet(workbook, dataset);
  });
}

const templates = new Map<ImportDatasetKey, Promise<Buffer>>();

/** The template of a dataset, built once per process: it depends only on the field definitions. */
export function cachedTemplate(
  target:
    { kind: 'monitoring'; dataset: MonitoringDataset } | { kind: 'reporting'; dataset: ReportingDataset },
): Promise<Buffer> {
  const { key } = target.dataset;
  let template = templates.get(key);
  if (!template) {
    template =
      target.kind === 'monitoring' ? buildTemplate(target.dataset) : buildReportTemplate(target.dataset);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}
