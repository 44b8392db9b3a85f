import {
  allMeasurementTimes,
  buildHydrographOption,
  defaultYearRange,
  hydrographSeries,
  siteReferences,
  summaryStatistics,
  yAxisChoices,
  type HydrographOption,
} from '../monitoring/chart-rules';
import type { WellMeasurement } from '../monitoring/monitoring-api';
import {
  buildReportChartOption,
  reportChartSummary,
  reportChartYears,
  type ReportChartOption,
} from '../reporting/report-chart';
import type { AnnualChangePoint, ReportRecord } from '../reporting/reporting-api';
import { REPORT_TYPES } from '../reporting/report-types';

/** The charts of the Annual Report: the screens' own option builders, drawn on paper. */

/** Chart sizes in CSS pixels; rendered at twice that for print and placed at the page's text width. */
export const HYDROGRAPH_SIZE = { width: 900, height: 460 } as const;
export const STORAGE_CHART_SIZE = { width: 900, height: 460 } as const;

/** A chart on paper: no zoom slider or tooltip to operate, no animation to wait for. */
export function printedChartOption<T extends object>(option: T): T {
  const printed: Record<string, unknown> = { ...option, animation: false };
  delete printed.dataZoom;
  delete printed.tooltip;
  return printed as T;
}

/** The readings a hydrograph reads. */
export type HydrographReading = Pick<
  WellMeasurement,
  'measurement_date' | 'measurement_time' | 'measurement_depth' | 'surf_elev'
>;

/** A chart's option and what it shows in words (the image's alternative text). */
export interface ReportChart<T> {
  option: T;
  description: string;
}

/**
 * The water level detail screen's hydrograph of a well (spec 1 §2.6) as the screen opens it: the first y-axis
 * choice that has readings (Surface Elevation, else Measurement Depth), the default year range ending with the
 * report's water year, and the site's threshold, objective, milestone and ground surface lines. Null when the
 * well has no reading to draw.
 */
export function reportHydrographOption(
  readings: readonly HydrographReading[],
  site: Record<string, unknown>,
  siteId: string,
  lastYear: number,
): ReportChart<HydrographOption> | null {
  // the chart reads only these fields of a reading
  const data = { kind: 'waterLevel' as const, measurements: readings as readonly WellMeasurement[] };
  const times = allMeasurementTimes(data);
  if (times.length === 0) return null;
  const range = defaultYearRange(data.kind, times, lastYear);
  for (const choice of yAxisChoices(data)) {
    const series = hydrographSeries(data, choice, siteReferences(site), range);
    if (series.points.length === 0) continue;
    const statistics = summaryStatistics(series.points, choice.decimals);
    const lines = series.referenceLines.map((line) => `${line.name} ${line.value} ft`).join(', ');
    const description =
      `${choice.label} hydrograph of ${siteId}: ${statistics.count} readings from ${statistics.firstDate} ` +
      `to ${statistics.lastDate}, lowest ${statistics.min} ft, highest ${statistics.max} ft` +
      (lines ? `; reference lines: ${lines}.` : '.');
    return { option: printedChartOption(buildHydrographOption(series)), description };
  }
  return null;
}

/**
 * The change in storage chart of the /groundwaterstorage screen for one GSP: a bar per water year of its
 * submitted change in storage, coloured by year type, with the cumulative change as a line. Null without
 * any year to draw.
 */
export function reportStorageChartOption(
  records: readonly ReportRecord[],
  annualChange: readonly AnnualChangePoint[],
): ReportChart<ReportChartOption> | null {
  const type = REPORT_TYPES.groundwaterstorage;
  const years = reportChartYears(type, records, annualChange);
  if (years.length === 0) return null;
  return {
    option: printedChartOption(buildReportChartOption(type, years)),
    description: reportChartSummary(type, years),
  };
}
