import type { YAxisChoice } from './chart-rules';
import type { YearFigures } from './chart-series';

/** One y-axis choice of a site's chart: the asked years' points at the asked resolution. */
export interface ChartSeriesAnswer {
  choice: string;
  /** [time ms UTC, value], oldest first, reduced to the resolution (chart-series' reduceToBuckets). */
  points: Array<[number, number]>;
  /** How many readings those years hold; more than `points.length` when the series was reduced. */
  readings: number;
}

/** GET /api/sitecharts/{target}/{id}?chart=&choice=&start=&end=&buckets=: a chart and its panel, bounded. */
export interface SiteChartAnswer {
  /** Every reading of the site the user sees. */
  readings: number;
  choices: YAxisChoice[];
  /** The earliest and latest reading time of every choice (ms, UTC), null without readings. */
  firstTime: number | null;
  lastTime: number | null;
  /** Per choice key, the figures of each year: the panel's statistics for any years. */
  years: Record<string, YearFigures[]>;
  /** The asked choice (default the first) in the asked years (default all). */
  series: ChartSeriesAnswer;
}

/** What a client may ask of a site's chart; the server answers the first choice and every year by default. */
export interface SiteChartRequest {
  choice?: string;
  /** Years, both included (the year filter of spec 1 §4). */
  range?: { start: number; end: number };
  buckets?: number;
}
