import {
  seriesOfPoints,
  statisticsOfFigures,
  yearOf,
  type HydrographKind,
  type HydrographSeries,
  type SiteReferences,
  type SummaryStatistics,
  type TimeWindow,
  type YAxisChoice,
  type YearRange,
} from './chart-rules';
import { figuresOfYears } from './chart-series';
import { formatCount } from '../numbers/number-format';
import type { SiteChartAnswer, SiteChartRequest } from './site-chart-api';

/**
 * How a screen reads the server's bounded chart answer (site-chart-api.ts): the series it draws, the side
 * panel's figures for any years, and what to ask for next. The chart itself is drawn by chart-rules.
 */

/** The earliest and latest reading time of the site: what the year filter spans (chart-rules' yearOptions). */
export function chartAnswerTimes(answer: Pick<SiteChartAnswer, 'firstTime' | 'lastTime'>): number[] {
  return answer.firstTime === null || answer.lastTime === null ? [] : [answer.firstTime, answer.lastTime];
}

/** The series the answer brings, with its reference lines and automatic bounds; null without a choice. */
export function chartAnswerSeries(
  kind: HydrographKind,
  answer: SiteChartAnswer,
  references: SiteReferences = {},
): HydrographSeries | null {
  const choice = answer.choices.find((entry) => entry.key === answer.series.choice);
  if (!choice) return null;
  const points = answer.series.points.map(([time, value]) => ({ time, value }));
  return seriesOfPoints(kind, choice, points, references);
}

/** The side panel's figures of a choice in the years of the filter: exact, from the answer's year figures. */
export function chartAnswerStatistics(
  answer: SiteChartAnswer,
  choice: YAxisChoice,
  range: YearRange,
): SummaryStatistics {
  return statisticsOfFigures(figuresOfYears(answer.years[choice.key] ?? [], range), choice.decimals);
}

/**
 * How many of the site's readings a choice's figures leave out, in every year: those without a value of
 * it (a water level reading with a depth and no elevation), or, for water quality, those of other
 * characteristics. The list's Measurements counts every reading; the chart and its panel these less.
 */
export function readingsLeftOut(
  answer: Pick<SiteChartAnswer, 'readings' | 'years'>,
  choice: YAxisChoice,
): number {
  const counted = (answer.years[choice.key] ?? []).reduce((sum, year) => sum + year.count, 0);
  return Math.max(0, answer.readings - counted);
}

/**
 * The panel's sentence under its Measurements when the chart leaves readings out, so its count and the
 * list's tell the same truth: '2 of the site's 2,624 readings have no Surface Elevation and are not
 * charted.' Null when it leaves none out.
 */
export function leftOutReadingsText(
  kind: HydrographKind,
  answer: Pick<SiteChartAnswer, 'readings' | 'years'>,
  choice: YAxisChoice,
): string | null {
  const leftOut = readingsLeftOut(answer, choice);
  if (leftOut === 0) return null;
  const of = `${formatCount(leftOut)} of the site's ${formatCount(answer.readings)} readings`;
  const one = leftOut === 1;
  if (kind === 'waterQuality')
    return `${of} ${one ? 'is' : 'are'} of other characteristics or without a result, and not charted.`;
  return `${of} ${one ? 'has' : 'have'} no ${choice.label} and ${one ? 'is' : 'are'} not charted.`;
}

/**
 * What to ask the server for a choice and a year filter. The first choice and a filter that holds every
 * reading are left out, so the first view and its equals share one answer in the cache.
 */
export function chartRequest(
  answer: Pick<SiteChartAnswer, 'choices' | 'firstTime' | 'lastTime'> | undefined,
  choiceKey: string | null,
  range: YearRange | null,
): SiteChartRequest {
  const request: SiteChartRequest = {};
  if (!answer) return request;
  if (choiceKey !== null && choiceKey !== answer.choices[0]?.key) request.choice = choiceKey;
  const times = chartAnswerTimes(answer);
  if (range && times.length > 0 && (range.start > yearOf(times[0]) || range.end < yearOf(times[1]))) {
    request.range = { start: range.start, end: range.end };
  }
  return request;
}

/**
 * The years to fetch finer detail for when the chart is zoomed to `window`: those it spans within the year
 * filter, or null when they are all the filter's years (the answer shown is already that fine).
 */
export function zoomedYears(window: TimeWindow, range: YearRange): YearRange | null {
  const start = Math.max(yearOf(window.start), range.start);
  const end = Math.min(yearOf(window.end), range.end);
  if (start > end || (start === range.start && end === range.end)) return null;
  return { start, end };
}

/** The series with the years of a finer answer put in place of its own points of those years. */
export function withFinerYears(
  series: ReadonlyArray<[number, number]>,
  finer: ReadonlyArray<[number, number]>,
  years: YearRange,
): Array<[number, number]> {
  const from = Date.UTC(years.start, 0, 1);
  const until = Date.UTC(years.end + 1, 0, 1);
  return [
    ...series.filter(([time]) => time < from),
    ...finer.filter(([time]) => time >= from && time < until),
    ...series.filter(([time]) => time >= until),
  ];
}
