import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_MESSAGES } from '../../domain/exports/export-jobs';
import { RUN_MESSAGES } from '../../domain/imports/import-texts';
import { MONITORING_DATASETS } from '../../domain/imports/monitoring-datasets';
import { importRuns, stagedWellMeasurements } from '../db/schema/imports';
import { jobs } from '../db/schema/jobs';
import { waterYears } from '../db/schema/organisations';
import { wellMeasurements } from '../db/schema/monitoring';
import { associate, buildGsp, signedInUser } from '../test-support/factories';
import { buildWellReading, buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { postUpload } from '../test-support/upload-fixtures';
import { ImportWorker } from './import-worker';
import { JobWorker } from './job-worker';
import { serverIdOf } from './server-id';

/**
 * A server that crashed left runs in PROGRESS under its id with a fresh heartbeat, and a half-written file;
 * a new process of the same server (same DATA_DIR, so the same server id) starts. The app itself runs no
 * worker: each test starts the new process's worker, as buildApp does.
 */
let testApp: TestApp;
let serverId: string;
let gspId: number;
let reporter: { authorization: string };
let administrator: { authorization: string };
let filesDir: string;

beforeAll(async () => {
  testApp = await createTestApp({}, { importWorker: false });
  serverId = serverIdOf(testApp.config.dataDir);
  filesDir = path.join(testApp.config.dataDir, 'jobs');
  gspId = (await buildGsp(testApp.db)).id;
  const signed = await signedInUser(testApp);
  await associate(testApp.db, signed.user.id, gspId, 1);
  reporter = signed.headers;
  administrator = (await signedInUser(testApp, 'Administrator')).headers;
  await testApp.db.insert(waterYears).values({
    waterYear: 2024,
    waterYearStart: '2023-10-01',
    waterYearEnd: '2024-09-30',
    isActive: true,
  });
});
afterAll(() => testApp.close());

const header = MONITORING_DATASETS.wellsitemeasurements.fields.map((field) => field.name);
const csv = (rows: unknown[][]) => Buffer.from(rows.map((row) => row.join(',')).join('\r\n') + '\r\n');

/** An import of 300 readings, started, that a worker of `ownerId` had read 120 rows of when its server died. */
async function interruptedImport(ownerId: string) {
  const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
  const rows = Array.from({ length: 300 }, (_, index) => {
    const day = new Date(Date.UTC(2023, 9, 1) + index * 86_400_000).toISOString().slice(0, 10);
    return [site.dms_site_id, day, '', index];
  });
  const fileId = (await postUpload(testApp.app, reporter, csv([header, ...rows]), 'levels.csv')).json().id;
  const runId = (
    await testApp.app.inject({
      method: 'POST',
      url: '/api/datawizard.json',
      payload: { object_id: fileId, serializer: 'wellsitemeasurements', gsp_id: gspId },
      headers: reporter,
    })
  ).json().id;
  const started = await testApp.app.inject({
    method: 'POST',
    url: `/api/datawizard/${runId}/data`,
    headers: reporter,
  });
  expect(started.statusCode, started.body).toBe(200);
  // the claim of the server that died, its last heartbeat a moment before
  await testApp.db
    .update(importRuns)
    .set({ heartbeatAt: new Date(), claimId: randomUUID(), ownerId, current: 120, total: 300 })
    .where(eq(importRuns.id, runId));
  await testApp.db.insert(stagedWellMeasurements).values(
    rows.slice(0, 120).map((row, index) => ({
      run_id: runId,
      row_number: index + 2,
      dms_site_id: site.dms_site_id,
      reading_day: row[1] as string,
      water_year: 2024,
      measurement_date: row[1] as string,
      measurement_depth: index,
    })),
  );
  const status = async () =>
    (
      await testApp.app.inject({
        url: `/api/datawizard/${runId}/status.json?task=${started.json().task_id}`,
        headers: reporter,
      })
    ).json();
  return { site, status };
}

const worker = () =>
  new ImportWorker(testApp.db, { timeLimitMs: 600_000, pollMs: 600_000, ownerId: serverId });

describe('a server that starts after a crash', () => {
  it('starts its own interrupted import again at once, saying so, and leaves another live server’s alone', async () => {
    const own = await interruptedImport(serverId);
    const othersServer = randomUUID();
    const others = await interruptedImport(othersServer);
    expect(await own.status()).toMatchObject({ status: 'PROGRESS', current: 120, error: null });

    // the new process's first look, before it takes the run up
    const first = worker();
    first.start();
    await first.stop();
    expect(await own.status()).toMatchObject({
      status: 'PROGRESS',
      current: 0,
      error: RUN_MESSAGES.restarted,
    });

    // it looks again only in ten minutes: the run starts at once, not when its heartbeat is a minute old
    const next = worker();
    next.start();
    try {
      await vi.waitFor(async () => expect((await own.status()).status).not.toBe('PROGRESS'), {
        timeout: 30_000,
        interval: 50,
      });
    } finally {
      await next.stop();
    }
    expect(await own.status()).toMatchObject({ status: 'SUCCESS', total: 300, loaded: 300, error: null });
    const stored = await testApp.db
      .select()
      .from(wellMeasurements)
      .where(eq(wellMeasurements.site_id, own.site.id));
    expect(stored).toHaveLength(300);
    // a run of another server whose heartbeat is fresh is still its own
    expect(await others.status()).toMatchObject({ status: 'PROGRESS', current: 120, error: null });
    const [othersRun] = await testApp.db
      .select()
      .from(importRuns)
      .where(eq(importRuns.ownerId, othersServer));
    expect(othersRun.heartbeatAt).not.toBeNull();
  });

  it('makes its own interrupted export again at once, saying so, and removes the half-written file at start', async () => {
    const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
    await buildWellReading(testApp.db, site, { measurement_depth: 12 });
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/api/dataexport/water-level-data',
      headers: administrator,
      payload: { gsps: [gspId], water_years: 'All' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const jobId: number = asked.json().id;
    // the job a worker of this server was writing when it died, and its half-written file
    await testApp.db
      .update(jobs)
      .set({
        status: 'PROGRESS',
        startedAt: new Date(),
        heartbeatAt: new Date(),
        claimId: randomUUID(),
        ownerId: serverId,
        current: 5,
        total: 10,
      })
      .where(eq(jobs.id, jobId));
    mkdirSync(filesDir, { recursive: true });
    const halfWritten = path.join(filesDir, `dataexport-${jobId}-${randomUUID()}.xlsx`);
    writeFileSync(halfWritten, 'PK half');
    // what stays: a finished job's file, and the file another live server sharing the folder is writing
    const [finished] = await testApp.db
      .insert(jobs)
      .values({ kind: 'dataexport', status: 'SUCCESS', filePath: `dataexport-999001-${randomUUID()}.xlsx` })
      .returning();
    writeFileSync(path.join(filesDir, finished.filePath!), 'PK whole');
    const [othersJob] = await testApp.db
      .insert(jobs)
      .values({ kind: 'dataexport', status: 'PROGRESS', heartbeatAt: new Date(), ownerId: randomUUID() })
      .returning();
    const othersFile = path.join(filesDir, `dataexport-${othersJob.id}-${randomUUID()}.xlsx`);
    writeFileSync(othersFile, 'PK being written');
    const job = async () =>
      (await testApp.app.inject({ url: `/api/jobs/${jobId}`, headers: administrator })).json();
    expect(await job()).toMatchObject({ status: 'PROGRESS', current: 5, total: 10, error: null });

    const jobWorker = () =>
      new JobWorker(testApp.db, {
        filesDir,
        timeLimitMs: 600_000,
        retentionMs: 3_600_000,
        pollMs: 600_000,
        ownerId: serverId,
      });
    const first = jobWorker();
    first.start();
    await first.stop();
    expect(await job()).toMatchObject({
      status: 'PENDING',
      current: 0,
      total: 0,
      error: JOB_MESSAGES.startingAgain,
    });
    expect(existsSync(halfWritten)).toBe(false);
    expect(existsSync(path.join(filesDir, finished.filePath!))).toBe(true);
    expect(existsSync(othersFile)).toBe(true);

    const next = jobWorker();
    next.start();
    try {
      await vi.waitFor(async () => expect((await job()).status).toBe('SUCCESS'), {
        timeout: 30_000,
        interval: 50,
      });
    } finally {
      await next.stop();
    }
    expect(await job()).toMatchObject({ status: 'SUCCESS', error: null, file_name: 'DataExport.xlsx' });
    const file = await testApp.app.inject({ url: `/api/jobs/${jobId}/file`, headers: administrator });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await testApp.db.select().from(jobs).where(eq(jobs.id, othersJob.id)))[0].status).toBe(
      'PROGRESS',
    );
  });

  it('keeps its server id in DATA_DIR, the same for each process of it', () => {
    expect(serverIdOf(testApp.config.dataDir)).toBe(serverId);
    expect(serverId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
