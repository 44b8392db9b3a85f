import { describe, expect, it } from 'vitest';
import { reportTableOf } from '../exports/export-targets';
import { cellField } from '../reporting/report-tables';
import { REPORT_TYPES } from '../reporting/report-types';
import { ANNUAL_UPDATE_HEADERS, REPRESENTATIVE_WELL_HEADERS } from './annual-report-tables';
import {
  ANNUAL_REPORT_SECTIONS,
  laterProjectsSentence,
  noReportSentence,
  notRequiredSentence,
} from './annual-report-texts';
import { isProjectOfYear, projectStatusByYearEnd } from './project-status-by-year';
import {
  printedChartOption,
  reportHydrographOption,
  reportStorageChartOption,
  type HydrographReading,
} from './report-charts';
import { CRITERIA_STATUS, criteriaStatus, latestMeasurement } from './sustainability-criteria';
import { waterBudgetTable } from './water-budget-table';

const reading = (
  date: string,
  surf_elev: number | null,
  measurement_depth: number | null = null,
): HydrographReading => ({ measurement_date: date, measurement_time: null, surf_elev, measurement_depth });

describe('the Annual Report texts', () => {
  it('says a missing report as issue 14 words it, and why when one is only saved', () => {
    expect(noReportSentence('extraction', 2024)).toBe('No extraction report submitted for water year 2024.');
    expect(noReportSentence('surface water supply', 2023, true)).toBe(
      'No surface water supply report submitted for water year 2023 (one is saved but not yet submitted).',
    );
  });

  it('says a report the GSP need not file is not required of it, and why', () => {
    expect(notRequiredSentence('extraction', 'GW Extraction')).toBe(
      'An extraction report is not required of this GSP: its data submission requirements do not include GW Extraction.',
    );
    expect(notRequiredSentence('total water use', 'Total Water Use')).toBe(
      'A total water use report is not required of this GSP: its data submission requirements do not include Total Water Use.',
    );
  });

  it('counts the projects left out for beginning after the water year', () => {
    expect(laterProjectsSentence(1, 2024)).toBe(
      'One project or management action of this GSP is not listed: its first status is dated after the end of water year 2024.',
    );
    expect(laterProjectsSentence(2, 2024)).toMatch(
      /^2 projects or management actions of this GSP are not listed: their/,
    );
  });

  it('has the seven sections of each GSP in the order of the issue', () => {
    expect(ANNUAL_REPORT_SECTIONS.map((section) => section.title)).toEqual([
      'General Information',
      'Groundwater Elevation',
      'Groundwater Extraction',
      'Surface Water Supply',
      'Total Water Use',
      'Change in Groundwater Storage',
      'Projects and Management Actions',
    ]);
  });
});

describe('the Annual Report tables', () => {
  it('head a stored field’s column with the label its screens give it', () => {
    expect(REPRESENTATIVE_WELL_HEADERS).toEqual([
      'DMS Site ID',
      'Local Site ID or Name',
      'Latest Measurement',
      'Depth to Water from Reference Point (ft)',
      'Water Surface Elevation (ft)',
      'Minimum Threshold (ft)',
      'Measurable Objective (ft)',
      'Against the Criteria',
    ]);
    expect(ANNUAL_UPDATE_HEADERS[1]).toBe('Annual Benefit (acre-feet)');
  });
});

describe('a representative well against its sustainability criteria', () => {
  it('places the latest elevation against the minimum threshold and the measurable objective', () => {
    expect(criteriaStatus(96, 80, 95)).toBe(CRITERIA_STATUS.atOrAboveObjective);
    expect(criteriaStatus(95, 80, 95)).toBe(CRITERIA_STATUS.atOrAboveObjective);
    expect(criteriaStatus(90, 80, 95)).toBe(CRITERIA_STATUS.betweenThresholdAndObjective);
    expect(criteriaStatus(79.9, 80, 95)).toBe(CRITERIA_STATUS.belowThreshold);
  });

  it('judges against the one criterion a well has, and says when it has none or no elevation', () => {
    expect(criteriaStatus(90, null, 95)).toBe(CRITERIA_STATUS.belowObjective);
    expect(criteriaStatus(90, 80, null)).toBe(CRITERIA_STATUS.aboveThreshold);
    expect(criteriaStatus(70, 80, null)).toBe(CRITERIA_STATUS.belowThreshold);
    expect(criteriaStatus(90, null, null)).toBe(CRITERIA_STATUS.noCriteria);
    expect(criteriaStatus(null, 80, 95)).toBe(CRITERIA_STATUS.noElevation);
  });

  it('takes the latest reading that measured the water, passing over one with only a no-measurement code', () => {
    const readings = [
      reading('2024-01-01', 90),
      reading('2024-03-01', null, 41),
      reading('2024-05-01', null),
    ];
    expect(latestMeasurement(readings)?.measurement_date).toBe('2024-03-01');
    expect(latestMeasurement([reading('2024-05-01', null)])?.measurement_date).toBe('2024-05-01');
    expect(latestMeasurement([])).toBeUndefined();
  });
});

describe('a water budget report as a table of the document', () => {
  it('turns the export’s sector rows into columns, with the total row as a Total column', () => {
    const table = reportTableOf('groundwaterextraction');
    const agricultural = table.sectors.find((sector) => sector.key === 'agg')!;
    const upper = table.columns.find((column) => column.key === 'ua')!;
    const values = { [cellField(table, agricultural, upper)]: 1234.5, gw_total_ua: 1234.5 };
    const printed = waterBudgetTable('groundwaterextraction', values);
    expect(printed.headers.slice(1)).toEqual([...table.sectors.map((sector) => sector.label), 'Total']);
    const row = printed.rows.find((cells) => cells.includes('1,234.50'))!;
    expect(row[1 + table.sectors.indexOf(agricultural)]).toBe('1,234.50');
    expect(row.at(-1)).toBe('1,234.50');
  });

  it('shows a figure not reported as a dash, never as an empty cell', () => {
    const printed = waterBudgetTable('totalwateruse', {});
    expect(printed.rows.length).toBeGreaterThan(0);
    for (const cells of printed.rows) expect(cells.every((cell) => cell !== '')).toBe(true);
  });

  it('keeps whole acre-feet where the report type shows no decimals', () => {
    expect(REPORT_TYPES.groundwaterstorage.displayDecimals).toBe(0);
    const printed = waterBudgetTable('groundwaterstorage', { gw_stor_ua: -3889.4, gw_stor_total: -3889.4 });
    expect(printed.rows.flat()).toContain('-3,889');
  });
});

describe('the charts drawn into the document', () => {
  it('drops what only a screen can operate: the zoom slider, the tooltip and the animation', () => {
    const printed = printedChartOption({ dataZoom: [{}], tooltip: {}, series: [], animation: true });
    expect(printed).toEqual({ series: [], animation: false });
  });

  it('draws the detail screen’s hydrograph with the site’s threshold lines, up to the report’s year', () => {
    const chart = reportHydrographOption(
      [reading('2022-03-01', 100), reading('2024-03-01', 90), reading('2026-03-01', 70)],
      { gsp_threshold: 80, measurable_objective: 95 },
      'WL-0001',
      2024,
    )!;
    const series = (chart.option.series as { data: [number, number][]; markLine?: { data: unknown[] } }[])[0];
    expect(series.data.map(([, value]) => value)).toEqual([100, 90]);
    expect(series.markLine?.data).toHaveLength(2);
    expect(chart.option).not.toHaveProperty('dataZoom');
    expect(chart.description).toContain('WL-0001');
    expect(chart.description).toContain('Minimum Threshold 80 ft');
  });

  it('falls back to depths where a well has no elevations, and draws nothing without readings', () => {
    const chart = reportHydrographOption([reading('2024-03-01', null, 41)], {}, 'WL-0002', 2024)!;
    expect(chart.description).toContain('Measurement Depth');
    expect(reportHydrographOption([], {}, 'WL-0003', 2024)).toBeNull();
  });

  it('draws the change in storage chart only where there is a year to draw', () => {
    expect(reportStorageChartOption([], [])).toBeNull();
    const chart = reportStorageChartOption([], [{ year: 2024, val: -100, change: -100, label: 'Dry' }])!;
    expect(chart.description).toContain('2024');
  });
});

describe('a project in the report of a water year', () => {
  const year2024 = { waterYear: 2024, end: '2024-09-30' };
  const entry = (id: number, proj_date: string | null, project_status: string | null) => ({
    id,
    proj_date,
    project_status,
  });

  it('has the latest status dated on or before the end of the year, with its date', () => {
    const entries = [
      entry(1, '2021-01-10', 'Planned'),
      entry(2, '2023-06-15', 'Under Construction'),
      entry(3, '2024-09-30', 'Completed/Operational'),
      entry(4, '2024-10-01', 'On Hold'),
    ];
    expect(projectStatusByYearEnd(entries, '2024-09-30')).toEqual({
      status: 'Completed/Operational',
      date: '2024-09-30',
    });
    expect(projectStatusByYearEnd(entries, '2023-09-30')).toEqual({
      status: 'Under Construction',
      date: '2023-06-15',
    });
    expect(projectStatusByYearEnd(entries, '2020-09-30')).toEqual({ status: '', date: null });
    // an undated entry is the oldest, as on the screens
    expect(projectStatusByYearEnd([entry(5, null, 'Planned'), ...entries], '2020-09-30')).toEqual({
      status: 'Planned',
      date: null,
    });
  });

  it('is left out only when everything that dates it comes after the year', () => {
    const later = [entry(1, '2025-02-01', 'Planned')];
    expect(isProjectOfYear(later, [], year2024)).toBe(false);
    expect(isProjectOfYear(later, [2025], year2024)).toBe(false);
    expect(isProjectOfYear(later, [2024], year2024)).toBe(true);
    expect(isProjectOfYear([entry(1, '2024-09-30', 'Planned')], [], year2024)).toBe(true);
    expect(isProjectOfYear([], [], year2024)).toBe(true);
    expect(isProjectOfYear([entry(1, '2025-02-01', null)], [], year2024)).toBe(true);
    expect(isProjectOfYear([entry(1, null, 'Planned'), ...later], [], year2024)).toBe(true);
  });
});
