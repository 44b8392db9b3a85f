import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { chromium } from 'playwright-core';
import { buildApp } from '../src/server/app';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare-database';
import { createMailer } from '../src/server/mail/mailer';
import { readServerConfig } from '../src/server/server-config';
import { annualReportFigures } from './annual-report-bench';
import { exportFigures } from './export-bench';
import { generateBasin } from './generate-basin';
import { backfillFigures, importFigures, type ImportBenchOptions } from './import-bench';
import { loadUnderJobsFigures } from './load-under-jobs';
import { idleMemoryFigures } from './memory-bench';
import type { Served } from './served';
import { latencyFigures } from './latency-bench';
import { ogcApiFigures } from './ogcapi-bench';
import { printLoginBundle } from './login-bundle';
import { STATE_SCALE, stateScaleFigures } from './state-scale';

/**
 * npm run bench: the basin-scale figures of issue 3 on PGlite and on PostgreSQL, and the browser's
 * time to interactive for the home map and a long hydrograph.
 *
 *   npm run bench -- [--wells 5000] [--readings 400] [--skip-pglite] [--skip-postgres] [--skip-browser]
 *                    [--skip-import | --import-only] [--import-rows 100000] [--import-big 500000] [--import-runs 3] [--import-big-runs 3]
 *                    [--import-backfill | --import-backfill-only] [--backfill-runs 3]
 *                    [--skip-export | --export-only] [--export-rows 1000000] [--export-runs 3]
 *                    [--skip-report | --report-only] [--report-runs 3]
 *                    [--skip-memory | --memory-only] [--memory-runs 3]
 *                    [--skip-bundle | --bundle-only] [--state-scale | --state-scale-only]
 *                    [--state-wells 50000] [--state-readings 600]
 *                    [--load-under-jobs | --load-under-jobs-only] [--load-clients 50] [--load-seconds 60]
 *                    [--load-import-rows 100000]
 *
 * The import figures (issue 4) come first: a water level xlsx imported end to end, and the parse and COPY
 * ceilings on the same rows; the 500,000-row file is imported once, on PostgreSQL. --import-backfill adds
 * (--import-backfill-only: runs alone) issue 30's historical backfill: 200,000 rows over 1,000 sites and 16
 * water years, imported as the wizard sends them into a database already holding the generated basin
 * (--wells x --readings). Then the export figures
 * (issue 14): a million water level readings exported to xlsx on PostgreSQL, rows/s and peak memory, and the
 * Annual Report of the demo basin's three GSPs with their hydrographs (target under 10 s). --state-scale adds,
 * last, issue 17's run at 50,000 wells x 600 readings on PostgreSQL (bench/state-scale.ts; minutes, 8 GB).
 * --load-under-jobs adds (--load-under-jobs-only: runs alone) issue 30 point 20 on each engine: the
 * monitoring screens' reads by --load-clients clients for --load-seconds, idle and while a
 * --load-import-rows import and the Annual Report run, on the generated basin (bench/load-under-jobs.ts).
 *
 * PostgreSQL is BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test's server, in a scratch
 * database created and dropped here). Latencies are wall-clock over HTTP on loopback, 10 clients at once.
 */
const CLIENTS = 10;
const SUMMARY_REQUESTS_PER_CLIENT = 10;
const DETAIL_REQUESTS_PER_CLIENT = 30;
const BROWSER_RUNS = 5;
const COLD_RUNS = 5;

const flag = (name: string) => process.argv.includes(`--${name}`);
const importOnly = flag('import-only') || flag('import-backfill-only');
function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Measured {
  p50: number;
  p95: number;
  requests: number;
}

/**
 * CLIENTS clients, each sending its requests one after another over a kept-alive connection; every request's
 * own latency, until the last byte of the answer. The clients run in a worker thread, so they do not hold up
 * the server's event loop, and they take the answer gzipped as browsers do but leave it unread, so what is
 * measured is the server.
 */
async function load(url: string, token: string, perClient: number, clients = CLIENTS): Promise<Measured> {
  const worker = new Worker(
    `
    const http = require('node:http');
    const { parentPort, workerData: { url, token, clients, perClient } } = require('node:worker_threads');
    const agent = new http.Agent({ keepAlive: true });
    const headers = { authorization: 'Token ' + token, 'accept-encoding': 'gzip' };
    const request = () => new Promise((resolve, reject) => {
      const started = performance.now();
      http.get(url, { agent, headers }, (response) => {
        if (response.statusCode !== 200) reject(new Error(url + ' answered ' + response.statusCode));
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      }).on('error', reject);
    });
    (async () => {
      const latencies = [];
      await Promise.all(Array.from({ length: clients }, async () => {
        for (let sent = 0; sent < perClient; sent++) latencies.push(await request());
      }));
      agent.destroy();
      parentPort.postMessage(latencies);
    })();
    `,
    { eval: true, workerData: { url, token, clients, perClient } },
  );
  const latencies = await new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), requests: latencies.length };
}

async function scratchPostgres(
  serverUrl: string,
  purpose = 'basin',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${purpose}_bench_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The demo basin plus the basin-scale set in a fresh database, served by the real app on a free port. */
async function serveBasin(
  handle: DatabaseHandle,
  dataDir: string,
  scale = { wellSites: option('wells', 5000), readingsPerSite: option('readings', 400) },
): Promise<Served> {
  const logger = pino({ level: 'warn' });
  await prepareDatabase(handle, { seedDemoData: true, logger });
  const basin = await generateBasin(handle.db, { ...scale, log: (line) => console.log(`  ${line}`) });
  const config = { ...readServerConfig({}), dataDir, signInPerMinutePerIp: 1000 };
  const mailer = createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger });
  const app = await buildApp({ db: handle.db, config, mailer }, { logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const signIn = await fetch(`${baseUrl}/api/auth/token/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.org', password: 'Groundwater-2026' }),
  });
  const token = (await signIn.json()).auth_token as string;
  return { baseUrl, token, basin, handle, close: () => app.close() };
}

/**
 * One client's request right after a write to the readings, as after an import: the answer is built
 * afresh, not taken from the answer cache. Median of COLD_RUNS.
 */
async function coldLatency(served: Served, url: string): Promise<number> {
  const latencies: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    await served.handle.db.execute(
      sql`UPDATE well_measurements SET submitted = submitted WHERE id = (SELECT min(id) FROM well_measurements)`,
    );
    latencies.push((await load(url, served.token, 1, 1)).p50);
  }
  return median(latencies);
}

async function apiFigures(label: string, served: Served) {
  const tenThousand = served.basin.longSeriesSites.find((site) => site.readings === 10_000)!;
  const summaryUrl = `${served.baseUrl}/api/wellsitesummary/wellsitemeasurements`;
  const detailUrl = `${served.baseUrl}/api/wellsitedetails/wellsitemeasurements/${tenThousand.id}`;
  const summaryCold = await coldLatency(served, summaryUrl);
  const detailCold = await coldLatency(served, detailUrl);
  // The load figures are of answers already built, as between writes; the cold ones are above.
  await load(summaryUrl, served.token, 1, 1);
  await load(detailUrl, served.token, 1, 1);
  const summary = await load(summaryUrl, served.token, SUMMARY_REQUESTS_PER_CLIENT);
  const detail = await load(detailUrl, served.token, DETAIL_REQUESTS_PER_CLIENT);
  console.log(
    `\n${label}: ${served.basin.wellSites} well sites, ${served.basin.waterLevelReadings} water level readings`,
  );
  console.log(
    `  first request after a write (1 client, median of ${COLD_RUNS}): summary ${ms(summaryCold)}, detail ${ms(detailCold)}`,
  );
  // the spec's list of every site, kept for API clients; the list screen reads pages (listFigures)
  console.log(
    `  wellsitesummary/wellsitemeasurements (API clients)  p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  (${summary.requests} requests, ${CLIENTS} clients)`,
  );
  console.log(
    `  detail of a site with 10,000 readings  p50 ${ms(detail.p50)}  p95 ${ms(detail.p95)}  (${detail.requests} requests, ${CLIENTS} clients)`,
  );
  const lists = await listFigures(served);
  const ogcapi = await ogcApiFigures(served, load);
  const screens = await screenFigures(served);
  return { summary, detail, lists, ogcapi, screens };
}

/** Issue 17, point 2: the limits of the list screen's answers. */
const LIST_WARM_P95_LIMIT_MS = 50;
const LIST_FIRST_ANSWER_LIMIT_MS = 150;

/**
 * The water level list as its screen reads it (GET /api/sitelists, a page filtered, sorted and counted in
 * the database): the first answer right after a write to the readings, as after an import, and the p95 of
 * answers already built; for the first page, a sort by the readings' count and a keyword.
 */
async function listFigures(served: Served) {
  const list = `${served.baseUrl}/api/sitelists/wellsitemeasurements?limit=25&offset=0`;
  const asked = {
    'first page': list,
    'sorted by measurements': `${list}&ordering=-num_measurements`,
    "keyword 'representative'": `${list}&search=representative`,
  };
  const figures: Record<string, { afterWrite: number; warm: Measured; bytes: number }> = {};
  console.log('  the water level list screen (GET /api/sitelists/wellsitemeasurements, 25 rows):');
  for (const [name, url] of Object.entries(asked)) {
    const afterWrite = await coldLatency(served, url);
    await load(url, served.token, 1, 1);
    const warm = await load(url, served.token, SUMMARY_REQUESTS_PER_CLIENT);
    const bytes = await answerBytes(url, served.token);
    figures[name] = { afterWrite, warm, bytes };
    console.log(
      `    ${name}: after a write ${ms(afterWrite)} (limit ${LIST_FIRST_ANSWER_LIMIT_MS} ms${afterWrite < LIST_FIRST_ANSWER_LIMIT_MS ? '' : ', NOT MET'}), warm p95 ${ms(warm.p95)} (limit ${LIST_WARM_P95_LIMIT_MS} ms${warm.p95 < LIST_WARM_P95_LIMIT_MS ? '' : ', NOT MET'}), ${(bytes / 1024).toFixed(1)} KB`,
    );
  }
  return figures;
}

/** The uncompressed JSON bytes of an answer, as a client that takes no gzip receives it. */
async function answerBytes(url: string, token: string): Promise<number> {
  const response = await fetch(url, {
    headers: { authorization: `Token ${token}`, 'accept-encoding': 'identity' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/**
 * Issue 17, point 1-2: what the detail screen of the longest site loads (the site, its chart, the first
 * page of its table) against the spec's answer with every reading, warm p95, and the first answer after a
 * write to that site (built afresh) and after a write to another site (still kept).
 */
async function screenFigures(served: Served) {
  const fifty = served.basin.longSeriesSites.find((site) => site.readings === 50_000)!;
  const other = served.basin.longSeriesSites.find((site) => site.readings === 10_000)!;
  const base = served.baseUrl;
  const urls = {
    site: `${base}/api/wellsitedetails/wellsitemeasurements/${fifty.id}?measurements=false`,
    chart: `${base}/api/sitecharts/wellsitemeasurements/${fifty.id}`,
    page: `${base}/api/sitereadings/wellsitemeasurements/${fifty.id}`,
  };
  const everyReading = await answerBytes(
    `${base}/api/wellsitedetails/wellsitemeasurements/${fifty.id}`,
    served.token,
  );
  const sizes = await Promise.all(Object.values(urls).map((url) => answerBytes(url, served.token)));
  const screenBytes = sizes.reduce((total, size) => total + size, 0);
  const writeTo = (siteId: number) =>
    served.handle.db.execute(
      sql`UPDATE well_measurements SET submitted = submitted WHERE id = (SELECT min(id) FROM well_measurements WHERE site_id = ${siteId})`,
    );
  const afterWrite = async (siteId: number, url: string) => {
    const latencies: number[] = [];
    for (let run = 0; run < COLD_RUNS; run++) {
      await writeTo(siteId);
      latencies.push((await load(url, served.token, 1, 1)).p50);
    }
    return median(latencies);
  };
  const chartAfterOwnWrite = await afterWrite(fifty.id, urls.chart);
  const pageAfterOwnWrite = await afterWrite(fifty.id, urls.page);
  await load(urls.chart, served.token, 1, 1);
  const chartAfterOtherWrite = await afterWrite(other.id, urls.chart);
  const chart = await load(urls.chart, served.token, DETAIL_REQUESTS_PER_CLIENT);
  const page = await load(urls.page, served.token, DETAIL_REQUESTS_PER_CLIENT);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(
    `  detail screen of a site with ${fifty.readings} readings loads ${kb(screenBytes)} of JSON (limit 200 KB: site ${kb(sizes[0])}, chart ${kb(sizes[1])}, first table page ${kb(sizes[2])}); the spec's answer with every reading ${kb(everyReading)}`,
  );
  console.log(
    `  its chart p50 ${ms(chart.p50)}  p95 ${ms(chart.p95)} (limit 30 ms); table page p50 ${ms(page.p50)}  p95 ${ms(page.p95)}  (${chart.requests} requests each, ${CLIENTS} clients)`,
  );
  console.log(
    `  first answer after a write to that site (median of ${COLD_RUNS}, limit 150 ms): chart ${ms(chartAfterOwnWrite)}, table page ${ms(pageAfterOwnWrite)}; after a write to another site: chart ${ms(chartAfterOtherWrite)}`,
  );
  const latency = await latencyFigures(served, fifty.id);
  return { screenBytes, chart, page, chartAfterOwnWrite, pageAfterOwnWrite, chartAfterOtherWrite, latency };
}

/** Issue 17, point 3: the home map shows its water level markers within this of navigation. */
const MAP_LIMIT_MS = 1000;

async function browserFigures(served: Served) {
  execSync('node scripts/ensure-web-build.mjs', { stdio: 'inherit' });
  const fifty = served.basin.longSeriesSites.find((site) => site.readings === 50_000)!;
  const me = await (
    await fetch(`${served.baseUrl}/api/auth/me/`, { headers: { authorization: `Token ${served.token}` } })
  ).json();
  const markers = await waterLevelMarkers(served);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const mapTimes: number[] = [];
  const returningMapTimes: number[] = [];
  const chartTimes: number[] = [];
  const driverMapTimes: number[] = [];
  const answeredTimes: number[] = [];
  const markerRequests: Array<{ asked: number; answered: number }> = [];
  const returningAnsweredTimes: number[] = [];
  // what the home map asked for to draw its site layers: the marker answers, not the GeoJSON
  const layerAnswers = new Set<string>();
  try {
    for (let run = 0; run < BROWSER_RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      await context.addInitScript(
        (session) => localStorage.setItem('basin-dms.session', JSON.stringify(session)),
        { token: served.token, user: me },
      );
      await context.addInitScript({ content: watchForInteractive(markers.total) });
      const page = await context.newPage();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/api\/maplayers\/\d+\/(markers|features)$/.test(pathname)) layerAnswers.add(pathname);
      });

      // Home map: from navigation until every marker of both water level layers (5,000+ sites) is drawn;
      // the page itself ticks 'Other Water Level Sites' as soon as it exists, as a user's first click.
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400) pageErrors.push(`${response.url()} answered ${response.status()}`);
      });
      const interactive = () =>
        page.evaluate('window.__interactive').catch((error: Error) => {
          throw new Error(`${error.message}; the page's errors: ${pageErrors.join('; ') || 'none'}`);
        });
      const started = Date.now();
      await page.goto(`${served.baseUrl}/dashboard`);
      mapTimes.push(Math.round((await interactive()) as number));
      driverMapTimes.push(Date.now() - started);
      answeredTimes.push(Math.round(await page.evaluate('window.__answered')));
      markerRequests.push(await page.evaluate(MARKER_REQUESTS));
      // The same user again, with the application's code in the browser's caches.
      await page.goto(`${served.baseUrl}/dashboard`);
      returningMapTimes.push(Math.round((await interactive()) as number));
      returningAnsweredTimes.push(Math.round(await page.evaluate('window.__answered')));

      // Hydrograph of 50,000 points, opened after the map: from navigation until the chart is drawn.
      await page.goto(`${served.baseUrl}/hydroograph/${fifty.id}`);
      chartTimes.push(Math.round((await interactive()) as number));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const againstLimit = (value: number) =>
    `${value} ms (limit ${MAP_LIMIT_MS} ms${value < MAP_LIMIT_MS ? '' : ', NOT MET'})`;
  console.log(
    `\nBrowser (headless Chromium, ${BROWSER_RUNS} runs each, median; from navigation start, by the page's clock):`,
  );
  console.log(
    `  /dashboard, ${markers.total} water level markers (${markers.byLayer}) from the marker answers; the map read ${[...layerAnswers].sort().join(', ')}`,
  );
  console.log(
    `  first visit: every marker drawn in ${againstLimit(median(mapTimes))}  (runs: ${mapTimes.join(', ')}; as the test driver saw it, with its own round trips: ${median(driverMapTimes)} ms; both layers' answers in by ${median(answeredTimes)} ms, their requests sent at ${median(markerRequests.map((request) => request.asked))} ms and answered by ${median(markerRequests.map((request) => request.answered))} ms)`,
  );
  console.log(
    `  repeat visit, the code cached: every marker drawn in ${againstLimit(median(returningMapTimes))}  (runs: ${returningMapTimes.join(', ')}; both layers' answers in by ${median(returningAnsweredTimes)} ms)`,
  );
  console.log(
    `  hydrograph of ${fifty.readings} points interactive in ${median(chartTimes)} ms  (runs: ${chartTimes.join(', ')})`,
  );
}

/**
 * Runs in the page before its scripts: sets window.__interactive to a promise of performance.now(), in the
 * page's own clock. On the home map it ticks 'Other Water Level Sites' as soon as the box exists, and
 * resolves a frame after one redraw of the map's canvas has drawn `markers` shapes at least, that is every
 * marker of both water level layers (each marker is one fill; one redraw runs in one task); the time both
 * layers' answers had arrived (their loading signs gone) is kept in window.__answered. On a hydrograph
 * it resolves two frames after the chart's canvas exists. Plain JavaScript, as the page runs it.
 */
const watchForInteractive = (markers: number) => `
window.__interactive = new Promise((resolve, reject) => {
  let ticked = false;
  let otherLoading = false;
  let finished = false;
  const finish = (frames) => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    const frame = (left) => (left ? requestAnimationFrame(() => frame(left - 1)) : resolve(performance.now()));
    frame(frames);
  };
  const fills = [];
  let fillsInTask = 0;
  const fill = CanvasRenderingContext2D.prototype.fill;
  CanvasRenderingContext2D.prototype.fill = function (...args) {
    if (fillsInTask++ === 0) {
      queueMicrotask(() => {
        fills.push(fillsInTask);
        if (location.pathname === '/dashboard' && fillsInTask >= ${markers}) finish(1);
        fillsInTask = 0;
      });
    }
    return fill.apply(this, args);
  };
  const observer = new MutationObserver(() => {
    if (location.pathname.startsWith('/hydroograph/')) {
      if (document.querySelector('[role="img"] canvas')) finish(2);
      return;
    }
    const other = document.querySelector('input[type="checkbox"][aria-label="Other Water Level Sites"]');
    if (!other) return;
    if (!ticked) {
      ticked = true;
      other.click();
    }
    const loading = (title) => document.querySelector('[aria-label="Loading ' + title + '"]');
    if (loading('Other Water Level Sites')) otherLoading = true;
    else if (otherLoading && !loading('Representative Water Level Sites') && !window.__answered)
      window.__answered = performance.now();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  setTimeout(
    () => reject(new Error('nothing drawn in 60 s; shapes per canvas redraw: ' + fills.join(', '))),
    60000,
  );
});
`;

/** When the page asked for its first marker answer and when the last one had arrived (Resource Timing). */
const MARKER_REQUESTS = `(() => {
  const entries = performance.getEntriesByType('resource').filter((entry) => /\\/api\\/maplayers\\/\\d+\\/markers$/.test(entry.name));
  return {
    asked: Math.round(Math.min(...entries.map((entry) => entry.startTime))),
    answered: Math.round(Math.max(...entries.map((entry) => entry.responseEnd))),
  };
})()`;

/** How many sites the two water level layers show, as their marker answers give them. */
async function waterLevelMarkers(served: Served): Promise<{ total: number; byLayer: string }> {
  const get = async (path: string) =>
    (await fetch(`${served.baseUrl}${path}`, { headers: { authorization: `Token ${served.token}` } })).json();
  let total = 0;
  const byLayer: string[] = [];
  for (const layer of await get('/api/maplayers')) {
    if ((layer as { source: string | null }).source?.endsWith('water-level')) {
      const count = (await get(`/api/maplayers/${layer.id}/markers`)).markers.length as number;
      total += count;
      byLayer.push(`${layer.title} ${count}`);
    }
  }
  return { total, byLayer: byLayer.join(', ') };
}

const importOptions = (scratch: string): ImportBenchOptions => ({
  rows: option('import-rows', 100_000),
  bigRows: option('import-big', 500_000),
  runs: option('import-runs', 3),
  bigRuns: option('import-big-runs', 3),
  scratch,
});

/** Issue 4's import figures, each database freshly made with the demo basin. */
async function importBench(scratch: string) {
  const prepared = async (handle: DatabaseHandle) => {
    await prepareDatabase(handle, { seedDemoData: true, logger: pino({ level: 'warn' }) });
    return handle;
  };
  const regular = !flag('import-backfill-only');
  const backfill = flag('import-backfill') || flag('import-backfill-only');
  const backfillOptions = {
    rows: 200_000,
    sites: 1_000,
    years: 16,
    runs: option('backfill-runs', 3),
    scratch,
    basin: (handle: DatabaseHandle) =>
      generateBasin(handle.db, {
        wellSites: option('wells', 5000),
        readingsPerSite: option('readings', 400),
        log: (line) => console.log(`  ${line}`),
      }),
  };
  if (!flag('skip-postgres')) {
    const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
    for (const [purpose, figures] of [
      ['import', regular],
      ['backfill', backfill],
    ] as const) {
      if (!figures) continue;
      const database = await scratchPostgres(serverUrl, purpose);
      try {
        console.log(`PostgreSQL: ${purpose}`);
        const dataDir = path.join(scratch, `${purpose}-postgres`);
        const open = async () => prepared(await openDatabase({ url: database.url }));
        const target = { url: database.url, dataDir };
        if (purpose === 'import') await importFigures('PostgreSQL', open, target, importOptions(scratch));
        else await backfillFigures('PostgreSQL', open, target, backfillOptions);
      } finally {
        await database.drop();
      }
    }
  }
  if (!flag('skip-pglite')) {
    if (regular) {
      console.log('\nPGlite: import');
      const dataDir = path.join(scratch, 'import-pglite');
      const open = async () => prepared(await openDatabase({ dataDir }));
      await importFigures('PGlite', open, { dataDir }, importOptions(scratch));
    }
    if (backfill) {
      console.log('\nPGlite: backfill');
      const dataDir = path.join(scratch, 'backfill-pglite');
      const open = async () => prepared(await openDatabase({ dataDir }));
      await backfillFigures('PGlite', open, { dataDir }, backfillOptions);
    }
  }
}

/** Issue 14's export figures, on PostgreSQL, in a scratch database of their own. */
async function exportBench(scratch: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const database = await scratchPostgres(serverUrl, 'export');
  try {
    console.log('\nPostgreSQL: export');
    await exportFigures('PostgreSQL', database.url, {
      rows: option('export-rows', 1_000_000),
      runs: option('export-runs', 3),
      scratch,
    });
  } finally {
    await database.drop();
  }
}

/** Issue 30 point 20: the screens' reads while an import and the Annual Report run, on each engine. */
async function loadUnderJobs(scratch: string) {
  const options = {
    scale: { wellSites: option('wells', 5000), readingsPerSite: option('readings', 400) },
    clients: option('load-clients', 50),
    seconds: option('load-seconds', 60),
    importRows: option('load-import-rows', 100_000),
    scratch,
  };
  const open = async (target: { url?: string; dataDir: string }) =>
    openDatabase(target.url ? { url: target.url } : { dataDir: target.dataDir });
  if (!flag('skip-postgres')) {
    const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
    const database = await scratchPostgres(serverUrl, 'load');
    try {
      console.log('\nPostgreSQL: reads under an import and the Annual Report');
      const target = { url: database.url, dataDir: path.join(scratch, 'load-postgres') };
      await loadUnderJobsFigures('PostgreSQL', () => open(target), target, options);
    } finally {
      await database.drop();
    }
  }
  if (!flag('skip-pglite')) {
    console.log('\nPGlite: reads under an import and the Annual Report');
    const target = { dataDir: path.join(scratch, 'load-pglite') };
    await loadUnderJobsFigures('PGlite', () => open(target), target, options);
  }
}

/** Issue 17's state-scale run, with this file's ways of serving and measuring. */
async function stateScale(scratch: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  await stateScaleFigures(
    serverUrl,
    scratch,
    {
      scratchPostgres,
      serveBasin,
      apiFigures,
      load,
      answerBytes,
      clients: CLIENTS,
      perClient: DETAIL_REQUESTS_PER_CLIENT,
      coldRuns: COLD_RUNS,
    },
    {
      wellSites: option('state-wells', STATE_SCALE.wellSites),
      readingsPerSite: option('state-readings', STATE_SCALE.readingsPerSite),
    },
  );
}

async function main() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'basin-bench-'));
  try {
    if (flag('state-scale-only')) return await stateScale(scratch);
    if (flag('load-under-jobs-only')) return await loadUnderJobs(scratch);
    // issue 17: the JavaScript of the login page, as a guest's browser downloads it from the built app
    if (!flag('skip-bundle') && !importOnly && !flag('export-only') && !flag('report-only')) {
      execSync('node scripts/ensure-web-build.mjs', { stdio: 'inherit' });
      await printLoginBundle();
    }
    if (flag('bundle-only')) return;
    // issue 17, point 5: the server's idle memory on PGlite with the demo basin
    if (
      !flag('skip-memory') &&
      !flag('skip-pglite') &&
      !importOnly &&
      !flag('export-only') &&
      !flag('report-only')
    ) {
      await idleMemoryFigures(scratch, option('memory-runs', 3));
    }
    if (flag('memory-only')) return;
    if (!flag('skip-import') && !flag('export-only') && !flag('report-only')) await importBench(scratch);
    if (importOnly) return;
    if (!flag('skip-export') && !flag('skip-postgres') && !flag('report-only')) await exportBench(scratch);
    if (flag('export-only')) return;
    if (!flag('skip-report') && !flag('skip-postgres')) {
      console.log('\nPostgreSQL: Annual Report');
      await annualReportFigures({ runs: option('report-runs', 3) });
    }
    if (flag('report-only')) return;
    if (!flag('skip-postgres')) {
      const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
      const database = await scratchPostgres(serverUrl);
      const handle = await openDatabase({ url: database.url });
      console.log('PostgreSQL: building the basin-scale data ...');
      const served = await serveBasin(handle, path.join(scratch, 'postgres'));
      try {
        await apiFigures('PostgreSQL', served);
        if (!flag('skip-browser')) await browserFigures(served);
      } finally {
        await served.close();
        await handle.close();
        await database.drop();
      }
    }
    if (!flag('skip-pglite')) {
      const dataDir = path.join(scratch, 'pglite');
      const handle = await openDatabase({ dataDir });
      console.log('\nPGlite: building the basin-scale data (this takes minutes) ...');
      const served = await serveBasin(handle, dataDir);
      try {
        await apiFigures('PGlite', served);
      } finally {
        await served.close();
        await handle.close();
      }
    }
    if (flag('load-under-jobs')) await loadUnderJobs(scratch);
    if (flag('state-scale')) await stateScale(scratch);
  } finally {
    if (existsSync(scratch)) rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
