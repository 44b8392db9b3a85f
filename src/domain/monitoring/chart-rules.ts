import type { LineSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { roundTo } from '../numbers/number-format';
import { figuresOfYears, yearFigures, type YearFigures } from './chart-series';
import { DEFAULT_MILESTONE_YEARS } from './choices';
import { measurementMoment, VERTICAL_GRADIENT_MEASUREMENT_FIELDS } from './measurement-definitions';
import type {
  StreamMeasurement,
  SubsidenceMeasurement,
  VerticalGradientMeasurement,
  WaterQualityMeasurement,
  WellMeasurement,
} from './monitoring-api';

/**
 * The rules of the one time-series chart of the monitoring detail screens (spec 1 §2.6, §4, §5, §9).
 * Pure, so the server can draw the same chart (ECharts SSR) into reports.
 */

/** The readings a chart is drawn from; the kind decides the y-axis choices and the defaults. */
export type HydrographData =
  | { kind: 'waterLevel'; measurements: readonly WellMeasurement[] }
  | { kind: 'streamflow'; measurements: readonly StreamMeasurement[] }
  | { kind: 'subsidence'; measurements: readonly SubsidenceMeasurement[] }
  | { kind: 'waterQuality'; measurements: readonly WaterQualityMeasurement[] }
  | { kind: 'interconnectedStream'; measurements: readonly StreamMeasurement[] }
  | { kind: 'interconnectedWell'; measurements: readonly WellMeasurement[] }
  | { kind: 'verticalGradient'; measurements: readonly VerticalGradientMeasurement[] };
export type HydrographKind = HydrographData['kind'];

/**
 * How the axis is bounded when the user has entered nothing:
 * - 'padded': padded by 5 ft, 1 ft when the data range is under 2 (spec 1 §9), reference lines kept in view;
 * - 'relative': unitless values (gradients) padded by a share of their range, since feet would dwarf them;
 * - 'fromZero': 0 to the rounded-up data maximum (spec 1 §9 "other charts");
 * - 'stream': lower bound 0, upper bound padded (spec 1 §9 "stream chart y-axis lower default 0").
 */
export type AxisMode = 'padded' | 'relative' | 'fromZero' | 'stream';

/** spec 1 §9: chart values and summary figures carry 1 decimal. */
export const CHART_DECIMALS = 1;
/**
 * Gradients are ratios such as 0.0012 stored (double precision) and shown in the measurement tables
 * with up to 4 decimals; at 1 decimal they would all read 0.
 */
export const GRADIENT_DECIMALS = 4;

export interface YAxisChoice {
  key: string;
  label: string;
  /** Depth grows downwards: the axis runs top to bottom. */
  reversed: boolean;
  axisMode: AxisMode;
  /** Decimals of the chart points, tooltip, axis labels and summary statistics. */
  decimals: number;
  /** Shown with the axis name and the tooltip value: 'ft', a water quality result unit, or none. */
  unit?: string;
}

export interface ChartPoint {
  /** Milliseconds since the epoch, UTC; the chart runs with useUTC so no time zone shifts a date. */
  time: number;
  value: number;
}

export const CHART_HEIGHT = 680;
export const CHART_COLOURS = {
  series: 'blue',
  minimumThreshold: 'red',
  measurableObjective: 'green',
  groundSurfaceElevation: 'brown',
  milestone: 'darkorange',
} as const;
/** spec 1 §9 spells it this way; the field label elsewhere is 'Measurable Objective'. */
export const REFERENCE_LINE_NAMES = {
  minimumThreshold: 'Minimum Threshold',
  measurableObjective: 'Measureable Objective',
  groundSurfaceElevation: 'Ground Surface Elevation',
} as const;

const choice = (
  key: string,
  label: string,
  axisMode: AxisMode,
  {
    reversed = false,
    unit = 'ft',
    decimals = CHART_DECIMALS,
  }: { reversed?: boolean; unit?: string; decimals?: number } = {},
): YAxisChoice => ({ key, label, reversed, axisMode, decimals, ...(unit ? { unit } : {}) });

const WATER_LEVEL_CHOICES = [
  choice('surf_elev', 'Surface Elevation', 'padded'),
  choice('measurement_depth', 'Measurement Depth', 'padded', { reversed: true }),
];
const STREAM_CHOICES = [choice('stream_stage', 'Stream Stage', 'stream')];
const SUBSIDENCE_CHOICES = [
  choice('total_subsidence', 'Total Subsidence', 'padded'),
  choice('meas_elevation', 'Measured Elevation', 'padded'),
  choice('ua_compaction', 'Upper Aquifer Compaction', 'padded'),
];
const INTERCONNECTED_WELL_CHOICES = [choice('surf_elev', 'Surface Elevation', 'padded')];

/** The vertical gradient values and the date each is read on (each source has its own date). */
const VERTICAL_GRADIENT_SOURCES: ReadonlyArray<{ key: keyof VerticalGradientMeasurement; dates: string[] }> =
  [
    { key: 'stream_stage', dates: ['stream'] },
    { key: 'sa_gwe', dates: ['sa_gwe'] },
    { key: 'ua_gwe', dates: ['ua_gwe'] },
    { key: 'la_gwe', dates: ['la_gwe'] },
    { key: 'horiz_grad_sa', dates: ['sa_gwe'] },
    { key: 'horiz_grad_ua', dates: ['ua_gwe'] },
    { key: 'horiz_grad_la', dates: ['la_gwe'] },
    { key: 'vert_grad_sa_ua', dates: ['sa_gwe', 'ua_gwe'] },
    { key: 'vert_grad_ua_la', dates: ['ua_gwe', 'la_gwe'] },
  ];
const ANY_SOURCE_DATE = ['stream', 'sa_gwe', 'ua_gwe', 'la_gwe'];

function verticalGradientChoice(key: string): YAxisChoice {
  const label = VERTICAL_GRADIENT_MEASUREMENT_FIELDS.find((field) => field.name === key)?.label ?? key;
  if (label.endsWith(' (ft)')) return choice(key, label.replace(/ \(ft\)$/, ''), 'padded');
  // gradients are ratios: no unit, their own precision, padded by a share of their range
  return choice(key, label, 'relative', { unit: '', decimals: GRADIENT_DECIMALS });
}

const VERTICAL_GRADIENT_CHOICES = new Map(
  VERTICAL_GRADIENT_SOURCES.map(({ key }) => [key as string, verticalGradientChoice(key)]),
);

/** The unit most results of a characteristic are reported in. */
function mostCommonUnit(readings: readonly WaterQualityMeasurement[]): string {
  const counts = new Map<string, number>();
  for (const { result_units: unit } of readings) {
    if (unit) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** The Y Axis Values a chart offers; the first is the default. */
export function yAxisChoices(data: HydrographData): YAxisChoice[] {
  switch (data.kind) {
    case 'waterLevel':
      return WATER_LEVEL_CHOICES;
    case 'streamflow':
    case 'interconnectedStream':
      return STREAM_CHOICES;
    case 'subsidence':
      return SUBSIDENCE_CHOICES;
    case 'interconnectedWell':
      return INTERCONNECTED_WELL_CHOICES;
    case 'waterQuality': {
      const characteristics = [...new Set(data.measurements.map((reading) => reading.characteristic))];
      return characteristics
        .sort((a, b) => a.localeCompare(b))
        .map((characteristic) =>
          choice(characteristic, characteristic, 'fromZero', {
            unit: mostCommonUnit(
              data.measurements.filter((reading) => reading.characteristic === characteristic),
            ),
          }),
        );
    }
    case 'verticalGradient':
      return VERTICAL_GRADIENT_SOURCES.filter(({ key }) =>
        data.measurements.some((reading) => typeof reading[key] === 'number'),
      ).map(({ key }) => VERTICAL_GRADIENT_CHOICES.get(key)!);
  }
}

/** The decimals of one y-axis choice, without scanning the readings for the list of choices. */
function choiceDecimals(kind: HydrographKind, choiceKey: string): number {
  const gradientChoice = kind === 'verticalGradient' ? VERTICAL_GRADIENT_CHOICES.get(choiceKey) : undefined;
  return gradientChoice?.decimals ?? CHART_DECIMALS;
}

/** spec 1 §5: a reading without a time counts as noon. Dates and times are read as UTC. */
export function measurementTime(date: string, time: string | null | undefined): number {
  return Date.parse(`${measurementMoment(date, time)}Z`);
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** MM/DD/YYYY of a chart time (spec 1 §9), or of a 'YYYY-MM-DD' date. */
export function formatChartDate(value: number | string): string {
  if (typeof value === 'string') {
    const [year, month, day] = value.slice(0, 10).split('-');
    return `${month}/${day}/${year}`;
  }
  const date = new Date(value);
  return `${pad2(date.getUTCMonth() + 1)}/${pad2(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** Chart values and summary figures carry 1 decimal (spec 1 §9), gradients their own (YAxisChoice.decimals). */
export function roundChartValue(value: number, decimals = CHART_DECIMALS): number {
  return roundTo(value, decimals);
}

function point(
  date: string | null,
  time: string | null,
  value: number | null,
  decimals = CHART_DECIMALS,
): ChartPoint | null {
  if (!date || typeof value !== 'number' || !Number.isFinite(value)) return null;
  return { time: measurementTime(date, time), value: roundChartValue(value, decimals) };
}

function verticalGradientPoint(
  reading: VerticalGradientMeasurement,
  key: string,
  decimals: number,
): ChartPoint | null {
  const source = VERTICAL_GRADIENT_SOURCES.find((entry) => entry.key === key);
  if (!source) return null;
  const record = reading as unknown as Record<string, string | number | null>;
  const dateSource = [...source.dates, ...ANY_SOURCE_DATE].find((prefix) => record[`${prefix}_meas_date`]);
  if (!dateSource) return null;
  return point(
    record[`${dateSource}_meas_date`] as string,
    record[`${dateSource}_meas_time`] as string | null,
    record[key] as number | null,
    decimals,
  );
}

/** The points of one y-axis choice, oldest first; readings without that value are left out. */
export function chartPoints(data: HydrographData, choiceKey: string): ChartPoint[] {
  let points: Array<ChartPoint | null>;
  switch (data.kind) {
    case 'waterLevel':
    case 'interconnectedWell':
      points = data.measurements.map((reading) =>
        point(
          reading.measurement_date,
          reading.measurement_time,
          choiceKey === 'measurement_depth' ? reading.measurement_depth : reading.surf_elev,
        ),
      );
      break;
    case 'streamflow':
    case 'interconnectedStream':
      points = data.measurements.map((reading) =>
        point(reading.meas_date, reading.meas_time, reading.stream_stage),
      );
      break;
    case 'subsidence':
      points = data.measurements.map((reading) =>
        point(
          reading.meas_date,
          reading.meas_time,
          choiceKey === 'meas_elevation'
            ? reading.meas_elevation
            : choiceKey === 'ua_compaction'
              ? reading.ua_compaction
              : reading.total_subsidence,
        ),
      );
      break;
    case 'waterQuality':
      points = data.measurements
        .filter((reading) => reading.characteristic === choiceKey)
        .map((reading) => point(reading.meas_date, reading.meas_time, reading.result_value));
      break;
    case 'verticalGradient': {
      const decimals = choiceDecimals(data.kind, choiceKey);
      points = data.measurements.map((reading) => verticalGradientPoint(reading, choiceKey, decimals));
      break;
    }
  }
  return points.filter((entry): entry is ChartPoint => entry !== null).sort((a, b) => a.time - b.time);
}

/** The times of every reading of every choice: the year filter spans all of them. */
export function allMeasurementTimes(data: HydrographData): number[] {
  return yAxisChoices(data).flatMap((entry) => chartPoints(data, entry.key).map(({ time }) => time));
}

export const yearOf = (time: number) => new Date(time).getUTCFullYear();

/** Smallest and largest value; a loop, since spreading 100k+ readings into Math.min overflows the stack. */
function extent(values: readonly number[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return [min, max];
}

/** spec 1 §9: the first measurement year to the current year (or a later last reading). */
export function yearOptions(times: readonly number[], currentYear: number): number[] {
  if (times.length === 0) return [currentYear];
  const [firstTime, lastTime] = extent(times);
  const first = yearOf(firstTime);
  const last = Math.max(currentYear, yearOf(lastTime));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export interface YearRange {
  start: number;
  end: number;
}

/**
 * spec 1 §4: start at the earliest measurement year; end at the current year, except on the
 * interconnected blocks, which end at the last measurement year.
 */
export function defaultYearRange(
  kind: HydrographKind,
  times: readonly number[],
  currentYear: number,
): YearRange {
  if (times.length === 0) return { start: currentYear, end: currentYear };
  const [firstTime, lastTime] = extent(times);
  const endsAtLastReading =
    kind === 'interconnectedStream' || kind === 'interconnectedWell' || kind === 'verticalGradient';
  return { start: yearOf(firstTime), end: endsAtLastReading ? yearOf(lastTime) : currentYear };
}

export function filterByYears(points: readonly ChartPoint[], range: YearRange): ChartPoint[] {
  return points.filter(({ time }) => yearOf(time) >= range.start && yearOf(time) <= range.end);
}

export interface AxisBounds {
  min?: number;
  max?: number;
}

/** 'relative' axes: padded by this share of the data range ... */
const RELATIVE_PADDING_SHARE = 0.1;
/** ... and by at least ten steps of the values' precision (0.001 for gradients), so equal values get an axis. */
const relativeMinimumPadding = (decimals: number) => 10 ** (1 - decimals);

/** The padding the data alone calls for; reference lines never change it (spec 1 §9 "the data range"). */
function dataPadding(axisMode: AxisMode, min: number, max: number, decimals: number): number {
  if (axisMode === 'relative') {
    return Math.max((max - min) * RELATIVE_PADDING_SHARE, relativeMinimumPadding(decimals));
  }
  // spec 1 §9: 5 ft, 1 ft when the data range is under 2
  return max - min < 2 ? 1 : 5;
}

/**
 * The data's min and max padded (padding chosen from the data alone), widened to the reference lines
 * drawn. A reference line outside the data gets the same padding as the data, so it is never drawn on
 * the plot's border: data 100..101.5 with a threshold at 80 gives 79..102.5.
 */
function paddedBounds(
  axisMode: AxisMode,
  values: readonly number[],
  referenceValues: readonly number[],
  decimals: number,
): Required<AxisBounds> {
  const [dataMin, dataMax] = extent(values);
  const padding = dataPadding(axisMode, dataMin, dataMax, decimals);
  const [min, max] = extent([dataMin, dataMax, ...referenceValues]);
  return { min: roundChartValue(min - padding, decimals), max: roundChartValue(max + padding, decimals) };
}

/** spec 1 §9: pad min and max by 5 ft, by 1 ft when the values span less than 2. */
export function paddedRange(values: readonly number[]): Required<AxisBounds> | null {
  if (values.length === 0) return null;
  return paddedBounds('padded', values, [], CHART_DECIMALS);
}

/**
 * The axis bounds before the user sets any. On 'padded' and 'relative' axes the reference lines widen
 * the padded data range, so the threshold lines stay in view; the padding comes from the data alone.
 */
export function automaticBounds(
  axisMode: AxisMode,
  values: readonly number[],
  referenceValues: readonly number[] = [],
  decimals = CHART_DECIMALS,
): AxisBounds {
  if (values.length === 0) return {};
  if (axisMode === 'padded' || axisMode === 'relative') {
    return paddedBounds(axisMode, values, referenceValues, decimals);
  }
  const [dataMin, dataMax] = extent(values);
  if (axisMode === 'stream') {
    const padded = paddedRange(values)!;
    return { min: dataMin < 0 ? padded.min : 0, max: padded.max };
  }
  // readings below zero would fall off a 0-based axis
  return { min: dataMin < 0 ? Math.floor(dataMin) : 0, max: Math.ceil(dataMax) };
}

/**
 * Kinds whose Min and Max inputs start filled from the data (spec 1 §4: streamflow min and max start
 * from the measured values; §9: subsidence presets them from the data); the others start empty.
 */
export function presetsAxisInputs(kind: HydrographKind): boolean {
  return kind === 'streamflow' || kind === 'subsidence';
}

export type AxisInput = number | string | null | undefined;

/** A Min or Max input counts only when it holds a number (spec 1 §5). */
export function parseAxisInput(input: AxisInput): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (input === null || input === undefined || input.trim() === '') return undefined;
  const value = Number(input.trim().replace(/,/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

/** The user's Min and Max replace the automatic bounds only when filled. */
export function applyUserBounds(automatic: AxisBounds, userMin?: AxisInput, userMax?: AxisInput): AxisBounds {
  const min = parseAxisInput(userMin);
  const max = parseAxisInput(userMax);
  return { min: min ?? automatic.min, max: max ?? automatic.max };
}

/** The values a site holds for the reference lines of its charts. */
export interface SiteReferences {
  minimumThreshold?: number | null;
  measurableObjective?: number | null;
  groundSurfaceElevation?: number | null;
  milestones?: ReadonlyArray<{ year: number; value: number | null }>;
}

export interface ReferenceLine {
  name: string;
  value: number;
  colour: string;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * Reads the reference values of a site record: gsp_threshold, measurable_objective (meas_objective on
 * interconnected sites), ground_surface_elev and the milestones, with their years when the site
 * stores them (yr5_milestone_year ...) and spec 1 §9's 2025, 2030, 2035 otherwise.
 */
export function siteReferences(site: Record<string, unknown>): SiteReferences {
  return {
    minimumThreshold: numberOrNull(site.gsp_threshold ?? site.gsp_wl_threshold_elev),
    measurableObjective: numberOrNull(site.measurable_objective ?? site.meas_objective),
    groundSurfaceElevation: numberOrNull(site.ground_surface_elev),
    milestones: (['yr5', 'yr10', 'yr15'] as const).map((prefix) => ({
      year: numberOrNull(site[`${prefix}_milestone_year`]) ?? DEFAULT_MILESTONE_YEARS[prefix],
      value: numberOrNull(site[`${prefix}_milestone`]),
    })),
  };
}

/** Which reference lines each chart carries: the plan criteria are in the unit of the value they judge. */
const REFERENCES_BY_CHART: Partial<
  Record<HydrographKind, Record<string, ReadonlyArray<'criteria' | 'groundSurface'>>>
> = {
  waterLevel: { surf_elev: ['criteria', 'groundSurface'] },
  subsidence: { total_subsidence: ['criteria'] },
  interconnectedWell: { surf_elev: ['groundSurface'] },
};

/** The reference lines of one chart; a line shows only when the site has its value. */
export function referenceLines(
  kind: HydrographKind,
  choiceKey: string,
  references: SiteReferences,
): ReferenceLine[] {
  const groups = REFERENCES_BY_CHART[kind]?.[choiceKey] ?? [];
  const lines: ReferenceLine[] = [];
  const add = (name: string, value: number | null | undefined, colour: string) => {
    if (typeof value === 'number' && Number.isFinite(value)) {
      lines.push({ name, value: roundChartValue(value), colour });
    }
  };
  if (groups.includes('criteria')) {
    add(REFERENCE_LINE_NAMES.minimumThreshold, references.minimumThreshold, CHART_COLOURS.minimumThreshold);
    add(
      REFERENCE_LINE_NAMES.measurableObjective,
      references.measurableObjective,
      CHART_COLOURS.measurableObjective,
    );
    for (const milestone of references.milestones ?? []) {
      add(`Interim Milestone (${milestone.year})`, milestone.value, CHART_COLOURS.milestone);
    }
  }
  if (groups.includes('groundSurface')) {
    add(
      REFERENCE_LINE_NAMES.groundSurfaceElevation,
      references.groundSurfaceElevation,
      CHART_COLOURS.groundSurfaceElevation,
    );
  }
  return lines;
}

export interface SummaryStatistics {
  count: number;
  /** MM/DD/YYYY, null without readings. */
  firstDate: string | null;
  lastDate: string | null;
  min: number | null;
  max: number | null;
  mean: number | null;
}

/** The side panel's figures of some years of a choice (chart-series' year figures put together). */
export function statisticsOfFigures(
  figures: Omit<YearFigures, 'year'> | undefined,
  decimals = CHART_DECIMALS,
): SummaryStatistics {
  if (!figures) return { count: 0, firstDate: null, lastDate: null, min: null, max: null, mean: null };
  const scale = 10 ** decimals;
  return {
    count: figures.count,
    firstDate: formatChartDate(figures.firstTime),
    lastDate: formatChartDate(figures.lastTime),
    min: roundChartValue(figures.min, decimals),
    max: roundChartValue(figures.max, decimals),
    mean: roundChartValue(figures.scaledSum / scale / figures.count, decimals),
  };
}

/** The figures of the side panel, rounded like the chart's values (`decimals` of the y-axis choice). */
export function summaryStatistics(
  points: readonly ChartPoint[],
  decimals = CHART_DECIMALS,
): SummaryStatistics {
  return statisticsOfFigures(figuresOfYears(yearFigures(points, decimals)), decimals);
}

/** What one chart draws before the user's Min and Max: the shape buildHydrographOption takes. */
export interface HydrographSeries {
  choice: YAxisChoice;
  /** The chosen value's points, oldest first, within the year range when one is given. */
  points: ChartPoint[];
  referenceLines: ReferenceLine[];
  /** The automatic bounds; applyUserBounds lays the user's Min and Max over them. */
  bounds: AxisBounds;
}

/**
 * The points, reference lines and automatic bounds of one y-axis choice: the detail hydrograph and the
 * home map's chart draw the same chart from this.
 */
export function hydrographSeries(
  data: HydrographData,
  choice: YAxisChoice,
  references: SiteReferences = {},
  yearRange?: YearRange,
): HydrographSeries {
  const allPoints = chartPoints(data, choice.key);
  const points = yearRange ? filterByYears(allPoints, yearRange) : allPoints;
  return seriesOfPoints(data.kind, choice, points, references);
}

/**
 * The reference lines and automatic bounds of a choice's points, whether every reading or the server's
 * reduction of them (which keeps each bucket's lowest and highest point, so the bounds are the same).
 */
export function seriesOfPoints(
  kind: HydrographKind,
  choice: YAxisChoice,
  points: ChartPoint[],
  references: SiteReferences = {},
): HydrographSeries {
  const lines = referenceLines(kind, choice.key, references);
  const bounds = automaticBounds(
    choice.axisMode,
    points.map(({ value }) => value),
    lines.map(({ value }) => value),
    choice.decimals,
  );
  return { choice, points, referenceLines: lines, bounds };
}

export type HydrographOption = ComposeOption<
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
  | LegendComponentOption
>;

export interface HydrographOptionInput {
  choice: YAxisChoice;
  points: readonly ChartPoint[];
  bounds: AxisBounds;
  referenceLines?: readonly ReferenceLine[];
  /** The time span the zoom shows (ms, UTC); the whole series when absent. */
  zoom?: TimeWindow | null;
}

export interface TimeWindow {
  start: number;
  end: number;
}

/** Above this many points the markers are hidden and animation is off, so long series stay smooth. */
const LARGE_SERIES = 1_000;

function tooltipText(params: unknown, choice: YAxisChoice): string {
  const first = (Array.isArray(params) ? params[0] : params) as { value?: [number, number] } | undefined;
  if (!first?.value) return '';
  const [time, value] = first.value;
  const unit = choice.unit ? ` ${choice.unit}` : '';
  return `${formatChartDate(time)}<br/>${choice.label}: ${roundChartValue(value, choice.decimals)}${unit}`;
}

/** 'Surface Elevation (ft)': the axis name with its unit. */
export function axisName(choice: YAxisChoice): string {
  return choice.unit ? `${choice.label} (${choice.unit})` : choice.label;
}

/** The ECharts option of one chart: a blue line on a time axis with its reference lines. */
export function buildHydrographOption({
  choice: yChoice,
  points,
  bounds,
  referenceLines: lines = [],
  zoom,
}: HydrographOptionInput): HydrographOption {
  const window = zoom ? { startValue: zoom.start, endValue: zoom.end } : {};
  const large = points.length > LARGE_SERIES;
  return {
    useUTC: true,
    animation: !large,
    legend: { top: 0, data: [yChoice.label] },
    grid: { left: 70, right: 170, top: 40, bottom: 80 },
    tooltip: {
      trigger: 'axis',
      formatter: (params: unknown) => tooltipText(params, yChoice),
    },
    xAxis: {
      type: 'time',
      axisLabel: { formatter: (value: number) => formatChartDate(value), hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      name: axisName(yChoice),
      nameLocation: 'middle',
      nameGap: 50,
      inverse: yChoice.reversed,
      min: bounds.min,
      max: bounds.max,
      scale: true,
      axisLabel: { formatter: (value: number) => String(roundChartValue(value, yChoice.decimals)) },
    },
    dataZoom: [
      { type: 'inside', xAxisIndex: 0, ...window },
      {
        type: 'slider',
        xAxisIndex: 0,
        ...window,
        bottom: 20,
        labelFormatter: (value: number) => formatChartDate(value),
      },
    ],
    series: [
      {
        type: 'line',
        name: yChoice.label,
        data: points.map(({ time, value }) => [time, value]),
        color: CHART_COLOURS.series,
        lineStyle: { color: CHART_COLOURS.series, width: 2 },
        showSymbol: !large,
        symbolSize: 5,
        sampling: 'lttb',
        markLine:
          lines.length === 0
            ? undefined
            : {
                silent: true,
                symbol: 'none',
                animation: false,
                data: lines.map((line) => ({
                  name: line.name,
                  yAxis: line.value,
                  lineStyle: { color: line.colour, type: 'dashed', width: 2 },
                  label: {
                    formatter: `${line.name}: ${line.value}`,
                    position: 'end',
                    color: line.colour,
                  },
                })),
              },
      },
    ],
  };
}
