import { formatNumber } from '../numbers/number-format';
import type { ReportTable } from './report-tables';
import type { ReportRecord } from './reporting-api';
import { REPORTING_TEXTS } from './reporting-texts';
import { REPORT_TYPES, isReportTypeKey, type ReportType } from './report-types';

/**
 * The columns of the reporting history (spec 3 §2.3) and submitted-data (spec 3 §2.4) tables of each
 * report type, made from the type's sector tables in REPORT_TYPES, so a field added to a report shows in
 * its tables without a list per screen.
 */

/** How a cell shows and sorts: volumes with the type's decimals, submitted as Yes/No, Details a link. */
export type ReportDataColumnKind = 'waterYear' | 'volume' | 'text' | 'submitted' | 'details';

export interface ReportDataColumn {
  /** Unique within the table: the field name, or 'details'. */
  id: string;
  header: string;
  /** The record's field the column shows and sorts on (none for Details). */
  field: keyof ReportRecord | string | null;
  kind: ReportDataColumnKind;
}

/** spec 3 §9: 10 rows per page on history tables, the pager only above 10. */
export const HISTORY_PAGE_SIZE = 10;

/** spec 3 §2.4, §9: 100 rows per page on the groundwater storage submitted table; 25 on the others. */
export function submittedPageSize(type: ReportType): number {
  return type.key === 'groundwaterstorage' ? 100 : 25;
}

/** /reporting/{formRoute}/{gsp}/{id}: the record's read-only form (spec 3 §2.4 Details). */
export function reportDetailsPath(type: ReportType, record: Pick<ReportRecord, 'gsp_id' | 'id'>): string {
  return `/reporting/${type.formRoute}/${record.gsp_id}/${record.id}`;
}

/**
 * The report type of a history route's dataset (spec 3 §2.3): a report type key, or 'evap', which the
 * reporting list links for evapotranspiration. Undefined for any other.
 */
export function reportTypeOfDataset(dataset: string): ReportType | undefined {
  const key = dataset.toLowerCase();
  if (key === 'evap') return REPORT_TYPES.evapotranspiration;
  return isReportTypeKey(key) ? REPORT_TYPES[key] : undefined;
}

const waterYear: ReportDataColumn = {
  id: 'water_year',
  header: REPORTING_TEXTS.waterYear,
  field: 'water_year',
  kind: 'waterYear',
};
const details: ReportDataColumn = {
  id: 'details',
  header: REPORTING_TEXTS.details,
  field: null,
  kind: 'details',
};
const volume = (field: string, header: string): ReportDataColumn => ({
  id: field,
  header,
  field,
  kind: 'volume',
});

/** Each sector's total of a table, headed by the sector: 'Urban/Domestic (AF)'. */
function sectorTotals(table: ReportTable): ReportDataColumn[] {
  if (!table.totalColumn) return [];
  const column = table.columns.find((candidate) => candidate.key === table.totalColumn)!;
  return table.sectors.map((sector) =>
    volume(`${table.prefix}${sector.key}_${column.key}`, `${sector.label} (AF)`),
  );
}

/** A total row cell's header: 'Total: Upper Aquifer (AF)', and the corner's 'Total (AF)'. */
function totalRowHeader(table: ReportTable, columnKey: string): string {
  const label = table.totalRow?.label ?? 'Total';
  if (columnKey === table.totalColumn) return withUnit(label);
  const column = table.columns.find((candidate) => candidate.key === columnKey);
  return withUnit(`${label}: ${column?.label ?? columnKey}`);
}

/** A table's total row, in the order of the table's columns. */
function totalRow(table: ReportTable): ReportDataColumn[] {
  const fields = table.totalRow?.fields ?? {};
  return table.columns
    .filter((column) => fields[column.key])
    .map((column) => volume(fields[column.key], totalRowHeader(table, column.key)));
}

/** A report of one single-row table (storage) has no total row: its volumes are the figures. */
function singleRowVolumes(table: ReportTable): ReportDataColumn[] {
  const sector = table.sectors[0];
  return table.columns
    .filter((column) => column.kind === 'volume')
    .map((column) => volume(`${table.prefix}${sector.key}_${column.key}`, column.label));
}

const withUnit = (label: string) => (label.endsWith('(AF)') ? label : `${label} (AF)`);

function grandTotals(type: ReportType): ReportDataColumn[] {
  return (type.grandTotals ?? []).map((total) => volume(total.field, withUnit(total.label)));
}

/** The totals of every table: sector totals, total rows, grand totals (spec 3 §2.3 history). */
function allTotals(type: ReportType): ReportDataColumn[] {
  const [only] = type.tables;
  const tables =
    type.tables.length === 1 && only.sectors.length === 1 && !only.totalRow
      ? singleRowVolumes(only)
      : type.tables.flatMap((table) => [...sectorTotals(table), ...totalRow(table)]);
  return [...tables, ...grandTotals(type)];
}

const notes = (type: ReportType): ReportDataColumn[] =>
  type.notes.map((note) => ({ id: note.name, header: note.label, field: note.name, kind: 'text' }));

/**
 * spec 3 §2.3: one GSP's reports of every water year: water year, year type, submitted, the totals of
 * the report and its notes, and a Details link to the read-only form.
 */
export function historyColumns(type: ReportType): ReportDataColumn[] {
  return [
    waterYear,
    { id: 'year_type', header: REPORTING_TEXTS.yearType, field: 'year_type', kind: 'text' },
    { id: 'submitted', header: 'Submitted', field: 'submitted', kind: 'submitted' },
    ...allTotals(type),
    ...notes(type),
    details,
  ];
}

/** spec 3 §2.4 names the storage table's columns so; the form's labels carry '(AF)' on each. */
const STORAGE_SUBMITTED_HEADERS: Readonly<Record<string, string>> = {
  gw_stor_la: 'Lower Aquifer',
  gw_stor_total: 'Total',
};

/**
 * spec 3 §2.4: the submitted-data table of a type. Storage: GSP Organization Name, Water Year, Details,
 * its three volumes and its two explanations. Recharge and evapotranspiration: each sector's total, the
 * surface water system's before 'Other' (dom_total or ur_total, agg, man, nat, sur, other), and the month.
 * The others: GSP, water year, Details, each sector's total, the table's grand total and the grand totals.
 */
export function submittedColumns(type: ReportType): ReportDataColumn[] {
  if (type.key === 'groundwaterstorage') {
    return [
      { id: 'gsp_label', header: REPORTING_TEXTS.gspOrganizationName, field: 'gsp_label', kind: 'text' },
      waterYear,
      details,
      ...singleRowVolumes(type.tables[0]).map((column) => ({
        ...column,
        header: STORAGE_SUBMITTED_HEADERS[column.id] ?? column.header,
      })),
      ...notes(type),
    ];
  }
  const leading: ReportDataColumn[] = [
    { id: 'gsp_label', header: REPORTING_TEXTS.gsp, field: 'gsp_label', kind: 'text' },
    waterYear,
    details,
  ];
  const sectors = type.tables.flatMap(sectorTotals);
  if (type.key === 'groundwaterrecharge' || type.key === 'evapotranspiration') {
    const isOther = (column: ReportDataColumn) => column.id === 'other_total';
    const month: ReportDataColumn[] = type.monthField
      ? [
          {
            id: type.monthField,
            header: REPORTING_TEXTS.measurementMonth,
            field: type.monthField,
            kind: 'text',
          },
        ]
      : [];
    return [
      ...leading,
      ...sectors.filter((column) => !isOther(column)),
      ...sectors.filter(isOther),
      ...month,
    ];
  }
  const table = type.tables[0];
  const corner = table.totalColumn ? table.totalRow?.fields[table.totalColumn] : undefined;
  return [
    ...leading,
    ...sectors,
    ...(corner ? [volume(corner, totalRowHeader(table, table.totalColumn!))] : []),
    ...grandTotals(type),
  ];
}

/** The value a column sorts on: numbers for volumes and years, text otherwise. */
export function reportCellValue(column: ReportDataColumn, record: ReportRecord): string | number | null {
  if (!column.field) return null;
  const value = (record as Record<string, unknown>)[column.field];
  if (column.kind === 'submitted') return value === true ? 'Yes' : 'No';
  if (value === null || value === undefined) return null;
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}

/** What a cell shows: volumes with thousands separators and the type's decimals (spec 3 §9). */
export function reportCellText(type: ReportType, column: ReportDataColumn, record: ReportRecord): string {
  const value = reportCellValue(column, record);
  if (value === null) return '';
  if (column.kind === 'volume') return formatNumber(value, type.displayDecimals);
  return String(value);
}
