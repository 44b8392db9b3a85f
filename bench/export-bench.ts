import { spawn } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import yauzl from 'yauzl';
import { waterYearBounds } from '../src/domain/admin/water-year';
import { openDatabase } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare-database';
import { wellSites } from '../src/server/db/schema/monitoring';
import { gsps, waterYears } from '../src/server/db/schema/organisations';
import { bulkInsert } from '../src/server/db/seed/bulk-insert';

/**
 * Issue 14's export figures: a GSP's water level readings (all water years) exported to xlsx as an export
 * job makes it, in a process of its own (its peak resident memory is the export's), beside the two
 * ceilings: the rows read from the database alone, and the workbook writer alone on made-up rows.
 * Targets: at least 100,000 rows/s, peak RSS under 300 MB.
 */
export interface ExportBenchOptions {
  rows: number;
  runs: number;
  scratch: string;
}

const TARGET_ROWS_PER_SECOND = 100_000;
const TARGET_PEAK_RSS = 300 * 1024 * 1024;
/** Weekly readings per site, from the 2016 water year on. */
const READINGS_PER_SITE = 500;
const FIRST_WATER_YEAR = 2016;

const CLI = fileURLToPath(new URL('./export-once-cli.ts', import.meta.url));
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const perSecond = (rows: number, millis: number) => Math.round(rows / (millis / 1000));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Measured {
  rows: number;
  millis: number;
  /** CPU time of the whole process, every thread (zlib's included), start-up included. */
  cpuMillis: number;
  peakRss: number;
}

/** The bench GSP, its sites and `rows` readings over ten water years, made by the database itself. */
export async function prepareReadings(url: string, rows: number): Promise<number> {
  const handle = await openDatabase({ url });
  try {
    await prepareDatabase(handle, { seedDemoData: false, logger: pino({ level: 'warn' }) });
    const { db } = handle;
    const [gsp] = await db
      .insert(gsps)
      .values({
        name: 'Export Bench GSP',
        abbreviation: 'EXB',
        dataSubmission: ['gw'],
        monitoringImport: true,
      })
      .returning();
    await db
      .insert(waterYears)
      .values(
        Array.from({ length: 11 }, (_, index) => {
          const { start, end } = waterYearBounds(FIRST_WATER_YEAR + index);
          return { waterYear: FIRST_WATER_YEAR + index, waterYearStart: start, waterYearEnd: end };
        }),
      )
      .onConflictDoNothing();
    const sites = Math.ceil(rows / READINGS_PER_SITE);
    await bulkInsert(
      db,
      wellSites,
      Array.from({ length: sites }, (_, index) => ({
        dms_site_id: `EXB-${String(index + 1).padStart(6, '0')}`,
        latitude: 36.5 + (index % 100) / 1000,
        longitude: -119.8 + Math.floor(index / 100) / 1000,
        source_gsp_id: gsp.id,
      })),
    );
    const { start } = waterYearBounds(FIRST_WATER_YEAR);
    await db.execute(sql`
      INSERT INTO well_measurements (site_id, measurement_date, measurement_time, measurement_depth, surf_elev,
        vert_datum, meas_method, meas_accuracy, measured_by, meas_comments, submitted)
      SELECT site.id, ${start}::date + reading.n * 7, TIME '08:30', 40 + ((site.id * 7 + reading.n) % 300) / 10.0,
        160 - ((site.id * 7 + reading.n) % 300) / 10.0, 'NAVD88', 'Electric sounder', '0.1 ft', 'Bench Hydrologist',
        CASE WHEN reading.n % 10 = 0 THEN 'Pump running nearby, reading ' || reading.n END, reading.n % 3 > 0
      FROM ${wellSites} site CROSS JOIN generate_series(0, ${READINGS_PER_SITE - 1}) AS reading(n)
      WHERE site.source_gsp_id = ${gsp.id}
      ORDER BY site.id, reading.n
      LIMIT ${rows}`);
    await db.execute(sql`ANALYZE`);
    return gsp.id;
  } finally {
    await handle.close();
  }
}

function runOnce(args: string[], databaseUrl?: string): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${args[0]} ended with ${code}: ${output}`));
      resolve(JSON.parse(output.trim().split('\n').at(-1)!) as Measured);
    });
  });
}

/** The rows of the workbook's first sheet, counted in its XML as it unzips (the header left out). */
function sheetRows(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'xl/worksheets/sheet1.xml') return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          let rows = 0;
          let tail = '';
          stream.on('data', (chunk: Buffer) => {
            const text = tail + chunk.toString('latin1');
            for (let at = text.indexOf('<row '); at !== -1; at = text.indexOf('<row ', at + 5)) rows += 1;
            tail = text.slice(-4);
          });
          stream.on('error', reject);
          stream.on('end', () => {
            zip.close();
            resolve(rows - 1);
          });
        });
      });
      zip.on('end', () => reject(new Error('no first sheet')));
      zip.readEntry();
    });
  });
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

export async function exportFigures(label: string, databaseUrl: string, options: ExportBenchOptions) {
  const started = performance.now();
  const gspId = await prepareReadings(databaseUrl, options.rows);
  console.log(
    `  ${options.rows.toLocaleString('en-US')} water level readings made in ${Math.round(performance.now() - started)} ms`,
  );
  const file = path.join(options.scratch, 'DataExport.xlsx');
  const exports: Measured[] = [];
  const reads: Measured[] = [];
  const writes: Measured[] = [];
  let size = 0;
  for (let run = 0; run < options.runs; run++) {
    const exported = await runOnce(['export', String(gspId), file], databaseUrl);
    const written = await sheetRows(file);
    if (exported.rows !== options.rows || written !== options.rows) {
      throw new Error(
        `the export wrote ${exported.rows} rows (${written} in the sheet), not ${options.rows}`,
      );
    }
    size = statSync(file).size;
    rmSync(file);
    exports.push(exported);
    console.log(
      `  export run ${run + 1}: ${Math.round(exported.millis)} ms, ${perSecond(exported.rows, exported.millis).toLocaleString('en-US')} rows/s, peak RSS ${mb(exported.peakRss)}`,
    );
    reads.push(await runOnce(['read', String(gspId)], databaseUrl));
    writes.push(await runOnce(['write', String(options.rows), file]));
    rmSync(file);
  }
  const line = (name: string, runs: Measured[]) => {
    const millis = median(runs.map((run) => run.millis));
    const peak = median(runs.map((run) => run.peakRss));
    const cpu = median(runs.map((run) => run.cpuMillis));
    return {
      millis,
      peak,
      text: `  ${name.padEnd(40)} ${String(Math.round(millis)).padStart(6)} ms  ${perSecond(options.rows, millis).toLocaleString('en-US').padStart(9)} rows/s  CPU ${(cpu / 1000).toFixed(1)} s  peak RSS ${mb(peak)}`,
    };
  };
  const exported = line('export to xlsx (writeExport, end to end)', exports);
  console.log(
    `\n${label}: water level export of ${options.rows.toLocaleString('en-US')} readings to xlsx (${mb(size)}), one GSP, all water years, median of ${options.runs}, each in a process of its own`,
  );
  console.log(exported.text);
  console.log(line('ceiling: the rows read alone', reads).text);
  console.log(line('ceiling: the xlsx writer alone', writes).text);
  const rate = perSecond(options.rows, exported.millis);
  console.log(
    `  targets: >= ${TARGET_ROWS_PER_SECOND.toLocaleString('en-US')} rows/s ${verdict(rate >= TARGET_ROWS_PER_SECOND)}; peak RSS < ${mb(TARGET_PEAK_RSS)} ${verdict(Math.max(...exports.map((run) => run.peakRss)) < TARGET_PEAK_RSS)} (largest of the runs: ${mb(Math.max(...exports.map((run) => run.peakRss)))})`,
  );
}
