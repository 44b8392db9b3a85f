import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRunState } from '../../domain/imports/import-answers';
import { RUN_MESSAGES } from '../../domain/imports/import-texts';
import {
  cellOf,
  REPORTING_DATASETS,
  REPORTING_IMPORT_MESSAGES,
  type ReportingDataset,
} from '../../domain/imports/reporting-datasets';
import { choicesOf, completeReportValues, REPORT_FIELD_MESSAGES } from '../../domain/reporting/report-record';
import { REPORT_TYPE_KEYS, type ReportTypeKey } from '../../domain/reporting/report-types';
import { importRuns } from '../db/schema/imports';
import { changeHistory } from '../db/schema/history';
import { gsps, waterYears } from '../db/schema/organisations';
import { annualReports } from '../db/schema/reporting';
import { associate, buildGsp, signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { postUpload } from '../test-support/upload-fixtures';
import { runReportImport } from './run-report-import';
import { COLUMNS_HEADER, ROWS_HEADER, XLSX_CONTENT_TYPE } from './spreadsheet-template';
import { unpaced } from '../jobs/job-pacer';

type Headers = { authorization: string };

let testApp: TestApp;
let gspId: number;
let reporterName: string;
let reporterId: number;
let reporter: Headers;
let unauthorized: Headers;
let administrator: Headers;
let activeYearId: number;

const DATASETS = REPORT_TYPE_KEYS.map((key) => REPORTING_DATASETS[key]);

beforeAll(async () => {
  testApp = await createTestApp();
  const gsp = await buildGsp(testApp.db);
  await testApp.db
    .update(gsps)
    .set({ dataSubmission: ['gws', 'gwe', 'gwr', 'sws', 'tw', 'ev'], monitoringImport: false })
    .where(eq(gsps.id, gsp.id));
  gspId = gsp.id;
  const signed = await signedInUser(testApp);
  await associate(testApp.db, signed.user.id, gspId, 1);
  reporter = signed.headers;
  reporterId = signed.user.id;
  reporterName = `${signed.user.firstName} ${signed.user.lastName}`;
  const other = await signedInUser(testApp);
  await associate(testApp.db, other.user.id, gspId, 0);
  // the authorized reporter of another GSP: they may upload, not import for this one
  await associate(testApp.db, other.user.id, (await buildGsp(testApp.db)).id, 1);
  unauthorized = other.headers;
  administrator = (await signedInUser(testApp, 'Administrator')).headers;
  const [, active] = await testApp.db
    .insert(waterYears)
    .values([
      { waterYear: 2023, waterYearStart: '2022-10-01', waterYearEnd: '2023-09-30', isActive: false },
      { waterYear: 2024, waterYearStart: '2023-10-01', waterYearEnd: '2024-09-30', isActive: true },
    ])
    .returning();
  activeYearId = active.id;
});
afterAll(() => testApp.close());

const download = (file: string) => testApp.app.inject({ url: `/api/templates/${file}`, headers: reporter });

async function readWorkbook(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet, rowNumber: number) =>
  (sheet.getRow(rowNumber).values as unknown[]).slice(1);

/**
 * The dataset's template filled in as a reporter would: each figure a distinct number, each choice its
 * first value, each text a sentence. Answers the file and the values it enters, by field name.
 */
async function filledTemplate(
  dataset: ReportingDataset,
  fill: (field: string, kind: string, value: unknown) => unknown = (_field, _kind, value) => value,
) {
  const workbook = await readWorkbook((await download(dataset.templateFile)).rawPayload);
  const sheet = workbook.getWorksheet('Data')!;
  const entered: Record<string, unknown> = {};
  let figure = 1;
  dataset.rows.forEach((row, index) => {
    const sheetRow = sheet.getRow(index + 2);
    expect(sheetRow.getCell(1).value).toBe(row.key);
    dataset.fields.forEach((column, columnIndex) => {
      let field: string | null | undefined;
      let kind: string;
      if (row.kind === 'field') {
        if (column.name !== dataset.valueColumn) return;
        field = row.field.name;
        kind = row.field.kind;
      } else if (row.kind === 'sector') {
        field = cellOf(row, column.name)?.field;
        kind = row.table.columns.find((candidate) => candidate.key === column.name)?.kind ?? '';
      } else return;
      if (!field) return;
      const choices = choicesOf(kind as never);
      const value =
        kind === 'volume' ? (figure += 1) * 10 : choices ? choices[choices.length - 1] : `Note on ${field}`;
      const written = fill(field, kind, value);
      if (written === undefined) return;
      sheetRow.getCell(columnIndex + 1).value = written as ExcelJS.CellValue;
      entered[field] = written;
    });
  });
  return { content: Buffer.from(await workbook.xlsx.writeBuffer()), entered };
}

async function createRun(headers: Headers, content: Buffer, dataset: ReportTypeKey, gsp = gspId) {
  const upload = await postUpload(testApp.app, headers, content, 'report.xlsx');
  expect(upload.statusCode, upload.body).toBe(201);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/datawizard.json',
    payload: { object_id: upload.json().id, content_type_id: null, serializer: dataset, gsp_id: gsp },
    headers,
  });
}

async function importFile(headers: Headers, content: Buffer, dataset: ReportTypeKey) {
  const created = await createRun(headers, content, dataset);
  expect(created.statusCode, created.body).toBe(201);
  const runId = created.json().id as number;
  const started = await testApp.app.inject({
    method: 'POST',
    url: `/api/datawizard/${runId}/data`,
    headers,
  });
  expect(started.statusCode, started.body).toBe(200);
  const task = started.json().task_id as string;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await testApp.app.inject({
      url: `/api/datawizard/${runId}/status.json?task=${task}`,
      headers,
    });
    const state = response.json() as ImportRunState;
    if (state.status === 'SUCCESS' || state.status === 'FAILURE') return state;
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function storedReport(key: ReportTypeKey) {
  const [report] = await testApp.db
    .select()
    .from(annualReports)
    .where(
      and(
        eq(annualReports.report_type, key),
        eq(annualReports.gsp_id, gspId),
        eq(annualReports.water_year_id, activeYearId),
      ),
    );
  return report;
}

describe('GET /api/templates/{file} of the annual reports', () => {
  it.each(DATASETS.map((dataset) => [dataset.templateFile, dataset] as const))(
    '%s is laid out as the form: a row per sector with its key and label, a column per figure',
    async (file, dataset) => {
      const response = await download(file);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      const workbook = await readWorkbook(response.rawPayload);
      const [data, columns, rows] = workbook.worksheets;
      expect(data.name).toBe('Data');
      expect(rowValues(data, 1)).toEqual(dataset.fields.map((field) => field.name));
      expect(data.actualRowCount).toBe(dataset.rows.length + 1);
      dataset.rows.forEach((row, index) => {
        expect(rowValues(data, index + 2).slice(0, 2)).toEqual([row.key, row.label]);
      });
      expect(rowValues(columns, 1)).toEqual([...COLUMNS_HEADER]);
      const documented = dataset.fields.map((_field, index) => rowValues(columns, index + 2).slice(0, 2));
      expect(documented).toEqual(dataset.fields.map((field) => [field.name, field.label]));
      expect(rowValues(rows, 1)).toEqual([...ROWS_HEADER]);
      expect(rows.actualRowCount).toBe(dataset.rows.length + 1);
    },
  );
});

describe('an annual report imported through the wizard', () => {
  it.each(DATASETS.map((dataset) => [dataset.key, dataset] as const))(
    '%s: the filled template becomes the GSP draft of the active year, totals recomputed',
    async (key, dataset) => {
      const { content, entered } = await filledTemplate(dataset);
      const state = await importFile(reporter, content, key);
      expect(state).toMatchObject({ status: 'SUCCESS', dataset: key, error: null, skipped_count: 0 });
      expect(state.current).toBe(dataset.rows.length);
      expect(state.total).toBe(dataset.rows.length);

      const report = await storedReport(key);
      expect(report).toMatchObject({ saved: true, submitted: false, updateby_id: reporterId });
      expect(report.report_values).toEqual(completeReportValues(dataset.type, entered));
      // the totals are the server's: one checked by hand per type
      const sums: Record<ReportTypeKey, [string, string[]]> = {
        groundwaterstorage: ['gw_stor_total', ['gw_stor_ua', 'gw_stor_la']],
        groundwaterextraction: [
          'gw_total_ua',
          ['gw_dom_ua', 'gw_ind_ua', 'gw_agg_ua', 'gw_wet_ua', 'gw_mr_ua', 'gw_veg_ua', 'gw_other_ua'],
        ],
        surfacewatersupply: ['sw_localsup', ['sw_riv', 'sw_creek']],
        totalwateruse: [
          't_total',
          [
            't_dom_total',
            't_ind_total',
            't_agg_total',
            't_wet_total',
            't_dist_man_total',
            't_veg_total',
            't_other_total',
          ],
        ],
        groundwaterrecharge: ['sur_total', ['sur_canals', 'sur_rivers', 'sur_boundary', 'sur_other']],
        evapotranspiration: ['agg_total', ['agg_appwater', 'agg_precip']],
      };
      const [total, parts] = sums[key];
      const values = report.report_values as Record<string, number>;
      expect(values[total]).toBeGreaterThan(0);
      expect(values[total]).toBe(parts.reduce((sum, part) => sum + values[part], 0));

      // what the report's API answers the history screens
      const listed = await testApp.app.inject({
        url: `/api/${key}/?gsp=${gspId}&water_year=${activeYearId}`,
        headers: reporter,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const [record] = listed.json() as Record<string, unknown>[];
      expect(record).toMatchObject({ id: report.id, gsp_id: gspId, water_year: 2024, submitted: false });
      expect(record[total]).toBe(values[total]);
      for (const [field, value] of Object.entries(entered)) expect(record[field], field).toBe(value);
    },
  );

  it('replaces the draft on a second import, and a filled total is ignored without an error', async () => {
    const dataset = REPORTING_DATASETS.groundwaterstorage;
    const { content } = await filledTemplate(dataset, (field, kind, value) =>
      field === 'gw_stor_ua' ? -1500 : field === 'gw_stor_la' ? 250 : kind === 'volume' ? value : undefined,
    );
    const workbook = await readWorkbook(content);
    const sheet = workbook.getWorksheet('Data')!;
    sheet.getRow(2).getCell(5).value = 999999; // gw_stor_total
    const state = await importFile(
      reporter,
      Buffer.from(await workbook.xlsx.writeBuffer()),
      'groundwaterstorage',
    );
    expect(state.status, state.error ?? '').toBe('SUCCESS');
    const values = (await storedReport('groundwaterstorage')).report_values;
    expect(values).toMatchObject({ gw_stor_ua: -1500, gw_stor_la: 250, gw_stor_total: -1250 });
    // replaced, not merged: the notes of the earlier import are gone
    expect(values.gw_stor_method_notes).toBeNull();
  });

  it('records the import in the change history under the importer', async () => {
    const report = await storedReport('groundwaterstorage');
    const entries = await testApp.db
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.tableName, 'annual_reports'), eq(changeHistory.recordId, report.id)));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries.every((entry) => entry.changedByName === reporterName)).toBe(true);
    expect(entries.some((entry) => entry.operation === 'UPDATE')).toBe(true);
  });

  it("names the row and column of a bad number, a lone '.' too, and stores nothing", async () => {
    const before = (await storedReport('groundwaterextraction')).report_values;
    const dataset = REPORTING_DATASETS.groundwaterextraction;
    const { content } = await filledTemplate(dataset, (field, _kind, value) =>
      field === 'gw_ind_la' ? '12 acre-feet' : field === 'gw_dom_ua' ? '.' : value,
    );
    const state = await importFile(reporter, content, 'groundwaterextraction');
    expect(state.status).toBe('FAILURE');
    expect(state.error).toBe(REPORTING_IMPORT_MESSAGES.invalidValues(2));
    const domesticRow = dataset.rows.findIndex((row) => row.key === 'dom') + 2;
    const industrialRow = dataset.rows.findIndex((row) => row.key === 'ind') + 2;
    expect(state.skipped).toEqual([
      { row: domesticRow, column: 'ua', reason: REPORT_FIELD_MESSAGES.volume },
      { row: industrialRow, column: 'la', reason: REPORT_FIELD_MESSAGES.volume },
    ]);
    expect((await storedReport('groundwaterextraction')).report_values).toEqual(before);
  });

  it('refuses a storage figure with decimals or misplaced commas instead of rewriting it, storing nothing', async () => {
    const before = (await storedReport('groundwaterstorage')).report_values;
    const dataset = REPORTING_DATASETS.groundwaterstorage;
    const { content } = await filledTemplate(dataset, (field, _kind, value) =>
      field === 'gw_stor_ua' ? '1,0,0' : field === 'gw_stor_la' ? 7.9 : value,
    );
    const state = await importFile(reporter, content, 'groundwaterstorage');
    expect(state.status).toBe('FAILURE');
    const storageRow = dataset.rows.findIndex((row) => row.kind === 'sector') + 2;
    expect(state.skipped).toEqual([
      { row: storageRow, column: 'la', reason: REPORT_FIELD_MESSAGES.wholeVolume },
      { row: storageRow, column: 'ua', reason: REPORT_FIELD_MESSAGES.wholeVolume },
    ]);
    expect((await storedReport('groundwaterstorage')).report_values).toEqual(before);
  });

  it('reads a figure written with thousands separators as the form does', async () => {
    const dataset = REPORTING_DATASETS.groundwaterstorage;
    const { content } = await filledTemplate(dataset, (field, _kind, value) =>
      field === 'gw_stor_ua' ? '-1,500' : field === 'gw_stor_la' ? 250 : value,
    );
    const state = await importFile(reporter, content, 'groundwaterstorage');
    expect(state.status, state.error ?? '').toBe('SUCCESS');
    expect((await storedReport('groundwaterstorage')).report_values).toMatchObject({
      gw_stor_ua: -1500,
      gw_stor_la: 250,
      gw_stor_total: -1250,
    });
  });

  it('fails with the Column Mapping Failure on an unknown column', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['sector', 'sector_name', 'ua', 'upper_aquifer']);
    sheet.addRow(['stor', 'Change in Groundwater Storage', 10, 20]);
    const state = await importFile(
      reporter,
      Buffer.from(await workbook.xlsx.writeBuffer()),
      'groundwaterstorage',
    );
    expect(state.status).toBe('FAILURE');
    expect(state.error).toBe(RUN_MESSAGES.columnsDoNotMatch);
    expect(state.detail?.unknown_count).toBe(1);
    expect(state.detail?.columns[3]).toMatchObject({ name: 'upper_aquifer', field: null });
    expect(state.detail?.acceptable.map((column) => column.id)).toEqual(
      REPORTING_DATASETS.groundwaterstorage.fields.map((field) => field.name),
    );
  });
});

describe('who may import a report, and when', () => {
  it('refuses a reporter who is not authorized (403) and a type the GSP does not require (400)', async () => {
    const { content } = await filledTemplate(REPORTING_DATASETS.groundwaterstorage);
    expect((await createRun(unauthorized, content, 'groundwaterstorage')).statusCode).toBe(403);
    const other = await buildGsp(testApp.db);
    const refused = await createRun(administrator, content, 'groundwaterstorage', other.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('serializer');
  });

  it('refuses an import while the report is submitted, at every step, storing nothing', async () => {
    const dataset = REPORTING_DATASETS.evapotranspiration;
    const { content } = await filledTemplate(dataset, (_field, kind, value) =>
      kind === 'volume' ? 7 : value,
    );
    // a run made before the report was submitted
    const created = await createRun(reporter, content, 'evapotranspiration');
    expect(created.statusCode).toBe(201);
    const runId = created.json().id as number;

    await testApp.db
      .update(annualReports)
      .set({ submitted: true })
      .where(eq(annualReports.id, (await storedReport('evapotranspiration')).id));
    const before = (await storedReport('evapotranspiration')).report_values;

    const again = await createRun(reporter, content, 'evapotranspiration');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: REPORTING_IMPORT_MESSAGES.submitted(2024) });
    const start = await testApp.app.inject({
      method: 'POST',
      url: `/api/datawizard/${runId}/data`,
      headers: reporter,
    });
    expect(start.statusCode).toBe(409);

    // a run already under way when the report is submitted ends in FAILURE
    const [run] = await testApp.db
      .update(importRuns)
      .set({ status: 'PROGRESS' })
      .where(eq(importRuns.id, runId))
      .returning();
    await runReportImport(testApp.db, run, {
      signal: new AbortController().signal,
      progress: () => {},
      pacer: unpaced(),
    });
    const [ended] = await testApp.db.select().from(importRuns).where(eq(importRuns.id, runId));
    expect(ended).toMatchObject({ status: 'FAILURE', error: REPORTING_IMPORT_MESSAGES.submitted(2024) });
    expect((await storedReport('evapotranspiration')).report_values).toEqual(before);
  });
});
