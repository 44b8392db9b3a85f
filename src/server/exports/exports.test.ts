import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waterYearOfDate } from '../../domain/admin/water-year';
import { basinWallClock } from '../../domain/dates/date-format';
import { JOB_MESSAGES } from '../../domain/exports/export-jobs';
import {
  ABOUT_SHEET_NAME,
  EXPORT_TARGET_KEYS,
  EXPORT_TARGETS,
  columnsOf,
  reportTableOf,
  type ExportTargetKey,
} from '../../domain/exports/export-targets';
import { cellField, hasCell } from '../../domain/reporting/report-tables';
import type { ReportTypeKey } from '../../domain/reporting/report-types';
import { jobs } from '../db/schema/jobs';
import { wellMeasurements, wellSites } from '../db/schema/monitoring';
import { gsps, waterYears } from '../db/schema/organisations';
import { annualReports } from '../db/schema/reporting';
import { buildGsp, signedInUser } from '../test-support/factories';
import { buildWellReading, buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { writeExport, type ExportParams } from './write-export';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FORMULA = '=HYPERLINK("http://evil.test","click")';

let testApp: TestApp;
let admin: { authorization: string };
let gspA: { id: number; name: string };
let gspB: { id: number; name: string };
let year2023: { id: number; waterYear: number };
let year2024: { id: number; waterYear: number };

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  admin = (await signedInUser(testApp, 'Administrator')).headers;
  gspA = await buildGsp(db, 'Alpha GSP');
  gspB = await buildGsp(db, 'Bravo GSP');
  [year2023, year2024] = await db
    .insert(waterYears)
    .values([
      { waterYear: 2023, waterYearStart: '2022-10-01', waterYearEnd: '2023-09-30' },
      { waterYear: 2024, waterYearStart: '2023-10-01', waterYearEnd: '2024-09-30', isActive: true },
    ])
    .returning();
  const siteA = await buildWellSite(db, { source_gsp_id: gspA.id });
  const siteB = await buildWellSite(db, { source_gsp_id: gspB.id });
  await buildWellReading(db, siteA, {
    measurement_date: '2023-03-01',
    measurement_depth: 1234.5,
    surf_elev: 88.25,
    meas_method: 'Steel tape',
    meas_comments: FORMULA,
    submitted: true,
  });
  await buildWellReading(db, siteA, { measurement_date: '2024-02-10', measurement_depth: 40 });
  await buildWellReading(db, siteB, { measurement_date: '2024-05-20', measurement_depth: 55.5 });
  // outside every defined water year: only 'All' exports it, with its year by the October-September rule
  await buildWellReading(db, siteB, { measurement_date: '2021-01-05', measurement_depth: 60 });

  const reports: { type: ReportTypeKey; gsp: number; year: number; submitted: boolean }[] = [];
  for (const type of ['groundwaterextraction', 'surfacewatersupply', 'totalwateruse'] as const) {
    reports.push({ type, gsp: gspA.id, year: year2023.id, submitted: true });
    reports.push({ type, gsp: gspA.id, year: year2024.id, submitted: false });
    reports.push({ type, gsp: gspB.id, year: year2024.id, submitted: true });
  }
  let n = 0;
  for (const report of reports) {
    const table = reportTableOf(report.type);
    const values: Record<string, number | string | null> = {};
    for (const sector of table.sectors) {
      if (sector.nameField) values[sector.nameField.name] = FORMULA;
      for (const column of table.columns) {
        if (!hasCell(sector, column)) continue;
        n += 1;
        values[cellField(table, sector, column)] =
          column.kind === 'volume' ? n * 1000.25 : column.kind === 'text' ? `+note ${n}` : `Choice ${n}`;
      }
    }
    await db.insert(annualReports).values({
      report_type: report.type,
      gsp_id: report.gsp,
      water_year_id: report.year,
      submitted: report.submitted,
      report_values: values,
    });
  }
}, 60_000);

afterAll(() => testApp?.close());

async function startExport(target: string, body: Record<string, unknown>, headers = admin) {
  return testApp.app.inject({ method: 'POST', url: `/api/dataexport/${target}`, headers, payload: body });
}

async function waitForJob(id: number) {
  const seen: string[] = [];
  for (let i = 0; i < 300; i++) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    const job = response.json();
    seen.push(job.status);
    if (job.status === 'SUCCESS' || job.status === 'FAILURE') return { job, seen };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end: ${seen.join(', ')}`);
}

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's rows as plain values, without exceljs's empty slot 0. */
function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The rows the database holds for an export, as the sheet must show them. */
async function expectedRows(target: ExportTargetKey, gspIds: number[], year: number | 'All') {
  const { db } = testApp;
  const columns = columnsOf(EXPORT_TARGETS[target]);
  const source = EXPORT_TARGETS[target].source;
  const blankToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);
  if (source.kind === 'waterLevels') {
    const readings = await db
      .select({ reading: wellMeasurements, site: wellSites.dms_site_id, gsp: gsps.name, gspId: gsps.id })
      .from(wellMeasurements)
      .innerJoin(wellSites, eq(wellSites.id, wellMeasurements.site_id))
      .innerJoin(gsps, eq(gsps.id, wellSites.source_gsp_id))
      .where(inArray(gsps.id, gspIds))
      .orderBy(asc(wellMeasurements.id));
    const years = await db.select().from(waterYears);
    const rows: unknown[][] = [];
    for (const { reading, site, gsp } of readings) {
      const ofYear = years.find(
        (candidate) =>
          candidate.waterYearStart <= reading.measurement_date &&
          reading.measurement_date <= candidate.waterYearEnd,
      );
      if (year !== 'All' && ofYear?.id !== year) continue;
      const values: Record<string, unknown> = {
        ...reading,
        dms_site_id: site,
        gsp,
        water_year: ofYear?.waterYear ?? waterYearOfDate(reading.measurement_date),
      };
      rows.push(
        columns.map((column) => {
          const value = values[column.key];
          if (column.kind === 'date') return new Date(`${String(value)}T00:00:00Z`);
          if (column.kind === 'boolean') return value ? 'Yes' : 'No';
          return blankToUndefined(value);
        }),
      );
    }
    return rows;
  }
  const table = reportTableOf(source.reportType);
  const reports = await db
    .select({ report: annualReports, gsp: gsps.name, year: waterYears.waterYear })
    .from(annualReports)
    .innerJoin(gsps, eq(gsps.id, annualReports.gsp_id))
    .innerJoin(waterYears, eq(waterYears.id, annualReports.water_year_id))
    .where(
      and(
        eq(annualReports.report_type, source.reportType),
        inArray(annualReports.gsp_id, gspIds),
        year === 'All' ? undefined : eq(annualReports.water_year_id, year),
      ),
    )
    .orderBy(asc(gsps.name), asc(waterYears.waterYear));
  return reports.flatMap(({ report, gsp, year: waterYear }) =>
    table.sectors.map((sector) => [
      gsp,
      waterYear,
      sector.label,
      sector.nameField ? FORMULA : undefined,
      ...table.columns.map((column) => {
        if (!hasCell(sector, column)) return undefined;
        const value = report.report_values[cellField(table, sector, column)];
        return blankToUndefined(value);
      }),
      report.submitted ? 'Yes' : 'No',
    ]),
  );
}

describe('POST /api/dataexport/{target}', () => {
  const cases = EXPORT_TARGET_KEYS.flatMap((target) =>
    (['one GSP', 'all GSPs'] as const).flatMap((gspChoice) =>
      (['one year', 'All'] as const).map((yearChoice) => ({ target, gspChoice, yearChoice })),
    ),
  );

  it.each(cases)(
    'exports $target for $gspChoice and $yearChoice, row for row as the database holds it',
    async ({ target, gspChoice, yearChoice }) => {
      const gspIds = gspChoice === 'one GSP' ? [gspA.id] : [gspA.id, gspB.id];
      const year = yearChoice === 'one year' ? year2024.id : 'All';
      const started = await startExport(target, { gsps: gspIds, water_years: year });
      expect(started.statusCode).toBe(202);
      const { job, seen } = await waitForJob(started.json().id);
      expect(job).toMatchObject({
        kind: 'dataexport',
        status: 'SUCCESS',
        error: null,
        file_name: 'DataExport.xlsx',
      });
      expect(seen.at(-1)).toBe('SUCCESS');

      const file = await testApp.app.inject({
        method: 'GET',
        url: `/api/jobs/${job.id}/file`,
        headers: admin,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(XLSX);
      expect(file.headers['content-disposition']).toBe('attachment; filename="DataExport.xlsx"');
      const workbook = await readWorkbook(file.rawPayload);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        EXPORT_TARGETS[target].label,
        ABOUT_SHEET_NAME,
      ]);
      const sheet = workbook.worksheets[0];
      const [header, ...rows] = sheetRows(sheet);
      const columns = columnsOf(EXPORT_TARGETS[target]);
      expect(header).toEqual(columns.map((column) => column.header));
      const expected = await expectedRows(target, gspIds, year);
      expect(expected.length).toBeGreaterThan(0);
      expect(job.total).toBe(expected.length);
      expect(job.current).toBe(expected.length);
      // trailing blank cells are not read back
      const trimmed = (row: unknown[]) => {
        const copy = [...row];
        while (copy.length > 0 && copy.at(-1) === undefined) copy.pop();
        return copy;
      };
      expect(rows.map(trimmed)).toEqual(expected.map(trimmed));
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBeTruthy();
      const numberColumn = columns.findIndex((column) => column.kind === 'number') + 1;
      expect(sheet.getRow(2).getCell(numberColumn).numFmt).toBe('#,##0.00');

      const about = sheetRows(workbook.getWorksheet(ABOUT_SHEET_NAME)!);
      expect(about).toEqual(
        expect.arrayContaining([
          ['Data', EXPORT_TARGETS[target].label],
          ['GSPs', gspChoice === 'one GSP' ? 'Alpha GSP' : 'Alpha GSP, Bravo GSP'],
          ['Water years', year === 'All' ? 'All' : '2024'],
          ['Rows', expected.length],
        ]),
      );
      // a date-time cell, at the basin's clock time (a spreadsheet's cell holds no time zone)
      const exportedAt = about.find(([item]) => item === 'Exported at (Pacific time)')?.[1] as Date;
      expect(exportedAt).toBeInstanceOf(Date);
      expect(Math.abs(exportedAt.getTime() - basinWallClock(new Date()).getTime())).toBeLessThan(120_000);
    },
    30_000,
  );

  it('writes dates as dates and a formula-looking comment as text, unchanged and never a formula', async () => {
    const started = await startExport('water-level-data', { gsps: [gspA.id], water_years: year2023.id });
    const { job } = await waitForJob(started.json().id);
    const file = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/file`, headers: admin });
    const sheet = (await readWorkbook(file.rawPayload)).worksheets[0];
    const columns = columnsOf(EXPORT_TARGETS['water-level-data']);
    const cell = (key: string) =>
      sheet.getRow(2).getCell(columns.findIndex((column) => column.key === key) + 1);
    expect(cell('measurement_date').value).toEqual(new Date('2023-03-01T00:00:00Z'));
    expect(cell('measurement_depth').value).toBe(1234.5);
    expect(cell('meas_comments').value).toBe(FORMULA);
    expect(cell('meas_comments').formula).toBeUndefined();
    expect(cell('meas_comments').formula).toBeUndefined();
    expect(cell('water_year').value).toBe(2023);
  });

  it('writes texts with tabs, line ends, backslashes and any script as they are stored', async () => {
    const { db } = testApp;
    const gsp = await buildGsp(db, 'Texts GSP');
    const site = await buildWellSite(db, { source_gsp_id: gsp.id });
    const comment = 'Pump on\tsince 06:00\r\nsee C:\\logs\\new — Niño ☃ 井';
    await buildWellReading(db, site, {
      measurement_date: '2024-01-15',
      meas_comments: comment,
      measured_by: "O'Brien",
    });
    const started = await startExport('water-level-data', { gsps: [gsp.id], water_years: year2024.id });
    const { job } = await waitForJob(started.json().id);
    const file = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/file`, headers: admin });
    const [header, row] = sheetRows((await readWorkbook(file.rawPayload)).worksheets[0]);
    expect(row[header.indexOf('Comments')]).toBe(comment);
    expect(row[header.indexOf('Measured By')]).toBe("O'Brien");
  });

  it('answers the file itself to a client that asks for the spreadsheet, as the spec’s synchronous shape', async () => {
    for (const request of [
      { url: '/api/dataexport/gw-extractions', headers: { ...admin, accept: XLSX } },
      { url: '/api/dataexport/gw-extractions?wait=true', headers: admin },
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        ...request,
        payload: { gsps: [gspA.id], water_years: 'All' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="DataExport.xlsx"');
      const sheet = (await readWorkbook(response.rawPayload)).worksheets[0];
      expect(sheet.name).toBe('GW Extractions');
      expect(sheet.rowCount).toBe(1 + 2 * reportTableOf('groundwaterextraction').sectors.length);
    }
  });

  it('is for administrators only: others may neither start a job nor read one or its file (403)', async () => {
    const representative = (await signedInUser(testApp, 'GSP Representative')).headers;
    const refused = await startExport(
      'water-level-data',
      { gsps: [gspA.id], water_years: 'All' },
      representative,
    );
    expect(refused.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/dataexport/water-level-data',
      payload: { gsps: [gspA.id], water_years: 'All' },
    });
    expect(anonymous.statusCode).toBe(401);

    const started = await startExport('water-level-data', { gsps: [gspA.id], water_years: 'All' });
    const { job } = await waitForJob(started.json().id);
    for (const url of [`/api/jobs/${job.id}`, `/api/jobs/${job.id}/file`, '/api/jobs/999999']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: representative });
      expect(response.statusCode).toBe(403);
    }
    const otherAdmin = (await signedInUser(testApp, 'Administrator')).headers;
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}/file`,
      headers: otherAdmin,
    });
    expect(read.statusCode).toBe(200);
  });

  it('refuses an unknown target, no GSP, an unknown GSP or water year', async () => {
    expect((await startExport('everything', { gsps: [gspA.id], water_years: 'All' })).statusCode).toBe(404);
    const none = await startExport('water-level-data', { gsps: [], water_years: 'All' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ gsps: ['Choose at least one GSP.'] });
    expect((await startExport('water-level-data', { gsps: [999_999], water_years: 'All' })).statusCode).toBe(
      400,
    );
    expect(
      (await startExport('water-level-data', { gsps: [gspA.id], water_years: 999_999 })).statusCode,
    ).toBe(400);
  });
});

describe('export jobs and restarts', () => {
  it('a job left running by a server that died ends in FAILURE with a message', async () => {
    const { db } = testApp;
    const [job] = await db
      .insert(jobs)
      .values({
        kind: 'dataexport',
        status: 'PROGRESS',
        params: { target: 'water-level-data', gsps: [gspA.id], water_years: 'All', requested_by: 'x' },
        startedAt: new Date(Date.now() - 180_000),
        heartbeatAt: new Date(Date.now() - 120_000),
      })
      .returning();
    // any request that wakes the worker sweeps abandoned jobs; a new export does
    const started = await startExport('gw-extractions', { gsps: [gspA.id], water_years: 'All' });
    await waitForJob(started.json().id);
    const response = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: admin });
    expect(response.json()).toMatchObject({
      status: 'FAILURE',
      error: JOB_MESSAGES.restarted,
      file_name: null,
    });
    const file = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/file`, headers: admin });
    expect(file.statusCode).toBe(409);
  });

  it('removes a result file once its retention has passed', async () => {
    const started = await startExport('gw-extractions', { gsps: [gspA.id], water_years: 'All' });
    const { job } = await waitForJob(started.json().id);
    await testApp.db
      .update(jobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    const next = await startExport('gw-extractions', { gsps: [gspA.id], water_years: 'All' });
    await waitForJob(next.json().id);
    const file = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/file`, headers: admin });
    expect(file.statusCode).toBe(410);
    expect(file.json()).toEqual({ detail: JOB_MESSAGES.expired });
  });
});

describe('an export too big for a spreadsheet', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'basin-dms-export-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const waterLevels = (format?: 'dwr'): ExportParams => ({
    target: 'water-level-data',
    gsps: [gspA.id, gspB.id],
    water_years: 'All',
    ...(format ? { format } : {}),
    requested_by: 'Test',
  });

  it('fails before writing, telling how many rows it has and how many a sheet holds', async () => {
    for (const format of [undefined, 'dwr'] as const) {
      const file = path.join(scratch, `too-big-${format ?? 'own'}.xlsx`);
      await expect(
        writeExport(testApp.db, waterLevels(format), file, {}, { sheetRowLimit: 3 }),
      ).rejects.toThrow(
        'This export has 4 rows, more than a spreadsheet sheet holds (3). Choose fewer GSPs or one water year.',
      );
      expect(existsSync(file)).toBe(false);
    }
    expect(JOB_MESSAGES.tooManyRows(1_200_000)).toBe(
      'This export has 1,200,000 rows, more than a spreadsheet sheet holds (1,048,575). Choose fewer GSPs or one water year.',
    );
  });

  it('writes an export of as many rows as a sheet holds', async () => {
    const file = path.join(scratch, 'full.xlsx');
    expect(await writeExport(testApp.db, waterLevels(), file, {}, { sheetRowLimit: 4 })).toEqual({ rows: 4 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect(workbook.worksheets[0].rowCount).toBe(5);
  });
});

describe('a water level export of many pages', () => {
  it('writes every reading once, in the order of their ids, across the pages it is read in', async () => {
    const { db } = testApp;
    const gsp = await buildGsp(db, 'Paged GSP');
    const site = await buildWellSite(db, { source_gsp_id: gsp.id });
    const readings = 12_345;
    await db.execute(sql`
      insert into ${wellMeasurements} (site_id, measurement_date, measurement_depth)
      select ${site.id}, date '2023-10-01' + (n % 300), n from generate_series(1, ${readings}) as n`);
    const started = await startExport('water-level-data', { gsps: [gsp.id], water_years: year2024.id });
    const { job } = await waitForJob(started.json().id);
    expect(job).toMatchObject({ status: 'SUCCESS', total: readings, current: readings });
    const file = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/file`, headers: admin });
    const [header, ...rows] = sheetRows((await readWorkbook(file.rawPayload)).worksheets[0]);
    const depth = header.indexOf('Depth to Water from Reference Point (ft)');
    const year = header.indexOf('Water Year');
    expect(rows.map((row) => row[depth])).toEqual(Array.from({ length: readings }, (_, n) => n + 1));
    expect(new Set(rows.map((row) => row[year]))).toEqual(new Set([2024]));
  }, 60_000);
});
