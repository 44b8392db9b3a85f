import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { writeAnnualReport } from '../src/server/annual-report/write-annual-report';
import { openDatabase, type Database } from '../src/server/db/client';
import { wellSites } from '../src/server/db/schema/monitoring';
import { gsps, waterYears } from '../src/server/db/schema/organisations';
import { annualReports } from '../src/server/db/schema/reporting';
import { prepareDatabase } from '../src/server/db/prepare-database';

/**
 * What the bench's Annual Report is of: the first `gspCount` GSPs of the demo basin, and its newest water
 * year with submitted reports, so every section has its tables and charts; with the count of their
 * representative wells, each a hydrograph in the report.
 */
export async function annualReportChoice(db: Database, gspCount = 3) {
  const chosen = (await db.select().from(gsps).orderBy(asc(gsps.id))).slice(0, gspCount);
  const [{ year }] = await db
    .select({ year: waterYears })
    .from(waterYears)
    .innerJoin(
      annualReports,
      and(eq(annualReports.water_year_id, waterYears.id), eq(annualReports.submitted, true)),
    )
    .orderBy(desc(waterYears.waterYear))
    .limit(1);
  let representativeWells = 0;
  for (const gsp of chosen) {
    const wells = await db
      .select({ id: wellSites.id, type: wellSites.monitor_site_type })
      .from(wellSites)
      .where(eq(wellSites.source_gsp_id, gsp.id));
    representativeWells += wells.filter((well) => well.type === 'Representative').length;
  }
  return { gsps: chosen, waterYear: year, representativeWells };
}

/**
 * Issue 14: the Annual Report of the demo basin's first three GSPs for its newest water year with submitted
 * reports, hydrographs included, made
 * on PostgreSQL (BENCH_DATABASE_URL's server, in a scratch database created and dropped here). Prints the
 * median of `runs` and returns it in milliseconds; the target is under 10 s.
 */
export async function annualReportFigures(
  options: { serverUrl?: string; runs?: number; gspCount?: number } = {},
): Promise<{ medianMs: number; gsps: number; representativeWells: number; bytes: number }> {
  const serverUrl =
    options.serverUrl ?? (process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
  const runs = options.runs ?? 3;
  const name = `annual_report_bench_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'annual-report-bench-'));
  const handle = await openDatabase({ url: url.toString() });
  try {
    await prepareDatabase(handle, { seedDemoData: true, logger: pino({ level: 'warn' }) });
    const {
      gsps: chosen,
      waterYear: year,
      representativeWells,
    } = await annualReportChoice(handle.db, options.gspCount ?? 3);
    const { db } = handle;
    const params = {
      gsps: chosen.map((gsp) => gsp.id),
      water_year: year.id,
      requested_by: 'Annual report bench',
    };
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run++) {
      const file = path.join(scratch, `annual-report-${run}.docx`);
      const started = performance.now();
      await writeAnnualReport(db, params, file);
      times.push(performance.now() - started);
      bytes = statSync(file).size;
    }
    const medianMs = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
    console.log(
      `\nAnnual Report on PostgreSQL: ${chosen.length} GSPs (${chosen.map((gsp) => gsp.abbreviation).join(', ')}), ` +
        `water year ${year.waterYear}, ${representativeWells} representative wells with hydrographs`,
    );
    console.log(
      `  making 'Annual Report.docx' (${(bytes / 1024 / 1024).toFixed(1)} MB): median of ${runs} ` +
        `${(medianMs / 1000).toFixed(2)} s (runs: ${times.map((time) => `${(time / 1000).toFixed(2)} s`).join(', ')}); target < 10 s`,
    );
    return { medianMs, gsps: chosen.length, representativeWells, bytes };
  } finally {
    await handle.close();
    rmSync(scratch, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
