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
});
