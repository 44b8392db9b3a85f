import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts';
import { importRuns, uploadedFiles } from '../db/schema/imports';
import { gspAssociations, waterYears } from '../db/schema/organisations';
import { annualUpdates, projectForms } from '../db/schema/projects';
import { groundwaterSites } from '../db/schema/wells';
import { associate, buildAgency, buildGsp, buildUser, signedInUser } from '../test-support/factories';
import {
  buildGsa,
  buildInterconnectedSite,
  buildStreamSite,
  buildSubsidenceReading,
  buildSubsidenceSite,
  buildVerticalGradientReading,
  buildWellReading,
  buildWellSite,
} from '../test-support/monitoring-factories';
import { annualReports } from '../db/schema/reporting';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { deleteRefusalText } from './record-dependents';

type Headers = { authorization: string };
let testApp: TestApp;
let admin: Headers;
let adminId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  const signedIn = await signedInUser(testApp, 'Administrator');
  admin = signedIn.headers;
  adminId = signedIn.user.id;
});
afterAll(() => testApp.close());

const remove = (collection: string, id: number) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/${collection}/${id}`, headers: admin });
const read = (collection: string, id: number) =>
  testApp.app.inject({ method: 'GET', url: `/api/${collection}/${id}`, headers: admin });

async function expectRefused(collection: string, id: number, detail: string) {
  const response = await remove(collection, id);
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ detail });
  expect((await read(collection, id)).statusCode).toBe(200);
}

async function buildImportRun(gspId: number, waterYearId: number | null = null) {
  const [file] = await testApp.db
    .insert(uploadedFiles)
    .values({
      content: Buffer.from('a,b\n'),
      originalName: 'run.csv',
      kind: 'csv',
      size: 4,
      uploadedBy: adminId,
    })
    .returning();
  const [run] = await testApp.db
    .insert(importRuns)
    .values({ fileId: file.id, dataset: 'wellsitemeasurements', gspId, waterYearId, createdBy: adminId })
    .returning();
  return run;
}

async function buildProject(values: Partial<typeof projectForms.$inferInsert>) {
  const [project] = await testApp.db
    .insert(projectForms)
    .values({ project_name: 'Recharge basin', ...values })
    .returning();
  return project;
}

async function buildWaterYear(waterYear: number) {
  const [year] = await testApp.db
    .insert(waterYears)
    .values({
      waterYear,
      waterYearStart: `${waterYear - 1}-10-01`,
      waterYearEnd: `${waterYear}-09-30`,
    })
    .returning();
  return year;
}

describe('the refusal text', () => {
  it('names every kind of record that still points, with counts, and nothing that does not', () => {
    expect(
      deleteRefusalText('agency', [
        { count: 3, one: 'user', many: 'users' },
        { count: 0, one: 'stream site', many: 'stream sites' },
        { count: 12, one: 'well site', many: 'well sites' },
      ]),
    ).toBe('This agency cannot be deleted: 3 users and 12 well sites still refer to it.');
    expect(
      deleteRefusalText('GSP', [
        { count: 1, one: 'well site', many: 'well sites' },
        { count: 1200, one: 'reading', many: 'readings' },
        { count: 1, one: 'import run', many: 'import runs' },
      ]),
    ).toBe('This GSP cannot be deleted: 1 well site, 1,200 readings and 1 import run still refer to it.');
    expect(deleteRefusalText('water year', [{ count: 1, one: 'import run', many: 'import runs' }])).toBe(
      'This water year cannot be deleted: 1 import run still refers to it.',
    );
    expect(deleteRefusalText('GSA', [{ count: 0, one: 'well site', many: 'well sites' }])).toBeNull();
  });
});

describe('deleting an agency', () => {
  it('is refused while users and sites name it, counting each site once, and leaves them in place', async () => {
    const agency = await buildAgency(testApp.db, 'Kings River Conservation District');
    const member = await buildUser(testApp.db);
    await testApp.db.update(users).set({ agencyId: agency.id }).where(eq(users.id, member.id));
    const owned = await buildWellSite(testApp.db, { well_owner_id: agency.id, monitor_by_id: agency.id });
    await buildWellSite(testApp.db, { source_org_id: agency.id });
    await buildStreamSite(testApp.db, { monitor_by_id: agency.id });
    await buildSubsidenceSite(testApp.db, { owner_id: agency.id });
    await buildInterconnectedSite(testApp.db, { owner_id: agency.id });
    await testApp.db.insert(groundwaterSites).values({
      purpose: 'storage',
      dms_site_id: 'GWS-KRCD-1',
      owner: ' kings river conservation district ',
      latitude: 36.5,
      longitude: -119.5,
    });

    await expectRefused(
      'agencys',
      agency.id,
      'This agency cannot be deleted: 1 user, 2 well sites, 1 stream site, 1 subsidence site, ' +
        '1 interconnected surface-water site and 1 well of the water supply and use lists still refer to it.',
    );
    expect((await read('users', member.id)).json().agency).toBe(agency.id);
    expect((await read('wellsites', owned.id)).json()).toMatchObject({ well_owner_id: agency.id });
  });

  it('goes through once nothing names it', async () => {
    const agency = await buildAgency(testApp.db);
    expect((await remove('agencys', agency.id)).statusCode).toBe(204);
    expect((await read('agencys', agency.id)).statusCode).toBe(404);
  });
});

describe('deleting a GSA', () => {
  it('is refused while sites and user associations name it', async () => {
    const gsa = await buildGsa(testApp.db);
    await buildWellSite(testApp.db, { source_gsa_id: gsa.id });
    await buildWellSite(testApp.db, { source_gsa_id: gsa.id });
    await buildSubsidenceSite(testApp.db, { source_gsa_id: gsa.id });
    await buildProject({ source_gsa_id: gsa.id });
    const user = await buildUser(testApp.db);
    const association = await testApp.app.inject({
      method: 'POST',
      url: '/api/gsaassociations/',
      headers: admin,
      payload: { user: user.id, gsa: gsa.id },
    });
    await expectRefused(
      'gsas',
      gsa.id,
      'This GSA cannot be deleted: 2 well sites, 1 subsidence site, 1 project and 1 user association ' +
        'still refer to it.',
    );
    expect((await read('gsaassociations', association.json().id)).statusCode).toBe(200);
  });
});

describe('deleting a GSP', () => {
  it('is refused while sites, their readings, associations and import runs name it', async () => {
    const gsp = await buildGsp(testApp.db);
    const well = await buildWellSite(testApp.db, { source_gsp_id: gsp.id });
    await buildWellReading(testApp.db, well, { measurement_date: '2024-01-15' });
    await buildWellReading(testApp.db, well, { measurement_date: '2024-02-15' });
    const subsidence = await buildSubsidenceSite(testApp.db, { source_gsp_id: gsp.id });
    await buildSubsidenceReading(testApp.db, subsidence);
    await buildStreamSite(testApp.db, { source_gsp_id: gsp.id });
    await testApp.db.insert(groundwaterSites).values({
      purpose: 'extraction',
      dms_site_id: 'GWE-1',
      source_gsp_id: gsp.id,
      latitude: 36.5,
      longitude: -119.5,
    });
    const reporter = await buildUser(testApp.db);
    await associate(testApp.db, reporter.id, gsp.id, 1);
    await buildImportRun(gsp.id);
    await buildProject({ source_gsp_id: gsp.id });
    await buildProject({ source_gsp_id: gsp.id });
    const year = await buildWaterYear(2040);
    await testApp.db.insert(annualReports).values([
      { report_type: 'groundwaterstorage', gsp_id: gsp.id, water_year_id: year.id },
      { report_type: 'groundwaterextraction', gsp_id: gsp.id, water_year_id: year.id },
    ]);

    await expectRefused(
      'gsps',
      gsp.id,
      'This GSP cannot be deleted: 1 well site, 1 stream site, 1 subsidence site, ' +
        '1 well of the water supply and use lists, 3 readings, 2 projects, 1 user association, 1 import run ' +
        'and 2 annual reports still refer to it.',
    );
    const kept = await testApp.db.select().from(gspAssociations).where(eq(gspAssociations.gspId, gsp.id));
    expect(kept).toHaveLength(1);
    expect((await read('wellsites', well.id)).json()).toMatchObject({ source_gsp_id: gsp.id });
  });

  it('goes through once nothing names it', async () => {
    const gsp = await buildGsp(testApp.db);
    expect((await remove('gsps', gsp.id)).statusCode).toBe(204);
  });
});

describe('deleting a water year', () => {
  it('is refused while readings are dated inside it or import runs name it', async () => {
    const year = await buildWaterYear(2031);
    const well = await buildWellSite(testApp.db);
    await buildWellReading(testApp.db, well, { measurement_date: '2030-10-01' });
    await buildWellReading(testApp.db, well, { measurement_date: '2031-09-30' });
    // outside the year: counted for no one
    await buildWellReading(testApp.db, well, { measurement_date: '2031-10-01' });
    const interconnected = await buildInterconnectedSite(testApp.db);
    await buildVerticalGradientReading(testApp.db, interconnected, {
      stream_meas_date: null,
      sa_gwe_meas_date: '2031-03-01',
    });
    await buildImportRun((await buildGsp(testApp.db)).id, year.id);
    const project = await buildProject({});
    await testApp.db.insert(annualUpdates).values({ projectform_id: project.id, water_year_id: year.id });
    await testApp.db.insert(annualReports).values({
      report_type: 'evapotranspiration',
      gsp_id: (await buildGsp(testApp.db)).id,
      water_year_id: year.id,
    });

    await expectRefused(
      'wateryears',
      year.id,
      'This water year cannot be deleted: 2 water level readings, 1 interconnected surface-water reading, ' +
        '1 project annual update, 1 import run and 1 annual report still refer to it.',
    );
  });

  it('goes through when its dates hold no readings', async () => {
    const year = await buildWaterYear(2035);
    const well = await buildWellSite(testApp.db);
    await buildWellReading(testApp.db, well, { measurement_date: '2036-01-01' });
    expect((await remove('wateryears', year.id)).statusCode).toBe(204);
  });
});

describe('a refused delete', () => {
  it('is not recorded in the change history', async () => {
    const agency = await buildAgency(testApp.db);
    const member = await buildUser(testApp.db);
    await testApp.db.update(users).set({ agencyId: agency.id }).where(eq(users.id, member.id));
    expect((await remove('agencys', agency.id)).statusCode).toBe(409);
    const history = await testApp.app.inject({
      method: 'GET',
      url: `/api/changehistory/?record_type=agencys&record_id=${agency.id}`,
      headers: admin,
    });
    expect(history.statusCode).toBe(200);
    const operations = history.json().results.map((entry: { operation: string }) => entry.operation);
    expect(operations).toEqual(['INSERT']);
  });
});
