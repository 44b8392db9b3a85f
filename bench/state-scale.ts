import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { rowsOf } from '../src/server/db/raw-results';
import type { BasinScale } from './generate-basin';
import type { Served } from './served';

/**
 * npm run bench -- --state-scale: issue 17's state-scale run on PostgreSQL. 50,000 well sites with 600
 * monthly readings each (30 million readings) in a scratch database, then the screens' answers against the
 * limits they have at 5,000 wells: the bench's own figures (summary, detail, the detail screen's JSON and its
 * chart and table page), the home map's marker answers, and the first answer of each after a restart of the
 * server process.
 */
export const STATE_SCALE: Pick<BasinScale, 'wellSites' | 'readingsPerSite'> = {
  wellSites: 50_000,
  readingsPerSite: 600,
};

/** Restarts per answer for the first-answer-after-a-restart figure (each starts a server process). */
const RESTART_RUNS = 3;
const KB = 1000;

/** What the bench's run.ts lends this run, so the two measure the same way. */
export interface StateScaleBench {
  scratchPostgres: (
    serverUrl: string,
    purpose: string,
  ) => Promise<{ url: string; drop: () => Promise<void> }>;
  serveBasin: (handle: DatabaseHandle, dataDir: string, scale: typeof STATE_SCALE) => Promise<Served>;
  apiFigures: (label: string, served: Served) => Promise<unknown>;
  load: (
    url: string,
    token: string,
    perClient: number,
    clients?: number,
  ) => Promise<{ p50: number; p95: number; requests: number }>;
  answerBytes: (url: string, token: string) => Promise<number>;
  clients: number;
  perClient: number;
  coldRuns: number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length / 2) - 1];
};
const machine = () =>
  `${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

interface WaterLevelLayer {
  id: number;
  title: string;
  url: string;
}

/** The home map's two water level layers and their marker answers. */
async function waterLevelLayers(served: Served): Promise<WaterLevelLayer[]> {
  const answer = await fetch(`${served.baseUrl}/api/maplayers`, {
    headers: { authorization: `Token ${served.token}` },
  });
  const layers = (await answer.json()) as Array<{ id: number; title: string; source: string | null }>;
  return layers
    .filter((layer) => layer.source === 'representative-water-level' || layer.source === 'other-water-level')
    .map((layer) => ({
      id: layer.id,
      title: layer.title,
      url: `${served.baseUrl}/api/maplayers/${layer.id}/markers`,
    }));
}

async function markerCount(url: string, token: string): Promise<number> {
  const answer = await fetch(url, { headers: { authorization: `Token ${token}` } });
  return ((await answer.json()) as { markers: unknown[] }).markers.length;
}

/**
 * The marker answers' sizes, warm p95, and the first answer after a write (median of coldRuns): to a
 * reading, which the map does not show, and to a well site, which it does.
 */
async function markerFigures(served: Served, layers: WaterLevelLayer[], bench: StateScaleBench) {
  const afterWrite = async (url: string, write: ReturnType<typeof sql>) => {
    const latencies: number[] = [];
    for (let run = 0; run < bench.coldRuns; run++) {
      await served.handle.db.execute(write);
      latencies.push((await bench.load(url, served.token, 1, 1)).p50);
    }
    return median(latencies);
  };
  for (const layer of layers) {
    const bytes = await bench.answerBytes(layer.url, served.token);
    const markers = await markerCount(layer.url, served.token);
    const afterReading = await afterWrite(
      layer.url,
      sql`UPDATE well_measurements SET submitted = submitted WHERE id = (SELECT min(id) FROM well_measurements)`,
    );
    const afterSite = await afterWrite(
      layer.url,
      sql`UPDATE well_sites SET well_notes = well_notes WHERE id = (SELECT max(id) FROM well_sites)`,
    );
    await bench.load(layer.url, served.token, 1, 1);
    const warm = await bench.load(layer.url, served.token, bench.perClient);
    console.log(
      `  markers of '${layer.title}': ${markers} sites, ${kb(bytes)} (${(bytes / markers).toFixed(1)} bytes a site; the limit for 5,000 sites is 500 KB, 100 bytes a site); warm p50 ${ms(warm.p50)}  p95 ${ms(warm.p95)} (${warm.requests} requests, ${bench.clients} clients); first answer after a write (median of ${bench.coldRuns}, limit 150 ms) to a reading ${ms(afterReading)}, to a well site ${ms(afterSite)}`,
    );
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  return typeof address === 'object' && address ? address.port : 0;
}

/** The server as `npm start` runs it (a process of its own, its caches empty), on the scratch database. */
async function startServer(
  databaseUrl: string,
  dataDir: string,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server stopped with ${child.exitCode} before it answered`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /api/health within 2 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The first answer of each screen after a restart: for each answer, RESTART_RUNS times, a fresh server
 * process is started, asked for /api/health until it answers (the database is then connected), and then
 * asked for that answer once. Median of the runs.
 */
async function restartFigures(
  databaseUrl: string,
  dataDir: string,
  token: string,
  paths: Record<string, string>,
  bench: StateScaleBench,
) {
  const figures: string[] = [];
  for (const [name, urlPath] of Object.entries(paths)) {
    const latencies: number[] = [];
    for (let run = 0; run < RESTART_RUNS; run++) {
      const server = await startServer(databaseUrl, dataDir);
      try {
        latencies.push((await bench.load(`${server.baseUrl}${urlPath}`, token, 1, 1)).p50);
      } finally {
        await server.stop();
      }
    }
    figures.push(
      `${name} ${ms(median(latencies))} (runs: ${latencies.map((value) => value.toFixed(0)).join(', ')})`,
    );
  }
  console.log(
    `  first answer after a restart of the server (median of ${RESTART_RUNS} restarts, limit 150 ms): ${figures.join('; ')}`,
  );
}

export async function stateScaleFigures(
  serverUrl: string,
  scratch: string,
  bench: StateScaleBench,
  scale = STATE_SCALE,
) {
  console.log(
    `\nPostgreSQL, state scale: building ${scale.wellSites} well sites x ${scale.readingsPerSite} readings (${machine()}) ...`,
  );
  const database = await bench.scratchPostgres(serverUrl, 'statescale');
  const dataDir = path.join(scratch, 'state-scale');
  const handle = await openDatabase({ url: database.url });
  let served: Served | undefined;
  try {
    served = await bench.serveBasin(handle, dataDir, scale);
    const [size] = rowsOf<{ size: string }>(
      await handle.db.execute(sql`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`),
    );
    console.log(
      `  generated in ${(served.basin.milliseconds / 1000).toFixed(0)} s; the database holds ${size.size} (${machine()})`,
    );
    await bench.apiFigures('PostgreSQL, state scale', served);
    const summaryBytes = await bench.answerBytes(
      `${served.baseUrl}/api/wellsitesummary/wellsitemeasurements`,
      served.token,
    );
    // the spec's list of every site, for API clients; the list screen reads a page (apiFigures)
    console.log(`  the water level summary answer (API clients): ${kb(summaryBytes)} of JSON`);
    const layers = await waterLevelLayers(served);
    await markerFigures(served, layers, bench);

    const fifty = served.basin.longSeriesSites.find((site) => site.readings === 50_000)!;
    const tenThousand = served.basin.longSeriesSites.find((site) => site.readings === 10_000)!;
    const paths: Record<string, string> = {
      summary: '/api/wellsitesummary/wellsitemeasurements',
      'detail (10,000 readings)': `/api/wellsitedetails/wellsitemeasurements/${tenThousand.id}`,
      'screen site': `/api/wellsitedetails/wellsitemeasurements/${fifty.id}?measurements=false`,
      'screen chart': `/api/sitecharts/wellsitemeasurements/${fifty.id}`,
      'screen table page': `/api/sitereadings/wellsitemeasurements/${fifty.id}?limit=25`,
      'list screen page': '/api/sitelists/wellsitemeasurements?limit=25&offset=0',
      'list screen sorted by measurements':
        '/api/sitelists/wellsitemeasurements?limit=25&offset=0&ordering=-num_measurements',
    };
    for (const layer of layers) paths[`markers '${layer.title}'`] = new URL(layer.url).pathname;
    const token = served.token;
    await served.close();
    served = undefined;
    await restartFigures(database.url, dataDir, token, paths, bench);
    console.log(`  (${machine()})`);
  } finally {
    await served?.close();
    await handle.close();
    await database.drop();
  }
}
