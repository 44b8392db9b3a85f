import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { OTHER_YEAR_TYPE_COLOUR, YEAR_TYPE_COLOURS, YEAR_TYPES, type YearType } from '../admin/water-year';
import { abbreviateNumber, formatNumber, parseReportNumber, roundTo } from '../numbers/number-format';
import { cellField } from './report-tables';
import type { AnnualChangePoint, ReportRecord } from './reporting-api';
import { REPORTING_TEXTS } from './reporting-texts';
import type { ReportType } from './report-types';

/**
 * The chart of the submitted-data screens (spec 3 §2.4, §9): one bar per water year of the report's main
 * total, summed over the GSPs shown and coloured by the year's type, with the cumulative change in
 * storage as a line on a right axis. Pure, so the same chart can be drawn on the server.
 */

/** The year types' legend entry for a year without one of the five types (spec 3 §9: 'others grey'). */
export const OTHER_YEAR_TYPE = 'Other';

/** spec 3 §9: the right axis's starting range; it widens to show every value (SPEC-NOTES). */
export const CHANGE_AXIS_START = { min: -1_000_000, max: 270_000 } as const;

export const REPORT_CHART_HEIGHT = 520;

/**
 * The one figure a report's bar shows: the table's total row corner where the table has one (extraction
 * gw_total_total, supply sw_total, use t_total), else the sum of every sector total (storage's one row
 * gw_stor_total; recharge and evapotranspiration, whose tables have no total row).
 */
export function reportMainTotal(type: ReportType, record: Readonly<Record<string, unknown>>): number {
  const [first] = type.tables;
  const corner = first.totalColumn ? first.totalRow?.fields[first.totalColumn] : undefined;
  const number = (field: string) =>
    parseReportNumber(record[field] as string | number | null | undefined, type.entryDecimals);
  if (corner) return number(corner);
  let sum = 0;
  for (const table of type.tables) {
    const column = table.columns.find((candidate) => candidate.key === table.totalColumn);
    if (!column) continue;
    for (const sector of table.sectors) sum += number(cellField(table, sector, column));
  }
  return roundTo(sum, type.entryDecimals);
}

export function yearTypeColour(yearType: string | null | undefined): string {
  return (YEAR_TYPE_COLOURS as Record<string, string>)[yearType ?? ''] ?? OTHER_YEAR_TYPE_COLOUR;
}

const isYearType = (value: string | null | undefined): value is YearType =>
  (YEAR_TYPES as readonly string[]).includes(value ?? '');

/** One water year of the chart. */
export interface ReportChartYear {
  year: number;
  /** One of the five year types, or null when the year has none (drawn grey, as 'Other'). */
  yearType: YearType | null;
  /** The reports' main totals summed; null in a year with a change in storage but no report. */
  total: number | null;
  /** The cumulative change in storage at the end of the year; null when not known. */
  change: number | null;
}

/**
 * The years of the chart, oldest first: every year with a report or a change in storage. The year's type
 * is its reports', else the change in storage's label.
 */
export function reportChartYears(
  type: ReportType,
  records: readonly ReportRecord[],
  annualChange: readonly AnnualChangePoint[] = [],
): ReportChartYear[] {
  const years = new Map<number, ReportChartYear>();
  const yearOf = (year: number) => {
    let entry = years.get(year);
    if (!entry) {
      entry = { year, yearType: null, total: null, change: null };
      years.set(year, entry);
    }
    return entry;
  };
  for (const record of records) {
    const entry = yearOf(record.water_year);
    entry.total = roundTo((entry.total ?? 0) + reportMainTotal(type, record), type.entryDecimals);
    if (!entry.yearType && isYearType(record.year_type)) entry.yearType = record.year_type;
  }
  for (const point of annualChange) {
    const entry = yearOf(point.year);
    entry.change = point.change;
    if (!entry.yearType && isYearType(point.label)) entry.yearType = point.label;
  }
  return [...years.values()].sort((a, b) => a.year - b.year);
}

/**
 * A nice bound past a value, away from zero: -2,345,678 gives -2,500,000 and 310,000 gives 350,000 (steps
 * of half the value's order of magnitude), so the axis ends on a round figure.
 */
function roundAway(value: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(Math.abs(value)));
  const step = magnitude / 2;
  return value < 0 ? Math.floor(value / step) * step : Math.ceil(value / step) * step;
}

/** spec 3 §9's -1,000,000 to 270,000, widened to a round bound past any value beyond it (SPEC-NOTES). */
export function changeAxisRange(changes: readonly number[]): { min: number; max: number } {
  let { min, max }: { min: number; max: number } = CHANGE_AXIS_START;
  for (const value of changes) {
    if (value < min) min = roundAway(value);
    if (value > max) max = roundAway(value);
  }
  return { min, max };
}

/** The bars' axis: from 0, or a round bound under the lowest bar, to a round bound over the highest. */
export function barAxisRange(totals: readonly (number | null)[]): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const total of totals) {
    if (total === null) continue;
    if (total < min) min = total;
    if (total > max) max = total;
  }
  return { min: min < 0 ? roundAway(min) : 0, max: max > 0 ? roundAway(max) : min < 0 ? 0 : 1 };
}

/** The plot's height in pixels: the chart's, less the legend's room above and the year axis's below. */
const PLOT_HEIGHT = REPORT_CHART_HEIGHT - 60 - 80;
/** A label's height, and ECharts' distance between a point and its label, in pixels. */
const LABEL_HEIGHT = 16;
const LABEL_DISTANCE = 5;

/**
 * Where the last cumulative change point names its value: above or below the point, as near it as the
 * bars allow. Its name ('-312.5K AF') is wider than a bar on a phone, so it must clear the bars of its
 * own year and of the years beside it; it goes to the side where it needs to move least from its point.
 * `index` is the point's year among `totals` (the bars), `change` its value; both axes' ranges as drawn.
 */
export function cumulativeLabelPlacement(
  totals: readonly (number | null)[],
  index: number,
  change: number,
  barRange: { min: number; max: number },
  changeRange: { min: number; max: number },
): { position: 'top' | 'bottom'; distance: number } {
  // heights in pixels from the plot's bottom
  const barHeight = (value: number) =>
    ((value - barRange.min) / (barRange.max - barRange.min || 1)) * PLOT_HEIGHT;
  const point = ((change - changeRange.min) / (changeRange.max - changeRange.min || 1)) * PLOT_HEIGHT;
  const bars = [index - 1, index, index + 1].flatMap((year) => {
    const total = totals[year];
    if (total === null || total === undefined) return [];
    const ends = [barHeight(0), barHeight(total)];
    return [{ low: Math.min(...ends), high: Math.max(...ends) }];
  });
  const clearDistance = (above: boolean): number => {
    let distance = LABEL_DISTANCE;
    for (let moved = true; moved;) {
      moved = false;
      const low = above ? point + distance : point - distance - LABEL_HEIGHT;
      const high = low + LABEL_HEIGHT;
      for (const bar of bars) {
        if (low < bar.high && bar.low < high) {
          distance = above ? bar.high - point + 2 : point - bar.low + 2;
          moved = true;
        }
      }
    }
    const inside = above
      ? point + distance + LABEL_HEIGHT <= PLOT_HEIGHT
      : point - distance - LABEL_HEIGHT >= 0;
    return inside ? distance : Infinity;
  };
  const top = clearDistance(true);
  const bottom = clearDistance(false);
  if (top === Infinity && bottom === Infinity) return { position: 'top', distance: LABEL_DISTANCE };
  return bottom < top ? { position: 'bottom', distance: bottom } : { position: 'top', distance: top };
}

/** '-1.2M AF': a volume as the axes abbreviate it (spec 3 §9), with its unit. */
export function abbreviatedVolume(value: number): string {
  return `${abbreviateNumber(Math.round(value))} AF`;
}

const fullVolume = (value: number) => `${formatNumber(value, 0)} AF`;

/** The year types the legend shows: the five always, so the colours read alike on every chart; 'Other' when used. */
export function legendYearTypes(years: readonly ReportChartYear[]): string[] {
  const other = years.some((year) => year.total !== null && year.yearType === null);
  return [...YEAR_TYPES, ...(other ? [OTHER_YEAR_TYPE] : [])];
}

/** What one year's tooltip says: the year and its type, the report's total and the cumulative change. */
export function reportChartTooltip(type: ReportType, year: ReportChartYear): string {
  const lines = [`${REPORTING_TEXTS.waterYear} ${year.year} (${year.yearType ?? OTHER_YEAR_TYPE})`];
  if (year.total !== null) lines.push(`${type.title}: ${fullVolume(year.total)}`);
  if (year.change !== null)
    lines.push(`${REPORTING_TEXTS.cumulativeChange}: ${formatNumber(year.change, 0)}`);
  return lines.join('<br/>');
}

/**
 * The chart in words, for those who cannot see it (WCAG 1.1.1): the years shown, the cumulative change
 * in storage over them, and the dry and critical years.
 */
export function reportChartSummary(type: ReportType, years: readonly ReportChartYear[]): string {
  if (years.length === 0) return `${type.title} chart: ${REPORTING_TEXTS.noMeasurements}`;
  const first = years[0].year;
  const last = years[years.length - 1].year;
  const parts = [`${type.title} chart, water years ${first} to ${last}.`];
  const changes = years.filter((year) => year.change !== null);
  if (changes.length > 0) {
    const end = changes[changes.length - 1];
    parts.push(
      `Cumulative change in storage from ${changes[0].year} to ${end.year}: ${fullVolume(end.change!)}.`,
    );
  }
  const dry = years.filter((year) => year.yearType === 'Dry' || year.yearType === 'Critical');
  parts.push(
    dry.length > 0
      ? `Dry and critical years: ${dry.map((year) => `${year.year} (${year.yearType})`).join(', ')}.`
      : 'No dry or critical years.',
  );
  return parts.join(' ');
}

export type ReportChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

/** The axis name of the bars: 'Groundwater Extraction (AF)'. */
export const barAxisName = (type: ReportType) => `${type.title} (AF)`;

/**
 * The ECharts option. Each year type is a bar series of its own (one value per year, the others empty,
 * stacked so each year keeps one bar in its place), which gives the legend its colours and names; the
 * cumulative change is a line on the right axis, its last point labelled with its value.
 */
export function buildReportChartOption(
  type: ReportType,
  years: readonly ReportChartYear[],
): ReportChartOption {
  const categories = years.map((year) => String(year.year));
  const yearTypes = legendYearTypes(years);
  const bars: BarSeriesOption[] = yearTypes.map((yearType) => {
    const colour = yearType === OTHER_YEAR_TYPE ? OTHER_YEAR_TYPE_COLOUR : yearTypeColour(yearType);
    return {
      type: 'bar',
      name: yearType,
      stack: 'years',
      color: colour,
      itemStyle: { color: colour },
      barMaxWidth: 60,
      data: years.map((year) =>
        year.total !== null && (year.yearType ?? OTHER_YEAR_TYPE) === yearType ? year.total : null,
      ),
    };
  });
  const changes = years.map((year) => year.change);
  const lastIndex = changes.findLastIndex((change) => change !== null);
  const changeRange = changeAxisRange(changes.filter((change): change is number => change !== null));
  const totals = years.map((year) => year.total);
  const barRange = barAxisRange(totals);
  const line: LineSeriesOption = {
    type: 'line',
    name: REPORTING_TEXTS.cumulativeChange,
    yAxisIndex: 1,
    color: '#000000',
    lineStyle: { color: '#000000', width: 2 },
    symbolSize: 6,
    connectNulls: true,
    data: changes.map((change, index) =>
      index === lastIndex
        ? {
            value: change,
            label: {
              show: true,
              ...cumulativeLabelPlacement(totals, index, change!, barRange, changeRange),
              fontWeight: 'bold',
              formatter: abbreviatedVolume(change!),
            },
          }
        : change,
    ),
  };
  const byCategory = new Map(years.map((year) => [String(year.year), year]));
  return {
    legend: { top: 0, data: [...yearTypes, ...(lastIndex >= 0 ? [REPORTING_TEXTS.cumulativeChange] : [])] },
    grid: { left: 80, right: 90, top: 60, bottom: 50 },
    tooltip: {
      trigger: 'axis',
      formatter: (params: unknown) => {
        const first = (Array.isArray(params) ? params[0] : params) as { axisValue?: string } | undefined;
        const year = byCategory.get(String(first?.axisValue ?? ''));
        return year ? reportChartTooltip(type, year) : '';
      },
    },
    xAxis: {
      type: 'category',
      name: REPORTING_TEXTS.waterYear,
      nameLocation: 'middle',
      nameGap: 30,
      data: categories,
    },
    yAxis: [
      {
        type: 'value',
        name: barAxisName(type),
        nameLocation: 'middle',
        nameGap: 60,
        // set, not left to ECharts, so the cumulative label's place is worked out on the axis drawn
        min: barRange.min,
        max: barRange.max,
        axisLabel: { formatter: (value: number) => abbreviateNumber(value) },
      },
      {
        type: 'value',
        name: REPORTING_TEXTS.cumulativeChange,
        nameLocation: 'middle',
        nameGap: 65,
        min: changeRange.min,
        max: changeRange.max,
        splitLine: { show: false },
        // a fixed bound off the tick interval (270,000) would print over its neighbour
        axisLabel: { formatter: (value: number) => abbreviateNumber(value), hideOverlap: true },
      },
    ],
    series: [...bars, ...(lastIndex >= 0 ? [line] : [])],
  };
}
