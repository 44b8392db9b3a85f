import { describe, expect, it } from 'vitest';
import { siteReferences } from '../../domain/monitoring/chart-rules';
import type { WellMeasurement } from '../../domain/monitoring/monitoring-api';
import { siteChartAnswer } from '../../domain/monitoring/site-chart';
import { buildReading, buildWellSite } from './map-test-factories';
import { waterLevelChart } from './water-level-chart';

const site = buildWellSite(
  [
    buildReading(2, '2021-04-01', 110.26, 40),
    buildReading(1, '2020-04-01', 100, 50),
    buildReading(3, '2022-04-01', null, 45),
  ],
  { gsp_threshold: 90, measurable_objective: 105, ground_surface_elev: 150 },
);

/** The chart of a site from the server's chart answer of its readings. */
function chartOf(well: { measurements: WellMeasurement[] } & Record<string, unknown>, choice?: string) {
  const answer = siteChartAnswer({ kind: 'waterLevel', measurements: well.measurements }, { choice });
  return waterLevelChart(answer, siteReferences(well));
}

describe('water level chart of the map', () => {
  it('charts the surface elevation by default, oldest first, with the reference lines', () => {
    const chart = chartOf(site)!;
    expect(chart.choice.key).toBe('surf_elev');
    expect(chart.count).toBe(2);
    const series = (
      chart.option.series as Array<{
        data: Array<[number, number]>;
        markLine?: { data: Array<{ name: string }> };
      }>
    )[0];
    expect(series.data.map(([, value]) => value)).toEqual([100, 110.3]);
    expect(series.markLine?.data.map((line) => line.name)).toEqual([
      'Minimum Threshold',
      'Measureable Objective',
      'Ground Surface Elevation',
    ]);
  });

  it('charts the measurement depth on request, on a reversed axis', () => {
    const chart = chartOf(site, 'measurement_depth')!;
    expect(chart.count).toBe(3);
    expect((chart.option.yAxis as { inverse: boolean }).inverse).toBe(true);
    // no reference lines on the depth chart, so no room kept for their labels
    expect((chart.option.grid as { right: number }).right).toBeLessThan(
      (chartOf(site)!.option.grid as { right: number }).right,
    );
  });

  it('pads the data by the padding its own range calls for, then widens the axis to the reference lines', () => {
    const narrow = buildWellSite(
      [buildReading(1, '2020-04-01', 100, 50), buildReading(2, '2021-04-01', 101.5, 48.5)],
      { gsp_threshold: 80 },
    );
    // 1 ft, as the data spans 1.5 ft; the threshold gets the same 1 ft below it (it was 75..106.5)
    expect(chartOf(narrow)!.option.yAxis).toMatchObject({ min: 79, max: 102.5 });
    // 5 ft around 100..110.3, widened to the threshold (90) and the ground surface (150)
    expect(chartOf(site)!.option.yAxis).toMatchObject({ min: 85, max: 155 });
  });

  it('has no chart without readings', () => {
    expect(chartOf(buildWellSite([]))).toBeNull();
  });
});
