import { WELL_MEASUREMENT_FIELDS } from '../monitoring/measurement-definitions';
import { cellField, hasCell, type ReportTable } from '../reporting/report-tables';
import type { ReportTypeKey } from '../reporting/report-types';
import { DWR_WATER_LEVEL_COLUMNS } from './dwr-water-levels';
import { STATE_SECTOR_HEADERS, stateReportTable, type StateReportTypeKey } from './state-report-tables';

/**
 * The data exports of spec 2 §2.16 (/adminexportdata, POST dataexport/{target}): the four targets, their
 * URL keys, and the columns of each target's sheet, made from the domain's field lists so a field added to
 * a reading or a report shows in its export without a list of its own.
 */

export const EXPORT_TARGET_KEYS = [
  'water-level-data',
  'gw-extractions',
  'surface-water-supply',
  'total-water-use',
] as const;
export type ExportTargetKey = (typeof EXPORT_TARGET_KEYS)[number];

export interface ExportTarget {
  key: ExportTargetKey;
  /** The spec's name of the target: the select's entry and the sheet's name. */
  label: string;
  /** Readings of wells, or the sector rows of an annual report type. */
  source: { kind: 'waterLevels' } | { kind: 'report'; reportType: StateReportTypeKey };
}

export const EXPORT_TARGETS: Record<ExportTargetKey, ExportTarget> = {
  'water-level-data': { key: 'water-level-data', label: 'Water Level Data', source: { kind: 'waterLevels' } },
  'gw-extractions': {
    key: 'gw-extractions',
    label: 'GW Extractions',
    source: { kind: 'report', reportType: 'groundwaterextraction' },
  },
  'surface-water-supply': {
    key: 'surface-water-supply',
    label: 'Surface Water Supply',
    source: { kind: 'report', reportType: 'surfacewatersupply' },
  },
  'total-water-use': {
    key: 'total-water-use',
    label: 'Total Water Use',
    source: { kind: 'report', reportType: 'totalwateruse' },
  },
};

export function isExportTargetKey(value: string): value is ExportTargetKey {
  return (EXPORT_TARGET_KEYS as readonly string[]).includes(value);
}

/**
 * The other layouts an export can take (the request's `format`): 'dwr' writes water levels in the columns
 * of DWR's periodic groundwater level measurements file.
 */
export const EXPORT_FORMATS = ['dwr'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Only water levels have a DWR layout; the report targets are laid out as the state's tables already. */
export function takesFormat(target: ExportTarget, format: ExportFormat): boolean {
  return format === 'dwr' && target.source.kind === 'waterLevels';
}

export const EXPORT_FORMAT_MESSAGES = {
  invalid: "The format is 'dwr', or none.",
  waterLevelsOnly: 'The DWR format is for Water Level Data only.',
} as const;

/** What the 'About this export' sheet says of the layout of the export. */
export function formatDescription(target: ExportTarget, format?: ExportFormat): string {
  if (target.source.kind === 'report') {
    return `The state's annual report table: ${REPORT_TYPES_TITLE[target.source.reportType]}`;
  }
  return format === 'dwr'
    ? `DWR periodic groundwater level measurements (${DWR_WATER_LEVEL_COLUMNS.map((column) => column.key).join(', ')})`
    : 'The fields of water level readings';
}

const REPORT_TYPES_TITLE: Record<StateReportTypeKey, string> = {
  groundwaterextraction: 'groundwater extraction by water use sector, with method and accuracy',
  surfacewatersupply:
    'surface water supply by water use sector and water source type, with method and accuracy',
  totalwateruse: 'total water use by water use sector and water source type, with method and accuracy',
};

/** spec 2 §9: the export's file name. */
export const EXPORT_FILE_NAME = 'DataExport.xlsx';
export const ABOUT_SHEET_NAME = 'About this export';

/** How a cell is written: text, a number with the thousands format, a date, Yes/No. */
export type ExportCellKind = 'text' | 'number' | 'integer' | 'date' | 'boolean';

export interface ExportColumn {
  /** Where the value comes from: the reading's column, or the report's field (`{cell}` of the sector). */
  key: string;
  header: string;
  kind: ExportCellKind;
}

/** Every sheet starts with the GSP and the water year. */
const LEADING: ExportColumn[] = [
  { key: 'gsp', header: 'GSP', kind: 'text' },
  { key: 'water_year', header: 'Water Year', kind: 'integer' },
];

/** The columns of the water level sheet: GSP, water year, then every field of a water level reading. */
export function waterLevelColumns(): ExportColumn[] {
  return [
    ...LEADING,
    ...WELL_MEASUREMENT_FIELDS.map((field): ExportColumn => ({
      key: field.name,
      header: field.label,
      kind:
        field.type === 'number'
          ? 'number'
          : field.type === 'integer'
            ? 'integer'
            : field.type === 'date'
              ? 'date'
              : field.type === 'boolean'
                ? 'boolean'
                : 'text',
    })),
    { key: 'submitted', header: 'Submitted', kind: 'boolean' },
  ];
}

/**
 * The sector table a report target exports: the type's first (by water use sector), laid out as the state's
 * annual report table (its order, its names of the columns and of the sectors).
 */
export function reportTableOf(reportType: ReportTypeKey): ReportTable {
  return stateReportTable(reportType);
}

/**
 * The columns of a report target: GSP, water year, water use sector, the sector's description, then the
 * state's columns (volumes by source, method, accuracy, notes) and Submitted. One row per GSP, water year
 * and sector.
 */
export function reportColumns(reportType: ReportTypeKey): ExportColumn[] {
  const table = reportTableOf(reportType);
  return [
    ...LEADING,
    { key: 'sector', header: STATE_SECTOR_HEADERS.sector, kind: 'text' },
    { key: 'sector_desc', header: STATE_SECTOR_HEADERS.description, kind: 'text' },
    ...table.columns.map((column): ExportColumn => ({
      key: column.key,
      header: column.label,
      kind: column.kind === 'volume' ? 'number' : 'text',
    })),
    { key: 'submitted', header: 'Submitted', kind: 'boolean' },
  ];
}

/** The values of one report's sector rows, keyed by the columns of reportColumns (without GSP and year). */
export function reportSectorRows(
  reportType: ReportTypeKey,
  values: Readonly<Record<string, number | string | null>>,
): Record<string, number | string | null>[] {
  const table = reportTableOf(reportType);
  return table.sectors.map((sector) => {
    const row: Record<string, number | string | null> = {
      sector: sector.label,
      sector_desc: sector.nameField ? (values[sector.nameField.name] ?? null) : null,
    };
    for (const column of table.columns) {
      row[column.key] = hasCell(sector, column) ? (values[cellField(table, sector, column)] ?? null) : null;
    }
    return row;
  });
}

/**
 * The columns of DWR's measurements file in its order, then the GSP, the water year and our site id, which
 * DWR's file has not (a well without a site code is still found by them).
 */
export function dwrWaterLevelColumns(): ExportColumn[] {
  return [
    ...DWR_WATER_LEVEL_COLUMNS.map((column): ExportColumn => ({ ...column, header: column.key })),
    ...LEADING,
    { key: 'dms_site_id', header: 'DMS Site ID', kind: 'text' },
  ];
}

/** The one place an export's columns come from: the target's, in the chosen format. */
export function columnsOf(target: ExportTarget, format?: ExportFormat): ExportColumn[] {
  if (format && !takesFormat(target, format)) throw new Error(`${target.key} has no ${format} format`);
  if (target.source.kind === 'report') return reportColumns(target.source.reportType);
  return format === 'dwr' ? dwrWaterLevelColumns() : waterLevelColumns();
}
