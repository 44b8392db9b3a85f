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
  return [header, ...rows].map(csvLine).join('');
}

/** A site id as part of a file name: characters a file system refuses become '_'. */
export function fileNamePart(siteId: string): string {
  return siteId.trim().replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_') || 'site';
}

/** Rows joined by CRLF, one line at a time: a file streamed by the server is written line by line. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** One CSV export of a detail screen: its columns, its file name and the row of each reading. */
export interface ReadingsCsv<Reading> {
  columns: readonly string[];
  fileName: (siteId: string) => string;
  row: (reading: Reading) => CsvValue[];
  /** The reading's moment, for the oldest-first order (a reading without a time counts as noon). */
  moment: (reading: Reading) => number;
}

/** 'Export Tabular Well Data': `{site id}_water_levels.csv`. */
export const WATER_LEVEL_CSV: ReadingsCsv<WellMeasurement> = {
  columns: ['Date', 'Water Surface Elevation', 'Water Depth'],
  fileName: (siteId) => `${fileNamePart(siteId)}_water_levels.csv`,
  row: (reading) => [formatChartDate(reading.measurement_date), reading.surf_elev, reading.measurement_depth],
  moment: (reading) => measurementTime(reading.measurement_date, reading.measurement_time),
};

/** `{DMS site id}_water_quality.csv`. */
export const WATER_QUALITY_CSV: ReadingsCsv<WaterQualityMeasurement> = {
  columns: ['Date', 'Units', 'Value', 'Characteristic'],
  fileName: (siteId) => `${fileNamePart(siteId)}_water_quality.csv`,
  row: (reading) => [
    formatChartDate(reading.meas_date),
    reading.result_units,
    reading.result_value,
    reading.characteristic,
  ],
  moment: (reading) => measurementTime(reading.meas_date, reading.meas_time),
};

/** `{DMS site id}_subsidence_monitoring.csv`. */
export const SUBSIDENCE_CSV: ReadingsCsv<SubsidenceMeasurement> = {
  columns: ['Date', 'Total Subsidence', 'Measured Elevation', 'Upper Aquifer Compaction'],
  fileName: (siteId) => `${fileNamePart(siteId)}_subsidence_monitoring.csv`,
  row: (reading) => [
    formatChartDate(reading.meas_date),
    reading.total_subsidence,
    reading.meas_elevation,
    reading.ua_compaction,
  ],
  moment: (reading) => measurementTime(reading.meas_date, reading.meas_time),
};

export const WATER_LEVEL_CSV_COLUMNS = WATER_LEVEL_CSV.columns;
export const WATER_QUALITY_CSV_COLUMNS = WATER_QUALITY_CSV.columns;
export const SUBSIDENCE_CSV_COLUMNS = SUBSIDENCE_CSV.columns;

/** A whole export of a site's readings, oldest first. */
export function readingsCsv<Reading>(
  kind: ReadingsCsv<Reading>,
  siteId: string,
  readings: readonly Reading[],
): CsvFile {
  const rows = [...readings].sort((a, b) => kind.moment(a) - kind.moment(b)).map(kind.row);
  return { fileName: kind.fileName(siteId), content: toCsv(kind.columns, rows) };
}

export const waterLevelCsv = (siteId: string, readings: readonly WellMeasurement[]) =>
  readingsCsv(WATER_LEVEL_CSV, siteId, readings);
export const waterQualityCsv = (siteId: string, readings: readonly WaterQualityMeasurement[]) =>
  readingsCsv(WATER_QUALITY_CSV, siteId, readings);
export const subsidenceCsv = (siteId: string, readings: readonly SubsidenceMeasurement[]) =>
  readingsCsv(SUBSIDENCE_CSV, siteId, readings);
