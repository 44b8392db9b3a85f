import { statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { asc, like } from 'drizzle-orm';
import pino from 'pino';
import type { DatabaseHandle } from '../src/server/db/client';
import { wellSites } from '../src/server/db/schema/monitoring';
import { prepareDatabase } from '../src/server/db/prepare-database';
import { createRandom } from '../src/server/db/seed/random';
import { LIST_PAGER_THRESHOLD, MEASUREMENT_PAGE_SIZE } from '../src/domain/monitoring/monitoring-lists';
import { annualReportChoice } from './annual-report-bench';
import { BENCH_SITE_PREFIX, generateBasin, type BasinScale } from './generate-basin';
import {
  benchRows,
  deleteThroughServer,
  importThroughServer,
  prepareBenchData,
  READINGS_PER_SITE,
  serve,
  writeWorkbook,
  type ServedImport,
} from './import-bench';
import { machineNow, mb } from './served-as-started';

/**
 * Issue 30 point 20: the monitoring screens' reads while a 100,000-row import and an Annual Report run.
 * On the generated basin, served as `npm start` runs the server, N clients read what the screens read
 * (site lists, a site's details, its chart and first table page, the home map's markers) one request
 * after another for S seconds: alone (idle), then again while the import and the report run. Between the
 * two, the import alone gives its idle time, against which its time under the read load is set.
 */

/** Reads while the jobs run stay within twice their idle p95 (on PostgreSQL). */
const READ_P95_RATIO_LIMIT = 2;
/** A PGlite import under the read load takes at most three times its idle time. */
const PGLITE_IMPORT_RATIO_LIMIT = 3;
/** The sites the clients' screens open, spread over the generated basin. */
const LOAD_SITES = 500;
/** How long after the load begins the import and the report are started. */
const JOBS_AFTER_MS = 2000;
const REPORT_POLL_MS = 200;

export interface LoadUnderJobsOptions {
  scale: Pick<BasinScale, 'wellSites' | 'readingsPerSite'>;
  clients: number;
  seconds: number;
  importRows: number;
  scratch: string;
}

/** What the screens ask for, in the order the clients send it; `kinds` names each request's kind. */
interface ReadMix {
  urls: string[];
  kinds: number[];
  /** Each URL once: what a warm-up reads so that both phases begin with the answers already built. */
  distinct: { urls: string[]; kinds: number[] };
}
const KIND_NAMES = ['site', 'chart', 'first table page', 'list page', 'map layers', 'map markers'];
const [SITE, CHART, TABLE_PAGE, LIST_PAGE, MAP_LAYERS, MAP_MARKERS] = [0, 1, 2, 3, 4, 5];

/**
 * The reads of users of the monitoring screens: for every site of `siteIds` a visit of its detail screen
 * (the site, its chart, the first page of its table), half as many visits of the water level list (mostly
 * its first page, some later pages, a sort and a keyword) and a sixth as many of the home map (its layers
 * and the markers of both water level layers); the visits shuffled, the same every run.
 */
async function screenMix(served: ServedImport, siteIds: number[]): Promise<ReadMix> {
  const base = served.baseUrl;
  const layers = (await (
    await fetch(`${base}/api/maplayers`, { headers: { authorization: `Token ${served.token}` } })
  ).json()) as Array<{ id: number; source: string | null }>;
  const markers = layers
    .filter((layer) => layer.source === 'representative-water-level' || layer.source === 'other-water-level')
    .map((layer) => `${base}/api/maplayers/${layer.id}/markers`);
  const list = (page: number, extra = '') =>
    `${base}/api/sitelists/wellsitemeasurements?limit=${LIST_PAGER_THRESHOLD}&offset=${page * LIST_PAGER_THRESHOLD}${extra}`;
  const listPages = [
    ...Array.from({ length: 4 }, () => list(0)),
    ...Array.from({ length: 9 }, (_, page) => list(page + 1)),
    list(0, '&ordering=-num_measurements'),
    list(0, '&ordering=-num_measurements'),
    list(0, '&search=representative'),
    list(0, '&search=representative'),
  ];
  const random = createRandom('load-under-jobs');
  const visits: Array<Array<[string, number]>> = [
    ...siteIds.map((id): Array<[string, number]> => [
      [`${base}/api/wellsitedetails/wellsitemeasurements/${id}?measurements=false`, SITE],
      [`${base}/api/sitecharts/wellsitemeasurements/${id}?chart=waterLevel`, CHART],
      [
        `${base}/api/sitereadings/wellsitemeasurements/${id}?limit=${MEASUREMENT_PAGE_SIZE}&offset=0`,
        TABLE_PAGE,
      ],
    ]),
    ...Array.from({ length: Math.ceil(siteIds.length / 2) }, (): Array<[string, number]> => [
      [listPages[random.integer(0, listPages.length - 1)], LIST_PAGE],
    ]),
    ...Array.from({ length: Math.ceil(siteIds.length / 6) }, (): Array<[string, number]> => [
      [`${base}/api/maplayers`, MAP_LAYERS],
      ...markers.map((url): [string, number] => [url, MAP_MARKERS]),
    ]),
  ];
  for (let index = visits.length - 1; index > 0; index--) {
    const other = random.integer(0, index);
    [visits[index], visits[other]] = [visits[other], visits[index]];
  }
  const requests = visits.flat();
  const distinct = new Map(requests);
  return {
    urls: requests.map(([url]) => url),
    kinds: requests.map(([, kind]) => kind),
    distinct: { urls: [...distinct.keys()], kinds: [...distinct.values()] },
  };
}

/** Every request the clients sent: when it was sent (ms since the epoch), its latency, kind, and whether it failed. */
interface Reads {
  sentAt: Float64Array;
  latency: Float64Array;
  kind: Uint8Array;
  failed: Uint8Array;
  /** The failures by what they were (a status and the request's kind, or a network error's code). */
  errors: Record<string, number>;
}

/**
 * The clients, in a worker thread so that they never wait on the bench's own work: each sends its requests
 * one after another over a kept-alive connection, from its own place in the mix, until told to stop (or,
 * with `once`, until every URL was read once); answers taken gzipped, as browsers do, and left unread.
 */
const CLIENTS_SOURCE = `
const http = require('node:http');
const { parentPort, workerData: { urls, kinds, kindNames, token, clients, once } } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true });
const headers = { authorization: 'Token ' + token, 'accept-encoding': 'gzip' };
let stopped = false;
parentPort.on('message', (message) => { if (message === 'stop') stopped = true; });
const sentAt = [], latency = [], kind = [], failed = [];
const errors = {};
const read = (index) => new Promise((resolve) => {
  const sent = performance.timeOrigin + performance.now();
  const started = performance.now();
  let settled = false;
  const done = (error) => {
    if (settled) return;
    settled = true;
    sentAt.push(sent);
    latency.push(performance.now() - started);
    kind.push(kinds[index]);
    failed.push(error ? 1 : 0);
    if (error) errors[error] = (errors[error] || 0) + 1;
    resolve();
  };
  http.get(urls[index], { agent, headers }, (response) => {
    const status = response.statusCode;
    response.on('error', (error) => done(error.code || error.message));
    response.on('end', () => done(status >= 200 && status < 300 ? null : status + ' on ' + kindNames[kinds[index]]));
    response.resume();
  }).on('error', (error) => done(error.code || error.message));
});
let next = 0;
parentPort.postMessage('started');
Promise.all(Array.from({ length: clients }, async (_, client) => {
  if (once) {
    while (next < urls.length) await read(next++);
    return;
  }
  for (let index = Math.floor((client * urls.length) / clients); !stopped; index = (index + 1) % urls.length) {
    await read(index);
  }
})).then(() => {
  agent.destroy();
  parentPort.postMessage({
    sentAt: Float64Array.from(sentAt),
    latency: Float64Array.from(latency),
    kind: Uint8Array.from(kind),
    failed: Uint8Array.from(failed),
    errors,
  });
});
`;

const now = () => performance.timeOrigin + performance.now();

/**
 * The read load while `during` runs (given the load's start, ms since the epoch); then the clients are
 * told to stop, finish the request each has under way, and hand back every request's figures.
 */
async function readLoad<T>(
  served: ServedImport,
  mix: { urls: string[]; kinds: number[] },
  clients: number,
  during: (startedAt: number) => Promise<T>,
  once = false,
): Promise<{ reads: Reads; startedAt: number; endedAt: number; during: T }> {
  const worker = new Worker(CLIENTS_SOURCE, {
    eval: true,
    workerData: { ...mix, kindNames: KIND_NAMES, token: served.token, clients, once },
  });
  const finished = new Promise<Reads>((resolve, reject) => {
    worker.on('message', (message) => message !== 'started' && resolve(message as Reads));
    worker.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  const startedAt = now();
  try {
    const result = await during(startedAt);
    worker.postMessage('stop');
    const reads = await finished;
    return { reads, startedAt, endedAt: now(), during: result };
  } finally {
    worker.postMessage('stop');
    await finished.catch(() => undefined);
    await worker.terminate();
  }
}

interface ReadFigures {
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  perSecond: number;
  errors: number;
  /** p95 of each kind of request (NaN for a kind none was sent of). */
  kindP95: number[];
}

const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** The figures of the reads sent from `from` until `to` (ms since the epoch); failures are counted, not timed. */
function readFigures(reads: Reads, from: number, to: number): ReadFigures {
  const times: number[] = [];
  const byKind: number[][] = KIND_NAMES.map(() => []);
  let errors = 0;
  for (let index = 0; index < reads.sentAt.length; index++) {
    if (reads.sentAt[index] < from || reads.sentAt[index] > to) continue;
    if (reads.failed[index]) {
      errors += 1;
      continue;
    }
    times.push(reads.latency[index]);
    byKind[reads.kind[index]].push(reads.latency[index]);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: times.length + errors,
    perSecond: (times.length + errors) / ((to - from) / 1000),
    errors,
    kindP95: byKind.map((kind) =>
      percentile(
        kind.sort((a, b) => a - b),
        95,
      ),
    ),
  };
}

/** The import as the wizard sends it, upload to SUCCESS; throws when it does not load every row. */
async function importOnce(served: ServedImport, file: string, gspId: number, rows: number) {
  const result = await importThroughServer(served, file, gspId);
  if (result.state.status !== 'SUCCESS' || result.state.loaded !== rows) {
    throw new Error(`import ended ${result.state.status}: ${JSON.stringify(result.state).slice(0, 500)}`);
  }
  return result.millis;
}

/** The Annual Report as an administrator starts it (POST createreport), until its job ends in SUCCESS. */
async function reportOnce(served: ServedImport, gsps: number[], waterYear: number): Promise<number> {
  const headers = { authorization: `Token ${served.token}` };
  const started = performance.now();
  const answer = await fetch(`${served.baseUrl}/api/createreport`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ gsps, water_year: waterYear }),
  });
  if (answer.status !== 202)
    throw new Error(`createreport answered ${answer.status}: ${await answer.text()}`);
  const { id } = (await answer.json()) as { id: number };
  for (;;) {
    const job = await (await fetch(`${served.baseUrl}/api/jobs/${id}`, { headers })).json();
    if (job.status === 'SUCCESS') return performance.now() - started;
    if (job.status === 'FAILURE') throw new Error(`the Annual Report failed: ${job.error}`);
    await sleep(REPORT_POLL_MS);
  }
}

/** `count` generated sites, evenly spread over the basin's (its long series among them). */
async function spreadSites(handle: DatabaseHandle, count: number): Promise<number[]> {
  const rows = await handle.db
    .select({ id: wellSites.id })
    .from(wellSites)
    .where(like(wellSites.dms_site_id, `${BENCH_SITE_PREFIX}%`))
    .orderBy(asc(wellSites.id));
  const taken = Math.min(count, rows.length);
  return Array.from({ length: taken }, (_, index) => rows[Math.floor((index * rows.length) / taken)].id);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const seconds = (millis: number) => `${(millis / 1000).toFixed(1)} s`;
const describe = (figures: ReadFigures) =>
  `p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}; ${figures.requests.toLocaleString('en-US')} requests, ${figures.perSecond.toFixed(0)}/s, ${figures.errors} errors`;
const errorsOf = (reads: Reads) =>
  Object.entries(reads.errors)
    .map(([error, count]) => `${error} x${count}`)
    .join(', ');

/** The demo basin, the generated basin, the import's GSP and sites, and what the report and the reads are of. */
async function prepared(handle: DatabaseHandle, options: LoadUnderJobsOptions) {
  await prepareDatabase(handle, { seedDemoData: true, logger: pino({ level: 'warn' }) });
  const basin = await generateBasin(handle.db, { ...options.scale, log: (line) => console.log(`  ${line}`) });
  const report = await annualReportChoice(handle.db);
  const bench = await prepareBenchData(handle, Math.ceil(options.importRows / READINGS_PER_SITE));
  const siteIds = await spreadSites(handle, LOAD_SITES);
  return { basin, report, bench, siteIds };
}

/**
 * The three phases on one engine, the database prepared by `open` (demo basin, generated basin, the
 * import's GSP and sites), then closed while the server, in a process of its own, holds it.
 */
export async function loadUnderJobsFigures(
  engine: 'PostgreSQL' | 'PGlite',
  open: () => Promise<DatabaseHandle>,
  target: { url?: string; dataDir: string },
  options: LoadUnderJobsOptions,
): Promise<void> {
  const handle = await open();
  const { basin, report, bench, siteIds } = await prepared(handle, options).finally(() => handle.close());
  const file = path.join(options.scratch, `water_level_${options.importRows}.xlsx`);
  await writeWorkbook(file, benchRows(options.importRows));
  const loadMs = options.seconds * 1000;
  const reportGsps = report.gsps.map((gsp) => gsp.id);

  const served = await serve(target);
  try {
    const mix = await screenMix(served, siteIds);
    const warmUp = async () =>
      (await readLoad(served, mix.distinct, options.clients, async () => undefined, true)).reads;
    const warmed = await warmUp();
    console.log(
      `  warm-up: ${mix.distinct.urls.length} distinct reads once each (${errorsOf(warmed) || 'no errors'})`,
    );

    // (a) the reads alone
    const idle = await readLoad(served, mix, options.clients, () => sleep(loadMs));
    const idleReads = readFigures(idle.reads, idle.startedAt, idle.endedAt);
    console.log(`  idle reads: ${describe(idleReads)} (${machineNow()})`);

    // (b) the import alone
    const importIdle = await importOnce(served, file, bench.gspId, options.importRows);
    console.log(`  import alone: ${seconds(importIdle)} upload to SUCCESS (${machineNow()})`);

    // (c) the reads again, the import and the report started together shortly after them
    await deleteThroughServer(served, bench.gspId, bench.waterYearId);
    await warmUp();
    const loaded = await readLoad(served, mix, options.clients, async (startedAt) => {
      await sleep(JOBS_AFTER_MS);
      const started = now();
      const [imported, reported] = await Promise.allSettled([
        importOnce(served, file, bench.gspId, options.importRows),
        reportOnce(served, reportGsps, report.waterYear.id),
      ]);
      const ended = now();
      for (const job of [imported, reported]) if (job.status === 'rejected') throw job.reason;
      await sleep(Math.max(0, startedAt + loadMs - now()));
      return {
        started,
        ended,
        importMs: (imported as PromiseFulfilledResult<number>).value,
        reportMs: (reported as PromiseFulfilledResult<number>).value,
      };
    });
    const jobs = loaded.during;
    const underJobs = readFigures(loaded.reads, jobs.started, jobs.ended);
    const wholeLoad = readFigures(loaded.reads, loaded.startedAt, loaded.endedAt);

    const readRatio = underJobs.p95 / idleReads.p95;
    const importRatio = jobs.importMs / importIdle;
    const against = (ratio: number, limit: number | null) =>
      `${ratio.toFixed(2)}${limit === null ? '' : ` (limit <= ${limit}${ratio <= limit ? '' : ', NOT MET'})`}`;
    const lasted = loaded.endedAt - loaded.startedAt;
    console.log(
      `\n${engine}: reads while a ${options.importRows.toLocaleString('en-US')}-row import and the Annual Report run (issue 30 point 20)`,
    );
    console.log(
      `  ${basin.wellSites.toLocaleString('en-US')} well sites, ${basin.waterLevelReadings.toLocaleString('en-US')} water level readings; ${options.clients} clients reading ${siteIds.length} sites' detail screens, the water level list and the home map, ${options.seconds} s a phase`,
    );
    console.log(`  reads idle:             ${describe(idleReads)}`);
    console.log(
      `  reads while jobs ran:   ${describe(underJobs)} (the ${seconds(jobs.ended - jobs.started)} from the jobs' start to their end)`,
    );
    console.log(
      `  the whole loaded phase: ${describe(wholeLoad)} (${seconds(lasted)}${lasted > loadMs + 1000 ? `, kept on past ${options.seconds} s until both jobs ended` : ''})`,
    );
    console.log(
      `  p95 by request, idle -> while jobs ran: ${KIND_NAMES.map((name, kind) => `${name} ${idleReads.kindP95[kind].toFixed(0)} -> ${underJobs.kindP95[kind].toFixed(0)} ms`).join(', ')}`,
    );
    console.log(
      `  read p95 while jobs ran / idle: ${against(readRatio, engine === 'PostgreSQL' ? READ_P95_RATIO_LIMIT : null)}`,
    );
    console.log(
      `  import of the ${options.importRows.toLocaleString('en-US')}-row water level xlsx (${mb(statSync(file).size)}), upload to SUCCESS: alone ${seconds(importIdle)}, under the reads ${seconds(jobs.importMs)}; ratio ${against(importRatio, engine === 'PGlite' ? PGLITE_IMPORT_RATIO_LIMIT : null)}`,
    );
    console.log(
      `  Annual Report (${report.gsps.map((gsp) => gsp.abbreviation).join(', ')}, water year ${report.waterYear.waterYear}, ${report.representativeWells} representative wells), POST createreport to SUCCESS under the reads: ${seconds(jobs.reportMs)}`,
    );
    const errors = [errorsOf(idle.reads), errorsOf(loaded.reads)];
    console.log(
      `  read errors: idle ${idleReads.errors}${errors[0] ? ` (${errors[0]})` : ''}, loaded phase ${wholeLoad.errors}${errors[1] ? ` (${errors[1]})` : ''}`,
    );
    console.log(`  machine: ${machineNow()}`);
  } finally {
    await served.close();
  }
}
