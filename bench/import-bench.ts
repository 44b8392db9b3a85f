import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { waterYearBounds } from '../src/domain/admin/water-year';
import { DWR_MEASUREMENT_COLUMNS } from '../src/domain/dwr/dwr-files';
import { MONITORING_DATASETS } from '../src/domain/imports/monitoring-datasets';
import type { DatabaseHandle } from '../src/server/db/client';
import { wellMeasurements, wellSites } from '../src/server/db/schema/monitoring';
import { gsps, waterYears } from '../src/server/db/schema/organisations';
import { bulkInsert } from '../src/server/db/seed/bulk-insert';
import { readSpreadsheetRows } from '../src/server/imports/spreadsheet-rows';
import { machineNow, runStepsBeforeServer, spawnServer } from './served-as-started';

/**
 * The import figures of issue 4: a water level xlsx imported end to end (upload to SUCCESS) through the
 * server (in a process of its own), and, on the same rows, the two ceilings: exceljs's streaming parse alone and
 * COPY alone into the readings table; beside them, the import's own xlsx reader alone. Rows per second and
 * the process's peak resident memory during the import (on PGlite that includes the database engine, which
 * runs in the same process).
 */

export const READINGS_PER_SITE = 100;
/** Issue 17, point 5: import speed (median of the runs) and the peak memory of a 500,000-row import. */
const IMPORT_LIMITS = {
  pglite: { rowsPerSecond: 20_000, bigPeakBytes: 600 * 1024 * 1024 },
  postgres: { rowsPerSecond: 50_000, bigPeakBytes: 400 * 1024 * 1024 },
};
/** Issue 30 point 19: the backfill's import speed (median of the runs), rows/s. */
const BACKFILL_LIMITS = { pglite: 25_000, postgres: 50_000 };
/** The generated basin's readings end in October 2026: a backfill's years end with its last full year. */
const BACKFILL_LAST_YEAR = 2026;
/** A water year of its own, so the bench's readings meet no others. */
const BENCH_WATER_YEAR = 2040;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const rate = (rows: number, millis: number) =>
  `${Math.round(rows / (millis / 1000)).toLocaleString('en-US')} rows/s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export interface BenchRow {
  site: string;
  day: string;
  depth: number;
}

export function benchRows(count: number): BenchRow[] {
  const { start } = waterYearBounds(BENCH_WATER_YEAR);
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => ({
    site: siteId(Math.floor(index / READINGS_PER_SITE)),
    day: new Date(first + (index % READINGS_PER_SITE) * 86_400_000).toISOString().slice(0, 10),
    depth: 40 + ((index * 7) % 300) / 10,
  }));
}
/**
 * A historical backfill (issue 30 point 19): `sites` sites, each with its readings spread evenly over the
 * `years` water years that end with the basin's last (BACKFILL_LAST_YEAR), among the basin's own readings
 * of those years; the file ordered by site then day, as another system's export would be.
 */
function backfillRows(count: number, sites: number, years: number): BenchRow[] {
  const { start } = waterYearBounds(BACKFILL_LAST_YEAR - years + 1);
  const first = Date.parse(`${start}T00:00:00Z`);
  const perSite = Math.ceil(count / sites);
  const step = Math.floor((years * 365) / perSite);
  return Array.from({ length: count }, (_, index) => ({
    site: siteId(Math.floor(index / perSite)),
    day: new Date(first + (index % perSite) * step * 86_400_000).toISOString().slice(0, 10),
    depth: 40 + ((index * 7) % 300) / 10,
  }));
}
const siteId = (index: number) => `BENCH-${String(index + 1).padStart(6, '0')}`;
/** The bench sites' DWR site codes: made up, shaped as DWR's (latitude and longitude digits, a sequence). */
const dwrSiteCodeOf = (index: number) => `${360000 + index}N${1190000 + index}W001`;

/**
 * The same rows as DWR's periodic measurements file writes them (issue 18): every column, NA for what a
 * row has not, the figures consistent (WSE = WLM_GSE - GSE_WSE), each row its own WLM_ID from `firstId`.
 */
function writeDwrMeasurements(file: string, rows: BenchRow[], firstId: number): void {
  if (existsSync(file)) return;
  const lines = [DWR_MEASUREMENT_COLUMNS.join(',')];
  rows.forEach((row, index) => {
    const site = Number(row.site.slice('BENCH-'.length)) - 1;
    const wse = Math.round((200.5 - row.depth) * 100) / 100;
    const gseWse = Math.round((200 - wse) * 100) / 100;
    lines.push(
      [
        10_000 + site,
        dwrSiteCodeOf(site),
        firstId + index,
        `${row.day}T08:30:00Z`,
        200.5,
        200,
        'NA',
        'NA',
        wse,
        row.depth,
        gseWse,
        index % 50 === 0 ? 'Pumped recently' : 'NA',
        'Electric sounder measurement',
        'Water level accuracy to nearest tenth of a foot',
        1,
        'Department of Water Resources',
        index % 20 === 0 ? '"Tape wet, recheck"' : 'NA',
        1074,
        'BENCH AGENCY',
      ].join(','),
    );
  });
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/** The template's columns filled as a person would: Excel dates and numbers, a time as text. */
export async function writeWorkbook(file: string, rows: BenchRow[]): Promise<void> {
  if (existsSync(file)) return;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(MONITORING_DATASETS.wellsitemeasurements.fields.map((field) => field.name)).commit();
  for (const row of rows) {
    const cells = sheet.addRow([
      row.site,
      new Date(`${row.day}T00:00:00Z`),
      '08:30',
      row.depth,
      200 - row.depth,
      'NAVD88',
      'Electric sounder',
      '0.1 ft',
      null,
      null,
      'Bench Hydrologist',
    ]);
    cells.getCell(2).numFmt = 'mm/dd/yyyy';
    cells.commit();
  }
  await workbook.commit();
}

/**
 * A GSP with `sites` sites, and `years` water years from `firstYear` (those the DMS lacks are added; the
 * bench's own year by default, which no other reading meets).
 */
export async function prepareBenchData(
  handle: DatabaseHandle,
  sites: number,
  years = 1,
  firstYear = BENCH_WATER_YEAR,
): Promise<{ gspId: number; waterYearId: number; waterYearIds: number[] }> {
  const { db } = handle;
  const [gsp] = await db
    .insert(gsps)
    .values({ name: 'Bench GSP', abbreviation: 'BENCH', dataSubmission: ['gw'], monitoringImport: true })
    .returning();
  const numbers = Array.from({ length: years }, (_, index) => firstYear + index);
  await db
    .insert(waterYears)
    .values(
      numbers.map((waterYear) => {
        const { start, end } = waterYearBounds(waterYear);
        return { waterYear, waterYearStart: start, waterYearEnd: end };
      }),
    )
    .onConflictDoNothing();
  const made = await db.select().from(waterYears).where(inArray(waterYears.waterYear, numbers));
  const year = made.find((row) => row.waterYear === firstYear)!;
  await bulkInsert(
    db,
    wellSites,
    Array.from({ length: sites }, (_, index) => ({
      dms_site_id: siteId(index),
      dwr_site_code: dwrSiteCodeOf(index),
      latitude: 36.5 + (index % 100) / 1000,
      longitude: -119.8 + Math.floor(index / 100) / 1000,
      source_gsp_id: gsp.id,
    })),
  );
  return { gspId: gsp.id, waterYearId: year.id, waterYearIds: made.map((row) => row.id) };
}

export interface ServedImport {
  baseUrl: string;
  token: string;
  /** The server's peak resident memory since the last reset (Linux VmHWM), in bytes. */
  peakRss: () => number;
  /** Its resident memory now. */
  rss: () => number;
  resetPeakRss: () => void;
  close: () => Promise<void>;
}

/**
 * The server as `npm start` runs it (its build and Node flags), in a process of its own, so its memory is
 * measured alone: on the prepared PostgreSQL database, or on the PGlite folder (which it then holds alone).
 */
export async function serve(target: { url?: string; dataDir: string }): Promise<ServedImport> {
  const env = {
    ...process.env,
    DATABASE_URL: target.url ?? '',
    DATA_DIR: target.dataDir,
    SEED_DEMO_DATA: 'false',
    IMPORT_UPLOAD_MB: '200',
    SIGN_IN_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
  };
  runStepsBeforeServer(env);
  const server = await spawnServer(env);
  const signIn = await fetch(`${server.baseUrl}/api/auth/token/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.org', password: 'Groundwater-2026' }),
  });
  const token = (await signIn.json()).auth_token as string;
  return { ...server, token };
}

/** What the wizard does: upload, create the run, start it, poll until it ends. Wall-clock milliseconds. */
export async function importThroughServer(
  served: ServedImport,
  file: string,
  gspId: number,
  serializer = 'wellsitemeasurements',
) {
  const headers = { authorization: `Token ${served.token}` };
  const started = performance.now();
  const form = new FormData();
  form.append('spreadsheet', new Blob([readFileSync(file)]), path.basename(file));
  const upload = await fetch(`${served.baseUrl}/api/filemodels.json`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
  const uploaded = performance.now();
  const run = await fetch(`${served.baseUrl}/api/datawizard.json`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      object_id: (await upload.json()).id,
      serializer,
      gsp_id: gspId,
    }),
  });
  const runId = (await run.json()).id as number;
  const data = await fetch(`${served.baseUrl}/api/datawizard/${runId}/data`, { method: 'POST', headers });
  const { task_id: task } = (await data.json()) as { task_id: string };
  for (;;) {
    const state = await (
      await fetch(`${served.baseUrl}/api/datawizard/${runId}/status.json?task=${task}`, { headers })
    ).json();
    if (state.status === 'SUCCESS' || state.status === 'FAILURE') {
      const ended = performance.now();
      return { millis: ended - started, uploadMillis: uploaded - started, state, runId };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The rows as CSV of the readings table's columns, sites by their ids: what COPY is given. */
async function copyText(handle: DatabaseHandle, rows: BenchRow[]): Promise<string> {
  const sites = await handle.db
    .select({ id: wellSites.id, dms: wellSites.dms_site_id })
    .from(wellSites)
    .where(sql`${wellSites.dms_site_id} like 'BENCH-%'`);
  const idOf = new Map(sites.map((site) => [site.dms, site.id]));
  return rows
    .map(
      (row) =>
        `${idOf.get(row.site)},${row.day},08:30:00,${row.depth},${200 - row.depth},NAVD88,Electric sounder,0.1 ft,Bench Hydrologist\n`,
    )
    .join('');
}
const COPY_COLUMNS =
  'site_id, measurement_date, measurement_time, measurement_depth, surf_elev, vert_datum, meas_method, meas_accuracy, measured_by';

/** COPY of the rows into the readings table, alone: one statement, no checks. Milliseconds. */
async function copyCeiling(handle: DatabaseHandle, text: string): Promise<number> {
  const client = (handle.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const started = performance.now();
  if (handle.kind === 'postgres') {
    const connection = await (client as pg.Pool).connect();
    try {
      await pipeline(
        Readable.from([text]),
        connection.query(copyFrom(`COPY well_measurements (${COPY_COLUMNS}) FROM STDIN WITH (FORMAT csv)`)),
      );
    } finally {
      connection.release();
    }
  } else {
    await (client as PGlite).query(
      `COPY well_measurements (${COPY_COLUMNS}) FROM '/dev/blob' WITH (FORMAT csv)`,
      [],
      {
        blob: new Blob([text]),
      },
    );
  }
  return performance.now() - started;
}

async function deleteBenchReadings(handle: DatabaseHandle) {
  const sites = handle.db
    .select({ id: wellSites.id })
    .from(wellSites)
    .where(sql`${wellSites.dms_site_id} like 'BENCH-%'`);
  await handle.db.delete(wellMeasurements).where(inArray(wellMeasurements.site_id, sites));
}

/** The product's own delete of the bench GSP's readings of the bench year, while the server holds the data. */
export async function deleteThroughServer(served: ServedImport, gspId: number, waterYearId: number) {
  const response = await fetch(`${served.baseUrl}/api/bulkdelete`, {
    method: 'POST',
    headers: { authorization: `Token ${served.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ datasetname: 'gw', gsp_id: gspId, water_year: waterYearId }),
  });
  if (!response.ok) throw new Error(`bulkdelete answered ${response.status}`);
}

/** The issue's parse ceiling: exceljs's streaming reader over the same file, every row's values taken. */
async function exceljsParse(file: string, expectedRows: number): Promise<number> {
  const started = performance.now();
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) if ((row as ExcelJS.Row).values.length) rows += 1;
    break;
  }
  return parsed(started, rows, expectedRows);
}

/** The import's own reader (readSpreadsheetRows), the parse inside every import. */
async function importReaderParse(file: string, expectedRows: number): Promise<number> {
  const content = readFileSync(file);
  const started = performance.now();
  let rows = 0;
  for await (const batch of readSpreadsheetRows(content, 'xlsx')) {
    for (const row of batch) if (row.cells.length) rows += 1;
  }
  return parsed(started, rows, expectedRows);
}

function parsed(started: number, rows: number, expectedRows: number): number {
  const millis = performance.now() - started;
  if (rows !== expectedRows + 1)
    throw new Error(`parsed ${rows} rows, expected ${expectedRows} and a header`);
  return millis;
}

export interface ImportBenchOptions {
  rows: number;
  /** A second, larger file imported once, to show memory stays bounded (0: none). */
  bigRows: number;
  runs: number;
  /** How often the larger file is imported (its figures are the medians). */
  bigRuns: number;
  scratch: string;
}

/**
 * Import figures on one database, freshly prepared with the demo basin; `target` tells the server where it
 * is. The bench's own handle is closed while the server runs, as a PGlite folder has one user at a time.
 */
export async function importFigures(
  label: string,
  open: () => Promise<DatabaseHandle>,
  target: { url?: string; dataDir: string },
  options: ImportBenchOptions,
) {
  const largest = Math.max(options.rows, options.bigRows);
  let handle = await open();
  const { gspId, waterYearId } = await prepareBenchData(handle, Math.ceil(largest / READINGS_PER_SITE));
  const rows = benchRows(options.rows);
  const file = path.join(options.scratch, `water_level_${options.rows}.xlsx`);
  await writeWorkbook(file, rows);
  const bigFile = path.join(options.scratch, `water_level_${options.bigRows}.xlsx`);
  if (options.bigRows) await writeWorkbook(bigFile, benchRows(options.bigRows));
  // a file of new readings for each run, as DWR's next edition brings: the same WLM_IDs again, after
  // their readings were deleted, would cost each insert a visit to the deleted rows in the WLM_ID index
  const dwrFiles = Array.from({ length: options.runs }, (_, run) => {
    const dwrFile = path.join(options.scratch, `dwr_measurements_${options.rows}_${run + 1}.csv`);
    writeDwrMeasurements(dwrFile, rows, 5_000_000 + run * 1_000_000);
    return dwrFile;
  });
  const dwrFile = dwrFiles[dwrFiles.length - 1];
  await handle.close();

  const parses: number[] = [];
  const ownParses: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    parses.push(await exceljsParse(file, options.rows));
    ownParses.push(await importReaderParse(file, options.rows));
  }

  const imports: { millis: number; peakRss: number }[] = [];
  const bigs: { millis: number; peakRss: number }[] = [];
  const dwrImports: number[] = [];
  let dwrAgain = 0;
  const served = await serve(target);
  try {
    for (let run = 0; run < options.runs; run++) {
      await deleteThroughServer(served, gspId, waterYearId);
      served.resetPeakRss();
      const before = served.rss();
      const result = await importThroughServer(served, file, gspId);
      if (result.state.status !== 'SUCCESS' || result.state.loaded !== options.rows) {
        throw new Error(`import ended ${result.state.status}: ${JSON.stringify(result.state).slice(0, 500)}`);
      }
      imports.push({ millis: result.millis, peakRss: served.peakRss() });
      console.log(
        `  import run ${run + 1}: ${ms(result.millis)} upload to SUCCESS, server peak RSS ${mb(served.peakRss())} (${mb(before)} before)`,
      );
    }
    for (let run = 0; options.bigRows && run < options.bigRuns; run++) {
      await deleteThroughServer(served, gspId, waterYearId);
      served.resetPeakRss();
      const before = served.rss();
      const result = await importThroughServer(served, bigFile, gspId);
      if (result.state.status !== 'SUCCESS' || result.state.loaded !== options.bigRows) {
        throw new Error(`import ended ${result.state.status}: ${JSON.stringify(result.state).slice(0, 500)}`);
      }
      bigs.push({ millis: result.millis, peakRss: served.peakRss() });
      console.log(
        `  ${options.bigRows.toLocaleString('en-US')}-row import run ${run + 1}: ${ms(result.millis)}, server peak RSS ${mb(served.peakRss())} (${mb(before)} before)`,
      );
    }
    // issue 18: DWR's measurements file, each run a file of new readings into a year emptied first, then
    // the last once more as a newer edition of itself (every row found as it was)
    for (let run = 0; run < options.runs; run++) {
      await deleteThroughServer(served, gspId, waterYearId);
      const result = await importThroughServer(served, dwrFiles[run], gspId, 'dwrmeasurements');
      if (result.state.status !== 'SUCCESS' || result.state.dwr?.inserted !== options.rows) {
        throw new Error(
          `DWR import ended ${result.state.status}: ${JSON.stringify(result.state).slice(0, 500)}`,
        );
      }
      dwrImports.push(result.millis);
      console.log(
        `  DWR measurements import run ${run + 1}: ${ms(result.millis)} upload to SUCCESS (the upload ${ms(result.uploadMillis)})`,
      );
    }
    const again = await importThroughServer(served, dwrFile, gspId, 'dwrmeasurements');
    if (again.state.dwr?.unchanged !== options.rows) {
      throw new Error(`DWR import again: ${JSON.stringify(again.state.dwr)}`);
    }
    dwrAgain = again.millis;
    await deleteThroughServer(served, gspId, waterYearId);
  } finally {
    await served.close();
  }

  handle = await open();
  try {
    const text = await copyText(handle, rows);
    const copies: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      copies.push(await copyCeiling(handle, text));
      await deleteBenchReadings(handle);
    }
    const endToEnd = median(imports.map((run) => run.millis));
    const parse = median(parses);
    const ownParse = median(ownParses);
    const copy = median(copies);
    console.log(
      `\n${label}: import of a ${options.rows.toLocaleString('en-US')}-row water level xlsx (${mb(statSync(file).size)}), median of ${options.runs}`,
    );
    console.log(`  end to end (upload to SUCCESS)   ${ms(endToEnd)}  ${rate(options.rows, endToEnd)}`);
    console.log(`  ceiling: exceljs streaming parse ${ms(parse)}  ${rate(options.rows, parse)}`);
    console.log(`  the import's own xlsx reader     ${ms(ownParse)}  ${rate(options.rows, ownParse)}`);
    console.log(`  ceiling: COPY into the readings  ${ms(copy)}  ${rate(options.rows, copy)}`);
    console.log(`  end to end / parse ceiling       ${(parse / endToEnd).toFixed(2)}`);
    console.log(`  server peak RSS during an import ${mb(Math.max(...imports.map((run) => run.peakRss)))}`);
    const limits = IMPORT_LIMITS[target.url ? 'postgres' : 'pglite'];
    const against = (met: boolean, limit: string) => `(limit ${limit}${met ? '' : ', NOT MET'})`;
    console.log(
      `  import speed, median of ${options.runs}: ${rate(options.rows, endToEnd)} ${against(options.rows / (endToEnd / 1000) >= limits.rowsPerSecond, `>= ${limits.rowsPerSecond.toLocaleString('en-US')} rows/s`)}; runs ${imports.map((run) => rate(options.rows, run.millis)).join(', ')}`,
    );
    if (bigs.length) {
      const peak = median(bigs.map((run) => run.peakRss));
      const bigMillis = median(bigs.map((run) => run.millis));
      console.log(
        `  ${options.bigRows.toLocaleString('en-US')} rows (${mb(statSync(bigFile).size)}), median of ${bigs.length}: ${ms(bigMillis)} (${rate(options.bigRows, bigMillis)}), server peak RSS ${mb(peak)} ${against(peak < limits.bigPeakBytes, `< ${mb(limits.bigPeakBytes)}`)}; runs ${bigs.map((run) => mb(run.peakRss)).join(', ')}`,
      );
    }
    const dwr = median(dwrImports);
    console.log(
      `  DWR measurements file (CSV, ${mb(statSync(dwrFile).size)}), median of ${options.runs}: ${ms(dwr)}, ${rate(options.rows, dwr)} ${against(options.rows / (dwr / 1000) >= limits.rowsPerSecond, `>= ${limits.rowsPerSecond.toLocaleString('en-US')} rows/s`)}; runs ${dwrImports.map((millis) => rate(options.rows, millis)).join(', ')}; the same file again (every row unchanged) ${ms(dwrAgain)}, ${rate(options.rows, dwrAgain)}`,
    );
    console.log(`  machine: ${machineNow()}`);
  } finally {
    await handle.close();
  }
}

export interface BackfillBenchOptions {
  rows: number;
  sites: number;
  years: number;
  runs: number;
  scratch: string;
  /** Makes the basin the file is imported beside (the bench's generated wells and their readings). */
  basin: (handle: DatabaseHandle) => Promise<{ wellSites: number; waterLevelReadings: number }>;
}

/**
 * Issue 30 point 19: a historical backfill (many sites, many water years) imported end to end, as the
 * wizard sends it, into a readings table that already holds the generated basin. Each run's readings are
 * deleted through the server (one bulk delete per water year) before the next.
 */
export async function backfillFigures(
  label: string,
  open: () => Promise<DatabaseHandle>,
  target: { url?: string; dataDir: string },
  options: BackfillBenchOptions,
) {
  const handle = await open();
  const basin = await options.basin(handle);
  const { gspId, waterYearIds } = await prepareBenchData(
    handle,
    options.sites,
    options.years,
    BACKFILL_LAST_YEAR - options.years + 1,
  );
  const file = path.join(options.scratch, `backfill_${options.rows}_${options.sites}_${options.years}.xlsx`);
  await writeWorkbook(file, backfillRows(options.rows, options.sites, options.years));
  await handle.close();

  const imports: number[] = [];
  const served = await serve(target);
  try {
    for (let run = 0; run < options.runs; run++) {
      for (const waterYearId of waterYearIds) await deleteThroughServer(served, gspId, waterYearId);
      const result = await importThroughServer(served, file, gspId);
      if (result.state.status !== 'SUCCESS' || result.state.loaded !== options.rows) {
        throw new Error(`import ended ${result.state.status}: ${JSON.stringify(result.state).slice(0, 500)}`);
      }
      imports.push(result.millis);
      console.log(
        `  backfill import run ${run + 1}: ${ms(result.millis)} upload to SUCCESS, ${rate(options.rows, result.millis)} (${machineNow()})`,
      );
    }
  } finally {
    await served.close();
  }
  const endToEnd = median(imports);
  const limit = BACKFILL_LIMITS[target.url ? 'postgres' : 'pglite'];
  const met = options.rows / (endToEnd / 1000) >= limit;
  console.log(
    `\n${label}: historical backfill, ${options.rows.toLocaleString('en-US')} rows over ${options.sites.toLocaleString('en-US')} sites and ${options.years} water years (xlsx, ${mb(statSync(file).size)}), into a basin of ${basin.wellSites.toLocaleString('en-US')} wells and ${basin.waterLevelReadings.toLocaleString('en-US')} readings, median of ${options.runs}`,
  );
  console.log(
    `  import speed: ${rate(options.rows, endToEnd)} (limit >= ${limit.toLocaleString('en-US')} rows/s${met ? '' : ', NOT MET'}); runs ${imports.map((millis) => rate(options.rows, millis)).join(', ')}`,
  );
  console.log(`  machine: ${machineNow()}`);
}
