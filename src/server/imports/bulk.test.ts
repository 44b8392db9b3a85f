import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wellMeasurements } from '../db/schema/monitoring';
import { waterYears } from '../db/schema/organisations';
import { REPORT_TYPES, type ReportTypeKey } from '../../domain/reporting/report-types';
import { annualReports } from '../db/schema/reporting';
import { withChangeActor } from '../history/change-actor';
import { storeReport } from '../reporting/store-report';
import { buildGsp, buildUser, signedInUser } from '../test-support/factories';
import { BULK_TEXTS } from './bulk-submit';
import { buildWellReading, buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { MONITORING_DATASETS } from '../../domain/imports/monitoring-datasets';
import { TARGET_BUSY, withTargetLock } from './target-lock';

type Headers = { authorization: string };

let testApp: TestApp;
let admin: Headers;
let adminUser: { id: number };
let representative: Headers;
let north: { id: number };
let south: { id: number };
let year2024: number;

const post = (url: string, payload: Record<string, unknown>, headers: Headers | null = admin) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: headers ?? undefined });

async function buildWaterYear(waterYear: number) {
  const [row] = await testApp.db
    .insert(waterYears)
    .values({ waterYear, waterYearStart: `${waterYear - 1}-10-01`, waterYearEnd: `${waterYear}-09-30` })
    .returning();
  return row.id;
}

async function submittedOf(ids: number[]) {
  const rows = await testApp.db
    .select({ id: wellMeasurements.id, submitted: wellMeasurements.submitted })
    .from(wellMeasurements)
    .where(inArray(wellMeasurements.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.submitted]));
}

beforeAll(async () => {
  testApp = await createTestApp();
  ({ user: adminUser, headers: admin } = await signedInUser(testApp, 'Administrator'));
  representative = (await signedInUser(testApp)).headers;
  north = await buildGsp(testApp.db, 'Bulk North GSP');
  south = await buildGsp(testApp.db, 'Bulk South GSP');
  year2024 = await buildWaterYear(2024);
});

afterAll(async () => {
  await testApp.close();
});

describe('POST /api/bulksubmit', () => {
  it("locks, then unlocks, only the GSP's readings of that dataset dated in the water year", async () => {
    const well = await buildWellSite(testApp.db, { source_gsp_id: north.id });
    const otherWell = await buildWellSite(testApp.db, { source_gsp_id: south.id });
    const first = await buildWellReading(testApp.db, well, { measurement_date: '2023-10-01' });
    const last = await buildWellReading(testApp.db, well, { measurement_date: '2024-09-30' });
    const before = await buildWellReading(testApp.db, well, { measurement_date: '2023-09-30' });
    const after = await buildWellReading(testApp.db, well, { measurement_date: '2024-10-01' });
    const other = await buildWellReading(testApp.db, otherWell, { measurement_date: '2024-01-15' });
    const ids = [first.id, last.id, before.id, after.id, other.id];

    const locked = await post('/api/bulksubmit', {
      datasetname: 'gw',
      submitted: 1,
      gsp_id: north.id,
      water_year: year2024,
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toEqual({
      datasetname: 'gw',
      gsp_id: north.id,
      water_year: year2024,
      count: 2,
      submitted: 'Complete',
    });
    expect(await submittedOf(ids)).toEqual({
      [first.id]: true,
      [last.id]: true,
      [before.id]: false,
      [after.id]: false,
      [other.id]: false,
    });

    // Everything else locked too, so an unlock shows it leaves them alone.
    await testApp.db
      .update(wellMeasurements)
      .set({ submitted: true })
      .where(inArray(wellMeasurements.id, [before.id, after.id, other.id]));
    const unlocked = await post('/api/bulksubmit', {
      datasetname: 'wellsitemeasurements',
      submitted: false,
      gsp_id: String(north.id),
      water_year: String(year2024),
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({ count: 2, submitted: 'Not Submitted', datasetname: 'gw' });
    expect(await submittedOf(ids)).toEqual({
      [first.id]: false,
      [last.id]: false,
      [before.id]: true,
      [after.id]: true,
      [other.id]: true,
    });
  });

  // PGlite serves one connection: a lock held there by the test would make the request wait for it
  it.runIf(process.env.TEST_DATABASE_URL)(
    'answers 409 at once while an import stores the same data, and goes through once it has',
    async () => {
      const body = { datasetname: 'gw', submitted: 1, gsp_id: south.id, water_year: year2024 };
      const target = { dataset: MONITORING_DATASETS.wellsitemeasurements, gspId: south.id };
      await withTargetLock(testApp.db, target, async () => {
        for (const url of ['/api/bulksubmit', '/api/bulkdelete']) {
          const busy = await post(url, body);
          expect(busy.statusCode, busy.body).toBe(409);
          expect(busy.json()).toEqual({ detail: TARGET_BUSY });
        }
      });
      expect((await post('/api/bulksubmit', { ...body, submitted: 0 })).statusCode).toBe(200);
    },
  );

  it('answers None for a dataset the GSP has no readings of in the year', async () => {
    const response = await post('/api/bulksubmit', {
      datasetname: 'wq',
      submitted: 1,
      gsp_id: north.id,
      water_year: year2024,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ datasetname: 'wq', count: 0, submitted: 'None' });
  });

  it('answers 400 with field errors for a missing or malformed body', async () => {
    const empty = await post('/api/bulksubmit', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(['datasetname', 'gsp_id', 'submitted', 'water_year']);
    const bad = await post('/api/bulksubmit', {
      datasetname: 'nope',
      submitted: 2,
      gsp_id: 'x',
      water_year: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      datasetname: ['"nope" is not a valid choice.'],
      submitted: ['Must be 0 or 1.'],
      gsp_id: ['A valid integer is required.'],
      water_year: ['A valid integer is required.'],
    });
  });

  it('answers 400 for a dataset name that is not one', async () => {
    const response = await post('/api/bulksubmit', {
      datasetname: 'gwx',
      submitted: 1,
      gsp_id: north.id,
      water_year: year2024,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ datasetname: ['"gwx" is not a valid choice.'] });
  });

  it('answers 404 for a GSP or water year that does not exist', async () => {
    const body = { datasetname: 'gw', submitted: 1, gsp_id: north.id, water_year: year2024 };
    expect((await post('/api/bulksubmit', { ...body, gsp_id: 999999 })).statusCode).toBe(404);
    expect((await post('/api/bulksubmit', { ...body, water_year: 999999 })).statusCode).toBe(404);
  });

  it('refuses the signed out (401) and anyone but administrators (403)', async () => {
    const body = { datasetname: 'gw', submitted: 1, gsp_id: north.id, water_year: year2024 };
    expect((await post('/api/bulksubmit', body, null)).statusCode).toBe(401);
    expect((await post('/api/bulksubmit', body, representative)).statusCode).toBe(403);
  });
});

describe('POST /api/bulkdelete', () => {
  it("refuses locked (Complete) data, then deletes only the GSP's readings of the year once unlocked", async () => {
    const gsp = await buildGsp(testApp.db, 'Bulk Delete GSP');
    const other = await buildGsp(testApp.db, 'Bulk Keep GSP');
    const well = await buildWellSite(testApp.db, { source_gsp_id: gsp.id });
    const otherWell = await buildWellSite(testApp.db, { source_gsp_id: other.id });
    const inYear = await buildWellReading(testApp.db, well, {
      measurement_date: '2024-03-01',
      submitted: true,
    });
    const outOfYear = await buildWellReading(testApp.db, well, { measurement_date: '2024-10-01' });
    const otherGsp = await buildWellReading(testApp.db, otherWell, { measurement_date: '2024-03-01' });
    const body = { datasetname: 'gw', gsp_id: gsp.id, water_year: year2024 };

    const refused = await post('/api/bulkdelete', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/locked.*Unlock/);
    expect(Object.keys(await submittedOf([inYear.id]))).toHaveLength(1);

    await post('/api/bulksubmit', { ...body, submitted: 0 });
    const deleted = await post('/api/bulkdelete', body);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ measurements: [], count_deleted: 1 });
    const left = await testApp.db
      .select({ id: wellMeasurements.id })
      .from(wellMeasurements)
      .where(inArray(wellMeasurements.id, [inYear.id, outOfYear.id, otherGsp.id]));
    expect(left.map((row) => row.id).sort()).toEqual([outOfYear.id, otherGsp.id].sort());
    const [kept] = await testApp.db
      .select()
      .from(wellMeasurements)
      .where(eq(wellMeasurements.id, otherGsp.id));
    expect(kept).toBeDefined();
  });

  it('validates like bulksubmit and is for administrators only', async () => {
    const body = { datasetname: 'gw', gsp_id: north.id, water_year: year2024 };
    expect((await post('/api/bulkdelete', { ...body, datasetname: 'gwx' })).statusCode).toBe(400);
    expect((await post('/api/bulkdelete', {})).json()).toHaveProperty('gsp_id');
    expect((await post('/api/bulkdelete', { ...body, gsp_id: 999999 })).statusCode).toBe(404);
    expect((await post('/api/bulkdelete', body, null)).statusCode).toBe(401);
    expect((await post('/api/bulkdelete', body, representative)).statusCode).toBe(403);
  });
});

describe('bulk calls on annual reports (gws, gwe, sws, twu, gwr, ev)', () => {
  const MODULES: [string, ReportTypeKey][] = [
    ['gws', 'groundwaterstorage'],
    ['gwe', 'groundwaterextraction'],
    ['sws', 'surfacewatersupply'],
    ['twu', 'totalwateruse'],
    ['tw', 'totalwateruse'],
    ['gwr', 'groundwaterrecharge'],
    ['ev', 'evapotranspiration'],
  ];

  async function storedReport(key: ReportTypeKey, gspId: number) {
    const actor = await buildUser(testApp.db, { role: 'Administrator' });
    return withChangeActor(testApp.db, actor, (tx) =>
      storeReport(tx, {
        type: REPORT_TYPES[key],
        gspId,
        waterYearId: year2024,
        actor,
        values: {},
        mode: 'replace',
      }),
    );
  }
  const reportRow = async (id: number) =>
    (await testApp.db.select().from(annualReports).where(eq(annualReports.id, id)))[0];

  it.each(MODULES)('%s locks, unlocks and deletes the GSP report of the year', async (module, key) => {
    const gsp = await buildGsp(testApp.db);
    const other = await buildGsp(testApp.db);
    const report = await storedReport(key, gsp.id);
    const kept = await storedReport(key, other.id);
    const body = { datasetname: module, gsp_id: gsp.id, water_year: year2024 };

    const locked = await post('/api/bulksubmit', { ...body, submitted: 1 });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toEqual({ ...body, count: 1, submitted: 'Complete' });
    expect((await reportRow(report.id)).submitted).toBe(true);
    expect((await reportRow(kept.id)).submitted).toBe(false);

    const refused = await post('/api/bulkdelete', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: BULK_TEXTS.locked });

    const unlocked = await post('/api/bulksubmit', { ...body, submitted: 0 });
    expect(unlocked.json()).toEqual({ ...body, count: 1, submitted: 'Not Submitted' });

    const deleted = await post('/api/bulkdelete', body);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ measurements: [], count_deleted: 1 });
    expect(await reportRow(report.id)).toBeUndefined();
    expect(await reportRow(kept.id)).toBeDefined();

    const none = await post('/api/bulksubmit', { ...body, submitted: 1 });
    expect(none.json()).toEqual({ ...body, count: 0, submitted: 'None' });
    expect((await post('/api/bulkdelete', body)).json()).toEqual({ measurements: [], count_deleted: 0 });
  });

  it('records the lock, the unlock and the delete in the change history as the administrator', async () => {
    const gsp = await buildGsp(testApp.db);
    const report = await storedReport('groundwaterextraction', gsp.id);
    const body = { datasetname: 'gwe', gsp_id: gsp.id, water_year: year2024 };
    await post('/api/bulksubmit', { ...body, submitted: 1 });
    await post('/api/bulksubmit', { ...body, submitted: 0 });
    await post('/api/bulkdelete', body);
    const history = await testApp.app.inject({
      method: 'GET',
      url: `/api/changehistory/?record_type=annualreports&record_id=${report.id}`,
      headers: admin,
    });
    const entries = history.json().results as {
      operation: string;
      changed_by: number | null;
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    expect(entries.map((entry) => entry.operation)).toEqual(['DELETE', 'UPDATE', 'UPDATE', 'INSERT']);
    expect(entries.slice(0, 3).every((entry) => entry.changed_by === adminUser.id)).toBe(true);
    expect(entries[2].changes).toEqual([{ field: 'submitted', before: false, after: true }]);
    expect(entries[1].changes).toEqual([{ field: 'submitted', before: true, after: false }]);
  });
});
