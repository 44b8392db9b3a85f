import { spawnSync } from 'node:child_process';
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
import { markOf, type ProcessMark } from '../process-liveness';
import { recordsDir, startServerProcess } from './server-process';

/**
 * A server process that crashed left runs in PROGRESS under its id with a fresh heartbeat, a half-written
 * file, and its record in DATA_DIR/servers; a new process starts on the same DATA_DIR, beside a live one
 * sharing it, while a server on another machine (no record here) shares the database. The app itself runs
 * no worker: each test starts the new process's workers, as buildApp does.
 */
let testApp: TestApp;
let gspId: number;
let reporter: { authorization: string };
/** A second reporter: a user may have two imports running at once. */
let secondReporter: { authorization: string };
let administrator: { authorization: string };
let filesDir: string;

beforeAll(async () => {
  testApp = await createTestApp({}, { importWorker: false });
  filesDir = path.join(testApp.config.dataDir, 'jobs');
  gspId = (await buildGsp(testApp.db)).id;
  const signed = await signedInUser(testApp);
  await associate(testApp.db, signed.user.id, gspId, 1);
  reporter = signed.headers;
  const second = await signedInUser(testApp);
  await associate(testApp.db, second.user.id, gspId, 1);
  secondReporter = second.headers;
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
async function interruptedImport(ownerId: string, headers = reporter) {
  const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
  const rows = Array.from({ length: 300 }, (_, index) => {
    const day = new Date(Date.UTC(2023, 9, 1) + index * 86_400_000).toISOString().slice(0, 10);
    return [site.dms_site_id, day, '', index];
  });
  const fileId = (await postUpload(testApp.app, headers, csv([header, ...rows]), 'levels.csv')).json().id;
  const runId = (
    await testApp.app.inject({
      method: 'POST',
      url: '/api/datawizard.json',
      payload: { object_id: fileId, serializer: 'wellsitemeasurements', gsp_id: gspId },
      headers,
    })
  ).json().id;
  const started = await testApp.app.inject({
    method: 'POST',
    url: `/api/datawizard/${runId}/data`,
    headers,
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
        headers,
      })
    ).json();
  return { site, status };
}

/** A server process that wrote its record in DATA_DIR/servers and still runs, or ran, as `mark`. */
function recordedProcess(mark: ProcessMark): string {
  const ownerId = randomUUID();
  writeFileSync(path.join(recordsDir(testApp.config.dataDir), `${ownerId}.json`), JSON.stringify(mark));
  return ownerId;
}
const recordOf = (ownerId: string) => path.join(recordsDir(testApp.config.dataDir), `${ownerId}.json`);
/** A process that ran and is gone. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;
/** A live process other than this one: the one that started this test's process. */
const liveProcess = () => markOf(process.ppid);

type Server = ReturnType<typeof startServerProcess>;
const importWorker = (server: Server) =>
  new ImportWorker(testApp.db, { timeLimitMs: 600_000, pollMs: 600_000, server });
const jobWorker = (server: Server) =>
  new JobWorker(testApp.db, {
    filesDir,
    timeLimitMs: 600_000,
    retentionMs: 3_600_000,
    pollMs: 600_000,
    server,
  });
/** A worker's first look, as a process that starts makes it. */
async function firstLook(worker: ImportWorker | JobWorker) {
  worker.start();
  await worker.stop();
}

describe('a server that starts after a crash', () => {
  it('starts a crashed process’s import again at once, saying so, and leaves a live process’s and another machine’s alone', async () => {
    const crashed = recordedProcess({ pid: deadPid() });
    const sharing = recordedProcess(liveProcess());
    const otherMachine = randomUUID();
    const own = await interruptedImport(crashed);
    const sharingRun = await interruptedImport(sharing);
    const otherMachineRun = await interruptedImport(otherMachine, secondReporter);
    expect(await own.status()).toMatchObject({ status: 'PROGRESS', current: 120, error: null });

    const server = startServerProcess(testApp.config.dataDir);
    expect(server.goneOwners).toEqual([crashed]);
    expect(existsSync(recordOf(server.id))).toBe(true);
    await firstLook(importWorker(server));
    expect(await own.status()).toMatchObject({
      status: 'PROGRESS',
      current: 0,
      error: RUN_MESSAGES.restarted,
    });
    const untouched = { status: 'PROGRESS', current: 120, error: null };
    expect(await sharingRun.status()).toMatchObject(untouched);
    expect(await otherMachineRun.status()).toMatchObject(untouched);

    // it looks again only in ten minutes: the run starts at once, not when its heartbeat is a minute old
    const next = importWorker(server);
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
    // the runs of a live process, and of a server elsewhere, whose heartbeats are fresh are still theirs
    expect(await sharingRun.status()).toMatchObject(untouched);
    expect(await otherMachineRun.status()).toMatchObject(untouched);
    for (const ownerId of [sharing, otherMachine]) {
      const [run] = await testApp.db.select().from(importRuns).where(eq(importRuns.ownerId, ownerId));
      expect(run.heartbeatAt).not.toBeNull();
    }

    // the crashed process's record goes once its jobs are seen to as well; the live one's stays
    expect(existsSync(recordOf(crashed))).toBe(true);
    await firstLook(jobWorker(server));
    expect(existsSync(recordOf(crashed))).toBe(false);
    expect(existsSync(recordOf(sharing))).toBe(true);
    server.release();
  });

  it('makes a crashed process’s export again at once, saying so, removes its half-written file at start, and leaves a live process’s and another machine’s alone', async () => {
    // its pid is in use again, by a process that started at another time
    const crashed = recordedProcess({ ...liveProcess(), startTime: '1' });
    const sharing = recordedProcess(liveProcess());
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
    // the job the crashed process was writing, and its half-written file
    await testApp.db
      .update(jobs)
      .set({
        status: 'PROGRESS',
        startedAt: new Date(),
        heartbeatAt: new Date(),
        claimId: randomUUID(),
        ownerId: crashed,
        current: 5,
        total: 10,
      })
      .where(eq(jobs.id, jobId));
    mkdirSync(filesDir, { recursive: true });
    const halfWritten = path.join(filesDir, `dataexport-${jobId}-${randomUUID()}.xlsx`);
    writeFileSync(halfWritten, 'PK half');
    // what stays: a finished job's file, and the files a live process sharing the folder and a server on
    // another machine are writing
    const [finished] = await testApp.db
      .insert(jobs)
      .values({ kind: 'dataexport', status: 'SUCCESS', filePath: `dataexport-999001-${randomUUID()}.xlsx` })
      .returning();
    writeFileSync(path.join(filesDir, finished.filePath!), 'PK whole');
    const othersFiles: Record<number, string> = {};
    for (const ownerId of [sharing, randomUUID()]) {
      const [othersJob] = await testApp.db
        .insert(jobs)
        .values({ kind: 'dataexport', status: 'PROGRESS', heartbeatAt: new Date(), ownerId })
        .returning();
      othersFiles[othersJob.id] = path.join(filesDir, `dataexport-${othersJob.id}-${randomUUID()}.xlsx`);
      writeFileSync(othersFiles[othersJob.id], 'PK being written');
    }
    const job = async () =>
      (await testApp.app.inject({ url: `/api/jobs/${jobId}`, headers: administrator })).json();
    expect(await job()).toMatchObject({ status: 'PROGRESS', current: 5, total: 10, error: null });

    const server = startServerProcess(testApp.config.dataDir);
    expect(server.goneOwners).toContain(crashed);
    expect(server.goneOwners).not.toContain(sharing);
    await firstLook(jobWorker(server));
    expect(await job()).toMatchObject({
      status: 'PENDING',
      current: 0,
      total: 0,
      error: JOB_MESSAGES.startingAgain,
    });
    expect(existsSync(halfWritten)).toBe(false);
    expect(existsSync(path.join(filesDir, finished.filePath!))).toBe(true);
    for (const file of Object.values(othersFiles)) expect(existsSync(file)).toBe(true);

    const next = jobWorker(server);
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
    for (const [othersJob, file] of Object.entries(othersFiles)) {
      const [row] = await testApp.db
        .select()
        .from(jobs)
        .where(eq(jobs.id, Number(othersJob)));
      expect(row).toMatchObject({ status: 'PROGRESS', error: null });
      expect(existsSync(file)).toBe(true);
    }
    await firstLook(importWorker(server));
    expect(existsSync(recordOf(crashed))).toBe(false);
    expect(existsSync(recordOf(sharing))).toBe(true);
    server.release();
  });

  it('gives each process its own id, and keeps its record from its start to its clean stop', () => {
    const first = startServerProcess(testApp.config.dataDir);
    const second = startServerProcess(testApp.config.dataDir);
    expect(second.id).not.toBe(first.id);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    // two live processes on the same DATA_DIR: neither takes the other for gone
    expect(second.goneOwners).not.toContain(first.id);
    expect(existsSync(recordOf(first.id))).toBe(true);
    first.release();
    expect(existsSync(recordOf(first.id))).toBe(false);
    expect(existsSync(recordOf(second.id))).toBe(true);
    second.release();
  });
});
