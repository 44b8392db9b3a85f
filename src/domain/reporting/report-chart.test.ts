import { describe, expect, it } from 'vitest';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import {
  abbreviatedVolume,
  barAxisRange,
  buildReportChartOption,
  changeAxisRange,
  cumulativeLabelPlacement,
  reportChartSummary,
  reportChartTooltip,
  reportChartYears,
  reportMainTotal,
  type ReportChartYear,
} from './report-chart';
import type { AnnualChangePoint, ReportRecord } from './reporting-api';
import { REPORT_TYPES } from './report-types';

const storage = REPORT_TYPES.groundwaterstorage;
const extraction = REPORT_TYPES.groundwaterextraction;

function record(overrides: Partial<ReportRecord>): ReportRecord {
  return {
    id: 1,
    report_type: 'groundwaterstorage',
    gsp_id: 3,
    gsp: 3,
    water_year_id: 10,
    water_year: 2020,
    water_year_start: '2019-10-01',
    year_type: 'Wet',
    gsp_name_label: 'Kings GSP',
    gsp_label: 'Kings GSP',
    gsa_name_label: 'Kings GSA',
    saved: true,
    submitted: true,
    updateby_id: null,
    updatedate: '2024-01-01T00:00:00Z',
    ...overrides,
  } as ReportRecord;
}

const point = (year: number, val: number, change: number, label: string | null): AnnualChangePoint => ({
  year,
  val,
  change,
  label,
});

const year = (overrides: Partial<ReportChartYear>): ReportChartYear => ({
  year: 2020,
  yearType: 'Wet',
  total: 100,
  change: null,
  ...overrides,
});

type Series = BarSeriesOption | LineSeriesOption;
const seriesOf = (option: ReturnType<typeof buildReportChartOption>) => option.series as Series[];
const barsOf = (option: ReturnType<typeof buildReportChartOption>) =>
  seriesOf(option).filter((series): series is BarSeriesOption => series.type === 'bar');
const lineOf = (option: ReturnType<typeof buildReportChartOption>) =>
  seriesOf(option).find((series): series is LineSeriesOption => series.type === 'line');
const rightAxis = (option: ReturnType<typeof buildReportChartOption>) =>
  (option.yAxis as Array<{ min?: number; max?: number; name?: string }>)[1];

describe('the main total of each report type', () => {
  it('is the total row corner where there is one, else the sum of the sector totals', () => {
    expect(reportMainTotal(storage, { gw_stor_total: -1200 })).toBe(-1200);
    expect(reportMainTotal(extraction, { gw_total_total: 5400.5, gw_dom_total: 1 })).toBe(5400.5);
    expect(reportMainTotal(REPORT_TYPES.surfacewatersupply, { sw_total: 300 })).toBe(300);
    expect(reportMainTotal(REPORT_TYPES.totalwateruse, { t_total: 700 })).toBe(700);
    expect(
      reportMainTotal(REPORT_TYPES.groundwaterrecharge, {
        dom_total: 1,
        agg_total: 2,
        man_total: 3,
        nat_total: 4,
        other_total: 5,
        sur_total: 6.25,
      }),
    ).toBe(21.25);
    expect(
      reportMainTotal(REPORT_TYPES.evapotranspiration, { ur_total: 10, sur_total: '-', agg_total: null }),
    ).toBe(10);
  });
});

describe('the years of the chart', () => {
  it('sums the GSPs of a year, takes its year type and adds the cumulative change', () => {
    const years = reportChartYears(
      storage,
      [
        record({ id: 1, water_year: 2021, year_type: 'Dry', gw_stor_total: -100 }),
        record({ id: 2, water_year: 2020, year_type: 'Wet', gw_stor_total: 50 }),
        record({ id: 3, gsp_id: 4, water_year: 2021, year_type: 'Dry', gw_stor_total: -300 }),
      ],
      [point(2020, 50, 50, 'Wet'), point(2021, -400, -350, 'Dry'), point(2022, 0, -350, 'Critical')],
    );
    expect(years).toEqual([
      { year: 2020, yearType: 'Wet', total: 50, change: 50 },
      { year: 2021, yearType: 'Dry', total: -400, change: -350 },
      { year: 2022, yearType: 'Critical', total: null, change: -350 },
    ]);
  });

  it('keeps a year without a known year type as none', () => {
    const [only] = reportChartYears(extraction, [record({ year_type: null, gw_total_total: 5 })]);
    expect(only.yearType).toBeNull();
  });
});

describe('the chart option', () => {
  const years = [
    year({ year: 2019, yearType: 'Wet', total: 1200, change: 1200 }),
    year({ year: 2020, yearType: 'Dry', total: -800_000, change: -798_800 }),
    year({ year: 2021, yearType: 'Critical', total: -450_000, change: -1_248_800 }),
    year({ year: 2022, yearType: null, total: 3000, change: -1_245_800 }),
  ];
  const option = buildReportChartOption(storage, years);

  it('draws one bar per year in the colour of its year type, the legend naming each type', () => {
    const bars = barsOf(option);
    const colourOf = (name: string) => bars.find((bar) => bar.name === name)?.color;
    expect(colourOf('Wet')).toBe('#0070c0');
    expect(colourOf('Above Normal')).toBe('#92c5de');
    expect(colourOf('Below Normal')).toBe('#bfbfbf');
    expect(colourOf('Dry')).toBe('#ffc000');
    expect(colourOf('Critical')).toBe('#c00000');
    expect(colourOf('Other')).toBe('grey');
    expect(bars.find((bar) => bar.name === 'Dry')?.data).toEqual([null, -800_000, null, null]);
    expect(bars.find((bar) => bar.name === 'Other')?.data).toEqual([null, null, null, 3000]);
    // every year has exactly one bar
    for (let index = 0; index < years.length; index++) {
      expect(bars.filter((bar) => (bar.data as unknown[])[index] !== null)).toHaveLength(1);
    }
    expect((option.legend as { data: string[] }).data).toEqual([
      'Wet',
      'Above Normal',
      'Below Normal',
      'Dry',
      'Critical',
      'Other',
      'Cumulative Change in Storage (AF)',
    ]);
    expect((option.xAxis as { data: string[] }).data).toEqual(['2019', '2020', '2021', '2022']);
  });

  it('leaves Other out of the legend when every year has a type', () => {
    const typed = buildReportChartOption(storage, years.slice(0, 3));
    expect(barsOf(typed).map((bar) => bar.name)).not.toContain('Other');
  });

  it('draws the cumulative change as a line on the right axis, its last point labelled', () => {
    const line = lineOf(option)!;
    expect(line.yAxisIndex).toBe(1);
    expect(rightAxis(option).name).toBe('Cumulative Change in Storage (AF)');
    const data = line.data as unknown[];
    expect(data.slice(0, 3)).toEqual([1200, -798_800, -1_248_800]);
    expect(data[3]).toMatchObject({ value: -1_245_800, label: { show: true, formatter: '-1.2M AF' } });
  });

  describe('the last cumulative point names its value clear of the bars', () => {
    const changeRange = { min: -1_000_000, max: 270_000 };
    const barRange = { min: -150_000, max: 150_000 };

    it('above the point when no bar of its year or the years beside it is there', () => {
      // bars below zero, the point high on its axis
      expect(cumulativeLabelPlacement([-40_000, -30_000], 1, 100_000, barRange, changeRange)).toEqual({
        position: 'top',
        distance: 5,
      });
    });

    it('past the top of a neighbouring bar that its name, wider than a bar, would cross', () => {
      // the demo basin's 2025: its own bar below zero, 2024's rising to 50K just above the point
      const placed = cumulativeLabelPlacement([106_000, 50_000, -40_000], 2, -312_500, barRange, changeRange);
      expect(placed.position).toBe('top');
      // the plot is 380 px high: 2024's bar ends 253 px up, the point 206 px up
      expect(placed.distance).toBeGreaterThan(253 - 206);
      expect(placed.distance).toBeLessThan(253 - 206 + 5);
    });

    it('under the point when that is nearer than over the bars above it', () => {
      // the point just under its year's tall bar, which rises to the plot's top: no room above it
      expect(cumulativeLabelPlacement([null, 140_000, null], 1, -400_000, barRange, changeRange)).toEqual({
        position: 'bottom',
        distance: 5,
      });
    });
  });

  it('sets the bars’ axis to round bounds over and under the bars, from zero', () => {
    expect(barAxisRange([106_000, -146_000, null])).toEqual({ min: -150_000, max: 150_000 });
    expect(barAxisRange([12_300])).toEqual({ min: 0, max: 15_000 });
    expect(barAxisRange([])).toEqual({ min: 0, max: 1 });
  });

  it('names both axes with their unit and abbreviates their labels with K, M and B', () => {
    const [left, right] = option.yAxis as Array<{
      name: string;
      axisLabel: { formatter: (v: number) => string };
    }>;
    expect(left.name).toBe('Groundwater Change in Storage (AF)');
    expect(left.axisLabel.formatter(-250_000)).toBe('-250K');
    expect(right.axisLabel.formatter(-1_500_000)).toBe('-1.5M');
    expect(right.axisLabel.formatter(2_000_000_000)).toBe('2B');
    expect(right.axisLabel.formatter(500)).toBe('500');
  });

  it('says per year its type, total and cumulative change in the tooltip', () => {
    const formatter = (option.tooltip as { formatter: (params: unknown) => string }).formatter;
    expect(formatter([{ axisValue: '2020' }])).toBe(
      'Water Year 2020 (Dry)<br/>Groundwater Change in Storage: -800,000 AF<br/>' +
        'Cumulative Change in Storage (AF): -798,800',
    );
    expect(reportChartTooltip(extraction, year({ yearType: null, total: 12.5 }))).toBe(
      'Water Year 2020 (Other)<br/>Groundwater Extraction: 13 AF',
    );
  });

  it('has no line when there is no change in storage', () => {
    const withoutChange = buildReportChartOption(extraction, [year({ total: 5 })]);
    expect(lineOf(withoutChange)).toBeUndefined();
    expect((withoutChange.legend as { data: string[] }).data).not.toContain(
      'Cumulative Change in Storage (AF)',
    );
  });
});

describe('the right axis range', () => {
  it('starts at -1,000,000 to 270,000', () => {
    expect(changeAxisRange([])).toEqual({ min: -1_000_000, max: 270_000 });
    expect(changeAxisRange([-999_999, 269_000])).toEqual({ min: -1_000_000, max: 270_000 });
    const option = buildReportChartOption(storage, [year({ change: -5000 })]);
    expect(rightAxis(option)).toMatchObject({ min: -1_000_000, max: 270_000 });
  });

  it('widens to a round bound past every value', () => {
    expect(changeAxisRange([-2_345_678])).toEqual({ min: -2_500_000, max: 270_000 });
    expect(changeAxisRange([310_000, -1_000_001])).toEqual({ min: -1_500_000, max: 350_000 });
    const option = buildReportChartOption(storage, [year({ change: -3_100_000 })]);
    expect(rightAxis(option).min).toBe(-3_500_000);
    expect(rightAxis(option).min).toBeLessThanOrEqual(-3_100_000);
  });
});

describe('the chart in words', () => {
  it('names the years, the change in storage since the first year and the dry years', () => {
    const years = [
      year({ year: 2016, yearType: 'Wet', change: 100_000 }),
      year({ year: 2017, yearType: 'Critical', change: -400_000 }),
      year({ year: 2018, yearType: 'Dry', change: -1_234_567 }),
    ];
    expect(reportChartSummary(storage, years)).toBe(
      'Groundwater Change in Storage chart, water years 2016 to 2018. Cumulative change in storage from ' +
        '2016 to 2018: -1,234,567 AF. Dry and critical years: 2017 (Critical), 2018 (Dry).',
    );
    expect(reportChartSummary(extraction, [year({})])).toBe(
      'Groundwater Extraction chart, water years 2020 to 2020. No dry or critical years.',
    );
    expect(reportChartSummary(extraction, [])).toBe('Groundwater Extraction chart: No Measurements Found');
  });

  it('abbreviates a volume with its unit', () => {
    expect(abbreviatedVolume(-1_234_567)).toBe('-1.2M AF');
    expect(abbreviatedVolume(950)).toBe('950 AF');
  });
});
