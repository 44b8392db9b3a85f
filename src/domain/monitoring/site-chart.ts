import {
  chartPoints,
  filterByYears,
  yAxisChoices,
  type ChartPoint,
  type HydrographData,
  type YAxisChoice,
} from './chart-rules';
import { CHART_BUCKETS, reduceToBuckets, yearFigures } from './chart-series';
import type { SiteChartAnswer, SiteChartRequest } from './site-chart-api';

/** The bounded chart answer of a site's readings: every choice's year figures and one choice's series. */
export function siteChartAnswer(data: HydrographData, request: SiteChartRequest = {}): SiteChartAnswer {
  const choices = yAxisChoices(data);
  const pointsByChoice = new Map(choices.map((choice) => [choice.key, chartPoints(data, choice.key)]));
  return chartAnswerOfPoints(choices, pointsByChoice, data.measurements.length, request);
}

/**
 * The chart answer of each choice's points (chart-rules' chartPoints: in time order, rounded to the
 * choice's decimals), of `readings` readings; the server builds such points from columns it reads.
 */
export function chartAnswerOfPoints(
  choices: YAxisChoice[],
  pointsByChoice: ReadonlyMap<string, readonly ChartPoint[]>,
  readings: number,
  request: SiteChartRequest = {},
): SiteChartAnswer {
  const years: SiteChartAnswer['years'] = {};
  for (const choice of choices)
    years[choice.key] = yearFigures(pointsByChoice.get(choice.key)!, choice.decimals);
  const chosen = choices.find((choice) => choice.key === request.choice) ?? choices[0];
  const all = chosen ? pointsByChoice.get(chosen.key)! : [];
  const inRange = request.range ? filterByYears(all, request.range) : all;
  // every choice's points are in time order: the first and last of each bound the year filter
  let firstTime: number | null = null;
  let lastTime: number | null = null;
  for (const points of pointsByChoice.values()) {
    if (points.length === 0) continue;
    if (firstTime === null || points[0].time < firstTime) firstTime = points[0].time;
    if (lastTime === null || points[points.length - 1].time > lastTime)
      lastTime = points[points.length - 1].time;
  }
  return {
    readings,
    choices,
    firstTime,
    lastTime,
    years,
    series: {
      choice: chosen?.key ?? '',
      points: reduceToBuckets(inRange, request.buckets ?? CHART_BUCKETS).map(({ time, value }) => [
        time,
        value,
      ]),
      readings: inRange.length,
    },
  };
}
