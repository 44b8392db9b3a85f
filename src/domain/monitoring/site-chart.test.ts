import { describe, expect, it } from 'vitest';
import { summaryStatistics, statisticsOfFigures } from './chart-rules';
import { figuresOfYears } from './chart-series';
import { siteChartAnswer } from './site-chart';
import { buildQualityReading, buildWellReading } from './testing/reading-factories';

const day = (index: number) => new Date(Date.UTC(2001, 0, 1 + index)).toISOString().slice(0, 10);
// ten years of daily water levels: elevation falls 1 ft a year, depth rises as much
const readings = Array.from({ length: 3650 }, (_, index) =>
  buildWellReading({
    id: index + 1,
    measurement_date: day(index),
    measurement_time: null,
    surf_elev: Math.round((200 - index / 365) * 10) / 10,
    measurement_depth: Math.round((50 + index / 365) * 10) / 10,
  }),
);

describe('siteChartAnswer (what a site chart and its side panel need, bounded)', () => {
  it('offers the choices of the kind, with the first choice reduced to the resolution', () => {
    const answer = siteChartAnswer({ kind: 'waterLevel', measurements: readings }, { buckets: 100 });
    expect(answer.readings).toBe(3650);
    expect(answer.choices.map((choice) => choice.key)).toEqual(['surf_elev', 'measurement_depth']);
    expect(answer.series.choice).toBe('surf_elev');
    expect(answer.series.readings).toBe(3650);
    expect(answer.series.points.length).toBeLessThanOrEqual(400);
    expect(answer.series.points[0]).toEqual([Date.UTC(2001, 0, 1, 12), 200]);
    expect(answer.firstTime).toBe(Date.UTC(2001, 0, 1, 12));
    expect(answer.lastTime).toBe(Date.UTC(2001, 0, 3650, 12));
  });

  it('gives per year figures whose statistics are those of the readings of those years', () => {
    const answer = siteChartAnswer({ kind: 'waterLevel', measurements: readings });
    const range = { start: 2003, end: 2005 };
    const inRange = siteChartAnswer({ kind: 'waterLevel', measurements: readings }, { range, buckets: 4000 });
    const points = inRange.series.points.map(([time, value]) => ({ time, value }));
    expect(points).toHaveLength(inRange.series.readings);
    expect(statisticsOfFigures(figuresOfYears(answer.years.surf_elev, range))).toEqual(
      summaryStatistics(points),
    );
  });

  it('sends another choice on request, and the first when the request names none it has', () => {
    const depth = siteChartAnswer(
      { kind: 'waterLevel', measurements: readings },
      { choice: 'measurement_depth' },
    );
    expect(depth.series.choice).toBe('measurement_depth');
    expect(depth.series.points[0][1]).toBe(50);
    const unknown = siteChartAnswer({ kind: 'waterLevel', measurements: readings }, { choice: 'nitrate' });
    expect(unknown.series.choice).toBe('surf_elev');
  });

  it('charts each water quality characteristic of the site, and nothing for a site without readings', () => {
    const quality = siteChartAnswer({
      kind: 'waterQuality',
      measurements: [
        buildQualityReading({ characteristic: 'Nitrate', result_value: 4 }),
        buildQualityReading({ characteristic: 'Arsenic', result_value: 1 }),
      ],
    });
    expect(quality.choices.map((choice) => choice.key)).toEqual(['Arsenic', 'Nitrate']);
    expect(Object.keys(quality.years)).toEqual(['Arsenic', 'Nitrate']);
    const empty = siteChartAnswer({ kind: 'waterLevel', measurements: [] });
    expect(empty).toMatchObject({ readings: 0, firstTime: null, lastTime: null });
    expect(empty.series.points).toEqual([]);
  });
});
