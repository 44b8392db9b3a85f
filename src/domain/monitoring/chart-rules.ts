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
 * - 'padded': data (and reference lines) padded by 5 ft, 1 ft when their range is under 2;
 * - 'fromZero': 0 to the rounded-up data maximum (spec 1 §9 "other charts");
 * - 'stream': lower bound 0, upper bound padded (spec 1 §9 "stream chart y-axis lower default 0").
 */
export type AxisMode = 'padded' | 'fromZero' | 'stream';

export interface YAxisChoice {
  key: string;
  label: string;
  /** Depth grows downwards: the axis runs top to bottom. */
  reversed: boolean;
  axisMode: AxisMode;
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
  { reversed = false, unit = 'ft' }: { reversed?: boolean; unit?: string } = {},
): YAxisChoice => ({ key, label, reversed, axisMode, ...(unit ? { unit } : {}) });

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
  const inFeet = label.endsWith(' (ft)');
  // gradients are ratios: no unit
  return choice(key, label.replace(/ \(ft\)$/, ''), 'padded', { unit: inFeet ? 'ft' : '' });
}

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
      ).map(({ key }) => verticalGradientChoice(key));
  }
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

/** Chart values and summary figures carry 1 decimal (spec 1 §9). */
export function roundChartValue(value: number): number {
  return roundTo(value, 1);
}

function point(date: string | null, time: string | null, value: number | null): ChartPoint | null {
  if (!date || typeof value !== 'number' || !Number.isFinite(value)) return null;
  return { time: measurementTime(date, time), value: roundChartValue(value) };
}

function verticalGradientPoint(reading: VerticalGradientMeasurement, key: string): ChartPoint | null {
  const source = VERTICAL_GRADIENT_SOURCES.find((entry) => entry.key === key);
  if (!source) return null;
  const record = reading as unknown as Record<string, string | number | null>;
  const dateSource = [...source.dates, ...ANY_SOURCE_DATE].find((prefix) => record[`${prefix}_meas_date`]);
  if (!dateSource) return null;
  return point(
    record[`${dateSource}_meas_date`] as string,
    record[`${dateSource}_meas_time`] as string | null,
    record[key] as number | null,
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
    case 'verticalGradient':
      points = data.measurements.map((reading) => verticalGradientPoint(reading, choiceKey));
      break;
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

/** spec 1 §9: pad min and max by 5 ft, by 1 ft when the values span less than 2. */
export function paddedRange(values: readonly number[]): Required<AxisBounds> | null {
  if (values.length === 0) return null;
  const [min, max] = extent(values);
  const padding = max - min < 2 ? 1 : 5;
  return { min: roundChartValue(min - padding), max: roundChartValue(max + padding) };
}

/**
 * The axis bounds before the user sets any. Reference line values count on padded axes, so the
 * threshold lines stay in view.
 */
export function automaticBounds(
  axisMode: AxisMode,
  values: readonly number[],
  referenceValues: readonly number[] = [],
): AxisBounds {
  if (values.length === 0) return {};
  if (axisMode === 'padded') return paddedRange([...values, ...referenceValues]) ?? {};
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

export function summaryStatistics(points: readonly ChartPoint[]): SummaryStatistics {
  if (points.length === 0) {
    return { count: 0, firstDate: null, lastDate: null, min: null, max: null, mean: null };
  }
  const values = points.map(({ value }) => value);
  const [firstTime, lastTime] = extent(points.map(({ time }) => time));
  const [min, max] = extent(values);
  return {
    count: points.length,
    firstDate: formatChartDate(firstTime),
    lastDate: formatChartDate(lastTime),
    min: roundChartValue(min),
    max: roundChartValue(max),
    mean: roundChartValue(values.reduce((total, value) => total + value, 0) / values.length),
  };
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
}

/** Above this many points the markers are hidden and animation is off, so long series stay smooth. */
const LARGE_SERIES = 1_000;

function tooltipText(params: unknown, choice: YAxisChoice): string {
  const first = (Array.isArray(params) ? params[0] : params) as { value?: [number, number] } | undefined;
  if (!first?.value) return '';
  const [time, value] = first.value;
  const unit = choice.unit ? ` ${choice.unit}` : '';
  return `${formatChartDate(time)}<br/>${choice.label}: ${roundChartValue(value)}${unit}`;
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
}: HydrographOptionInput): HydrographOption {
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
      axisLabel: { formatter: (value: number) => String(roundChartValue(value)) },
    },
    dataZoom: [
      { type: 'inside', xAxisIndex: 0 },
      {
        type: 'slider',
        xAxisIndex: 0,
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
