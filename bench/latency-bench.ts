import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import type { DatabaseHandle } from '../src/server/db/client';
import { rowsOf } from '../src/server/db/raw-results';
import { createMailer } from '../src/server/mail/mailer';
import { readServerConfig } from '../src/server/server-config';

/**
 * Issue 17, point 2: the first answers after a write and after a restart, the list of a GSP's user after
 * another GSP's write, and how long a tiny request waits while the list of every site is rebuilt.
 */

const RUNS = 5;
const FIRST_ANSWER_LIMIT_MS = 150;
const WAIT_LIMIT_MS = 50;

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor((values.length - 1) / 2)];
const ms = (value: number) => `${value.toFixed(1)} ms`;
const againstLimit = (values: number[], limit: number) =>
  `median ${ms(median(values))}, worst ${ms(Math.max(...values))} (limit ${limit} ms${Math.max(...values) < limit ? '' : ', NOT MET'}; runs ${values.map((value) => value.toFixed(0)).join(', ')})`;

interface Served {
  baseUrl: string;
  token: string;
  handle: DatabaseHandle;
}

/**
 * In a worker thread, so the clients do not wait on the server's event loop: one heavy request and, until
 * it is answered, a tiny one every 10 ms; the heavy one's time and the slowest tiny one's.
 */
async function tinyDuringHeavy(tinyUrl: string, heavyUrl: string, token: string) {
  const worker = new Worker(
    `
    const http = require('node:http');
    const { parentPort, workerData: { tinyUrl, heavyUrl, token } } = require('node:worker_threads');
    const agent = new http.Agent({ keepAlive: true });
    const get = (url, headers) => new Promise((resolve, reject) => {
      const started = performance.now();
      http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      }).on('error', reject);
    });
    (async () => {
      let done = false;
      const heavy = get(heavyUrl, { authorization: 'Token ' + token, 'accept-encoding': 'gzip' })
        .then((time) => { done = true; return time; });
      const tiny = [];
      while (!done) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (!done) tiny.push(await get(tinyUrl, {}));
      }
      agent.destroy();
      parentPort.postMessage({ heavy: await heavy, slowest: Math.max(0, ...tiny), tiny: tiny.length });
    })();
    `,
    { eval: true, workerData: { tinyUrl, heavyUrl, token } },
  );
  const result = await new Promise<{ heavy: number; slowest: number; tiny: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return result;
}

/**
 * One request's time to its last byte, gzipped as browsers take it and left unread, as `load` in run.ts
 * measures: fetch would unzip it first, and the 17.5 MB summary of 50,000 sites took the client about
 * 150 ms to unzip, which the figure then counted as the server's.
 */
function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Token ${token}`, 'accept-encoding': 'gzip' } }, (response) => {
        if ((response.statusCode ?? 500) >= 400) {
          response.resume();
          reject(new Error(`${url} answered ${response.statusCode}`));
          return;
        }
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/token/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Groundwater-2026' }),
  });
  if (!response.ok) throw new Error(`signing in ${email} answered ${response.status}`);
  return (await response.json()).auth_token as string;
}

/** The first answer of a server process just started on the same database: its answer cache is empty. */
async function afterRestart(served: Served, path_: string): Promise<number[]> {
  const logger = pino({ level: 'warn' });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'basin-restart-'));
    const config = { ...readServerConfig({}), dataDir, signInPerMinutePerIp: 1000 };
    const mailer = createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger });
    const app = await buildApp({ db: served.handle.db, config, mailer }, { logger });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      times.push(await timed(`http://127.0.0.1:${port}${path_}`, served.token));
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return times;
}

export async function latencyFigures(served: Served, chartSiteId: number) {
  const base = served.baseUrl;
  const chartPath = `/api/sitecharts/wellsitemeasurements/${chartSiteId}`;
  const summaryUrl = `${base}/api/wellsitesummary/wellsitemeasurements`;

  // the chart of the long site, right after a write to one of its readings (its own version changes)
  const chartAfterWrite: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await served.handle.db.execute(
      sql`UPDATE well_measurements SET submitted = submitted WHERE id = (SELECT min(id) FROM well_measurements WHERE site_id = ${chartSiteId})`,
    );
    chartAfterWrite.push(await timed(`${base}${chartPath}`, served.token));
  }
  const chartAfterRestart = await afterRestart(served, chartPath);

  // a GSP user's list, after another GSP's site gets a reading not yet submitted (as an import leaves it)
  const rep = await signIn(base, 'rep@example.org');
  const [other] = rowsOf<{ id: number }>(
    await served.handle.db.execute(sql`
      SELECT s.id FROM well_sites s
      WHERE s.source_gsp_id NOT IN (SELECT a.gsp_id FROM gsp_associations a JOIN users u ON u.id = a.user_id
                                    WHERE u.email = 'rep@example.org')
      ORDER BY s.id LIMIT 1`),
  );
  await timed(summaryUrl, rep);
  const summaryAfterOtherGsp: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await served.handle.db.execute(
      sql`INSERT INTO well_measurements (site_id, measurement_date, submitted) VALUES (${other.id}, '1901-01-01', false)`,
    );
    summaryAfterOtherGsp.push(await timed(summaryUrl, rep));
  }
  await served.handle.db.execute(
    sql`DELETE FROM well_measurements WHERE site_id = ${other.id} AND measurement_date = '1901-01-01'`,
  );

  // a tiny request sent every 10 ms while the administrator's list of every site is rebuilt after a write
  const rebuilds: number[] = [];
  const slowestTiny: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await served.handle.db.execute(
      sql`UPDATE well_measurements SET submitted = submitted WHERE id = (SELECT min(id) FROM well_measurements)`,
    );
    const measured = await tinyDuringHeavy(`${base}/api/health`, summaryUrl, served.token);
    rebuilds.push(measured.heavy);
    slowestTiny.push(measured.slowest);
  }

  console.log(`  first chart answer of that site (1 client, ${RUNS} runs):`);
  console.log(`    after a write to the site: ${againstLimit(chartAfterWrite, FIRST_ANSWER_LIMIT_MS)}`);
  console.log(
    `    after a restart of the server (a new process's empty answer cache): ${againstLimit(chartAfterRestart, FIRST_ANSWER_LIMIT_MS)}`,
  );
  console.log(
    `  a GSP user's summary after another GSP's unsubmitted reading: ${againstLimit(summaryAfterOtherGsp, FIRST_ANSWER_LIMIT_MS)}`,
  );
  console.log(
    `  GET /api/health sent every 10 ms while the summary is rebuilt (${ms(median(rebuilds))} median rebuild): slowest ${againstLimit(slowestTiny, WAIT_LIMIT_MS)}`,
  );
  return { chartAfterWrite, chartAfterRestart, summaryAfterOtherGsp, rebuilds, slowestTiny };
}
