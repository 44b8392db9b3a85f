import { describe, expect, it } from 'vitest';
import { buildHydrographOption, yAxisChoices } from '../../../domain/monitoring/chart-rules';
import { fitHydrographOption } from './fit-hydrograph-option';

const [surfaceElevation] = yAxisChoices({ kind: 'waterLevel', measurements: [] });
const points = [
  { time: Date.UTC(2020, 0, 1, 12), value: 85.4 },
  { time: Date.UTC(2020, 6, 1, 12), value: 82.1 },
];
const option = buildHydrographOption({
  choice: surfaceElevation,
  points,
  bounds: {},
  referenceLines: [
    { name: 'Minimum Threshold', value: 80, colour: 'red' },
    { name: 'Measurable Objective', value: 88, colour: 'green' },
  ],
});

describe('fitHydrographOption', () => {
  const fitted = fitHydrographOption(option);

  it('lets the plot span the card, with the axes’ labels and names kept inside the grid’s box', () => {
    expect(fitted.grid).toMatchObject({
      left: 8,
      right: 24,
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    });
  });

  it('names each reference line inside the plot, above its right end, not in a margin beside it', () => {
    const series = (fitted.series as Array<{ markLine: { data: Array<{ label: object }> } }>)[0];
    expect(series.markLine.data.map((line) => line.label)).toEqual([
      expect.objectContaining({ position: 'insideEndTop', formatter: 'Minimum Threshold: 80', color: 'red' }),
      expect.objectContaining({ position: 'insideEndTop', formatter: 'Measurable Objective: 88' }),
    ]);
  });

  it('leaves room beside the zoom slider for the dates it shows at its ends', () => {
    expect(fitted.dataZoom).toEqual([
      expect.objectContaining({ type: 'inside' }),
      expect.objectContaining({ type: 'slider', left: 72, right: 72 }),
    ]);
  });

  it('puts the value axis’s name just beyond its labels, however wide they are', () => {
    expect(fitted.yAxis).toEqual({ ...option.yAxis, nameGap: 8, nameMoveOverlap: true });
  });

  it('keeps the points and the time axis as the domain builds them', () => {
    expect(fitted.xAxis).toBe(option.xAxis);
    expect((fitted.series as Array<{ data: unknown }>)[0].data).toBe(
      (option.series as Array<{ data: unknown }>)[0].data,
    );
  });

  it('once its size is known, names a line where the readings leave it clear, on a light ground', () => {
    // readings falling from 150 ft to 10 ft: the recent ones run along the milestone at 12 ft
    const falling = Array.from({ length: 200 }, (_, index) => ({
      time: Date.UTC(1990, 0, 1) + index * 60 * 86_400_000,
      value: 150 - index * 0.7,
    }));
    const sized = fitHydrographOption(
      buildHydrographOption({
        choice: surfaceElevation,
        points: falling,
        bounds: { min: 0, max: 160 },
        referenceLines: [{ name: 'Interim Milestone (2030)', value: 12, colour: 'darkorange' }],
      }),
      { width: 800, height: 680 },
    );
    const [line] = (sized.series as Array<{ markLine: { data: Array<{ label: object }> } }>)[0].markLine.data;
    expect(line.label).toMatchObject({ position: 'insideStartTop', backgroundColor: expect.any(String) });
  });

  it('once its size is known, draws a marker only on readings far enough apart to be seen', () => {
    const day = 86_400_000;
    // four readings a year apart, then a reading a day for a year
    const sparse = [0, 1, 2, 3].map((year) => ({ time: Date.UTC(2000 + year, 0, 1), value: 50 }));
    const daily = Array.from({ length: 365 }, (_, index) => ({
      time: Date.UTC(2004, 0, 1) + index * day,
      value: 40,
    }));
    const sized = fitHydrographOption(
      buildHydrographOption({ choice: surfaceElevation, points: [...sparse, ...daily], bounds: {} }),
      { width: 800, height: 680 },
    );
    const [series] = sized.series as Array<{ showSymbol: boolean; data: unknown[] }>;
    expect(series.showSymbol).toBe(true);
    const withMarker = series.data.filter((datum) => Array.isArray(datum));
    expect(withMarker).toEqual(sparse.map(({ time, value }) => [time, value]));
    expect(series.data[10]).toEqual({ value: [daily[6].time, 40], symbol: 'none' });
  });
});
