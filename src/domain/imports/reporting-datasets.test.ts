import { describe, expect, it } from 'vitest';
import { computedFieldNames, reportFields } from '../reporting/report-record';
import { REPORT_TYPE_KEYS } from '../reporting/report-types';
import {
  cellOf,
  readReportSheet,
  REPORTING_DATASETS,
  reportingDatasetOfTemplate,
  type ReportingDataset,
} from './reporting-datasets';

const DATASETS = REPORT_TYPE_KEYS.map((key) => REPORTING_DATASETS[key]);

/** Every entered field a template row and column reach. */
function reachedFields(dataset: ReportingDataset): Set<string> {
  const reached = new Set<string>();
  for (const row of dataset.rows) {
    if (row.kind === 'field') reached.add(row.field.name);
    if (row.kind !== 'sector') continue;
    for (const column of dataset.fields) {
      const field = cellOf(row, column.name)?.field;
      if (field) reached.add(field);
    }
  }
  return reached;
}

/** The sheet's rows as the importer gets them: row 1 is the header. */
function sheet(dataset: ReportingDataset, rows: Record<string, unknown>[]) {
  const columns = new Map(dataset.fields.map((field, index) => [index, field.name]));
  const numbered = rows.map((row, index) => ({
    number: index + 2,
    cells: dataset.fields.map((field) => row[field.name] ?? null),
  }));
  return readReportSheet(dataset, columns, numbered);
}

describe('the annual reporting datasets of the import', () => {
  it('name the template files of spec 2 §7 and the history titles of spec 2 §2.4', () => {
    expect(DATASETS.map((dataset) => [dataset.key, dataset.templateFile, dataset.title])).toEqual([
      ['groundwaterstorage', 'gw_change_storage_data.xlsx', 'groundwaterstorage'],
      ['groundwaterextraction', 'gw_extraction_data.xlsx', 'groundwaterextraction'],
      ['surfacewatersupply', 'surface_water_supply_data.xlsx', 'surfacewatersupply'],
      ['totalwateruse', 'total_water_use_data.xlsx', 'totalwateruse'],
      ['groundwaterrecharge', 'gw_recharge_data.xlsx', 'Ground Water Recharge'],
      ['evapotranspiration', 'evapotranspiration.xlsx', 'evapotranspiration'],
    ]);
    expect(reportingDatasetOfTemplate('gw_recharge_data.xlsx')?.key).toBe('groundwaterrecharge');
    expect(reportingDatasetOfTemplate('../gw_recharge_data.xlsx')).toBeUndefined();
  });

  it.each(DATASETS.map((dataset) => [dataset.key, dataset] as const))(
    '%s: every entered field of the report has a cell in the template, and no computed one does',
    (_key, dataset) => {
      const computed = computedFieldNames(dataset.type);
      const entered = reportFields(dataset.type)
        .map((field) => field.name)
        .filter((name) => !computed.has(name));
      const reached = reachedFields(dataset);
      expect([...reached].sort()).toEqual([...new Set(entered)].sort());
      // one key per row, so a row of the file names one row of the form
      const keys = dataset.rows.map((row) => row.key);
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  it('reads sector rows and record fields into the report values, totals left out', () => {
    const extraction = REPORTING_DATASETS.groundwaterextraction;
    const read = sheet(extraction, [
      { sector: 'dom', sector_name: 'Urban/Domestic', ua: '1,200.5', la: 30, total: 999, calcm: 'Direct' },
      { sector: 'other', sector_name: 'Other', ua: '-', la: '' },
      { sector: 'total', sector_name: 'Total', ua: 5 },
      { sector: 'measurement_month', ua: 'September' },
      { sector: 'gw_other_desc', ua: 'Dairy wash water' },
    ]);
    expect(read.problems).toEqual([]);
    expect(read.rowsRead).toBe(5);
    expect(read.values).toEqual({
      gw_dom_ua: '1,200.5',
      gw_dom_la: 30,
      gw_dom_calcm: 'Direct',
      gw_other_ua: '-',
      measurement_month: 'September',
      gw_other_desc: 'Dairy wash water',
    });
  });

  it('names the row and column of a bad number, an unknown row and a cell the form does not have', () => {
    const use = REPORTING_DATASETS.totalwateruse;
    const read = sheet(use, [
      { sector: 'dom', import_cv: '12a' },
      { sector: 'ind', dist_del: 4 },
      { sector: 'nowhere', import_cv: 1 },
      { sector: 'dom', import_cv: 2 },
    ]);
    expect(read.problems).toEqual([
      { row: 2, column: 'import_cv', reason: expect.stringContaining('Enter a number of acre-feet') },
      { row: 3, column: 'dist_del', reason: expect.stringContaining("Industrial has no 'Surface Water") },
      { row: 4, column: 'sector', reason: expect.stringContaining("'nowhere' is not a row of this report") },
      { row: 5, column: 'sector', reason: expect.stringContaining("Row 2 is already 'dom'") },
    ]);
  });
});
