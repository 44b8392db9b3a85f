import ExcelJS from 'exceljs';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DWR_MEASUREMENT_COLUMNS, DWR_STATION_COLUMNS } from '../../domain/dwr/dwr-files';
import { DWR_TEXTS } from '../../domain/dwr/dwr-texts';
import { IMPORT_MESSAGES, RUN_MESSAGES } from '../../domain/imports/import-texts';
import { wellMeasurements, wellSites } from '../db/schema/monitoring';
import { gsps, waterYears } from '../db/schema/organisations';
import { associate, buildGsp, signedInUser } from '../test-support/factories';
import { buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createDwrRun, dwrCsv, importDwrFile, type DwrUpload } from '../test-support/dwr-fixtures';
import { buildZip, deflatedEntry, postUpload } from '../test-support/upload-fixtures';

type Headers = { authorization: string };

let testApp: TestApp;
let gspId: number;
let gspName: string;
let reporter: Headers;
let member: Headers;
let administrator: Headers;

const A = '384931N1212618W001';
const B = '385012N1213090W001';
const ELSEWHERE = '371234N1201234W001';

beforeAll(async () => {
  testApp = await createTestApp();
  const gsp = await buildGsp(testApp.db);
  gspId = gsp.id;
  gspName = gsp.name;
  const other = await buildGsp(testApp.db);
  const signedReporter = await signedInUser(testApp);
  await associate(testApp.db, signedReporter.user.id, gspId, 1);
  reporter = signedReporter.headers;
  const signedMember = await signedInUser(testApp);
  await associate(testApp.db, signedMember.user.id, gspId, 0);
  member = signedMember.headers;
  administrator = (await signedInUser(testApp, 'Administrator')).headers;
  await testApp.db.insert(waterYears).values([
    { waterYear: 2004, waterYearStart: '2003-10-01', waterYearEnd: '2004-09-30', isActive: false },
    { waterYear: 2021, waterYearStart: '2020-10-01', waterYearEnd: '2021-09-30', isActive: true },
  ]);
  await buildWellSite(testApp.db, {
    dms_site_id: 'OTHER-1',
    dwr_site_code: ELSEWHERE,
    wl_monitoring: true,
    source_gsp_id: other.id,
  });
});
afterAll(() => testApp.close());

const station = (code: string, values: Record<string, string> = {}) => ({
  STN_ID: String(4000 + Number(code.slice(-3)) + Number(code.slice(0, 3))),
  SITE_CODE: code,
  SWN: '08N05E32J001M',
  WELL_NAME: `Well ${code.slice(0, 4)}`,
  LATITUDE: '38.4931',
  LONGITUDE: '-121.2618',
  WLM_METHOD: 'Unknown',
  WLM_ACC: 'Unknown',
  BASIN_CODE: '5-021.65',
  BASIN_NAME: 'South American',
  COUNTY_NAME: 'Sacramento',
  WELL_DEPTH: '240',
  WELL_USE: 'Observation',
  WELL_TYPE: 'Single Well',
  WCR_NO: '',
  ...values,
});

const measurement = (code: string, wlmId: number, date: string, values: Record<string, string> = {}) => ({
  STN_ID: '4775',
  SITE_CODE: code,
  WLM_ID: String(wlmId),
  MSMT_DATE: date,
  WLM_RPE: '118.4',
  WLM_GSE: '117.4',
  RDNG_WS: '0',
  RDNG_RP: '127',
  WSE: '-8.6',
  RPE_WSE: '127',
  GSE_WSE: '126',
  WLM_QA_DESC: 'NA',
  WLM_DESC: 'Electric sounder measurement',
  WLM_ACC_DESC: 'Water level accuracy to nearest tenth of a foot',
  WLM_ORG_ID: '1',
  WLM_ORG_NAME: 'Department of Water Resources',
  MSMT_CMT: 'NA',
  COOP_AGENCY_ORG_ID: '1074',
  COOP_ORG_NAME: 'SACRAMENTO MUNICIPAL UTILITY DISTRICT',
  ...values,
});

const createRun = (headers: Headers, content: Buffer, serializer: DwrUpload['serializer']) =>
  createDwrRun(testApp, { headers, content, serializer, gspId });

const importDwr = (
  headers: Headers,
  content: Buffer,
  serializer: DwrUpload['serializer'],
  filename?: string,
  gsp = gspId,
) => importDwrFile(testApp, { headers, content, serializer, gspId: gsp, filename });

const readingsOf = (code: string) =>
  testApp.db
    .select({ reading: wellMeasurements })
    .from(wellMeasurements)
    .innerJoin(wellSites, eq(wellSites.id, wellMeasurements.site_id))
    .where(eq(wellSites.dwr_site_code, code))
    .orderBy(asc(wellMeasurements.dwr_wlm_id))
    .then((rows) => rows.map((row) => row.reading));

describe("DWR's stations file", () => {
  it('is imported by administrators only', async () => {
    const file = dwrCsv(DWR_STATION_COLUMNS, [station(A)]);
    const refused = await createRun(reporter, file, 'dwrstations');
    expect(refused.statusCode).toBe(403);
  });

  it('makes each station a water level site of the GSP, keyed by its site code, and updates it later', async () => {
    const file = dwrCsv(DWR_STATION_COLUMNS, [
      station(A, { WELL_NAME: 'Berenda 7' }),
      station(B, { LATITUDE: '38.5012', LONGITUDE: '-121.309', WELL_USE: 'Dairy' }),
      station(ELSEWHERE),
      station('WELL 7'),
    ]);
    const { state } = await importDwr(administrator, file, 'dwrstations');
    expect(state.status, state.error ?? '').toBe('SUCCESS');
    expect(state).toMatchObject({ total: 4, loaded: 2, skipped_count: 2 });
    expect(state.dwr).toMatchObject({ inserted: 2, updated: 0, unchanged: 0, warning_count: 1 });
    expect(state.dwr!.warnings[0]).toMatchObject({ row: 3, column: 'WELL_USE' });
    expect(state.skipped.map((problem) => [problem.row, problem.column])).toEqual([
      [4, 'SITE_CODE'],
      [5, 'SITE_CODE'],
    ]);
    expect(state.skipped[0].reason).toBe(DWR_TEXTS.stationOfOtherGsp(ELSEWHERE, gspName));
    const [site] = await testApp.db.select().from(wellSites).where(eq(wellSites.dwr_site_code, A));
    expect(site).toMatchObject({
      dms_site_id: A,
      local_site_id: 'Berenda 7',
      dwr_well_id: '08N05E32J001M',
      latitude: 38.4931,
      longitude: -121.2618,
      basin_code: '5-021.65',
      total_well_depth: 240,
      well_use: 'Observation',
      well_completion_type: 'Single Well',
      wl_monitoring: true,
      source_gsp_id: gspId,
    });

    const again = await importDwr(
      administrator,
      dwrCsv(DWR_STATION_COLUMNS, [station(A, { WELL_NAME: 'Berenda 7', WELL_DEPTH: '250' }), station(B)]),
      'dwrstations',
    );
    expect(again.state.dwr).toMatchObject({ inserted: 0, updated: 2, unchanged: 0 });
    const sites = await testApp.db.select().from(wellSites).where(isNotNull(wellSites.dwr_site_code));
    expect(sites).toHaveLength(3);
    expect(sites.find((row) => row.dwr_site_code === A)).toMatchObject({ total_well_depth: 250 });
  });
});

describe("DWR's stations file for a GSP with a boundary", () => {
  it('keeps the stations inside the boundary and counts those outside, without a problem each', async () => {
    const bounded = await buildGsp(testApp.db);
    // around 38.6 N, 121.4 W; a hole around 38.65 N, 121.45 W
    await testApp.db
      .update(gsps)
      .set({
        boundary: {
          type: 'Polygon',
          coordinates: [
            [
              [-121.5, 38.5],
              [-121.3, 38.5],
              [-121.3, 38.7],
              [-121.5, 38.7],
              [-121.5, 38.5],
            ],
            [
              [-121.46, 38.64],
              [-121.44, 38.64],
              [-121.44, 38.66],
              [-121.46, 38.66],
              [-121.46, 38.64],
            ],
          ],
        },
      })
      .where(eq(gsps.id, bounded.id));
    const inside = '386000N1214000W001';
    const file = dwrCsv(DWR_STATION_COLUMNS, [
      station(inside, { LATITUDE: '38.6', LONGITUDE: '-121.4' }),
      station('371000N1201000W001', { LATITUDE: '37.1', LONGITUDE: '-120.1' }),
      station('386500N1214500W001', { LATITUDE: '38.65', LONGITUDE: '-121.45' }),
      station('WELL 7'),
    ]);
    const { state } = await importDwr(administrator, file, 'dwrstations', 'stations.csv', bounded.id);
    expect(state.status, state.error ?? '').toBe('SUCCESS');
    expect(state).toMatchObject({ total: 4, loaded: 1, skipped_count: 1 });
    expect(state.dwr).toMatchObject({ inserted: 1, outside_boundary: 2 });
    expect(state.skipped.map((problem) => problem.row)).toEqual([5]);
    const sites = await testApp.db.select().from(wellSites).where(eq(wellSites.source_gsp_id, bounded.id));
    expect(sites.map((site) => site.dwr_site_code)).toEqual([inside]);
  });
});

describe("DWR's stations file that repeats a SITE_CODE", () => {
  it('imports the first row of each site code and reports each repeat as a problem naming both rows', async () => {
    const repeated = '341139N1191348W005';
    const single = '367552N1203732W002';
    const file = dwrCsv(DWR_STATION_COLUMNS, [
      station(repeated, { STN_ID: '53607', WELL_NAME: '01S22W01H03S', WELL_DEPTH: '330' }),
      station(single),
      station(repeated.toLowerCase(), { STN_ID: '53608', WELL_NAME: '01S22W01H04S', WELL_DEPTH: '200' }),
      station(repeated, { STN_ID: '53605', WELL_NAME: '01S22W01H01S', WELL_DEPTH: '550' }),
    ]);
    // as DWR publishes it, for a GSP without a boundary and for one whose boundary holds the pair
    const unbounded = await buildGsp(testApp.db);
    const bounded = await buildGsp(testApp.db);
    await testApp.db
      .update(gsps)
      .set({
        boundary: {
          type: 'Polygon',
          coordinates: [
            [
              [-121.5, 38.4],
              [-121, 38.4],
              [-121, 38.6],
              [-121.5, 38.6],
              [-121.5, 38.4],
            ],
          ],
        },
      })
      .where(eq(gsps.id, bounded.id));
    for (const gsp of [unbounded, bounded]) {
      // the same codes in two GSPs: a site is refused to the second as another GSP's, so each GSP its own
      if (gsp === bounded)
        await testApp.db.delete(wellSites).where(eq(wellSites.source_gsp_id, unbounded.id));
      const { state } = await importDwr(administrator, file, 'dwrstations', 'stations.csv', gsp.id);
      expect(state.status, state.error ?? '').toBe('SUCCESS');
      expect(state).toMatchObject({ total: 4, loaded: 2, skipped_count: 2 });
      expect(state.dwr).toMatchObject({ inserted: 2, updated: 0, unchanged: 0 });
      expect(state.skipped).toEqual([
        { row: 4, column: 'SITE_CODE', reason: DWR_TEXTS.sameStation(2, repeated) },
        { row: 5, column: 'SITE_CODE', reason: DWR_TEXTS.sameStation(2, repeated) },
      ]);
      const sites = await testApp.db
        .select()
        .from(wellSites)
        .where(eq(wellSites.source_gsp_id, gsp.id))
        .orderBy(asc(wellSites.dwr_site_code));
      expect(sites).toEqual([
        expect.objectContaining({
          dwr_site_code: repeated,
          dwr_stn_id: 53607,
          local_site_id: '01S22W01H03S',
          total_well_depth: 330,
        }),
        expect.objectContaining({ dwr_site_code: single, local_site_id: station(single).WELL_NAME }),
      ]);
    }
  });

  it('finds a repeat in a later batch of the file than the first row', async () => {
    const gsp = await buildGsp(testApp.db);
    // the first batch of the rows read is 500 rows: the repeat is read after it was stored
    const codes = Array.from({ length: 600 }, (_, at) => `37${String(at).padStart(4, '0')}N1210000W001`);
    const rows = codes.map((code, at) => station(code, { STN_ID: String(60_000 + at) }));
    rows.push(station(codes[3], { WELL_NAME: 'the repeat' }));
    const { state } = await importDwr(
      administrator,
      dwrCsv(DWR_STATION_COLUMNS, rows),
      'dwrstations',
      'stations.csv',
      gsp.id,
    );
    expect(state.status, state.error ?? '').toBe('SUCCESS');
    expect(state).toMatchObject({ total: 601, loaded: 600, skipped_count: 1 });
    expect(state.skipped).toEqual([
      { row: 602, column: 'SITE_CODE', reason: DWR_TEXTS.sameStation(5, codes[3]) },
    ]);
    const [kept] = await testApp.db.select().from(wellSites).where(eq(wellSites.dwr_site_code, codes[3]));
    expect(kept.local_site_id).toBe(station(codes[3]).WELL_NAME);
  });
});

describe("DWR's measurements file", () => {
  const edition = [
    measurement(A, 1001, '2004-03-01T00:00:00Z'),
    // codes with the stray spaces a spreadsheet leaves: matched, and stored, trimmed
    measurement(A, 1002, '2003-10-01T09:30:00Z', { WLM_QA_DESC: 'Pumping ', WSE: '-8.7' }),
    measurement(A, 1003, '2004-04-01T00:00:00Z', {
      WSE: 'NA',
      RPE_WSE: 'NA',
      GSE_WSE: 'NA',
      RDNG_RP: 'NA',
      WLM_QA_DESC: ' Temporarily inaccessible  ',
    }),
    measurement(B, 1004, '2021-05-04T10:15:00Z', {
      MSMT_CMT: 'Tape wet, "see note", recheck  ',
      WLM_ORG_NAME: ' Department of Water Resources',
      WLM_DESC: 'Electric sounder measurement ',
      WLM_ACC_DESC: ' Water level accuracy to nearest foot ',
    }),
    measurement('399999N1219999W001', 1005, '2021-05-04T10:15:00Z'),
    measurement(ELSEWHERE, 1006, '2021-05-04T10:15:00Z'),
    measurement(B, 1007, '1990-05-04T10:15:00Z'),
  ];

  it('is refused to a user of the GSP who does not report for it', async () => {
    const file = dwrCsv(DWR_MEASUREMENT_COLUMNS, edition);
    expect((await postUpload(testApp.app, member, file, 'dwr.csv')).statusCode).toBe(403);
  });

  it('stores every column, maps the quality codes, and refuses unknown wells and missing water years', async () => {
    const zipped = buildZip([deflatedEntry('measurements.csv', dwrCsv(DWR_MEASUREMENT_COLUMNS, edition))]);
    const { state } = await importDwr(reporter, zipped, 'dwrmeasurements', 'measurements.csv.zip');
    expect(state.status, state.error ?? '').toBe('SUCCESS');
    expect(state).toMatchObject({ total: 7, loaded: 4, skipped_count: 3 });
    expect(state.dwr).toMatchObject({ inserted: 4, updated: 0, unchanged: 0, warning_count: 1 });
    expect(state.dwr!.warnings).toEqual([
      {
        row: 3,
        column: 'WSE',
        reason: expect.stringContaining('WSE -8.7 ft differs from WLM_GSE - GSE_WSE'),
      },
    ]);
    expect(state.skipped).toEqual([
      { row: 6, column: 'SITE_CODE', reason: DWR_TEXTS.unknownSiteCode('399999N1219999W001') },
      { row: 7, column: 'SITE_CODE', reason: DWR_TEXTS.siteCodeOfOtherGsp(ELSEWHERE, gspName) },
      { row: 8, column: 'MSMT_DATE', reason: IMPORT_MESSAGES.noWaterYear('1990-05-04', 1990) },
    ]);
    const readings = await readingsOf(A);
    expect(readings.map((reading) => reading.dwr_wlm_id)).toEqual([1001, 1002, 1003]);
    expect(readings[0]).toMatchObject({
      measurement_date: '2004-03-01',
      measurement_time: null,
      measurement_depth: 127,
      surf_elev: -8.6,
      vert_datum: 'NAVD88',
      meas_method: 'Electric sounder measurement',
      meas_accuracy: 'Water level accuracy to nearest tenth of a foot',
      measured_by: 'Department of Water Resources',
      dwr_stn_id: 4775,
      dwr_rpe: 118.4,
      dwr_gse: 117.4,
      dwr_rdng_ws: 0,
      dwr_rdng_rp: 127,
      dwr_gse_wse: 126,
      dwr_org_id: 1,
      dwr_coop_org_id: 1074,
      dwr_coop_org_name: 'SACRAMENTO MUNICIPAL UTILITY DISTRICT',
      submitted: false,
    });
    expect(readings[1]).toMatchObject({
      measurement_time: '09:30:00',
      quest_meas: 'Pumping',
      dwr_qa_desc: 'Pumping',
    });
    expect(readings[2]).toMatchObject({
      no_measurement: 'Temporarily inaccessible',
      quest_meas: null,
      dwr_qa_desc: 'Temporarily inaccessible',
      measurement_depth: null,
    });
    const [commented] = await readingsOf(B);
    expect(commented).toMatchObject({
      // free texts as written
      meas_comments: 'Tape wet, "see note", recheck  ',
      measured_by: ' Department of Water Resources',
      // codes trimmed
      meas_method: 'Electric sounder measurement',
      meas_accuracy: 'Water level accuracy to nearest foot',
    });
  });

  it('takes a newer edition: one changed row updated, one new row added, nothing duplicated', async () => {
    const newer = [
      ...edition.map((row) =>
        row.WLM_ID === '1001' ? { ...row, WSE: '-9.1', RPE_WSE: '127.5', GSE_WSE: '126.5' } : row,
      ),
      measurement(B, 1008, '2021-06-04T10:05:00Z'),
    ];
    const before = (await testApp.db.select().from(wellMeasurements)).length;
    const { state } = await importDwr(reporter, dwrCsv(DWR_MEASUREMENT_COLUMNS, newer), 'dwrmeasurements');
    expect(state.status, state.error ?? '').toBe('SUCCESS');
    expect(state.dwr).toMatchObject({ inserted: 1, updated: 1, unchanged: 3 });
    expect(state.loaded).toBe(5);
    expect((await testApp.db.select().from(wellMeasurements)).length).toBe(before + 1);
    const [changed] = await testApp.db
      .select()
      .from(wellMeasurements)
      .where(and(eq(wellMeasurements.dwr_wlm_id, 1001)));
    expect(changed).toMatchObject({ surf_elev: -9.1, measurement_depth: 127.5, dwr_gse_wse: 126.5 });
  });

  it('refuses a reading of a day the well already has from elsewhere, a WLM_ID given twice or of another GSP', async () => {
    const [site] = await testApp.db.select().from(wellSites).where(eq(wellSites.dwr_site_code, B));
    await testApp.db.insert(wellMeasurements).values({
      site_id: site.id,
      measurement_date: '2021-07-01',
      measurement_depth: 40,
    } as typeof wellMeasurements.$inferInsert);
    // DWR's measurement 1011 already came with another GSP's file, for its well
    const [elsewhere] = await testApp.db
      .select()
      .from(wellSites)
      .where(eq(wellSites.dwr_site_code, ELSEWHERE));
    await testApp.db.insert(wellMeasurements).values({
      site_id: elsewhere.id,
      measurement_date: '2021-07-04',
      dwr_wlm_id: 1011,
    } as typeof wellMeasurements.$inferInsert);
    const { state } = await importDwr(
      reporter,
      dwrCsv(DWR_MEASUREMENT_COLUMNS, [
        measurement(B, 1009, '2021-07-01T08:00:00Z'),
        measurement(B, 1010, '2021-07-02T08:00:00Z'),
        measurement(B, 1010, '2021-07-03T08:00:00Z'),
        measurement(B, 1011, '2021-07-04T08:00:00Z'),
      ]),
      'dwrmeasurements',
    );
    expect(state.skipped).toEqual([
      { row: 2, column: 'MSMT_DATE', reason: DWR_TEXTS.readingThatDay(B, '2021-07-01') },
      { row: 4, column: 'WLM_ID', reason: DWR_TEXTS.sameMeasurement(3, 1010) },
      { row: 5, column: 'WLM_ID', reason: DWR_TEXTS.measurementOfOtherGsp(1011, gspName) },
    ]);
    const [kept] = await testApp.db
      .select()
      .from(wellMeasurements)
      .where(eq(wellMeasurements.dwr_wlm_id, 1011));
    expect(kept.site_id).toBe(elsewhere.id);
    expect(state.dwr).toMatchObject({ inserted: 1 });
  });

  it('stores a file of many batches as one: every row counted, its problems in row order, or nothing', async () => {
    const many = Array.from({ length: 12_000 }, (_, index) => {
      const day = new Date(Date.UTC(2020, 9, 1) + (index % 300) * 86_400_000).toISOString().slice(0, 10);
      return measurement(index % 2 ? A : B, 200_000 + index, `${day}T08:00:00Z`);
    });
    many[7_000] = measurement('399999N1219999W001', 207_000, '2021-01-01T08:00:00Z');
    many[9_000] = measurement(A, 200_101, '2021-01-02T08:00:00Z');
    many[11_999] = measurement(B, 211_999, '1990-05-04T08:00:00Z');
    const before = (await testApp.db.select().from(wellMeasurements)).length;

    // the same rows, cut short by a quote never closed: nothing of the batches read before is kept
    const cutShort = Buffer.concat([dwrCsv(DWR_MEASUREMENT_COLUMNS, many), Buffer.from('"4775,')]);
    const failed = await importDwr(reporter, cutShort, 'dwrmeasurements');
    expect(failed.state.status).toBe('FAILURE');
    expect(failed.state.error).toMatch(/quote opened on line 12002 is never closed/);
    expect((await testApp.db.select().from(wellMeasurements)).length).toBe(before);

    const { state } = await importDwr(reporter, dwrCsv(DWR_MEASUREMENT_COLUMNS, many), 'dwrmeasurements');
    expect(state.status, state.error ?? '').toBe('SUCCESS');
    expect(state).toMatchObject({ total: 12_000, loaded: 11_997, skipped_count: 3 });
    expect(state.dwr).toMatchObject({ inserted: 11_997, updated: 0, unchanged: 0 });
    expect(state.skipped).toEqual([
      { row: 7_002, column: 'SITE_CODE', reason: DWR_TEXTS.unknownSiteCode('399999N1219999W001') },
      { row: 9_002, column: 'WLM_ID', reason: DWR_TEXTS.sameMeasurement(103, 200_101) },
      { row: 12_001, column: 'MSMT_DATE', reason: IMPORT_MESSAGES.noWaterYear('1990-05-04', 1990) },
    ]);
    expect((await testApp.db.select().from(wellMeasurements)).length).toBe(before + 11_997);
  });

  it('goes out again in DWR format with the same values, and that workbook imported again changes nothing', async () => {
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/dataexport/water-level-data',
      headers: administrator,
      payload: { gsps: [gspId], water_years: 'All', format: 'dwr' },
    });
    expect(started.statusCode, started.body).toBe(202);
    let job: { id: number; status: string } = { id: started.json().id, status: 'PROGRESS' };
    for (let tries = 0; tries < 300 && job.status !== 'SUCCESS' && job.status !== 'FAILURE'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await testApp.app.inject({ url: `/api/jobs/${job.id}`, headers: administrator })).json();
    }
    expect(job.status).toBe('SUCCESS');
    const file = await testApp.app.inject({ url: `/api/jobs/${job.id}/file`, headers: administrator });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, DWR_MEASUREMENT_COLUMNS.length)).toEqual([...DWR_MEASUREMENT_COLUMNS]);
    const exported = new Map<string, Record<string, unknown>>();
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const values = Object.fromEntries(
        DWR_MEASUREMENT_COLUMNS.map((column, at) => [column, row.getCell(at + 1).value ?? null]),
      );
      if (values.WLM_ID !== 'NA') exported.set(String(values.WLM_ID), values);
    });
    // every row of DWR's file that was stored comes back with the values it had, NA as NA: free texts as
    // written, the quality, method and accuracy codes trimmed, as they were matched and stored
    const CODES: string[] = ['WLM_QA_DESC', 'WLM_DESC', 'WLM_ACC_DESC'];
    const asStored = (column: string, text: string) =>
      /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : CODES.includes(column) ? text.trim() : text;
    const newest = edition.map((row) =>
      row.WLM_ID === '1001' ? { ...row, WSE: '-9.1', RPE_WSE: '127.5', GSE_WSE: '126.5' } : row,
    );
    for (const row of newest.filter((candidate) =>
      ['1001', '1002', '1003', '1004'].includes(candidate.WLM_ID),
    )) {
      expect(exported.get(row.WLM_ID), `WLM_ID ${row.WLM_ID}`).toEqual(
        Object.fromEntries(DWR_MEASUREMENT_COLUMNS.map((column) => [column, asStored(column, row[column])])),
      );
    }

    const workbookFile = Buffer.from(file.rawPayload);
    const again = await importDwr(reporter, workbookFile, 'dwrmeasurements', 'exported.xlsx');
    expect(again.state.status, again.state.error ?? '').toBe('SUCCESS');
    expect(again.state.dwr).toMatchObject({ inserted: 0, updated: 0, unchanged: exported.size });
    // DWR writes NA where a value is absent, in every column; our readings without DWR's ids too
    const cells = sheet.getSheetValues().slice(2) as unknown[][];
    expect(cells.length).toBeGreaterThan(exported.size);
    for (const row of cells) {
      const dwrCells = row.slice(1, DWR_MEASUREMENT_COLUMNS.length + 1);
      expect(dwrCells.filter((value) => value === null || value === undefined || value === '')).toEqual([]);
    }
  });

  it('fails a file without the columns DWR requires, naming them', async () => {
    const { state } = await importDwr(
      reporter,
      Buffer.from('SITE_CODE,WSE\n384931N1212618W001,-8.6\n'),
      'dwrmeasurements',
    );
    expect(state.status).toBe('FAILURE');
    expect(state.error).toBe(RUN_MESSAGES.columnsDoNotMatch);
    expect(state.detail!.columns.filter((column) => column.error).map((column) => column.name)).toEqual([
      'WLM_ID',
      'MSMT_DATE',
    ]);
  });
});
