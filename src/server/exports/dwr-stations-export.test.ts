import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DWR_STATION_COLUMNS, type DwrStationColumn } from '../../domain/dwr/dwr-files';
import { DWR_STATION_DECIMALS } from '../../domain/dwr/dwr-station-file';
import { roundTo } from '../../domain/numbers/number-format';
import { wellSites } from '../db/schema/monitoring';
import { gsps } from '../db/schema/organisations';
import { dwrCsv, importDwrFile } from '../test-support/dwr-fixtures';
import { associate, buildGsp, signedInUser } from '../test-support/factories';
import { buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };

let testApp: TestApp;
let gspA: number;
let gspB: number;
let gspC: number;
let administrator: Headers;
let member: Headers;
let agencyMember: Headers;
let otherGspReporter: Headers;
let unassociated: Headers;

const FORMULA = '=HYPERLINK("http://evil.test","click")';

/** The columns the import reads into the site; DWR's other columns are kept nowhere. */
const READ_COLUMNS: DwrStationColumn[] = [
  'STN_ID',
  'SITE_CODE',
  'SWN',
  'WELL_NAME',
  'LATITUDE',
  'LONGITUDE',
  'BASIN_CODE',
  'WELL_DEPTH',
  'WELL_USE',
  'WELL_TYPE',
  'WCR_NO',
];
const NUMBER_COLUMNS = new Set<DwrStationColumn>(['STN_ID', 'LATITUDE', 'LONGITUDE', 'WELL_DEPTH']);

/**
 * Stations as DWR's file gives them: its precision (4 decimals of latitude, 3 of longitude), NA, quotes,
 * WCR_NO -9999 and the spaces agencies typed.
 */
const STATIONS: Array<Record<DwrStationColumn, string>> = [
  {
    STN_ID: '4775',
    SITE_CODE: '384931N1212618W001',
    SWN: ' 08N07E36M001M',
    WELL_NAME: 'Berenda 7',
    LATITUDE: '38.4931',
    LONGITUDE: '-121.262',
    WLM_METHOD: 'USGS quad',
    WLM_ACC: '0.1 ft.',
    BASIN_CODE: '5-021.65',
    BASIN_NAME: 'South American',
    COUNTY_NAME: 'Sacramento',
    WELL_DEPTH: '240',
    WELL_USE: 'Observation',
    WELL_TYPE: 'Single Well',
    WCR_NO: '41833,35',
  },
  {
    STN_ID: '50393',
    SITE_CODE: '385012N1213090W001',
    SWN: 'NA',
    WELL_NAME: '"CWA Well 10", north ',
    LATITUDE: '38.5012',
    LONGITUDE: '-121.309',
    WLM_METHOD: 'Unknown',
    WLM_ACC: 'Unknown',
    BASIN_CODE: '5-021.65',
    BASIN_NAME: 'South American',
    COUNTY_NAME: 'Sacramento',
    WELL_DEPTH: '312.5',
    WELL_USE: 'Irrigation',
    WELL_TYPE: 'Part of a nested/multi-completion well',
    WCR_NO: '-9999',
  },
  {
    STN_ID: 'NA',
    SITE_CODE: '383000N1212000W002',
    SWN: 'NA',
    WELL_NAME: 'Peña Ranch',
    LATITUDE: '38.3',
    LONGITUDE: '-121.2',
    WLM_METHOD: 'NA',
    WLM_ACC: 'NA',
    BASIN_CODE: 'NA',
    BASIN_NAME: 'NA',
    COUNTY_NAME: 'NA',
    WELL_DEPTH: 'NA',
    WELL_USE: 'NA',
    WELL_TYPE: 'NA',
    WCR_NO: 'NA',
  },
];

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  gspA = (await buildGsp(db, 'Alpha GSP')).id;
  await db.update(gsps).set({ abbreviation: 'ALPHA' }).where(eq(gsps.id, gspA));
  gspB = (await buildGsp(db, 'Bravo GSP')).id;
  gspC = (await buildGsp(db, 'Charlie GSP')).id;
  administrator = (await signedInUser(testApp, 'Administrator')).headers;
  const signedMember = await signedInUser(testApp);
  await associate(db, signedMember.user.id, gspA, 0);
  member = signedMember.headers;
  const signedAgency = await signedInUser(testApp, 'Agency');
  await associate(db, signedAgency.user.id, gspA, 0);
  agencyMember = signedAgency.headers;
  const signedOther = await signedInUser(testApp);
  await associate(db, signedOther.user.id, gspB, 1);
  otherGspReporter = signedOther.headers;
  unassociated = (await signedInUser(testApp)).headers;

  const imported = await importDwrFile(testApp, {
    headers: administrator,
    content: dwrCsv(DWR_STATION_COLUMNS, STATIONS),
    serializer: 'dwrstations',
    gspId: gspA,
  });
  expect(imported.state.dwr).toMatchObject({ inserted: 3, updated: 0, unchanged: 0 });
  // not DWR stations of Alpha: a well without a site code, a well not monitored for water levels, and
  // Bravo's well
  await buildWellSite(db, { source_gsp_id: gspA, wl_monitoring: true, local_site_id: 'MW-3' });
  await buildWellSite(db, { source_gsp_id: gspA, wq_monitoring: true, dwr_site_code: '384000N1210000W001' });
  await buildWellSite(db, { source_gsp_id: gspB, wl_monitoring: true, dwr_site_code: '371234N1201234W001' });
}, 60_000);

afterAll(() => testApp?.close());

const exportStations = (gsp: number | string, headers?: Headers) =>
  testApp.app.inject({ method: 'GET', url: `/api/dwrstations/${gsp}`, ...(headers ? { headers } : {}) });

const csvRows = (body: string) => parse(body) as string[][];

/** A value of DWR's file as the import reads it: NA is empty, numbers to their stated decimals. */
function compared(column: DwrStationColumn, cell: string): string | number {
  if (cell === 'NA' || cell === '') return '';
  if (!NUMBER_COLUMNS.has(column)) return cell;
  return roundTo(Number(cell), DWR_STATION_DECIMALS[column] ?? 0);
}

const sitesOfAlpha = () =>
  testApp.db.select().from(wellSites).where(eq(wellSites.source_gsp_id, gspA)).orderBy(asc(wellSites.id));

describe('GET /api/dwrstations/{gsp}', () => {
  it("writes the GSP's imported stations in DWR's layout, value by value as the file gave them", async () => {
    const response = await exportStations(gspA, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="dwr_stations_ALPHA.csv"');
    const body = response.body;
    // DWR's layout: no byte order mark, its header, every line ended by CRLF
    expect(body.startsWith(`${DWR_STATION_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '').includes('\n')).toBe(false);

    const [header, ...rows] = csvRows(body);
    expect(header).toEqual([...DWR_STATION_COLUMNS]);
    // in site code order, as DWR's file; only the GSP's water level wells with a site code
    expect(rows.map((row) => row[1])).toEqual([
      '383000N1212000W002',
      '384931N1212618W001',
      '385012N1213090W001',
    ]);
    for (const row of rows) {
      expect(row).toHaveLength(DWR_STATION_COLUMNS.length);
      const given = STATIONS.find((station) => station.SITE_CODE === row[1])!;
      DWR_STATION_COLUMNS.forEach((column, at) => {
        const expected = READ_COLUMNS.includes(column) ? compared(column, given[column]) : '';
        expect(compared(column, row[at]), `${given.SITE_CODE} ${column}`).toBe(expected);
      });
    }
    // the negative longitude is written as a number, not as text with an apostrophe
    expect(rows[1][DWR_STATION_COLUMNS.indexOf('LONGITUDE')]).toBe('-121.262');
    expect(rows[2][DWR_STATION_COLUMNS.indexOf('WELL_NAME')]).toBe('"CWA Well 10", north ');
    // a plain decimal number is no formula: written as it is, not as '-9999
    expect(rows[2][DWR_STATION_COLUMNS.indexOf('WCR_NO')]).toBe('-9999');
    expect(body).toContain(',-9999\r\n');
  });

  it('is imported again without changing anything, and written again byte for byte', async () => {
    const before = await sitesOfAlpha();
    const exported = await exportStations(gspA, administrator);
    const { state } = await importDwrFile(testApp, {
      headers: administrator,
      content: Buffer.from(exported.rawPayload),
      serializer: 'dwrstations',
      gspId: gspA,
    });
    expect(state.status, state.error ?? '').toBe('SUCCESS');
    expect(state).toMatchObject({ total: 3, loaded: 3, skipped_count: 0 });
    expect(state.dwr).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, warning_count: 0 });
    expect(await sitesOfAlpha()).toEqual(before);
    expect(before.find((site) => site.dwr_site_code === '385012N1213090W001')).toMatchObject({
      local_site_id: '"CWA Well 10", north ',
      well_completion_number: '-9999',
    });
    const again = await exportStations(gspA, administrator);
    expect(Buffer.from(again.rawPayload).equals(Buffer.from(exported.rawPayload))).toBe(true);
  });

  it('answers the users of the GSP, whatever their role, and administrators', async () => {
    for (const headers of [member, agencyMember, administrator]) {
      const response = await exportStations(gspA, headers);
      expect(response.statusCode).toBe(200);
      expect(csvRows(response.body)).toHaveLength(4);
    }
  });

  it('refuses users of another GSP or of none, and needs a signed-in user', async () => {
    for (const headers of [otherGspReporter, unassociated]) {
      const refused = await exportStations(gspA, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('384931N1212618W001');
    }
    expect((await exportStations(gspA)).statusCode).toBe(401);
    expect((await exportStations(gspB, otherGspReporter)).statusCode).toBe(200);
  });

  it('answers 404 for a GSP that does not exist', async () => {
    for (const gsp of [999_999, 'abc', 0]) {
      expect((await exportStations(gsp, administrator)).statusCode).toBe(404);
    }
  });

  it('neutralises formula-looking text in every text column', async () => {
    await buildWellSite(testApp.db, {
      source_gsp_id: gspC,
      wl_monitoring: true,
      dwr_site_code: '365000N1200000W001',
      local_site_id: FORMULA,
      dwr_well_id: '@SUM(A1)',
      basin_code: '-5-022',
      well_completion_number: '+1+1',
      longitude: -120.5,
    });
    const response = await exportStations(gspC, administrator);
    expect(response.headers['content-disposition']).toContain('filename="dwr_stations_G');
    const [, row] = csvRows(response.body);
    const cell = (column: DwrStationColumn) => row[DWR_STATION_COLUMNS.indexOf(column)];
    expect(cell('WELL_NAME')).toBe(`'${FORMULA}`);
    expect(cell('SWN')).toBe("'@SUM(A1)");
    expect(cell('BASIN_CODE')).toBe("'-5-022");
    expect(cell('WCR_NO')).toBe("'+1+1");
    expect(cell('LONGITUDE')).toBe('-120.5');
  });

  it('writes every well of a GSP with more wells than one page of the file', async () => {
    const codes = Array.from(
      { length: 5_003 },
      (_, index) => `35${String(index).padStart(4, '0')}N1200000W001`,
    );
    const gsp = (await buildGsp(testApp.db)).id;
    await testApp.db.insert(wellSites).values(
      codes.map(
        (code) =>
          ({
            dms_site_id: `MANY-${code}`,
            dwr_site_code: code,
            wl_monitoring: true,
            source_gsp_id: gsp,
            latitude: 36.5,
            longitude: -120,
          }) as typeof wellSites.$inferInsert,
      ),
    );
    const response = await exportStations(gsp, administrator);
    const [, ...rows] = csvRows(response.body);
    expect(rows.map((row) => row[1])).toEqual(codes);
  }, 60_000);
});
