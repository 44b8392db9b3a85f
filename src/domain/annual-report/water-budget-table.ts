import { reportColumns, reportSectorRows, reportTableOf, type ExportColumn } from '../exports/export-targets';
import { formatNumber } from '../numbers/number-format';
import { REPORT_TYPES, type ReportTypeKey } from '../reporting/report-types';
import { ANNUAL_REPORT_TEXTS } from './annual-report-texts';

/**
 * A water budget report (extraction, surface water supply, total water use) as a table of the Annual
 * Report: the export's columns and sector rows (export-targets, lined up with the state's tables), turned so
 * that each water use sector is a column and each measure (volumes by source, method, accuracy) a row, which
 * fits a page where a dozen volume columns would not; a Total column where the report has a total row.
 */
export interface PrintedTable {
  headers: string[];
  rows: string[][];
}

/** Said once in the section's heading and title page, not on every row. */
const NOT_MEASURES = new Set(['gsp', 'water_year', 'submitted', 'sector']);

function cellText(column: ExportColumn, value: unknown, decimals: number): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'number') return formatNumber(value as number | string, decimals);
  if (column.kind === 'integer') return formatNumber(value as number | string, 0);
  if (column.kind === 'boolean') return value === true ? ANNUAL_REPORT_TEXTS.yes : ANNUAL_REPORT_TEXTS.no;
  return String(value);
}

export function waterBudgetTable(
  reportType: ReportTypeKey,
  values: Readonly<Record<string, number | string | null>>,
): PrintedTable {
  const decimals = REPORT_TYPES[reportType].displayDecimals;
  const sectorRows = reportSectorRows(reportType, values);
  const totalRow = reportTableOf(reportType).totalRow;
  const columns = reportColumns(reportType);
  const sectorHeader = columns.find((column) => column.key === 'sector')?.header ?? '';
  const headers = [
    sectorHeader,
    ...sectorRows.map((row) => String(row.sector ?? '')),
    ...(totalRow ? [totalRow.label] : []),
  ];
  const rows: string[][] = [];
  for (const column of columns) {
    if (NOT_MEASURES.has(column.key)) continue;
    const cells = sectorRows.map((row) => cellText(column, row[column.key], decimals));
    const totalField = totalRow?.fields[column.key];
    const total = totalRow ? cellText(column, totalField ? values[totalField] : null, decimals) : null;
    // only the 'Other' sectors are described: a row of nothing but dashes when none is
    if (column.key === 'sector_desc' && cells.every((cell) => cell === '')) continue;
    rows.push(
      [column.header, ...cells, ...(total === null ? [] : [total])].map(
        (cell) => cell || ANNUAL_REPORT_TEXTS.notApplicable,
      ),
    );
  }
  return { headers, rows };
}
