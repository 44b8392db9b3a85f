import { describe, expect, it } from 'vitest';
import {
  allMeasurementTimes,
  applyUserBounds,
  automaticBounds,
  axisName,
  buildHydrographOption,
  CHART_COLOURS,
  chartPoints,
  defaultYearRange,
  filterByYears,
  formatChartDate,
  measurementTime,
  paddedRange,
  parseAxisInput,
  presetsAxisInputs,
  referenceLines,
  roundChartValue,
  siteReferences,
  summaryStatistics,
  yAxisChoices,
  yearOptions,
  type HydrographData,
} from './chart-rules';
import type { StreamMeasurement, VerticalGradientMeasurement, WellMeasurement } from './monitoring-api';
import { buildQualityReading, buildSubsidenceReading, buildWellReading } from './testing/reading-factories';

const wellData = (measurements: WellMeasurement[]): HydrographData => ({ kind: 'waterLevel', measurements });

describe('y-axis choices', () => {
  it('offers Surface Elevation and a reversed Measurement Depth on water level charts', () => {
    const choices = yAxisChoices(wellData([]));
    expect(choices.map(({ key, label, reversed }) => ({ key, label, reversed }))).toEqual([
      { key: 'surf_elev', label: 'Surface Elevation', reversed: false },
      { key: 'measurement_depth', label: 'Measurement Depth', reversed: true },
    ]);
  });

  it('offers only Stream Stage on stream charts', () => {
    expect(yAxisChoices({ kind: 'streamflow', measurements: [] }).map((entry) => entry.label)).toEqual([
      'Stream Stage',
    ]);
  });

  it('offers the three subsidence values', () => {
    expect(yAxisChoices({ kind: 'subsidence', measurements: [] }).map((entry) => entry.key)).toEqual([
      'total_subsidence',
      'meas_elevation',
      'ua_compaction',
    ]);
  });

  it('offers one choice per characteristic measured at a water quality site, in its usual unit', () => {
    const data: HydrographData = {
      kind: 'waterQuality',
      measurements: [
        buildQualityReading({ characteristic: 'Nitrate', result_units: 'mg/L' }),
        buildQualityReading({ characteristic: 'Arsenic', result_units: 'ug/L' }),
        buildQualityReading({ characteristic: 'Nitrate', result_units: 'mg/L' }),
        buildQualityReading({ characteristic: 'Nitrate', result_units: 'ppm' }),
      ],
    };
    const choices = yAxisChoices(data);
    expect(choices.map((entry) => entry.label)).toEqual(['Arsenic', 'Nitrate']);
    expect(choices.map(axisName)).toEqual(['Arsenic (ug/L)', 'Nitrate (mg/L)']);
  });

  it('offers only surface elevation on the interconnected well blocks', () => {
    expect(yAxisChoices({ kind: 'interconnectedWell', measurements: [] }).map((entry) => entry.key)).toEqual([
      'surf_elev',
    ]);
  });

  it('offers only the vertical gradient values that were measured', () => {
    const reading = {
      id: 1,
      dms_site_id: 'IS-1',
      submitted: true,
      stream_meas_date: null,
      sa_gwe_meas_date: '2021-05-01',
      ua_gwe_meas_date: '2021-05-02',
      sa_gwe: 101.2,
      vert_grad_sa_ua: 0.02,
    } as unknown as VerticalGradientMeasurement;
    const data: HydrographData = { kind: 'verticalGradient', measurements: [reading] };
    expect(yAxisChoices(data).map(axisName)).toEqual([
      'Shallow GWE (ft)',
      'Vertical Gradient, Shallow to Upper',
    ]);
    expect(chartPoints(data, 'sa_gwe')).toEqual([{ time: Date.UTC(2021, 4, 1, 12), value: 101.2 }]);
  });
});

describe('points, dates and rounding', () => {
  it('treats a reading without a time as noon', () => {
    expect(measurementTime('2020-03-15', null)).toBe(Date.UTC(2020, 2, 15, 12, 0, 0));
    expect(measurementTime('2020-03-15', '')).toBe(Date.UTC(2020, 2, 15, 12, 0, 0));
    expect(measurementTime('2020-03-15', '08:30:00')).toBe(Date.UTC(2020, 2, 15, 8, 30, 0));
  });

  it('formats axis dates as MM/DD/YYYY whatever the time of day', () => {
    expect(formatChartDate(Date.UTC(2020, 2, 5, 23, 59))).toBe('03/05/2020');
    expect(formatChartDate('2020-12-01')).toBe('12/01/2020');
  });

  it('rounds chart values to 1 decimal', () => {
    expect(roundChartValue(85.44)).toBe(85.4);
    expect(roundChartValue(85.45)).toBe(85.5);
    expect(roundChartValue(-12.06)).toBe(-12.1);
  });

  it('returns the chosen value of each reading, rounded and oldest first, skipping missing values', () => {
    const data = wellData([
      buildWellReading({ measurement_date: '2021-01-01', measurement_time: null, surf_elev: 90.06 }),
      buildWellReading({ measurement_date: '2020-01-01', measurement_time: null, surf_elev: 88.94 }),
      buildWellReading({ measurement_date: '2020-06-01', surf_elev: null }),
    ]);
    expect(chartPoints(data, 'surf_elev')).toEqual([
      { time: Date.UTC(2020, 0, 1, 12), value: 88.9 },
      { time: Date.UTC(2021, 0, 1, 12), value: 90.1 },
    ]);
    expect(chartPoints(data, 'measurement_depth')).toHaveLength(3);
  });

  it('charts a water quality characteristic from its own results only', () => {
    const data: HydrographData = {
      kind: 'waterQuality',
      measurements: [
        buildQualityReading({ characteristic: 'Nitrate', result_value: 4.24 }),
        buildQualityReading({ characteristic: 'Arsenic', result_value: 0.01 }),
      ],
    };
    expect(chartPoints(data, 'Nitrate').map((entry) => entry.value)).toEqual([4.2]);
  });

  it('charts the chosen subsidence value', () => {
    const data: HydrographData = { kind: 'subsidence', measurements: [buildSubsidenceReading()] };
    expect(chartPoints(data, 'meas_elevation')[0].value).toBe(210.3);
    expect(chartPoints(data, 'ua_compaction')[0].value).toBe(0.1);
    expect(chartPoints(data, 'total_subsidence')[0].value).toBe(-0.4);
  });
});

describe('year filter', () => {
  const times = [measurementTime('2012-05-01', null), measurementTime('2019-09-30', null)];

  it('lists the years from the first measurement to the current year', () => {
    expect(yearOptions(times, 2024)).toEqual([
      2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024,
    ]);
  });

  it('lists only the current year without readings', () => {
    expect(yearOptions([], 2024)).toEqual([2024]);
  });

  it('starts at the first measurement year and ends at the current year', () => {
    expect(defaultYearRange('waterLevel', times, 2024)).toEqual({ start: 2012, end: 2024 });
    expect(defaultYearRange('subsidence', times, 2024)).toEqual({ start: 2012, end: 2024 });
    expect(defaultYearRange('waterQuality', times, 2024)).toEqual({ start: 2012, end: 2024 });
  });

  it('ends at the last measurement year on the interconnected blocks', () => {
    expect(defaultYearRange('interconnectedWell', times, 2024)).toEqual({ start: 2012, end: 2019 });
    expect(defaultYearRange('interconnectedStream', times, 2024)).toEqual({ start: 2012, end: 2019 });
  });

  it('keeps the points within the chosen years, both ends included', () => {
    const points = [2010, 2011, 2012, 2013].map((year) => ({ time: Date.UTC(year, 0, 1, 12), value: year }));
    expect(filterByYears(points, { start: 2011, end: 2012 }).map((entry) => entry.value)).toEqual([
      2011, 2012,
    ]);
  });

  it('spans the readings of every y-axis choice', () => {
    const data = wellData([
      buildWellReading({ measurement_date: '2005-01-01', surf_elev: null }),
      buildWellReading({ measurement_date: '2010-01-01' }),
    ]);
    expect(Math.min(...allMeasurementTimes(data).map((time) => new Date(time).getUTCFullYear()))).toBe(2005);
  });
});

describe('y-axis range', () => {
  it('pads the data by 5 ft', () => {
    expect(paddedRange([100, 120.5])).toEqual({ min: 95, max: 125.5 });
  });

  it('pads the data by 1 ft when it spans less than 2 ft', () => {
    expect(paddedRange([100, 101.9])).toEqual({ min: 99, max: 102.9 });
    expect(paddedRange([100, 102])).toEqual({ min: 95, max: 107 });
  });

  it('keeps the reference lines in view on padded axes', () => {
    expect(automaticBounds('padded', [100, 120], [60])).toEqual({ min: 55, max: 125 });
  });

  it('starts stream charts at 0', () => {
    expect(automaticBounds('stream', [3, 8.2])).toEqual({ min: 0, max: 13.2 });
  });

  it('runs other charts from 0 to the rounded-up maximum', () => {
    expect(automaticBounds('fromZero', [0.4, 12.3])).toEqual({ min: 0, max: 13 });
  });

  it('leaves the bounds to the chart without data', () => {
    expect(automaticBounds('padded', [])).toEqual({});
  });

  it('applies the user’s min and max only when filled', () => {
    const automatic = { min: 95, max: 125 };
    expect(applyUserBounds(automatic, '', '  ')).toEqual(automatic);
    expect(applyUserBounds(automatic, '50', '')).toEqual({ min: 50, max: 125 });
    expect(applyUserBounds(automatic, '', '-10.5')).toEqual({ min: 95, max: -10.5 });
    expect(applyUserBounds(automatic, '0', '200')).toEqual({ min: 0, max: 200 });
    expect(applyUserBounds(automatic, null, 0)).toEqual({ min: 95, max: 0 });
    expect(parseAxisInput('abc')).toBeUndefined();
  });

  it('presets the Min and Max inputs only on streamflow and subsidence charts', () => {
    expect(presetsAxisInputs('streamflow')).toBe(true);
    expect(presetsAxisInputs('subsidence')).toBe(true);
    expect(presetsAxisInputs('waterLevel')).toBe(false);
    expect(presetsAxisInputs('waterQuality')).toBe(false);
  });
});

describe('reference lines', () => {
  const site = {
    gsp_threshold: 60.04,
    measurable_objective: 90,
    yr5_milestone: 80,
    yr10_milestone: null,
    yr15_milestone: 85,
    ground_surface_elev: 250,
  };

  it('draws the threshold, objective, milestones with their years and ground surface on surface elevation', () => {
    expect(referenceLines('waterLevel', 'surf_elev', siteReferences(site))).toEqual([
      { name: 'Minimum Threshold', value: 60, colour: 'red' },
      { name: 'Measureable Objective', value: 90, colour: 'green' },
      { name: 'Interim Milestone (2025)', value: 80, colour: CHART_COLOURS.milestone },
      { name: 'Interim Milestone (2035)', value: 85, colour: CHART_COLOURS.milestone },
      { name: 'Ground Surface Elevation', value: 250, colour: 'brown' },
    ]);
  });

  it('uses the milestone years a site stores', () => {
    const lines = referenceLines(
      'waterLevel',
      'surf_elev',
      siteReferences({ ...site, yr5_milestone_year: 2027 }),
    );
    expect(lines.map((line) => line.name)).toContain('Interim Milestone (2027)');
  });

  it('draws only the lines whose value the site has', () => {
    const lines = referenceLines('waterLevel', 'surf_elev', siteReferences({ measurable_objective: 90 }));
    expect(lines).toEqual([{ name: 'Measureable Objective', value: 90, colour: 'green' }]);
  });

  it('draws no elevation lines on the depth chart', () => {
    expect(referenceLines('waterLevel', 'measurement_depth', siteReferences(site))).toEqual([]);
  });

  it('draws only the ground surface on the interconnected well blocks', () => {
    expect(referenceLines('interconnectedWell', 'surf_elev', { groundSurfaceElevation: 180.26 })).toEqual([
      { name: 'Ground Surface Elevation', value: 180.3, colour: 'brown' },
    ]);
  });

  it('reads the objective of an interconnected site from meas_objective', () => {
    expect(siteReferences({ meas_objective: 12 }).measurableObjective).toBe(12);
  });
});

describe('summary statistics', () => {
  it('counts the readings and gives the date range and rounded min, max and mean', () => {
    const points = [
      { time: Date.UTC(2020, 0, 2, 12), value: 10.04 },
      { time: Date.UTC(2021, 5, 30, 12), value: 20 },
      { time: Date.UTC(2020, 6, 1, 12), value: 15.1 },
    ];
    expect(summaryStatistics(points)).toEqual({
      count: 3,
      firstDate: '01/02/2020',
      lastDate: '06/30/2021',
      min: 10,
      max: 20,
      mean: 15,
    });
  });

  it('has no figures without readings', () => {
    expect(summaryStatistics([])).toEqual({
      count: 0,
      firstDate: null,
      lastDate: null,
      min: null,
      max: null,
      mean: null,
    });
  });
});

describe('buildHydrographOption', () => {
  const points = [
    { time: Date.UTC(2020, 0, 1, 12), value: 85.4 },
    { time: Date.UTC(2020, 6, 1, 12), value: 82.1 },
  ];
  const [surfaceElevation, depth] = yAxisChoices(wellData([]));

  it('draws a blue line on a time axis, sampled with LTTB, with the chosen bounds', () => {
    const option = buildHydrographOption({ choice: surfaceElevation, points, bounds: { min: 77, max: 90 } });
    const series = (option.series as Array<Record<string, unknown>>)[0];
    expect(series).toMatchObject({
      type: 'line',
      sampling: 'lttb',
      color: 'blue',
      name: 'Surface Elevation',
    });
    expect(series.data).toEqual([
      [points[0].time, 85.4],
      [points[1].time, 82.1],
    ]);
    expect(option.xAxis).toMatchObject({ type: 'time' });
    expect(option.yAxis).toMatchObject({ min: 77, max: 90, inverse: false, name: 'Surface Elevation (ft)' });
    expect(option.useUTC).toBe(true);
  });

  it('reverses the axis for depth', () => {
    const option = buildHydrographOption({ choice: depth, points, bounds: {} });
    expect(option.yAxis).toMatchObject({ inverse: true });
  });

  it('labels the time axis MM/DD/YYYY', () => {
    const option = buildHydrographOption({ choice: surfaceElevation, points, bounds: {} });
    const formatter = (option.xAxis as { axisLabel: { formatter: (value: number) => string } }).axisLabel
      .formatter;
    expect(formatter(Date.UTC(2020, 6, 4, 12))).toBe('07/04/2020');
  });

  it('draws each reference line in its colour and none when there are none', () => {
    const option = buildHydrographOption({
      choice: surfaceElevation,
      points,
      bounds: {},
      referenceLines: [{ name: 'Minimum Threshold', value: 60, colour: 'red' }],
    });
    const markLine = (option.series as Array<{ markLine?: { data: unknown[] } }>)[0].markLine;
    expect(markLine?.data).toEqual([
      expect.objectContaining({
        name: 'Minimum Threshold',
        yAxis: 60,
        lineStyle: expect.objectContaining({ color: 'red' }),
      }),
    ]);

    const plain = buildHydrographOption({ choice: surfaceElevation, points, bounds: {} });
    expect((plain.series as Array<{ markLine?: unknown }>)[0].markLine).toBeUndefined();
  });

  it('hides markers on long series so they stay smooth', () => {
    const many = Array.from({ length: 50_000 }, (_, index) => ({
      time: index * 3_600_000,
      value: index % 100,
    }));
    const option = buildHydrographOption({ choice: surfaceElevation, points: many, bounds: {} });
    expect((option.series as Array<Record<string, unknown>>)[0]).toMatchObject({ showSymbol: false });
    expect(option.animation).toBe(false);
  });
});

describe('streamflow readings', () => {
  it('charts the stream stage', () => {
    const reading: StreamMeasurement = {
      id: 1,
      dms_site_id: 'ST-1',
      submitted: true,
      meas_date: '2022-02-02',
      meas_time: '06:00:00',
      stream_stage: 4.56,
      meas_comments: null,
    };
    expect(chartPoints({ kind: 'streamflow', measurements: [reading] }, 'stream_stage')).toEqual([
      { time: Date.UTC(2022, 1, 2, 6), value: 4.6 },
    ]);
  });
});
