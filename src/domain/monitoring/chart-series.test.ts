import { describe, expect, it } from 'vitest';
import { filterByYears, summaryStatistics, type ChartPoint } from './chart-rules';
import { figuresOfYears, reduceToBuckets, yearFigures } from './chart-series';

const DAY = 86_400_000;
const START = Date.UTC(1990, 0, 1);

/** A daily series: a slow seasonal swing with noise, `days` long. */
function dailySeries(
  days: number,
  value = (day: number) => 100 + 10 * Math.sin(day / 58) + ((day * 7919) % 13) / 10,
) {
  return Array.from({ length: days }, (_, day) => ({ time: START + day * DAY, value: value(day) }));
}

/** Whether the line through `points` reaches `level` (from below or above) between two neighbours. */
function crossings(points: readonly ChartPoint[], level: number): number {
  let count = 0;
  for (let index = 1; index < points.length; index += 1) {
    const before = points[index - 1].value - level;
    const after = points[index].value - level;
    if (before < 0 !== after < 0) count += 1;
  }
  return count;
}

describe('reduceToBuckets (the chart series at the chart resolution)', () => {
  it('keeps a series as it is when it is no longer than four points a bucket', () => {
    const points = dailySeries(2000);
    expect(reduceToBuckets(points, 500)).toEqual(points);
  });

  it('bounds 50,000 readings to four points a bucket, each an original reading, in time order', () => {
    const points = dailySeries(50_000);
    const reduced = reduceToBuckets(points, 500);
    expect(reduced.length).toBeLessThanOrEqual(2000);
    expect(reduced.length).toBeGreaterThan(1000);
    const originals = new Set(points);
    expect(reduced.every((point) => originals.has(point))).toBe(true);
    expect(reduced.every((point, index) => index === 0 || reduced[index - 1].time < point.time)).toBe(true);
  });

  it('keeps the first and last reading and every peak', () => {
    const points = dailySeries(50_000);
    points[31_337] = { ...points[31_337], value: 250 };
    points[7_001] = { ...points[7_001], value: -40 };
    const reduced = reduceToBuckets(points, 500);
    expect(reduced[0]).toBe(points[0]);
    expect(reduced.at(-1)).toBe(points.at(-1));
    expect(reduced).toContain(points[31_337]);
    expect(reduced).toContain(points[7_001]);
  });

  it('crosses a threshold wherever the full series does', () => {
    // well below 95 for years, one dip under it inside a dense stretch, then a lasting fall below
    const points = dailySeries(40_000, (day) =>
      day === 12_345 ? 94.9 : day > 30_000 ? 90 + ((day * 31) % 7) / 10 : 100 + ((day * 7919) % 13) / 10,
    );
    const reduced = reduceToBuckets(points, 500);
    for (const level of [95, 100.5, 90.3]) {
      expect(crossings(reduced, level) > 0, `level ${level}`).toBe(crossings(points, level) > 0);
    }
    expect(reduced).toContain(points[12_345]);
  });

  it('keeps the lowest and highest reading of every time span', () => {
    const points = dailySeries(20_000);
    const reduced = reduceToBuckets(points, 100);
    const span = (points.at(-1)!.time - points[0].time + 1) / 100;
    const bucketOf = (point: ChartPoint) => Math.floor((point.time - points[0].time) / span);
    for (let bucket = 0; bucket < 100; bucket += 1) {
      const values = points.filter((point) => bucketOf(point) === bucket).map(({ value }) => value);
      const kept = reduced.filter((point) => bucketOf(point) === bucket).map(({ value }) => value);
      expect(Math.min(...kept)).toBe(Math.min(...values));
      expect(Math.max(...kept)).toBe(Math.max(...values));
    }
  });
});

describe('year figures (the side panel of any years without every reading)', () => {
  const points = dailySeries(9_000).map((point) => ({ ...point, value: Math.round(point.value * 10) / 10 }));

  it('give the statistics of the readings of any years', () => {
    const years = yearFigures(points, 1);
    expect(years.map(({ year }) => year)).toEqual(Array.from({ length: 25 }, (_, index) => 1990 + index));
    for (const range of [
      { start: 1990, end: 2014 },
      { start: 1995, end: 1995 },
      { start: 2001, end: 2008 },
    ]) {
      const figures = figuresOfYears(years, range)!;
      const inRange = filterByYears(points, range);
      expect(figures.count).toBe(inRange.length);
      expect(figures.min).toBe(Math.min(...inRange.map(({ value }) => value)));
      expect(figures.max).toBe(Math.max(...inRange.map(({ value }) => value)));
      expect(figures.firstTime).toBe(inRange[0].time);
      expect(figures.lastTime).toBe(inRange.at(-1)!.time);
    }
    expect(figuresOfYears(years, { start: 2030, end: 2040 })).toBeUndefined();
  });

  it('add up exactly, so the mean does not drift with the number of readings', () => {
    const tenths = Array.from({ length: 3 }, (_, index) => ({ time: START + index * DAY, value: 0.1 }));
    expect(summaryStatistics(tenths).mean).toBe(0.1);
    const statistics = summaryStatistics(points);
    const mean = points.reduce((total, { value }) => total + value, 0) / points.length;
    expect(statistics.mean).toBe(Math.round(mean * 10) / 10);
    expect(statistics.count).toBe(points.length);
  });
});
