import { neutraliseFormula } from '../exports/formula-text';
import { formatChartDate } from './chart-rules';
import type { SubsidenceMeasurement, WaterQualityMeasurement, WellMeasurement } from './monitoring-api';

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

/** A site id as part of a file name: characters a file system refuses become '_'. */
export function fileNamePart(siteId: string): string {
  return siteId.trim().replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_') || 'site';
}

/** One row ended by CRLF, as RFC 4180 and spreadsheets expect; the server streams a file line by line. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** One CSV export of a detail screen: its columns, its file name and the row of each reading. */
export interface ReadingsCsv<Reading> {
  columns: readonly string[];
  fileName: (siteId: string) => string;
  row: (reading: Reading) => CsvValue[];
}

/** 'Export Tabular Well Data': `{site id}_water_levels.csv`. */
export const WATER_LEVEL_CSV: ReadingsCsv<WellMeasurement> = {
  columns: ['Date', 'Water Surface Elevation', 'Water Depth'],
  fileName: (siteId) => `${fileNamePart(siteId)}_water_levels.csv`,
  row: (reading) => [formatChartDate(reading.measurement_date), reading.surf_elev, reading.measurement_depth],
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
};
