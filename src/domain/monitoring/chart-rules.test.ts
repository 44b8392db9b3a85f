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
  GRADIENT_DECIMALS,
  hydrographSeries,
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

/** A vertical gradient record with every source empty; override what matters. */
const gradientReading = (overrides: Partial<VerticalGradientMeasurement>): VerticalGradientMeasurement => ({
  id: 1,
  dms_site_id: 'IS-1',
  submitted: true,
  stream_meas_date: null,
  stream_meas_time: null,
  sa_gwe_meas_date: null,
  sa_gwe_meas_time: null,
  ua_gwe_meas_date: null,
  ua_gwe_meas_time: null,
  la_gwe_meas_date: null,
  la_gwe_meas_time: null,
  stream_stage: null,
  sa_gwe: null,
  ua_gwe: null,
  la_gwe: null,
  horiz_grad_sa: null,
  horiz_grad_ua: null,
  horiz_grad_la: null,
  vert_grad_sa_ua: null,
  vert_grad_ua_la: null,
  meas_accuracy: null,
  meas_comments: null,
  ...overrides,
});

/** Gradients as the demo basin stores them: unitless, 4 decimals, well under 0.05. */
const gradientData: HydrographData = {
  kind: 'verticalGradient',
  measurements: [
    gradientReading({ id: 1, sa_gwe_meas_date: '2020-01-15', sa_gwe: 101.24, vert_grad_sa_ua: 0.0012 }),
    gradientReading({ id: 2, sa_gwe_meas_date: '2020-04-15', sa_gwe: 100.96, vert_grad_sa_ua: 0.0087 }),
    gradientReading({ id: 3, sa_gwe_meas_date: '2020-07-15', sa_gwe: 99.5, vert_grad_sa_ua: 0.02 }),
  ],
};

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

  it('keeps feet values at 1 decimal and gradients, unitless ratios, at 4 with a relative axis', () => {
    const [elevation, gradient] = yAxisChoices(gradientData);
    expect(elevation).toMatchObject({ key: 'sa_gwe', unit: 'ft', decimals: 1, axisMode: 'padded' });
    expect(gradient).toMatchObject({
      key: 'vert_grad_sa_ua',
      decimals: GRADIENT_DECIMALS,
      axisMode: 'relative',
    });
    expect(gradient.unit).toBeUndefined();
    expect(yAxisChoices(wellData([])).map((entry) => entry.decimals)).toEqual([1, 1]);
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

  it('charts gradients with their 4 decimals instead of flattening them to 0', () => {
    expect(chartPoints(gradientData, 'vert_grad_sa_ua').map(({ value }) => value)).toEqual([
      0.0012, 0.0087, 0.02,
    ]);
    expect(chartPoints(gradientData, 'sa_gwe').map(({ value }) => value)).toEqual([101.2, 101, 99.5]);
    const rounded = gradientData.measurements.map((reading) => ({ ...reading, vert_grad_sa_ua: 0.00123 }));
    expect(chartPoints({ kind: 'verticalGradient', measurements: rounded }, 'vert_grad_sa_ua')[0].value).toBe(
      0.0012,
    );
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

  it('chooses the padding from the data range alone, whatever the reference lines span', () => {
    // the data spans 1.5 ft: 1 ft padding (it was 5, from the 21.5 ft the threshold made: 75..106.5)
    expect(automaticBounds('padded', [100, 101.5], [80])).toEqual({ min: 79, max: 102.5 });
    expect(automaticBounds('padded', [100, 101.5], [120])).toEqual({ min: 99, max: 121 });
    // a line within the data leaves the bounds as the data makes them
    expect(automaticBounds('padded', [100, 101.5], [101])).toEqual({ min: 99, max: 102.5 });
    expect(automaticBounds('padded', [100, 101.5])).toEqual({ min: 99, max: 102.5 });
  });

  it('keeps every reference line inside the axis, with the data’s padding beyond it', () => {
    const lines = [80, 90, 250];
    const bounds = automaticBounds('padded', [100, 101.5], lines);
    expect(bounds).toEqual({ min: 79, max: 251 });
    for (const line of lines) {
      expect(line).toBeGreaterThan(bounds.min!);
      expect(line).toBeLessThan(bounds.max!);
    }
  });

  it('pads gradients by a tenth of their range, not by feet', () => {
    // before: the points read 0, 0, 0 and the axis ran from -1 to 1
    expect(automaticBounds('relative', [0.0012, 0.0087, 0.02], [], 4)).toEqual({
      min: -0.0007,
      max: 0.0219,
    });
    expect(automaticBounds('relative', [-0.05, 0.05], [], 4)).toEqual({ min: -0.06, max: 0.06 });
  });

  it('pads equal or nearly equal gradients by a small fixed amount', () => {
    expect(automaticBounds('relative', [0.005, 0.005], [], 4)).toEqual({ min: 0.004, max: 0.006 });
    expect(automaticBounds('relative', [0.005, 0.0051], [], 4)).toEqual({ min: 0.004, max: 0.0061 });
    expect(automaticBounds('relative', [0, 0], [], 4)).toEqual({ min: -0.001, max: 0.001 });
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

  it('gives gradient figures with 4 decimals', () => {
    const points = chartPoints(gradientData, 'vert_grad_sa_ua');
    expect(summaryStatistics(points, GRADIENT_DECIMALS)).toMatchObject({
      count: 3,
      min: 0.0012,
      max: 0.02,
      mean: 0.01,
    });
    // at the feet's 1 decimal they all read 0, as they did before
    expect(summaryStatistics(points)).toMatchObject({ min: 0, max: 0, mean: 0 });
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

describe('hydrographSeries', () => {
  const site = { gsp_threshold: 80, ground_surface_elev: 250 };

  it('gathers the points, reference lines and automatic bounds of one choice', () => {
    const data = wellData([
      buildWellReading({ id: 1, measurement_date: '2019-03-01', surf_elev: 100 }),
      buildWellReading({ id: 2, measurement_date: '2020-03-01', surf_elev: 101.5 }),
    ]);
    const [surfaceElevation] = yAxisChoices(data);
    const series = hydrographSeries(data, surfaceElevation, siteReferences(site));
    expect(series.points.map(({ value }) => value)).toEqual([100, 101.5]);
    expect(series.referenceLines.map(({ name }) => name)).toEqual([
      'Minimum Threshold',
      'Ground Surface Elevation',
    ]);
    expect(series.bounds).toEqual({ min: 79, max: 251 });
  });

  it('keeps to the year range when one is given', () => {
    const data = wellData([
      buildWellReading({ id: 1, measurement_date: '2010-03-01', surf_elev: 50 }),
      buildWellReading({ id: 2, measurement_date: '2020-03-01', surf_elev: 101.5 }),
    ]);
    const [surfaceElevation] = yAxisChoices(data);
    const series = hydrographSeries(data, surfaceElevation, {}, { start: 2015, end: 2024 });
    expect(series.points.map(({ value }) => value)).toEqual([101.5]);
    expect(series.bounds).toEqual({ min: 100.5, max: 102.5 });
  });

  it('draws gradients at 4 decimals on a relative axis, tooltip and axis labels included', () => {
    const gradient = yAxisChoices(gradientData).find((entry) => entry.key === 'vert_grad_sa_ua')!;
    const series = hydrographSeries(gradientData, gradient);
    expect(series.bounds).toEqual({ min: -0.0007, max: 0.0219 });
    const option = buildHydrographOption(series);
    expect((option.series as Array<{ data: unknown }>)[0].data).toEqual(
      series.points.map(({ time, value }) => [time, value]),
    );
    expect(option.yAxis).toMatchObject({
      min: -0.0007,
      max: 0.0219,
      name: 'Vertical Gradient, Shallow to Upper',
    });
    const yAxis = option.yAxis as { axisLabel: { formatter: (value: number) => string } };
    expect(yAxis.axisLabel.formatter(0.0125)).toBe('0.0125');
    const tooltip = option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter([{ value: [series.points[0].time, 0.0012] }])).toBe(
      '01/15/2020<br/>Vertical Gradient, Shallow to Upper: 0.0012',
    );
  });

  it('keeps feet tooltips and axis labels at 1 decimal', () => {
    const [surfaceElevation] = yAxisChoices(wellData([]));
    const option = buildHydrographOption({ choice: surfaceElevation, points: [], bounds: {} });
    const yAxis = option.yAxis as { axisLabel: { formatter: (value: number) => string } };
    expect(yAxis.axisLabel.formatter(85.44)).toBe('85.4');
    const tooltip = option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter([{ value: [Date.UTC(2020, 0, 15, 12), 85.44] }])).toBe(
      '01/15/2020<br/>Surface Elevation: 85.4 ft',
    );
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
