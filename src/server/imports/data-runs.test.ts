import ExcelJS from 'exceljs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRunState } from '../../domain/imports/import-answers';
import { IMPORT_MESSAGES, RUN_MESSAGES } from '../../domain/imports/import-texts';
import { columnLetter } from '../../domain/imports/spreadsheet-cells';
import { FIELD_MESSAGES } from '../../domain/monitoring/field-definitions';
import { MONITORING_DATASETS, type MonitoringDatasetKey } from '../../domain/imports/monitoring-datasets';
import { importRuns, stagedWellMeasurements } from '../db/schema/imports';
import {
  streamMeasurements,
  subsidenceMeasurements,
  verticalGradientMeasurements,
  waterQualityMeasurements,
  wellMeasurements,
} from '../db/schema/monitoring';
import { gsps, gspAssociations, waterYears } from '../db/schema/organisations';
import { ImportWorker } from '../jobs/import-worker';
import { claimRun, failRun, sweepStaged, touchRun } from './run-state';
import { STAGE_BATCH } from './run-import';
import { associate, buildGsp, signedInUser } from '../test-support/factories';
import {
  buildInterconnectedSite,
  buildStreamSite,
  buildSubsidenceSite,
  buildWaterQualityReading,
  buildWellReading,
  buildWellSite,
} from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { handWorkbook, postUpload } from '../test-support/upload-fixtures';

type Headers = { authorization: string };

let testApp: TestApp;
let gspId: number;
let gspName: string;
let otherGspId: number;
let reporter: Headers;
let administrator: Headers;

const ALL_MODULES = ['gw', 'wq', 'surf', 'sub', 'stream'] as const;

beforeAll(async () => {
  testApp = await createTestApp();
  const gsp = await buildGsp(testApp.db);
  await testApp.db
    .update(gsps)
    .set({ dataSubmission: [...ALL_MODULES] })
    .where(eq(gsps.id, gsp.id));
  gspId = gsp.id;
  gspName = gsp.name;
  otherGspId = (await buildGsp(testApp.db)).id;
  const signed = await signedInUser(testApp);
  await associate(testApp.db, signed.user.id, gspId, 1);
  reporter = signed.headers;
  administrator = (await signedInUser(testApp, 'Administrator')).headers;
  // 2023 and 2024 exist; 2024 is active; 2019 does not exist
  await testApp.db.insert(waterYears).values([
    { waterYear: 2023, waterYearStart: '2022-10-01', waterYearEnd: '2023-09-30', isActive: false },
    { waterYear: 2024, waterYearStart: '2023-10-01', waterYearEnd: '2024-09-30', isActive: true },
  ]);
});
afterAll(() => testApp.close());

const csv = (rows: unknown[][]) =>
  Buffer.from(rows.map((row) => row.map((cell) => String(cell ?? '')).join(',')).join('\r\n') + '\r\n');

const headerOf = (key: MonitoringDatasetKey) => MONITORING_DATASETS[key].fields.map((field) => field.name);

async function upload(headers: Headers, content: Buffer, filename: string): Promise<number> {
  const response = await postUpload(testApp.app, headers, content, filename);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function createRun(
  headers: Headers,
  content: Buffer,
  { filename = 'data.csv', dataset = 'wellsitemeasurements' as MonitoringDatasetKey, gsp = gspId } = {},
) {
  const objectId = await upload(headers, content, filename);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/datawizard.json',
    payload: { object_id: objectId, content_type_id: null, serializer: dataset, gsp_id: gsp },
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const startRun = (headers: Headers, runId: number) =>
  testApp.app.inject({ method: 'POST', url: `/api/datawizard/${runId}/data`, headers });

const statusOf = (headers: Headers, runId: number, task: string) =>
  testApp.app.inject({ url: `/api/datawizard/${runId}/status.json?task=${task}`, headers });

/** Polls status.json as the wizard does (faster), until SUCCESS or FAILURE. */
async function finished(headers: Headers, runId: number, task: string): Promise<ImportRunState> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await statusOf(headers, runId, task);
    expect(response.statusCode, response.body).toBe(200);
    const state = response.json() as ImportRunState;
    if (state.status === 'SUCCESS' || state.status === 'FAILURE') return state;
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Upload, run, start and wait: what the wizard does for the user. */
async function importFile(headers: Headers, content: Buffer, options: Parameters<typeof createRun>[2] = {}) {
  const runId = await createRun(headers, content, options);
  const started = await startRun(headers, runId);
  expect(started.statusCode, started.body).toBe(200);
  const { task_id: task } = started.json() as { task_id: string };
  return { runId, task, state: await finished(headers, runId, task) };
}

/** The stored water level readings of a site, by date, with every column by its spec name. */
async function readingsOf(siteId: number): Promise<Record<string, unknown>[]> {
  return testApp.db
    .select()
    .from(wellMeasurements)
    .where(eq(wellMeasurements.site_id, siteId))
    .orderBy(wellMeasurements.measurement_date);
}

describe('an import run of a good file', () => {
  it('stores every row of a water level CSV and reports SUCCESS with the counts', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const { runId, task, state } = await importFile(
      reporter,
      csv([
        headerOf('wellsitemeasurements'),
        [site.dms_site_id, '2024-03-15', '09:30', 42.5, 180.25, 'NAVD88', 'ES', '0.1 ft', '', '', 'J. Ortiz'],
        [site.dms_site_id, '3/16/2024', '', '43', '', '', '', '', '', '', ''],
      ]),
    );
    expect(state).toEqual({
      id: runId,
      task_id: task,
      dataset: 'wellsitemeasurements',
      gsp_id: gspId,
      status: 'SUCCESS',
      current: 2,
      total: 2,
      loaded: 2,
      skipped_count: 0,
      skipped: [],
      error: null,
      detail: null,
      dwr: null,
    });
    const stored = await readingsOf(site.id);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      measurement_date: '2024-03-15',
      measurement_time: '09:30:00',
      measurement_depth: 42.5,
      surf_elev: 180.25,
      vert_datum: 'NAVD88',
      meas_method: 'ES',
      measured_by: 'J. Ortiz',
      submitted: false,
    });
    // a reading without a time keeps none: it counts as noon where a moment is needed
    expect(stored[1]).toMatchObject({ measurement_date: '2024-03-16', measurement_time: null });
    const [{ count }] = await testApp.db
      .select({ count: sql<number>`count(*)::int` })
      .from(stagedWellMeasurements)
      .where(eq(stagedWellMeasurements.run_id, runId));
    expect(Number(count)).toBe(0);
  });

  it('reads an xlsx: dates, times, numbers typed as text and formulas by their saved results', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(headerOf('wellsitemeasurements'));
    sheet.addRow([site.dms_site_id, new Date(Date.UTC(2024, 1, 2)), '14:05', '12.5']);
    sheet.addRow([
      site.dms_site_id,
      new Date(Date.UTC(2024, 1, 3)),
      null,
      { formula: 'A1*0+99', result: 13.75 },
    ]);
    workbook.addWorksheet('Notes').addRow(['ignored']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const { state } = await importFile(reporter, content, { filename: 'levels.xlsx' });
    expect(state).toMatchObject({ status: 'SUCCESS', total: 2, loaded: 2, skipped_count: 0 });
    const stored = await readingsOf(site.id);
    expect(stored.map((row) => [row.measurement_date, row.measurement_time, row.measurement_depth])).toEqual([
      ['2024-02-02', '14:05:00', 12.5],
      ['2024-02-03', null, 13.75],
    ]);
  });

  it('stores text exactly as the cells hold it: tabs, line breaks, backslashes, \\N, quotes and accents', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const comments = ['Pump ran\t5 min\r\nthen C:\\logs\\well "A"', '\\N', 'Café ☃ 𝄞'];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(headerOf('wellsitemeasurements'));
    const comment = headerOf('wellsitemeasurements').indexOf('meas_comments');
    comments.forEach((text, day) => {
      const row: unknown[] = [site.dms_site_id, `2024-02-0${day + 1}`];
      row[comment] = text;
      sheet.addRow(row);
    });
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const { state } = await importFile(reporter, content, { filename: 'comments.xlsx' });
    expect(state).toMatchObject({ status: 'SUCCESS', total: 3, loaded: 3 });
    expect((await readingsOf(site.id)).map((row) => row.meas_comments)).toEqual(comments);
  });

  it('skips a row whose text the database cannot hold, naming its column, and stores the others', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    // _x0000_ is how Excel writes a NUL into a cell's text
    const cell = (column: string, text: string) =>
      `<c r="${column}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const header = headerOf('wellsitemeasurements');
    const content = handWorkbook(
      [
        header.map((name, at) => cell(columnLetter(at), name)).join(''),
        `${cell('A', site.dms_site_id)}${cell('B', '2024-03-01')}${cell('L', 'Pump_x0000_ran')}`,
        `${cell('A', site.dms_site_id)}${cell('B', '2024-03-02')}${cell('L', 'Pump ran')}`,
      ]
        .map((cells, at) => `<row r="${at + 1}">${cells}</row>`)
        .join(''),
    );
    const { state } = await importFile(reporter, content, { filename: 'comments.xlsx' });
    expect(state).toMatchObject({
      status: 'SUCCESS',
      total: 2,
      loaded: 1,
      skipped: [{ row: 2, column: 'meas_comments', reason: FIELD_MESSAGES.unstorableText }],
    });
    expect((await readingsOf(site.id)).map((row) => row.meas_comments)).toEqual(['Pump ran']);
  });

  const goodRows: Record<MonitoringDatasetKey, (siteId: string) => unknown[][]> = {
    wellsitemeasurements: (id) => [
      [id, '2024-01-10', '08:00', 10.5],
      [id, '2024-01-11', '', 10.7],
    ],
    waterqualitymeasurements: (id) => [
      // two characteristics of one sample are two results of one day
      [id, '2024-01-10', '08:00', 'BSK Labs', 'EPA 300.0', 'Nitrate as N', 4.2, 'mg/L'],
      [id, '2024-01-10', '08:00', 'BSK Labs', 'EPA 300.0', 'Arsenic', 3, 'ug/L'],
    ],
    surfacewatermeasurements: (id) => [
      [id, '2024-01-10', '08:00', '', '', '', '', '', '', 101.2],
      [id, '', '', '2024-01-11', '', '', '', '', '', '', 99.1],
    ],
    subsidencemeasurements: (id) => [
      [id, '2024-01-10', '', 0.02, 250.1, 1.5],
      [id, '2024-02-10', '', 0.03, 250.05, 1.55],
    ],
    streammonitoring: (id) => [
      [id, '2024-01-10', '07:15', 3.2],
      [id, '2024-01-11', '07:15', 3.4],
    ],
  };
  const siteFor: Record<MonitoringDatasetKey, (gsp: number) => Promise<{ id: number; dms_site_id: string }>> =
    {
      wellsitemeasurements: (gsp) => buildWellSite(testApp.db, { source_gsp_id: gsp }),
      waterqualitymeasurements: (gsp) => buildWellSite(testApp.db, { source_gsp_id: gsp }),
      surfacewatermeasurements: (gsp) => buildInterconnectedSite(testApp.db, { source_gsp_id: gsp }),
      subsidencemeasurements: (gsp) => buildSubsidenceSite(testApp.db, { source_gsp_id: gsp }),
      streammonitoring: (gsp) => buildStreamSite(testApp.db, { source_gsp_id: gsp, owner_id: null }),
    };
  const tableOf = {
    wellsitemeasurements: wellMeasurements,
    waterqualitymeasurements: waterQualityMeasurements,
    surfacewatermeasurements: verticalGradientMeasurements,
    subsidencemeasurements: subsidenceMeasurements,
    streammonitoring: streamMeasurements,
  } as const;

  for (const key of Object.keys(goodRows) as MonitoringDatasetKey[]) {
    describe(key, () => {
      it('stores a good file: SUCCESS with the right counts', async () => {
        const site = await siteFor[key](gspId);
        const { state } = await importFile(
          reporter,
          csv([headerOf(key), ...goodRows[key](site.dms_site_id)]),
          {
            dataset: key,
          },
        );
        expect(state, JSON.stringify(state.skipped)).toMatchObject({
          status: 'SUCCESS',
          current: 2,
          total: 2,
          loaded: 2,
          skipped_count: 0,
        });
        const table = tableOf[key];
        const stored = await testApp.db.select().from(table).where(eq(table.site_id, site.id));
        expect(stored).toHaveLength(2);
      });

      it('fails on columns that do not map, with the column mapping and nothing stored', async () => {
        const site = await siteFor[key](gspId);
        const header = [...headerOf(key).slice(0, 3), 'Depth (feet)'];
        const { state } = await importFile(reporter, csv([header, [site.dms_site_id, '2024-01-10', '', 1]]), {
          dataset: key,
        });
        expect(state.status).toBe('FAILURE');
        expect(state.error).toBe(RUN_MESSAGES.columnsDoNotMatch);
        expect(state.detail?.unknown_count).toBeGreaterThan(0);
        expect(state.detail?.columns).toContainEqual(
          expect.objectContaining({
            name: 'Depth (feet)',
            error: IMPORT_MESSAGES.unknownColumn('Depth (feet)'),
          }),
        );
        expect(state.detail?.acceptable.map((column) => column.id)).toEqual(headerOf(key));
        const table = tableOf[key];
        expect(await testApp.db.select().from(table).where(eq(table.site_id, site.id))).toEqual([]);
      });
    });
  }
});

describe('rows an import skips', () => {
  it('reports bad rows by spreadsheet row and column and stores the rest', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const id = site.dms_site_id;
    const { state } = await importFile(
      reporter,
      csv([
        headerOf('wellsitemeasurements'),
        [id, '2024-04-01', '', 'deep'],
        [id, '2024-04-02', '25:99', 10],
        [],
        [id, '', '', 10],
        [id, '2024-04-05', '', 11],
      ]),
    );
    expect(state).toMatchObject({ status: 'SUCCESS', current: 4, total: 4, loaded: 1, skipped_count: 3 });
    expect(state.skipped.map((problem) => [problem.row, problem.column])).toEqual([
      [2, 'measurement_depth'],
      [3, 'measurement_time'],
      [5, 'measurement_date'],
    ]);
    for (const problem of state.skipped) expect(problem.reason).not.toBe('');
    expect((await readingsOf(site.id)).map((row) => row.measurement_date)).toEqual(['2024-04-05']);
  });

  it('keeps the first of two rows of one site and day in a file and names it on the second', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const id = site.dms_site_id;
    const { state } = await importFile(
      reporter,
      csv([
        headerOf('wellsitemeasurements'),
        [id, '2024-05-01', '08:00', 10],
        [id, '2024-05-01', '16:00', 11],
      ]),
    );
    expect(state).toMatchObject({ status: 'SUCCESS', loaded: 1, skipped_count: 1 });
    expect(state.skipped).toEqual([
      {
        row: 3,
        column: 'measurement_date',
        reason: IMPORT_MESSAGES.duplicateReading(2, id, '2024-05-01'),
      },
    ]);
    expect((await readingsOf(site.id)).map((row) => row.measurement_depth)).toEqual([10]);
  });

  it('refuses a reading the DMS already has for the site and day, and an import of the same file twice', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const id = site.dms_site_id;
    await buildWellReading(testApp.db, site, { measurement_date: '2024-06-01' });
    const file = csv([
      headerOf('wellsitemeasurements'),
      [id, '2024-06-01', '', 10],
      [id, '2024-06-02', '', 11],
    ]);
    const first = await importFile(reporter, file);
    expect(first.state).toMatchObject({ status: 'SUCCESS', loaded: 1, skipped_count: 1 });
    expect(first.state.skipped).toEqual([
      { row: 2, column: 'measurement_date', reason: IMPORT_MESSAGES.storedReading(id, '2024-06-01') },
    ]);
    const again = await importFile(reporter, file);
    expect(again.state).toMatchObject({ status: 'SUCCESS', loaded: 0, skipped_count: 2 });
    expect(await readingsOf(site.id)).toHaveLength(2);
  });

  it('tells water quality results apart by characteristic, in the file and against stored data', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const id = site.dms_site_id;
    await buildWaterQualityReading(testApp.db, site, { meas_date: '2024-02-01', characteristic: 'Arsenic' });
    const { state } = await importFile(
      reporter,
      csv([
        headerOf('waterqualitymeasurements'),
        [id, '2024-02-01', '', '', '', 'Nitrate as N', 4],
        // the stored result is 'Arsenic': the same characteristic
        [id, '2024-02-01', '', '', '', 'ARSENIC', 3],
        [id, '2024-02-01', '', '', '', 'Nitrate as N', 5],
      ]),
      { dataset: 'waterqualitymeasurements' },
    );
    expect(state).toMatchObject({ status: 'SUCCESS', loaded: 1, skipped_count: 2 });
    expect(state.skipped).toEqual([
      { row: 3, column: 'meas_date', reason: IMPORT_MESSAGES.storedReading(id, '2024-02-01', 'ARSENIC') },
      {
        row: 4,
        column: 'meas_date',
        reason: IMPORT_MESSAGES.duplicateReading(2, id, '2024-02-01', 'Nitrate as N'),
      },
    ]);
  });

  it("refuses another GSP's site, a site the DMS does not have and a day outside its water years", async () => {
    const own = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const foreign = await buildWellSite(testApp.db, { source_gsp_id: otherGspId });
    const orphan = await buildWellSite(testApp.db, { source_gsp_id: null });
    const { state } = await importFile(
      reporter,
      csv([
        headerOf('wellsitemeasurements'),
        [foreign.dms_site_id, '2024-01-01', '', 1],
        ['NO-SUCH-SITE', '2024-01-01', '', 1],
        [own.dms_site_id, '2019-01-01', '', 1],
        [orphan.dms_site_id, '2024-01-01', '', 1],
        [own.dms_site_id, '2022-10-01', '', 1],
      ]),
    );
    expect(state).toMatchObject({ status: 'SUCCESS', total: 5, loaded: 1, skipped_count: 4 });
    expect(state.skipped).toEqual([
      { row: 2, column: 'dms_site_id', reason: IMPORT_MESSAGES.siteOfOtherGsp(foreign.dms_site_id, gspName) },
      { row: 3, column: 'dms_site_id', reason: IMPORT_MESSAGES.unknownSite('NO-SUCH-SITE', 'well site') },
      { row: 4, column: 'measurement_date', reason: IMPORT_MESSAGES.noWaterYear('2019-01-01', 2019) },
      { row: 5, column: 'dms_site_id', reason: IMPORT_MESSAGES.siteOfOtherGsp(orphan.dms_site_id, gspName) },
    ]);
    // October 1 opens water year 2023, which exists
    expect((await readingsOf(own.id)).map((row) => row.measurement_date)).toEqual(['2022-10-01']);
    expect(await readingsOf(foreign.id)).toEqual([]);
  });

  it('refuses rows of a water year whose data is locked (Complete)', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    await buildWellReading(testApp.db, site, { measurement_date: '2023-05-01', submitted: true });
    const lockedYear = await testApp.app.inject({
      method: 'POST',
      url: '/api/bulksubmit',
      headers: administrator,
      payload: { datasetname: 'gw', gsp_id: gspId, water_year: await waterYearId(2023), submitted: 1 },
    });
    expect(lockedYear.statusCode, lockedYear.body).toBe(200);
    expect(lockedYear.json().submitted).toBe('Complete');
    const { state } = await importFile(
      reporter,
      csv([
        headerOf('wellsitemeasurements'),
        [site.dms_site_id, '2023-05-02', '', 1],
        [site.dms_site_id, '2024-05-02', '', 1],
      ]),
    );
    expect(state).toMatchObject({ status: 'SUCCESS', loaded: 1, skipped_count: 1 });
    expect(state.skipped).toEqual([
      { row: 2, column: 'measurement_date', reason: IMPORT_MESSAGES.lockedWaterYear(2023) },
    ]);
  });

  it('counts every skipped row but lists at most 1,000 problems', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const rows = Array.from({ length: 1200 }, () => [site.dms_site_id, 'not a date', '', 1]);
    const { state } = await importFile(reporter, csv([headerOf('wellsitemeasurements'), ...rows]));
    expect(state).toMatchObject({ status: 'SUCCESS', total: 1200, loaded: 0, skipped_count: 1200 });
    expect(state.skipped).toHaveLength(1000);
    expect(state.skipped[999].row).toBe(1001);
  });

  it('skips a row dated in year 0, which the database cannot store, instead of failing the run', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const { state } = await importFile(
      reporter,
      csv([
        headerOf('wellsitemeasurements'),
        [site.dms_site_id, '0000-03-01', '', 1],
        [site.dms_site_id, '2024-03-01', '', 2],
      ]),
    );
    expect(state).toMatchObject({ status: 'SUCCESS', loaded: 1, skipped_count: 1 });
    expect(state.skipped).toEqual([{ row: 2, column: 'measurement_date', reason: 'Enter a valid date.' }]);
  });

  it('checks a header of thousands of columns at once, and reads no more than 200 of them', async () => {
    const header = Array.from({ length: 5000 }, () => 'x'.repeat(300));
    const runId = await createRun(reporter, csv([header, ['W-1']]));
    const started = Date.now();
    const response = await testApp.app.inject({ url: `/api/datawizard/${runId}/columns`, headers: reporter });
    expect(response.statusCode).toBe(200);
    const { result } = response.json() as { result: { columns: { name: string; error: string }[] } };
    expect(result.columns.filter((column) => column.name.startsWith('x'))).toHaveLength(200);
    // header texts are quoted by their start
    expect(result.columns[0].name).toHaveLength(80);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails a CSV it cannot read to its end with what to do, storing none of its rows', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const content = Buffer.from(
      `${headerOf('wellsitemeasurements').join(',')}\r\n${site.dms_site_id},2024-03-01,,1\r\n"${site.dms_site_id},2024-03-02,,2\r\n`,
    );
    const { state } = await importFile(reporter, content);
    expect(state.status).toBe('FAILURE');
    expect(state.error).toMatch(
      /^The file cannot be read .*quote opened on line 3 is never closed.*\. Check that every quote is closed/,
    );
    expect(await readingsOf(site.id)).toEqual([]);
  });

  it('fails a file with a header row and no data rows', async () => {
    const { state } = await importFile(reporter, csv([headerOf('wellsitemeasurements'), [], []]));
    expect(state).toMatchObject({ status: 'FAILURE', error: RUN_MESSAGES.noDataRows, total: 0 });
  });
});

async function waterYearId(year: number): Promise<number> {
  const [row] = await testApp.db.select().from(waterYears).where(eq(waterYears.waterYear, year));
  return row.id;
}

describe('starting a data run and reading its state', () => {
  it('answers the task at once; the run is started once', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const runId = await createRun(
      reporter,
      csv([headerOf('wellsitemeasurements'), [site.dms_site_id, '2024-07-01', '', 1]]),
    );
    const started = await startRun(reporter, runId);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ id: runId, task_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const again = await startRun(reporter, runId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: RUN_MESSAGES.alreadyStarted });
    await finished(reporter, runId, started.json().task_id);
  });

  it('gives the state only for the run’s own task, to its owner and administrators', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const runId = await createRun(
      reporter,
      csv([headerOf('wellsitemeasurements'), [site.dms_site_id, '2024-07-02', '', 1]]),
    );
    const before = await statusOf(reporter, runId, '00000000-0000-0000-0000-000000000000');
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ detail: RUN_MESSAGES.noSuchTask });
    const started = await startRun(reporter, runId);
    const task = started.json().task_id as string;
    const stranger = await signedInUser(testApp);
    expect((await statusOf(stranger.headers, runId, task)).statusCode).toBe(404);
    expect((await finished(administrator, runId, task)).status).toBe('SUCCESS');
    const records = await testApp.app.inject({ url: `/api/datawizard/${runId}/records`, headers: reporter });
    expect(records.json()).toEqual({
      id: runId,
      result: { status: 'SUCCESS', total: 1, loaded: 1, skipped_count: 0, skipped: [] },
    });
  });

  it('lets one person have two runs in progress at once, not three', async () => {
    const signed = await signedInUser(testApp);
    await associate(testApp.db, signed.user.id, gspId, 1);
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const file = csv([headerOf('wellsitemeasurements'), [site.dms_site_id, '2024-07-04', '', 1]]);
    const runs = [
      await createRun(signed.headers, file),
      await createRun(signed.headers, file),
      await createRun(signed.headers, file),
    ];
    // two of them asked for and not yet taken up (a fresh heartbeat keeps this app's worker off them)
    await testApp.db
      .update(importRuns)
      .set({ status: 'PROGRESS', startedAt: new Date(), heartbeatAt: new Date() })
      .where(inArray(importRuns.id, runs.slice(0, 2)));
    const third = await startRun(signed.headers, runs[2]);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ detail: RUN_MESSAGES.tooManyRunning(2) });
    await testApp.db
      .update(importRuns)
      .set({ status: 'FAILURE', heartbeatAt: null })
      .where(inArray(importRuns.id, runs.slice(0, 2)));
    const again = await startRun(signed.headers, runs[2]);
    expect(again.statusCode, again.body).toBe(200);
    expect((await finished(signed.headers, runs[2], again.json().task_id)).status).toBe('SUCCESS');
  });

  it('refuses with 403 a reporter whose authorization was withdrawn after the run was made', async () => {
    const signed = await signedInUser(testApp);
    await associate(testApp.db, signed.user.id, gspId, 1);
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const runId = await createRun(
      signed.headers,
      csv([headerOf('wellsitemeasurements'), [site.dms_site_id, '2024-07-03', '', 1]]),
    );
    await testApp.db
      .update(gspAssociations)
      .set({ authorizedReporter: 0 })
      .where(eq(gspAssociations.userId, signed.user.id));
    const response = await startRun(signed.headers, runId);
    expect(response.statusCode).toBe(403);
    const [run] = await testApp.db.select().from(importRuns).where(eq(importRuns.id, runId));
    expect(run.status).toBe('Not Started');
    expect(await readingsOf(site.id)).toEqual([]);
  });
});

describe('runs that do not finish', () => {
  it('stores nothing when the insert fails, even batches after the first, and says so', async () => {
    // sites of 350 readings, enough for the failing row in the last site to come in the third batch
    const siteCount = Math.ceil((2 * STAGE_BATCH + 350) / 350);
    const sites = await Promise.all(
      Array.from({ length: siteCount }, () => buildWellSite(testApp.db, { source_gsp_id: gspId })),
    );
    const marker = `FAIL-${sites[0].id}`;
    await testApp.db.execute(
      sql.raw(`
      create function refuse_marked_reading() returns trigger language plpgsql as $$
      begin
        if new.measured_by = '${marker}' then raise exception 'refused for the test'; end if;
        return new;
      end $$`),
    );
    await testApp.db.execute(
      sql.raw(`create trigger refuse_marked before insert on well_measurements
        for each row execute function refuse_marked_reading()`),
    );
    try {
      const { runId, state } = await importFile(
        reporter,
        csv([
          headerOf('wellsitemeasurements'),
          ...sites.flatMap((site, at) =>
            Array.from({ length: 350 }, (_, day) => [
              site.dms_site_id,
              new Date(Date.UTC(2023, 9, 1) + day * 86_400_000).toISOString().slice(0, 10),
              '',
              day,
              '',
              '',
              '',
              '',
              '',
              '',
              at === siteCount - 1 && day === 340 ? marker : '',
            ]),
          ),
        ]),
      );
      expect(state).toMatchObject({ status: 'FAILURE', error: RUN_MESSAGES.unexpected });
      for (const site of sites) expect(await readingsOf(site.id)).toEqual([]);
      const staged = await testApp.db
        .select()
        .from(stagedWellMeasurements)
        .where(eq(stagedWellMeasurements.run_id, runId));
      expect(staged).toEqual([]);
    } finally {
      await testApp.db.execute(sql.raw('drop trigger refuse_marked on well_measurements'));
      await testApp.db.execute(sql.raw('drop function refuse_marked_reading()'));
    }
  });

  it('ends a run asked for longer ago than the time limit in FAILURE', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const runId = await createRun(
      reporter,
      csv([headerOf('wellsitemeasurements'), [site.dms_site_id, '2024-07-09', '', 1]]),
    );
    // a run some server took up two hours ago and never finished
    const [run] = await testApp.db
      .update(importRuns)
      .set({ status: 'PROGRESS', startedAt: new Date(Date.now() - 2 * 3600_000), heartbeatAt: new Date() })
      .where(eq(importRuns.id, runId))
      .returning();
    // what it had staged when its server stopped
    // the reading's own columns come from its field definitions, which the table's type does not list
    const staged: typeof stagedWellMeasurements.$inferInsert = {
      run_id: runId,
      row_number: 2,
      dms_site_id: site.dms_site_id,
      reading_day: '2024-07-09',
      water_year: 2024,
    };
    await testApp.db
      .insert(stagedWellMeasurements)
      .values({ ...staged, measurement_date: '2024-07-09' } as typeof staged);
    const state = await finished(reporter, runId, run.taskId);
    expect(state).toMatchObject({
      status: 'FAILURE',
      error: RUN_MESSAGES.timeLimit(testApp.config.importTimeLimitMinutes),
    });
    expect(await readingsOf(site.id)).toEqual([]);
    // the status read only ends it; the worker's sweep drops what it staged
    await sweepStaged(testApp.db);
    expect(
      await testApp.db.select().from(stagedWellMeasurements).where(eq(stagedWellMeasurements.run_id, runId)),
    ).toEqual([]);
  });
});

describe('claims of a run', () => {
  it('fence a worker whose run another worker took for dead: its heartbeat and its ending change nothing', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    const runId = await createRun(
      reporter,
      csv([headerOf('wellsitemeasurements'), [site.dms_site_id, '2024-07-11', '', 1]]),
    );
    // in PROGRESS with a heartbeat a second old: this app's worker (60 s) leaves it alone, while a worker
    // that takes any heartbeat for stale claims it (the database clock may not tell two statements apart)
    const aSecondAgo = () =>
      testApp.db
        .update(importRuns)
        .set({ heartbeatAt: sql`now() - interval '1 second'` })
        .where(eq(importRuns.id, runId));
    await testApp.db
      .update(importRuns)
      .set({ status: 'PROGRESS', startedAt: new Date() })
      .where(eq(importRuns.id, runId));
    await aSecondAgo();
    const first = (await claimRun(testApp.db, 500))!;
    expect(first.id).toBe(runId);
    expect(await claimRun(testApp.db, 60_000)).toBeNull();
    await aSecondAgo();
    const second = (await claimRun(testApp.db, 500))!;
    expect(second.id).toBe(runId);
    expect(second.claimId).not.toBe(first.claimId);
    expect(await touchRun(testApp.db, first, 5)).toBe(false);
    await failRun(testApp.db, first, { error: 'from the first worker' });
    expect(await touchRun(testApp.db, second, 5)).toBe(true);
    await failRun(testApp.db, second, { error: 'from the second worker' });
    const [run] = await testApp.db.select().from(importRuns).where(eq(importRuns.id, runId));
    expect(run).toMatchObject({ status: 'FAILURE', error: 'from the second worker' });
  });
});

describe('a server that stops during a run', () => {
  it('leaves no readings behind, and another server starts the run over and finishes it once', async () => {
    const deadServer = await createTestApp({}, { importWorker: false });
    try {
      const { db } = deadServer;
      const gsp = await buildGsp(db);
      const signed = await signedInUser(deadServer);
      await associate(db, signed.user.id, gsp.id, 1);
      await db.insert(waterYears).values({
        waterYear: 2024,
        waterYearStart: '2023-10-01',
        waterYearEnd: '2024-09-30',
        isActive: true,
      });
      const site = await buildWellSite(db, { source_gsp_id: gsp.id });
      const rows = Array.from({ length: 300 }, (_, index) => {
        const day = new Date(Date.UTC(2023, 9, 1) + index * 86_400_000).toISOString().slice(0, 10);
        return [site.dms_site_id, day, '', index];
      });
      const fileId = (
        await postUpload(
          deadServer.app,
          signed.headers,
          csv([headerOf('wellsitemeasurements'), ...rows]),
          'levels.csv',
        )
      ).json().id;
      const runId = (
        await deadServer.app.inject({
          method: 'POST',
          url: '/api/datawizard.json',
          payload: { object_id: fileId, serializer: 'wellsitemeasurements', gsp_id: gsp.id },
          headers: signed.headers,
        })
      ).json().id;
      const started = await deadServer.app.inject({
        method: 'POST',
        url: `/api/datawizard/${runId}/data`,
        headers: signed.headers,
      });
      expect(started.statusCode, started.body).toBe(200);
      // the dead server had claimed the run and staged part of it when it stopped
      await db
        .update(importRuns)
        .set({ heartbeatAt: new Date(Date.now() - 10 * 60_000), current: 120 })
        .where(eq(importRuns.id, runId));
      await db.insert(stagedWellMeasurements).values(
        rows.slice(0, 120).map((row, index) => ({
          run_id: runId,
          row_number: index + 2,
          dms_site_id: site.dms_site_id,
          reading_day: row[1] as string,
          // October 2023 to July 2024
          water_year: 2024,
          measurement_date: row[1] as string,
          measurement_depth: index,
        })),
      );
      const status = () =>
        deadServer.app.inject({
          url: `/api/datawizard/${runId}/status.json?task=${started.json().task_id}`,
          headers: signed.headers,
        });
      expect((await status()).json()).toMatchObject({ status: 'PROGRESS', loaded: 0 });
      expect(await db.select().from(wellMeasurements).where(eq(wellMeasurements.site_id, site.id))).toEqual(
        [],
      );

      const otherServer = new ImportWorker(db, {
        timeLimitMs: 60_000,
        staleAfterMs: 60_000,
        pollMs: 50,
      });
      otherServer.start();
      try {
        const deadline = Date.now() + 20_000;
        while ((await status()).json().status === 'PROGRESS' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      } finally {
        await otherServer.stop();
      }
      const outcome = (await status()).json();
      expect(outcome, outcome.error).toMatchObject({ status: 'SUCCESS', total: 300, loaded: 300 });
      const stored = await db.select().from(wellMeasurements).where(eq(wellMeasurements.site_id, site.id));
      expect(stored).toHaveLength(300);
      expect(new Set(stored.map((row) => row.measurement_date)).size).toBe(300);
    } finally {
      await deadServer.close();
    }
  });
});
