import { describe, expect, it } from 'vitest';
import { summaryStatistics, chartPoints, type HydrographData } from './chart-rules';
import { siteChartAnswer } from './site-chart';
import {
  chartAnswerSeries,
  chartAnswerStatistics,
  chartAnswerTimes,
  chartRequest,
  leftOutReadingsText,
  readingsLeftOut,
  withFinerYears,
  zoomedYears,
} from './site-chart-view';
import { buildWellReading } from './testing/reading-factories';

const data: HydrographData = {
  kind: 'waterLevel',
  measurements: [
    buildWellReading({ id: 1, measurement_date: '2015-03-15', surf_elev: 100, measurement_depth: 120 }),
    buildWellReading({ id: 2, measurement_date: '2018-03-15', surf_elev: 110, measurement_depth: 110 }),
    buildWellReading({ id: 3, measurement_date: '2020-03-15', surf_elev: 105.04, measurement_depth: 115 }),
  ],
};
const answer = siteChartAnswer(data);
const [surface, depth] = answer.choices;

describe('reading a site chart answer', () => {
  it('gives the panel the figures every reading of the years gives', () => {
    const range = { start: 2016, end: 2020 };
    const points = chartPoints(data, 'surf_elev').filter(
      ({ time }) => new Date(time).getUTCFullYear() >= 2016,
    );
    expect(chartAnswerStatistics(answer, surface, range)).toEqual(summaryStatistics(points));
    expect(chartAnswerStatistics(answer, depth, { start: 2030, end: 2031 }).count).toBe(0);
  });

  it('draws the answer’s series with the reference lines of its choice', () => {
    const series = chartAnswerSeries('waterLevel', answer, { minimumThreshold: 90 })!;
    expect(series.choice.key).toBe('surf_elev');
    expect(series.points.map(({ value }) => value)).toEqual([100, 110, 105]);
    expect(series.referenceLines.map(({ value }) => value)).toEqual([90]);
    expect(series.bounds).toEqual({ min: 85, max: 115 });
  });

  it('spans the year filter from the first to the last reading', () => {
    expect(chartAnswerTimes(answer)).toEqual([Date.UTC(2015, 2, 15, 12), Date.UTC(2020, 2, 15, 12)]);
    expect(chartAnswerTimes(siteChartAnswer({ kind: 'waterLevel', measurements: [] }))).toEqual([]);
  });

  it('asks for the first choice and a filter holding every reading as the first answer did', () => {
    expect(chartRequest(undefined, 'measurement_depth', { start: 2016, end: 2016 })).toEqual({});
    expect(chartRequest(answer, null, { start: 2015, end: 2024 })).toEqual({});
    expect(chartRequest(answer, 'surf_elev', { start: 2010, end: 2020 })).toEqual({});
    expect(chartRequest(answer, 'measurement_depth', { start: 2016, end: 2024 })).toEqual({
      choice: 'measurement_depth',
      range: { start: 2016, end: 2024 },
    });
    // a default end before a reading dated later leaves that reading out, as the filter says
    expect(chartRequest(answer, null, { start: 2015, end: 2019 })).toEqual({
      range: { start: 2015, end: 2019 },
    });
  });

  it('fetches finer detail for the years a zoom spans within the filter, none when it spans them all', () => {
    const range = { start: 2010, end: 2020 };
    const window = (from: string, to: string) => ({ start: Date.parse(from), end: Date.parse(to) });
    expect(zoomedYears(window('2015-06-01', '2016-02-01'), range)).toEqual({ start: 2015, end: 2016 });
    expect(zoomedYears(window('2005-06-01', '2011-02-01'), range)).toEqual({ start: 2010, end: 2011 });
    expect(zoomedYears(window('2010-01-01', '2020-12-31'), range)).toBeNull();
  });

  it('puts the finer points of those years in place of the coarse ones', () => {
    const at = (date: string, value: number): [number, number] => [Date.parse(date), value];
    const coarse = [at('2014-06-01', 1), at('2015-06-01', 2), at('2015-12-01', 3), at('2016-01-01', 4)];
    const finer = [at('2015-01-01', 5), at('2015-06-01', 2), at('2015-07-01', 6), at('2015-12-01', 3)];
    expect(withFinerYears(coarse, finer, { start: 2015, end: 2015 })).toEqual([
      at('2014-06-01', 1),
      ...finer,
      at('2016-01-01', 4),
    ]);
  });

  it("says how many of the site's readings the chart and its count leave out, with thousands separators", () => {
    const readings = Array.from({ length: 2624 }, (_, index) =>
      buildWellReading({
        id: index + 1,
        measurement_date: `${1984 + Math.floor(index / 100)}-03-15`,
        // two readings carry neither value (a measurement that could not be taken)
        surf_elev: index < 2 ? null : 50,
        measurement_depth: index < 2 ? null : 100,
      }),
    );
    const many = siteChartAnswer({ kind: 'waterLevel', measurements: readings });
    const [elevation] = many.choices;
    expect(many.readings).toBe(2624);
    expect(chartAnswerStatistics(many, elevation, { start: 1984, end: 2026 }).count).toBe(2622);
    expect(readingsLeftOut(many, elevation)).toBe(2);
    expect(leftOutReadingsText('waterLevel', many, elevation)).toBe(
      "2 of the site's 2,624 readings have no Surface Elevation and are not charted.",
    );
  });

  it('says nothing when every reading is charted, and one reading in the singular', () => {
    expect(readingsLeftOut(answer, surface)).toBe(0);
    expect(leftOutReadingsText('waterLevel', answer, surface)).toBeNull();
    const oneShort = { ...answer, readings: answer.readings + 1 };
    expect(leftOutReadingsText('waterLevel', oneShort, depth)).toBe(
      "1 of the site's 4 readings has no Measurement Depth and is not charted.",
    );
  });

  it('tells water quality readings of other characteristics apart from readings without a value', () => {
    const quality = {
      readings: 1200,
      years: {
        Nitrate: [{ year: 2020, count: 200, firstTime: 0, lastTime: 0, min: 1, max: 2, scaledSum: 300 }],
      },
    };
    const nitrate = {
      key: 'Nitrate',
      label: 'Nitrate',
      reversed: false,
      axisMode: 'fromZero' as const,
      decimals: 1,
    };
    expect(leftOutReadingsText('waterQuality', quality, nitrate)).toBe(
      "1,000 of the site's 1,200 readings are of other characteristics or without a result, and not charted.",
    );
  });
});
