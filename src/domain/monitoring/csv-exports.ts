import { neutraliseFormula } from '../exports/formula-text';
import { formatChartDate, measurementTime } from './chart-rules';
import type { SubsidenceMeasurement, WaterQualityMeasurement, WellMeasurement } from './monitoring-api';

/** The CSV exports of the detail screens, built in the browser (spec 1 §7, §9). */
export interface CsvFile {
  fileName: string;
  content: string;
}

export type CsvValue = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: numbers as they are (negative numbers stay numbers), text a spreadsheet would read as a formula
 * gets a leading apostrophe (formula-text.ts), and text with a comma, quote or line break is quoted.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined by CRLF, as RFC 4180 and spreadsheets expect. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A site id as part of a file name: characters a file system refuses become '_'. */
export function fileNamePart(siteId: string): string {
  return siteId.trim().replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_') || 'site';
}

function oldestFirst<Reading>(readings: readonly Reading[], moment: (reading: Reading) => number): Reading[] {
  return [...readings].sort((a, b) => moment(a) - moment(b));
}

export const WATER_LEVEL_CSV_COLUMNS = ['Date', 'Water Surface Elevation', 'Water Depth'] as const;
export const WATER_QUALITY_CSV_COLUMNS = ['Date', 'Units', 'Value', 'Characteristic'] as const;
export const SUBSIDENCE_CSV_COLUMNS = [
  'Date',
  'Total Subsidence',
  'Measured Elevation',
  'Upper Aquifer Compaction',
] as const;

/** 'Export Tabular Well Data': `{site id}_water_levels.csv`. */
export function waterLevelCsv(siteId: string, readings: readonly WellMeasurement[]): CsvFile {
  const rows = oldestFirst(readings, (reading) =>
    measurementTime(reading.measurement_date, reading.measurement_time),
  ).map((reading) => [
    formatChartDate(reading.measurement_date),
    reading.surf_elev,
    reading.measurement_depth,
  ]);
  return {
    fileName: `${fileNamePart(siteId)}_water_levels.csv`,
    content: toCsv(WATER_LEVEL_CSV_COLUMNS, rows),
  };
}

/** `{DMS site id}_water_quality.csv`. */
export function waterQualityCsv(dmsSiteId: string, readings: readonly WaterQualityMeasurement[]): CsvFile {
  const rows = oldestFirst(readings, (reading) => measurementTime(reading.meas_date, reading.meas_time)).map(
    (reading) => [
      formatChartDate(reading.meas_date),
      reading.result_units,
      reading.result_value,
      reading.characteristic,
    ],
  );
  return {
    fileName: `${fileNamePart(dmsSiteId)}_water_quality.csv`,
    content: toCsv(WATER_QUALITY_CSV_COLUMNS, rows),
  };
}

/** `{DMS site id}_subsidence_monitoring.csv`. */
export function subsidenceCsv(dmsSiteId: string, readings: readonly SubsidenceMeasurement[]): CsvFile {
  const rows = oldestFirst(readings, (reading) => measurementTime(reading.meas_date, reading.meas_time)).map(
    (reading) => [
      formatChartDate(reading.meas_date),
      reading.total_subsidence,
      reading.meas_elevation,
      reading.ua_compaction,
    ],
  );
  return {
    fileName: `${fileNamePart(dmsSiteId)}_subsidence_monitoring.csv`,
    content: toCsv(SUBSIDENCE_CSV_COLUMNS, rows),
  };
}
