import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../domain/exports/export-jobs';
import { jobs } from '../db/schema/jobs';
import { buildGsp } from '../test-support/factories';
import { buildWellReading, buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { writeExport, type ExportParams } from '../exports/write-export';
import { JOB_KIND_RUNNERS } from './job-kinds';
import { JobWorker } from './job-worker';

let testApp: TestApp;
let gspId: number;
let filesDir: string;

beforeAll(async () => {
  // a server that runs no worker of its own: each test drives one
  testApp = await createTestApp({}, { importWorker: false });
  gspId = (await buildGsp(testApp.db)).id;
  const site = await buildWellSite(testApp.db, { source_gsp_id: gspId });
  await buildWellReading(testApp.db, site, { measurement_depth: 12 });
  filesDir = mkdtempSync(path.join(tmpdir(), 'basin-dms-jobs-'));
});

afterAll(async () => {
  await testApp?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

async function pendingExport() {
  const [job] = await testApp.db
    .insert(jobs)
    .values({
      kind: 'dataexport',
      params: { target: 'water-level-data', gsps: [gspId], water_years: 'All', requested_by: 'Test' },
    })
    .returning();
  return job;
}

async function jobRow(id: number) {
  const [job] = await testApp.db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('never happened');
}

describe('JobWorker', () => {
  it('writes the export file and ends the job in SUCCESS with its expiry', async () => {
    const job = await pendingExport();
    const worker = new JobWorker(testApp.db, { filesDir, timeLimitMs: 60_000, retentionMs: 3_600_000 });
    worker.start();
    await until(async () => (await jobRow(job.id)).status === 'SUCCESS');
    await worker.stop();
    const done = await jobRow(job.id);
    expect(done).toMatchObject({ current: 1, total: 1, fileName: 'DataExport.xlsx', error: null });
    expect(readdirSync(filesDir)).toContain(done.filePath);
    expect(done.expiresAt!.getTime() - done.finishedAt!.getTime()).toBe(3_600_000);
  });

  it('ends a job asked for longer ago than its time limit in FAILURE, saying so, and leaves no file', async () => {
    const job = await pendingExport();
    await testApp.db
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(jobs.id, job.id));
    const before = readdirSync(filesDir).length;
    const worker = new JobWorker(testApp.db, { filesDir, timeLimitMs: 60_000, retentionMs: 3_600_000 });
    worker.start();
    await until(async () => (await jobRow(job.id)).status === 'FAILURE');
    await worker.stop();
    expect((await jobRow(job.id)).error).toBe(JOB_MESSAGES.timeLimit(1));
    expect(readdirSync(filesDir)).toHaveLength(before);
  });

  it('ends a job whose server stopped beating in FAILURE with a message, and leaves others alone', async () => {
    const job = await pendingExport();
    await testApp.db
      .update(jobs)
      .set({ status: 'PROGRESS', heartbeatAt: new Date(Date.now() - 120_000) })
      .where(eq(jobs.id, job.id));
    const live = await pendingExport();
    await testApp.db
      .update(jobs)
      .set({ status: 'PROGRESS', heartbeatAt: new Date() })
      .where(eq(jobs.id, live.id));
    const worker = new JobWorker(testApp.db, { filesDir, timeLimitMs: 60_000, retentionMs: 3_600_000 });
    worker.start();
    await until(async () => (await jobRow(job.id)).status === 'FAILURE');
    await worker.stop();
    expect((await jobRow(job.id)).error).toBe(JOB_MESSAGES.restarted);
    expect((await jobRow(live.id)).status).toBe('PROGRESS');
  });

  it('removes the file a job whose server died left half-written, and no other job’s', async () => {
    const job = await pendingExport();
    await testApp.db
      .update(jobs)
      .set({ status: 'PROGRESS', heartbeatAt: new Date(Date.now() - 120_000) })
      .where(eq(jobs.id, job.id));
    const halfWritten = `dataexport-${job.id}-5d1f.xlsx`;
    // a running job's file whose id begins with the same digits
    const another = `dataexport-${job.id}0-77aa.xlsx`;
    writeFileSync(path.join(filesDir, halfWritten), 'PK');
    writeFileSync(path.join(filesDir, another), 'PK');
    const worker = new JobWorker(testApp.db, { filesDir, timeLimitMs: 60_000, retentionMs: 3_600_000 });
    worker.start();
    await until(async () => (await jobRow(job.id)).status === 'FAILURE');
    await worker.stop();
    expect(readdirSync(filesDir)).not.toContain(halfWritten);
    expect(readdirSync(filesDir)).toContain(another);
    rmSync(path.join(filesDir, another));
  });

  it('ends an export with more rows than a sheet holds in FAILURE, saying so, and leaves no file', async () => {
    const job = await pendingExport();
    const before = readdirSync(filesDir).length;
    // a sheet of no rows, so the export's one reading is too many for it
    const worker = new JobWorker(testApp.db, {
      filesDir,
      timeLimitMs: 60_000,
      retentionMs: 3_600_000,
      runners: {
        ...JOB_KIND_RUNNERS,
        dataexport: {
          ...JOB_KIND_RUNNERS.dataexport,
          make: (db, params, filePath, run) =>
            writeExport(db, params as unknown as ExportParams, filePath, run, { sheetRowLimit: 0 }),
        },
      },
    });
    worker.start();
    await until(async () => (await jobRow(job.id)).status === 'FAILURE');
    await worker.stop();
    const failed = await jobRow(job.id);
    expect(failed.error).toBe(JOB_MESSAGES.tooManyRows(1, 0));
    expect(failed.error).not.toBe(JOB_MESSAGES.unexpected);
    expect(failed.filePath).toBeNull();
    expect(readdirSync(filesDir)).toHaveLength(before);
  });

  it('removes a file past its retention and forgets it', async () => {
    const job = await pendingExport();
    const worker = new JobWorker(testApp.db, { filesDir, timeLimitMs: 60_000, retentionMs: 1 });
    worker.start();
    await until(async () => (await jobRow(job.id)).status === 'SUCCESS');
    const { filePath } = await jobRow(job.id);
    expect(readdirSync(filesDir)).toContain(filePath);
    await new Promise((resolve) => setTimeout(resolve, 20));
    worker.wake();
    await until(async () => (await jobRow(job.id)).filePath === null);
    await worker.stop();
    expect(readdirSync(filesDir)).not.toContain(filePath);
  });

  it('works on two jobs at once, so one administrator’s export does not wait out another’s', async () => {
    const first = await pendingExport();
    const second = await pendingExport();
    let started = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const worker = new JobWorker(testApp.db, {
      filesDir,
      timeLimitMs: 60_000,
      retentionMs: 3_600_000,
      runners: {
        ...JOB_KIND_RUNNERS,
        dataexport: {
          ...JOB_KIND_RUNNERS.dataexport,
          make: async () => {
            started += 1;
            await released;
            return { rows: 0 };
          },
        },
      },
    });
    worker.start();
    await until(async () => started === 2);
    expect((await jobRow(first.id)).status).toBe('PROGRESS');
    expect((await jobRow(second.id)).status).toBe('PROGRESS');
    release();
    await until(async () => (await jobRow(second.id)).status === 'SUCCESS');
    await until(async () => (await jobRow(first.id)).status === 'SUCCESS');
    await worker.stop();
  });
});
