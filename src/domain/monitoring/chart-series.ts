/** Milliseconds since the epoch (UTC) and a value; chart-rules' ChartPoint. */
interface TimedValue {
  time: number;
  value: number;
}

/**
 * A chart's series sent by the server at the chart's resolution (issue 17): a screen loads what it can
 * draw, not every reading behind it. Pure, so the server reduces and the screen reads with one rule.
 */

/** About the chart's width in pixels: finer buckets would draw no differently. */
export const CHART_BUCKETS = 500;
/** The most buckets a client may ask for (a 4K screen's width). */
export const MAX_CHART_BUCKETS = 4000;

/**
 * Keeps the first, lowest, highest and last point of each of `buckets` equal time spans (M4), in time
 * order. A line drawn through them is the line of every point at that resolution: each peak is kept, and
 * so is every crossing of a horizontal line such as a threshold (a crossing inside a span lies between
 * its lowest and highest point, one between spans between the last of one and the first of the next),
 * and so are the first and last reading.
 */
export function reduceToBuckets<Point extends TimedValue>(
  points: readonly Point[],
  buckets = CHART_BUCKETS,
): Point[] {
  if (points.length <= buckets * 4) return [...points];
  const first = points[0].time;
  const span = points[points.length - 1].time - first + 1;
  const kept: number[] = [];
  let bucket = -1;
  let low = 0;
  let high = 0;
  let start = 0;
  const close = (end: number) => {
    kept.push(...new Set([start, low, high, end].sort((a, b) => a - b)));
  };
  for (let index = 0; index < points.length; index += 1) {
    const here = Math.floor(((points[index].time - first) / span) * buckets);
    if (here !== bucket) {
      if (bucket >= 0) close(index - 1);
      bucket = here;
      start = index;
      low = index;
      high = index;
      continue;
    }
    if (points[index].value < points[low].value) low = index;
    if (points[index].value > points[high].value) high = index;
  }
  close(points.length - 1);
  return kept.map((index) => points[index]);
}

/** A year's share of one y-axis choice's readings, enough to give the side panel's figures for any years. */
export interface YearFigures {
  year: number;
  count: number;
  /** Earliest and latest reading time (ms, UTC). */
  firstTime: number;
  lastTime: number;
  min: number;
  max: number;
  /** The sum of the values in units of the choice's last decimal, so adding years up is exact. */
  scaledSum: number;
}

const yearOfTime = (time: number) => new Date(time).getUTCFullYear();

/** The figures of each year with readings, oldest first; `points` oldest first, rounded to `decimals`. */
export function yearFigures(points: readonly TimedValue[], decimals: number): YearFigures[] {
  const scale = 10 ** decimals;
  const years: YearFigures[] = [];
  let current: YearFigures | undefined;
  for (const { time, value } of points) {
    const year = yearOfTime(time);
    if (current?.year !== year) {
      current = { year, count: 0, firstTime: time, lastTime: time, min: value, max: value, scaledSum: 0 };
      years.push(current);
    }
    current.count += 1;
    current.firstTime = Math.min(current.firstTime, time);
    current.lastTime = Math.max(current.lastTime, time);
    current.min = Math.min(current.min, value);
    current.max = Math.max(current.max, value);
    current.scaledSum += Math.round(value * scale);
  }
  return years;
}

/** The figures of the years from `start` to `end` (both included) put together; undefined without readings. */
export function figuresOfYears(
  years: readonly YearFigures[],
  range?: { start: number; end: number },
): Omit<YearFigures, 'year'> | undefined {
  const chosen = range ? years.filter(({ year }) => year >= range.start && year <= range.end) : years;
  if (chosen.length === 0) return undefined;
  const [first, ...rest] = chosen;
  return rest.reduce<Omit<YearFigures, 'year'>>(
    (total, year) => ({
      count: total.count + year.count,
      firstTime: Math.min(total.firstTime, year.firstTime),
      lastTime: Math.max(total.lastTime, year.lastTime),
      min: Math.min(total.min, year.min),
      max: Math.max(total.max, year.max),
      scaledSum: total.scaledSum + year.scaledSum,
    }),
    first,
  );
}
