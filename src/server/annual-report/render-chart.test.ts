import { describe, expect, it } from 'vitest';
import { JobPacer } from '../jobs/job-pacer';
import { renderChartsPng } from './render-chart';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A bar chart whose one bar is `height` high: each chart drawn is told apart by its image. */
const barChart = (height: number) => ({
  option: {
    xAxis: { type: 'category', data: ['a'] },
    yAxis: { type: 'value', max: 10 },
    series: [{ type: 'bar', data: [height] }],
  },
  size: { width: 120, height: 80 },
});

describe('drawing the Annual Report charts', () => {
  it('draws every chart once, in the given order, while requests come and go', async () => {
    const charts = [1, 3, 5, 7, 9].map(barChart);
    const alone = await renderChartsPng(charts);
    let looks = 0;
    // requests come and go between the lanes' looks: the second lane waits, then takes charts again
    const pacer = new JobPacer(() => (looks++ % 3 === 0 ? 1 : 0));
    const paced = await renderChartsPng(charts, { pacer });
    expect(paced).toHaveLength(charts.length);
    for (const [index, image] of paced.entries()) {
      expect(image.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(image.equals(alone[index])).toBe(true);
    }
    expect(new Set(paced.map((image) => image.toString('base64'))).size).toBe(charts.length);
  });
});
