import ExcelJS from 'exceljs';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DWR_MEASUREMENT_COLUMNS } from '../../domain/dwr/dwr-files';
import { dwrFileRow, dwrWaterLevelRow } from '../../domain/exports/dwr-water-levels';
import { DWR_NA as NA } from '../../domain/dwr/dwr-values';
import { ABOUT_SHEET_NAME, EXPORT_TARGETS, columnsOf } from '../../domain/exports/export-targets';
import { wellMeasurements, wellSites } from '../db/schema/monitoring';
import { gsps, waterYears } from '../db/schema/organisations';
import { waterYearOfDate } from '../../domain/admin/water-year';
import { annualReports } from '../db/schema/reporting';
import { buildGsp, signedInUser } from '../test-support/factories';
import { buildWellReading, buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

const FORMULA = '=HYPERLINK("http://evil.test","click")';
const DWR_HEADER = [...DWR_MEASUREMENT_COLUMNS, 'GSP', 'Water Year', 'DMS Site ID'];

let testApp: TestApp;
let admin: { authorization: string };
let gspA: { id: number; name: string };
let gspB: { id: number; name: string };
let year2023: { id: number };
let year2024: { id: number };
let siteIds: { a: string; b: string; c: string };

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
  // A well as DWR's station 4775: its site code kept as the alternate id, RP and ground on NAVD88.
  const siteA = await buildWellSite(db, {
    source_gsp_id: gspA.id,
    alt_site_id: '384931N1212618W001',
    dwr_well_id: '08N07E36M001M',
    rpe: 118.4,
    ground_surface_elev: 117.4,
    vert_datum: 'NAVD88',
  });
  // A well on NGVD29 whose site code is its CASGEM id.
  const siteB = await buildWellSite(db, {
    source_gsp_id: gspB.id,
    casgem_well_id: '367234N1199512W001',
    rpe: 250.5,
    ground_surface_elev: 249,
    vert_datum: 'NGVD29',
  });
  // A well with no site code, reference point or ground surface.
  const siteC = await buildWellSite(db, { source_gsp_id: gspA.id, local_site_id: 'MW-3' });
  siteIds = { a: siteA.dms_site_id, b: siteB.dms_site_id, c: siteC.dms_site_id };
  await buildWellReading(db, siteA, {
    measurement_date: '2023-03-01',
    measurement_depth: 127,
    meas_method: 'Unknown',
    meas_accuracy: 'Unknown',
  });
  await buildWellReading(db, siteA, {
    measurement_date: '2024-02-10',
    measurement_time: '09:30:00',
    surf_elev: -21.9,
    quest_meas: 'Oil or foreign substance in casing',
    meas_method: 'Steel tape',
    meas_accuracy: '0.1 ft',
    meas_comments: 'Oil',
  });
  await buildWellReading(db, siteA, {
    measurement_date: '2024-04-15',
    no_measurement: 'Temporarily inaccessible',
    meas_comments: FORMULA,
  });
  await buildWellReading(db, siteB, {
    measurement_date: '2024-05-20',
    measurement_depth: 55.5,
    quest_meas: 'Pumping',
    meas_method: 'Electric sounder measurement',
    meas_accuracy: 'Water level accuracy to nearest hundredth of a foot',
  });
  await buildWellReading(db, siteC, { measurement_date: '2024-06-01', measurement_depth: 40 });
  // outside every water year: only 'All' exports it, without a year
  await buildWellReading(db, siteC, { measurement_date: '2021-01-05', measurement_depth: 60 });
}, 60_000);

afterAll(() => testApp?.close());

async function startExport(target: string, body: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/dataexport/${target}`,
    headers: admin,
    payload: body,
  });
}

/** Starts an export, waits for its job and reads its workbook back. */
async function exportWorkbook(target: string, body: Record<string, unknown>) {
  const started = await startExport(target, body);
  expect(started.statusCode).toBe(202);
  let job: { id: number; status: string; total: number; current: number } | undefined;
  for (let i = 0; i < 300; i++) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/jobs/${started.json().id}`,
      headers: admin,
    });
    job = response.json();
    if (job!.status === 'SUCCESS' || job!.status === 'FAILURE') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(job).toMatchObject({ status: 'SUCCESS', error: null });
  const file = await testApp.app.inject({ method: 'GET', url: `/api/jobs/${job!.id}/file`, headers: admin });
  expect(file.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  return { workbook, job: job! };
}

/** A sheet's rows as plain values, without exceljs's empty slot 0 and trailing blanks. */
function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    while (values.length > 0 && values.at(-1) === undefined) values.pop();
    rows.push(values);
  });
  return rows;
}

const trimmed = (row: unknown[]) => {
  const copy = row.map((value) => (value === null ? undefined : value));
  while (copy.length > 0 && copy.at(-1) === undefined) copy.pop();
  return copy;
};

/** The rows the database holds for a DWR export, read here on their own and put in DWR's columns. */
async function expectedDwrRows(gspIds: number[], year: number | 'All') {
  const { db } = testApp;
  const readings = await db
    .select({ reading: wellMeasurements, site: wellSites, gsp: gsps.name })
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
    const dwr = dwrFileRow(dwrWaterLevelRow(reading as never, site as never));
    rows.push(
      trimmed([
        ...Object.values(dwr),
        gsp,
        ofYear?.waterYear ?? waterYearOfDate(reading.measurement_date),
        site.dms_site_id,
      ]),
    );
  }
  return rows;
}

describe('POST /api/dataexport/water-level-data with format dwr', () => {
  it('writes DWR’s measurement columns, with the values DWR’s file would hold for the readings', async () => {
    const { workbook, job } = await exportWorkbook('water-level-data', {
      gsps: [gspA.id, gspB.id],
      water_years: 'All',
      format: 'dwr',
    });
    const [header, ...rows] = sheetRows(workbook.worksheets[0]);
    expect(header).toEqual(DWR_HEADER);
    expect(job.total).toBe(6);
    expect(rows).toEqual([
      [
        NA,
        '384931N1212618W001',
        NA,
        '2023-03-01T00:00:00Z',
        118.4,
        117.4,
        NA,
        NA,
        -8.6,
        127,
        126,
        NA,
        'Unknown',
        'Water level accuracy is unknown',
        NA,
        NA,
        NA,
        NA,
        NA,
        'Alpha GSP',
        2023,
        siteIds.a,
      ],
      [
        NA,
        '384931N1212618W001',
        NA,
        '2024-02-10T09:30:00Z',
        118.4,
        117.4,
        NA,
        NA,
        -21.9,
        140.3,
        139.3,
        'Oil or foreign substance in casing',
        'Steel tape measurement',
        'Water level accuracy to nearest tenth of a foot',
        NA,
        NA,
        'Oil',
        NA,
        NA,
        'Alpha GSP',
        2024,
        siteIds.a,
      ],
      [
        NA,
        '384931N1212618W001',
        NA,
        '2024-04-15T00:00:00Z',
        118.4,
        117.4,
        NA,
        NA,
        NA,
        NA,
        NA,
        'Temporarily inaccessible',
        NA,
        NA,
        NA,
        NA,
        FORMULA,
        NA,
        NA,
        'Alpha GSP',
        2024,
        siteIds.a,
      ],
      [
        NA,
        '367234N1199512W001',
        NA,
        '2024-05-20T00:00:00Z',
        NA,
        NA,
        NA,
        NA,
        NA,
        55.5,
        54,
        'Pumping',
        'Electric sounder measurement',
        'Water level accuracy to nearest hundredth of a foot',
        NA,
        NA,
        NA,
        NA,
        NA,
        'Bravo GSP',
        2024,
        siteIds.b,
      ],
      [
        NA,
        NA,
        NA,
        '2024-06-01T00:00:00Z',
        NA,
        NA,
        NA,
        NA,
        NA,
        40,
        NA,
        NA,
        NA,
        NA,
        NA,
        NA,
        NA,
        NA,
        NA,
        'Alpha GSP',
        2024,
        siteIds.c,
      ],
      [
        NA,
        NA,
        NA,
        '2021-01-05T00:00:00Z',
        NA,
        NA,
        NA,
        NA,
        NA,
        60,
        NA,
        NA,
        NA,
        NA,
        NA,
        NA,
        NA,
        NA,
        NA,
        'Alpha GSP',
        2021, // outside every defined water year: by the October-September rule
        siteIds.c,
      ],
    ]);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(2).getCell(9).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(4).getCell(17).formula).toBeUndefined();
    const about = sheetRows(workbook.getWorksheet(ABOUT_SHEET_NAME)!);
    expect(about).toEqual(
      expect.arrayContaining([
        ['Data', 'Water Level Data'],
        ['Format', `DWR periodic groundwater level measurements (${DWR_MEASUREMENT_COLUMNS.join(', ')})`],
        ['Rows', 6],
      ]),
    );
  });

  const cases = (['one GSP', 'all GSPs'] as const).flatMap((gspChoice) =>
    (['one year', 'All'] as const).map((yearChoice) => ({ gspChoice, yearChoice })),
  );
  it.each(cases)(
    'exports $gspChoice for $yearChoice row for row as the database holds the readings',
    async ({ gspChoice, yearChoice }) => {
      const gspIds = gspChoice === 'one GSP' ? [gspA.id] : [gspA.id, gspB.id];
      const year = yearChoice === 'one year' ? year2024.id : 'All';
      const { workbook, job } = await exportWorkbook('water-level-data', {
        gsps: gspIds,
        water_years: year,
        format: 'dwr',
      });
      const [header, ...rows] = sheetRows(workbook.worksheets[0]);
      expect(header).toEqual(columnsOf(EXPORT_TARGETS['water-level-data'], 'dwr').map((c) => c.header));
      const expected = await expectedDwrRows(gspIds, year);
      expect(expected.length).toBeGreaterThan(0);
      expect(rows).toEqual(expected);
      expect(job.total).toBe(expected.length);
    },
    30_000,
  );

  it('answers the DWR workbook itself to a client that waits', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/dataexport/water-level-data?wait=true',
      headers: admin,
      payload: { gsps: [gspB.id], water_years: year2024.id, format: 'dwr' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [header, ...rows] = sheetRows(workbook.worksheets[0]);
    expect(header).toEqual(DWR_HEADER);
    expect(rows.map((row) => row[1])).toEqual(['367234N1199512W001']);
  });

  it('without a format, or with null, exports the readings’ own columns', async () => {
    for (const format of [undefined, null, '']) {
      const { workbook } = await exportWorkbook('water-level-data', {
        gsps: [gspA.id],
        water_years: year2023.id,
        format,
      });
      expect(sheetRows(workbook.worksheets[0])[0]).toEqual(
        columnsOf(EXPORT_TARGETS['water-level-data']).map((column) => column.header),
      );
    }
  });

  it('refuses the DWR format for a report target and an unknown format, naming the field', async () => {
    for (const target of ['gw-extractions', 'surface-water-supply', 'total-water-use']) {
      const refused = await startExport(target, { gsps: [gspA.id], water_years: 'All', format: 'dwr' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ format: ['The DWR format is for Water Level Data only.'] });
    }
    const unknown = await startExport('water-level-data', {
      gsps: [gspA.id],
      water_years: 'All',
      format: 'csv',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ format: ["The format is 'dwr', or none."] });
  });
});

describe('report targets laid out as the state’s annual report tables', () => {
  const STATE_TABLES = {
    'gw-extractions': {
      type: 'groundwaterextraction',
      values: {
        gw_dom_ua: 1200.5,
        gw_dom_la: 300,
        gw_dom_total: 1500.5,
        gw_dom_method: 'Meters',
        gw_dom_calcm: 'Direct',
        gw_dom_acc: '5-10%',
        gw_dom_method_notes: 'Metered municipal wells',
        gw_other_desc: 'Rural residential',
      },
      header: [
        'GSP',
        'Water Year',
        'Water Use Sector',
        'Water Use Sector Description',
        'Groundwater Extraction: Upper Aquifer (AF)',
        'Groundwater Extraction: Lower Aquifer (AF)',
        'Groundwater Extraction (AF)',
        'Groundwater Extraction Method',
        'Method of Measurement',
        'Accuracy',
        'Description of Method',
        'Submitted',
      ],
      urban: [1200.5, 300, 1500.5, 'Meters', 'Direct', '5-10%', 'Metered municipal wells'],
      sectors: [
        'Urban',
        'Industrial',
        'Agricultural',
        'Managed Wetlands',
        'Managed Recharge',
        'Native Vegetation',
        'Other',
      ],
    },
    'surface-water-supply': {
      type: 'surfacewatersupply',
      values: {
        sw_dom_import_cv: 10,
        sw_dom_import_sw: 20,
        sw_dom_riv: 30,
        sw_dom_creek: 40,
        sw_dom_import_l: 50,
        sw_dom_recycled: 60,
        sw_dom_desalination: 70,
        sw_dom_flood_water: 80,
        sw_dom_other: 90,
        sw_dom_other_desc: 'Stormwater',
        sw_dom_total: 450,
        sw_dom_calcm: 'Estimated',
        sw_dom_acc: '10-20%',
        sw_dom_notes: 'District deliveries',
      },
      header: [
        'GSP',
        'Water Year',
        'Water Use Sector',
        'Water Use Sector Description',
        'Central Valley Project (AF)',
        'State Water Project (AF)',
        'Local Supplies: Rivers (AF)',
        'Local Supplies: Creeks (AF)',
        'Local Imported Supplies (AF)',
        'Recycled Water (AF)',
        'Desalination (AF)',
        'Other: Flood Water of Any Water Source (AF)',
        'Other (AF)',
        'Other Water Source Description',
        'Total Surface Water Supply (AF)',
        'Method of Measurement',
        'Accuracy',
        'Source Notes',
        'Submitted',
      ],
      urban: [
        10,
        20,
        30,
        40,
        50,
        60,
        70,
        80,
        90,
        'Stormwater',
        450,
        'Estimated',
        '10-20%',
        'District deliveries',
      ],
      sectors: ['Urban', 'Industrial', 'Agricultural', 'Managed Wetlands', 'Native Vegetation', 'Other'],
    },
    'total-water-use': {
      type: 'totalwateruse',
      values: {
        t_dom_gw: 1,
        t_dom_surf_water: 2,
        t_dom_import_cv: 3,
        t_dom_import_sw: 4,
        t_dom_riv: 5,
        t_dom_creek: 6,
        t_dom_import_l: 7,
        t_dom_recycled: 8,
        t_dom_reused: 9,
        t_dom_precip: 10,
        t_dom_other: 11,
        t_dom_other_desc: 'Trucked water',
        t_dom_total: 66,
        t_dom_calcm: 'Direct',
        t_dom_acc: '0-5%',
        t_dom_notes: 'Meters',
      },
      header: [
        'GSP',
        'Water Year',
        'Water Use Sector',
        'Water Use Sector Description',
        'Groundwater (AF)',
        'Surface Water (AF)',
        'Surface Water: District Deliveries (AF)',
        'Surface Water: Water Rights Diversions (AF)',
        'Surface Water: Central Valley Project (AF)',
        'Surface Water: State Water Project (AF)',
        'Surface Water: Local Supplies, Rivers (AF)',
        'Surface Water: Local Supplies, Creeks (AF)',
        'Surface Water: Local Imported Supplies (AF)',
        'Recycled Water (AF)',
        'Reused Water (AF)',
        'Other: Precipitation (AF)',
        'Other (AF)',
        'Other Water Source Description',
        'Total Water Use (AF)',
        'Method of Measurement',
        'Accuracy',
        'Source Notes',
        'Submitted',
      ],
      // district deliveries and water rights diversions are agricultural only
      urban: [
        1,
        2,
        undefined,
        undefined,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        10,
        11,
        'Trucked water',
        66,
        'Direct',
        '0-5%',
        'Meters',
      ],
      sectors: [
        'Urban',
        'Industrial',
        'Agricultural',
        'Managed Wetlands',
        'Managed Recharge',
        'Native Vegetation',
        'Other',
      ],
    },
  } as const;

  it.each(Object.keys(STATE_TABLES) as (keyof typeof STATE_TABLES)[])(
    '%s: a header row of the state’s columns, one row per water use sector with its figures under them',
    async (target) => {
      const table = STATE_TABLES[target];
      await testApp.db.insert(annualReports).values({
        report_type: table.type,
        gsp_id: gspB.id,
        water_year_id: year2023.id,
        submitted: true,
        report_values: table.values,
      });
      const { workbook } = await exportWorkbook(target, { gsps: [gspB.id], water_years: year2023.id });
      const [header, ...rows] = sheetRows(workbook.worksheets[0]);
      expect(header).toEqual(table.header);
      expect(rows.map((row) => row.slice(0, 3))).toEqual(
        table.sectors.map((sector) => ['Bravo GSP', 2023, sector]),
      );
      expect(rows[0]).toEqual(['Bravo GSP', 2023, 'Urban', undefined, ...table.urban, 'Yes']);
      expect(rows.at(-1)?.at(-1)).toBe('Yes');
    },
    30_000,
  );
});
