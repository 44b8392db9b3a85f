import { describe, expect, it } from 'vitest';
import {
  historyColumns,
  reportCellText,
  reportCellValue,
  reportDetailsPath,
  reportTypeOfDataset,
  submittedColumns,
  submittedPageSize,
} from './report-columns';
import { reportFields } from './report-record';
import type { ReportRecord } from './reporting-api';
import { REPORT_TYPES } from './report-types';

const headers = (columns: ReturnType<typeof historyColumns>) => columns.map((column) => column.header);
const ids = (columns: ReturnType<typeof historyColumns>) => columns.map((column) => column.id);

describe('submitted-data columns (spec 3 §2.4)', () => {
  it('storage: the spec columns in its order', () => {
    expect(headers(submittedColumns(REPORT_TYPES.groundwaterstorage))).toEqual([
      'GSP Organization Name',
      'Water Year',
      'Details',
      'Combined Upper Aquifer and Undifferentiated Unconfined Zone (AF)',
      'Lower Aquifer',
      'Total',
      'Explain Calculation Method',
      'Explain Calculation Accuracy',
    ]);
    expect(ids(submittedColumns(REPORT_TYPES.groundwaterstorage)).slice(3)).toEqual([
      'gw_stor_ua',
      'gw_stor_la',
      'gw_stor_total',
      'gw_stor_method_notes',
      'gw_stor_acc_notes',
    ]);
  });

  it('recharge and evapotranspiration: the sector totals, the surface system before Other, the month', () => {
    expect(ids(submittedColumns(REPORT_TYPES.groundwaterrecharge))).toEqual([
      'gsp_label',
      'water_year',
      'details',
      'dom_total',
      'agg_total',
      'man_total',
      'nat_total',
      'sur_total',
      'other_total',
      'month',
    ]);
    expect(ids(submittedColumns(REPORT_TYPES.evapotranspiration)).slice(3)).toEqual([
      'ur_total',
      'agg_total',
      'man_total',
      'nat_total',
      'sur_total',
      'other_total',
      'month',
    ]);
  });

  it('the others: GSP, water year, Details, each sector total and the grand totals', () => {
    expect(ids(submittedColumns(REPORT_TYPES.groundwaterextraction))).toEqual([
      'gsp_label',
      'water_year',
      'details',
      'gw_dom_total',
      'gw_ind_total',
      'gw_agg_total',
      'gw_wet_total',
      'gw_mr_total',
      'gw_veg_total',
      'gw_other_total',
      'gw_total_total',
    ]);
    expect(ids(submittedColumns(REPORT_TYPES.surfacewatersupply)).slice(-2)).toEqual([
      'sw_total',
      'sw_localsup',
    ]);
    expect(ids(submittedColumns(REPORT_TYPES.totalwateruse)).slice(-2)).toEqual(['t_total', 't_suf_water']);
    expect(headers(submittedColumns(REPORT_TYPES.groundwaterextraction)).slice(0, 4)).toEqual([
      'GSP',
      'Water Year',
      'Details',
      'Urban/Domestic (AF)',
    ]);
  });

  it('names only fields the report has, once each', () => {
    for (const type of Object.values(REPORT_TYPES)) {
      const fields = new Set(reportFields(type).map((field) => field.name));
      for (const columns of [submittedColumns(type), historyColumns(type)]) {
        expect(new Set(ids(columns)).size).toBe(columns.length);
        for (const column of columns.filter((entry) => entry.kind === 'volume' || entry.kind === 'text')) {
          if (['gsp_label', 'year_type'].includes(column.id)) continue;
          expect(fields, `${type.key}: ${column.id}`).toContain(column.field);
        }
      }
    }
  });

  it('pages storage by 100 and the others by 25', () => {
    expect(submittedPageSize(REPORT_TYPES.groundwaterstorage)).toBe(100);
    expect(submittedPageSize(REPORT_TYPES.groundwaterextraction)).toBe(25);
    expect(submittedPageSize(REPORT_TYPES.evapotranspiration)).toBe(25);
  });
});

describe('history columns (spec 3 §2.3)', () => {
  it('extraction: year, type, submitted, sector totals, the total row, Details', () => {
    expect(headers(historyColumns(REPORT_TYPES.groundwaterextraction))).toEqual([
      'Water Year',
      'Year Type',
      'Submitted',
      'Urban/Domestic (AF)',
      'Industrial (AF)',
      'Agricultural (AF)',
      'Managed Wetlands (AF)',
      'Managed Recharge (AF)',
      'Native Vegetation (AF)',
      'Other (AF)',
      'Total: Upper Aquifer (AF)',
      'Total: Lower Aquifer (AF)',
      'Total (AF)',
      'Details',
    ]);
  });

  it('storage: its three volumes and its notes', () => {
    expect(ids(historyColumns(REPORT_TYPES.groundwaterstorage))).toEqual([
      'water_year',
      'year_type',
      'submitted',
      'gw_stor_ua',
      'gw_stor_la',
      'gw_stor_total',
      'gw_stor_method_notes',
      'gw_stor_acc_notes',
      'details',
    ]);
  });

  it('surface water supply: the total row, the grand total and the notes', () => {
    const columns = ids(historyColumns(REPORT_TYPES.surfacewatersupply));
    expect(columns).toEqual(
      expect.arrayContaining(['sw_total', 'sw_import_cv', 'sw_import_ls', 'sw_localsup', 'sw_calcm']),
    );
    expect(columns.indexOf('sw_localsup')).toBeLessThan(columns.indexOf('sw_calcm'));
  });

  it('recharge: the surface water system as one total', () => {
    const columns = ids(historyColumns(REPORT_TYPES.groundwaterrecharge));
    expect(columns).toContain('sur_total');
    expect(columns).not.toContain('sur_canals');
  });
});

describe('cells, links and datasets', () => {
  const record = {
    id: 42,
    gsp_id: 7,
    water_year: 2023,
    submitted: false,
    gw_total_total: 1234567.891,
    gw_stor_total: -12345,
  } as unknown as ReportRecord;
  const extractionColumns = historyColumns(REPORT_TYPES.groundwaterextraction);
  const column = (id: string) => extractionColumns.find((entry) => entry.id === id)!;

  it('shows volumes with separators and the decimals of the type, submitted as Yes or No', () => {
    expect(reportCellText(REPORT_TYPES.groundwaterextraction, column('gw_total_total'), record)).toBe(
      '1,234,567.89',
    );
    const storageTotal = historyColumns(REPORT_TYPES.groundwaterstorage).find(
      (entry) => entry.id === 'gw_stor_total',
    )!;
    expect(reportCellText(REPORT_TYPES.groundwaterstorage, storageTotal, record)).toBe('-12,345');
    expect(reportCellText(REPORT_TYPES.groundwaterextraction, column('submitted'), record)).toBe('No');
    expect(reportCellValue(column('submitted'), { ...record, submitted: true } as ReportRecord)).toBe('Yes');
    expect(reportCellText(REPORT_TYPES.groundwaterextraction, column('gw_dom_total'), record)).toBe('');
    expect(reportCellValue(column('water_year'), record)).toBe(2023);
  });

  it('links Details to the read-only form', () => {
    expect(reportDetailsPath(REPORT_TYPES.groundwaterstorage, record)).toBe('/reporting/gwstorage/7/42');
    expect(reportDetailsPath(REPORT_TYPES.evapotranspiration, record)).toBe('/reporting/evap/7/42');
  });

  it('reads the history dataset: a report type key or evap', () => {
    expect(reportTypeOfDataset('groundwaterextraction')?.key).toBe('groundwaterextraction');
    expect(reportTypeOfDataset('GroundwaterStorage')?.key).toBe('groundwaterstorage');
    expect(reportTypeOfDataset('evap')?.key).toBe('evapotranspiration');
    expect(reportTypeOfDataset('wellsitemeasurements')).toBeUndefined();
  });
});
