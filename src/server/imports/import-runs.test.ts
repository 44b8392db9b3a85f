import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, RUN_MESSAGES } from '../../domain/imports/import-texts';
import { importRuns } from '../db/schema/imports';
import { gsps, waterYears } from '../db/schema/organisations';
import { associate, buildGsp, signedInUser } from '../test-support/factories';
import { buildWellReading, buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import {
  buildZip,
  goodCsv,
  goodWorkbook,
  postUpload,
  WATER_LEVEL_HEADER,
  workbookSkeleton,
} from '../test-support/upload-fixtures';
import { IMPORT_RUN_MESSAGES } from './create-import-run';

type Headers = { authorization: string };

let testApp: TestApp;
let gspId: number;
let otherGspId: number;
let reporter: Headers;
let otherReporter: Headers;
let member: Headers;
let administrator: Headers;
let activeYearId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const gsp = await buildGsp(testApp.db);
  gspId = gsp.id;
  otherGspId = (await buildGsp(testApp.db)).id;
  const signedReporter = await signedInUser(testApp);
  await associate(testApp.db, signedReporter.user.id, gspId, 1);
  reporter = signedReporter.headers;
  const signedOther = await signedInUser(testApp);
  await associate(testApp.db, signedOther.user.id, otherGspId, 1);
  otherReporter = signedOther.headers;
  const signedMember = await signedInUser(testApp);
  await associate(testApp.db, signedMember.user.id, gspId, 0);
  member = signedMember.headers;
  administrator = (await signedInUser(testApp, 'Administrator')).headers;
  const [year] = await testApp.db
    .insert(waterYears)
    .values({ waterYear: 2024, waterYearStart: '2023-10-01', waterYearEnd: '2024-09-30', isActive: true })
    .returning();
  activeYearId = year.id;
});
afterAll(() => testApp.close());

async function uploadAs(headers: Headers, content: Buffer, filename: string): Promise<number> {
  const response = await postUpload(testApp.app, headers, content, filename);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const createRun = (headers: Headers | null, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/api/datawizard.json', payload, headers: headers ?? {} });

async function runOf(
  headers: Headers,
  content: Buffer,
  filename: string,
  serializer = 'wellsitemeasurements',
) {
  const objectId = await uploadAs(headers, content, filename);
  const response = await createRun(headers, { object_id: objectId, serializer, gsp_id: gspId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const columnsOf = (headers: Headers | null, runId: number | string) =>
  testApp.app.inject({ url: `/api/datawizard/${runId}/columns`, headers: headers ?? {} });

async function workbookWithHeader(header: unknown[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Data').addRow(header);
  workbook.addWorksheet('Second').addRow(['not', 'read']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('POST /api/datawizard.json', () => {
  it('creates a Not Started run of the uploaded file for the GSP, in the active water year', async () => {
    const objectId = await uploadAs(reporter, await goodWorkbook(), 'levels.xlsx');
    const response = await createRun(reporter, {
      object_id: objectId,
      content_type_id: 17,
      serializer: 'wellsitemeasurements',
      gsp_id: gspId,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number) });
    const [run] = await testApp.db.select().from(importRuns).where(eq(importRuns.id, response.json().id));
    expect(run).toMatchObject({
      fileId: objectId,
      dataset: 'wellsitemeasurements',
      gspId,
      waterYearId: activeYearId,
      status: 'Not Started',
      current: 0,
      total: 0,
      skipped: [],
      error: null,
      startedAt: null,
    });
    expect(run.taskId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses to re-import a dataset whose water year data is locked (Complete), until it is unlocked', async () => {
    const gsp = await buildGsp(testApp.db);
    const lockedReporter = await signedInUser(testApp);
    await associate(testApp.db, lockedReporter.user.id, gsp.id, 1);
    const site = await buildWellSite(testApp.db, { source_gsp_id: gsp.id });
    await buildWellReading(testApp.db, site, {
      measurement_date: '2024-03-01',
      submitted: true,
    });
    const objectId = await uploadAs(lockedReporter.headers, await goodWorkbook(), 'levels.xlsx');
    const payload = { object_id: objectId, serializer: 'wellsitemeasurements', gsp_id: gsp.id };

    const refused = await createRun(lockedReporter.headers, payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: RUN_MESSAGES.activeYearLocked(2024) });

    const unlocked = await testApp.app.inject({
      method: 'POST',
      url: '/api/bulksubmit',
      headers: administrator,
      payload: { datasetname: 'gw', submitted: 0, gsp_id: gsp.id, water_year: activeYearId },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect((await createRun(lockedReporter.headers, payload)).statusCode).toBe(201);
  });

  it('names every missing field, and an unknown dataset', async () => {
    const empty = await createRun(reporter, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(['gsp_id', 'object_id', 'serializer']);
    const objectId = await uploadAs(reporter, goodCsv(), 'levels.csv');
    const unknown = await createRun(reporter, { object_id: objectId, serializer: 'wells', gsp_id: gspId });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ serializer: [IMPORT_RUN_MESSAGES.unknownDataset('wells')] });
  });

  it("refuses someone else's file as no file, and a file that does not exist; administrators use any", async () => {
    const theirs = await uploadAs(otherReporter, goodCsv(), 'levels.csv');
    for (const objectId of [theirs, 999999]) {
      const response = await createRun(reporter, {
        object_id: objectId,
        serializer: 'wellsitemeasurements',
        gsp_id: gspId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ object_id: [IMPORT_RUN_MESSAGES.unknownFile] });
    }
    const byAdministrator = await createRun(administrator, {
      object_id: theirs,
      serializer: 'wellsitemeasurements',
      gsp_id: gspId,
    });
    expect(byAdministrator.statusCode).toBe(201);
  });

  it('answers 403 to a user who may not report for the GSP, 401 signed out', async () => {
    const objectId = await uploadAs(reporter, goodCsv(), 'levels.csv');
    const payload = { object_id: objectId, serializer: 'wellsitemeasurements', gsp_id: otherGspId };
    expect((await createRun(reporter, payload)).statusCode).toBe(403);
    expect((await createRun(member, { ...payload, gsp_id: gspId })).statusCode).toBe(403);
    expect((await createRun(null, payload)).statusCode).toBe(401);
  });

  it('refuses a GSP that does not import monitoring data or does not require the dataset', async () => {
    const objectId = await uploadAs(administrator, goodCsv(), 'levels.csv');
    const quality = await createRun(administrator, {
      object_id: objectId,
      serializer: 'waterqualitymeasurements',
      gsp_id: gspId,
    });
    expect(quality.statusCode).toBe(400);
    expect(quality.json()).toEqual({ serializer: [IMPORT_RUN_MESSAGES.datasetNotRequired('Water Quality')] });

    const closed = await buildGsp(testApp.db);
    await testApp.db.update(gsps).set({ monitoringImport: false }).where(eq(gsps.id, closed.id));
    const noImport = await createRun(administrator, {
      object_id: objectId,
      serializer: 'wellsitemeasurements',
      gsp_id: closed.id,
    });
    expect(noImport.statusCode).toBe(400);
    expect(noImport.json()).toEqual({ gsp_id: [IMPORT_RUN_MESSAGES.noMonitoringImport] });

    const missing = await createRun(administrator, {
      object_id: objectId,
      serializer: 'wellsitemeasurements',
      gsp_id: 999999,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ gsp_id: [IMPORT_RUN_MESSAGES.unknownGsp] });
  });
});

describe('GET /api/datawizard/{id}/columns', () => {
  it('maps every column of a good xlsx header', async () => {
    const runId = await runOf(reporter, await goodWorkbook(), 'levels.xlsx');
    const response = await columnsOf(reporter, runId);
    expect(response.statusCode, response.body).toBe(200);
    const { id, result } = response.json();
    expect(id).toBe(runId);
    expect(result.unknown_count).toBe(0);
    expect(result.columns.map((column: { field: string }) => column.field)).toEqual(WATER_LEVEL_HEADER);
    expect(result.columns[0]).toEqual({
      index: 0,
      letter: 'A',
      name: 'dms_site_id',
      field: 'dms_site_id',
      label: 'DMS Site ID',
      error: null,
    });
    expect(result.acceptable[0]).toEqual({ id: 'dms_site_id', label: 'DMS Site ID' });
  });

  it('answers 400 with what to do for a workbook it cannot read, as the data run would fail', async () => {
    const runId = await runOf(reporter, buildZip(workbookSkeleton()), 'levels.xlsx');
    const response = await columnsOf(reporter, runId);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toBe(
      IMPORT_MESSAGES.unreadableFile('xlsx', 0, 'the file has no workbook part'),
    );
  });

  it('maps a csv header as text', async () => {
    const runId = await runOf(reporter, goodCsv(), 'levels.csv');
    const { result } = (await columnsOf(reporter, runId)).json();
    expect(result.unknown_count).toBe(0);
    expect(result.columns.map((column: { name: string }) => column.name)).toEqual(WATER_LEVEL_HEADER);
  });

  it('names an unknown column, forgives a relabelled one, and lists a missing required column', async () => {
    const header = ['dms_site_id', 'Measurement  DATE', 'depth', 'measurement_time'];
    const runId = await runOf(reporter, await workbookWithHeader(header), 'levels.xlsx');
    const { result } = (await columnsOf(reporter, runId)).json();
    expect(result.unknown_count).toBe(1);
    expect(result.columns).toEqual([
      { index: 0, letter: 'A', name: 'dms_site_id', field: 'dms_site_id', label: 'DMS Site ID', error: null },
      {
        index: 1,
        letter: 'B',
        name: 'Measurement  DATE',
        field: 'measurement_date',
        label: 'Measurement Date',
        error: null,
      },
      {
        index: 2,
        letter: 'C',
        name: 'depth',
        field: null,
        label: null,
        error: IMPORT_MESSAGES.unknownColumn('depth'),
      },
      {
        index: 3,
        letter: 'D',
        name: 'measurement_time',
        field: 'measurement_time',
        label: 'Measurement Time',
        error: null,
      },
    ]);

    const csvRun = await runOf(reporter, goodCsv(['dms_site_id', '', 'dms_site_id']), 'levels.csv');
    const csv = (await columnsOf(reporter, csvRun)).json().result;
    expect(csv.unknown_count).toBe(3);
    expect(csv.columns).toEqual([
      { index: 0, letter: 'A', name: 'dms_site_id', field: 'dms_site_id', label: 'DMS Site ID', error: null },
      {
        index: 1,
        letter: 'B',
        name: 'Column B',
        field: null,
        label: null,
        error: IMPORT_MESSAGES.unnamedColumn('B'),
      },
      {
        index: 2,
        letter: 'C',
        name: 'dms_site_id',
        field: null,
        label: null,
        error: IMPORT_MESSAGES.repeatedColumn('dms_site_id', 'A'),
      },
      {
        index: null,
        letter: null,
        name: 'measurement_date',
        field: null,
        label: null,
        error: IMPORT_MESSAGES.missingColumn('measurement_date', 'Measurement Date'),
      },
    ]);
  });

  it('reads row 1 of the first sheet only: a sheet starting lower has no header row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.getRow(3).values = WATER_LEVEL_HEADER;
    const runId = await runOf(reporter, Buffer.from(await workbook.xlsx.writeBuffer()), 'levels.xlsx');
    const { result } = (await columnsOf(reporter, runId)).json();
    expect(result.columns).toEqual([
      { index: null, letter: null, name: '', field: null, label: null, error: IMPORT_MESSAGES.noHeaderRow },
    ]);
    expect(result.unknown_count).toBe(1);
  });

  it("is the run creator's and the administrators': anyone else gets 404", async () => {
    const runId = await runOf(reporter, goodCsv(), 'levels.csv');
    expect((await columnsOf(otherReporter, runId)).statusCode).toBe(404);
    expect((await columnsOf(administrator, runId)).statusCode).toBe(200);
    expect((await columnsOf(reporter, 999999)).statusCode).toBe(404);
    expect((await columnsOf(reporter, 'abc')).statusCode).toBe(404);
    expect((await columnsOf(null, runId)).statusCode).toBe(401);
  });
});
