import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZED_REPORTER_TEXTS } from '../../domain/admin/authorized-reporter';
import { waterYears } from '../db/schema/organisations';
import { associate, buildGsp, buildUser, signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { goodWorkbook, postUpload } from '../test-support/upload-fixtures';

type Headers = { authorization: string };
let testApp: TestApp;
let admin: Headers;
let yearId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signedInUser(testApp, 'Administrator')).headers;
  const [year] = await testApp.db
    .insert(waterYears)
    .values({ waterYear: 2025, waterYearStart: '2024-10-01', waterYearEnd: '2025-09-30', isActive: true })
    .returning();
  yearId = year.id;
});
afterAll(() => testApp.close());

const toggle = (userId: number | string, payload: object, headers: Headers | null = admin) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/updateauthreporter/${userId}`,
    headers: headers ?? {},
    payload,
  });
const get = (url: string, headers: Headers = admin) => testApp.app.inject({ url, headers });
const historyOf = async (id: number) =>
  (await get(`/api/changehistory/?record_type=gspassociations&record_id=${id}`)).json();

describe('POST /api/updateauthreporter/{userId}', () => {
  it('grants and revokes the authorized reporter flag of one association, one history entry each', async () => {
    const gsp = await buildGsp(testApp.db);
    const otherGsp = await buildGsp(testApp.db);
    const user = await buildUser(testApp.db);
    const association = await associate(testApp.db, user.id, gsp.id);
    const other = await associate(testApp.db, user.id, otherGsp.id);

    const granted = await toggle(user.id, { authorized_reporter: true, gsp: gsp.id });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({
      id: association.id,
      user: user.id,
      gsp: gsp.id,
      authorized_reporter: 1,
    });
    const listed = (await get(`/api/gspassociations/?user=${user.id}`)).json();
    expect(listed.find((row: { id: number }) => row.id === association.id).authorized_reporter).toBe(1);
    expect(listed.find((row: { id: number }) => row.id === other.id).authorized_reporter).toBe(0);
    const history = await historyOf(association.id);
    expect(history.count).toBe(2);
    expect(history.results[0].changes).toEqual([{ field: 'authorized_reporter', before: 0, after: 1 }]);

    const revoked = await toggle(user.id, { authorized_reporter: false, gsp: gsp.id });
    expect(revoked.json().authorized_reporter).toBe(0);
    expect((await historyOf(association.id)).count).toBe(3);
  });

  it('refuses the flag for a user whose role is Agency, and changes nothing', async () => {
    const gsp = await buildGsp(testApp.db);
    const agencyUser = await buildUser(testApp.db, { role: 'Agency' });
    const association = await associate(testApp.db, agencyUser.id, gsp.id);
    const response = await toggle(agencyUser.id, { authorized_reporter: true, gsp: gsp.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ authorized_reporter: [AUTHORIZED_REPORTER_TEXTS.notForAgency] });
    expect((await get(`/api/gspassociations/${association.id}`)).json().authorized_reporter).toBe(0);
    expect((await historyOf(association.id)).count).toBe(1);
    // Revoking is always allowed.
    expect((await toggle(agencyUser.id, { authorized_reporter: false, gsp: gsp.id })).statusCode).toBe(200);
  });

  it('answers 400 for a GSP the user is not associated with, a bad body or unknown fields; 404 for no user', async () => {
    const user = await buildUser(testApp.db);
    const gsp = await buildGsp(testApp.db);
    const unassociated = await toggle(user.id, { authorized_reporter: true, gsp: gsp.id });
    expect(unassociated.statusCode).toBe(400);
    expect(unassociated.json()).toEqual({ gsp: [AUTHORIZED_REPORTER_TEXTS.noAssociation] });
    expect((await toggle(user.id, { authorized_reporter: 'maybe', gsp: gsp.id })).statusCode).toBe(400);
    expect((await toggle(user.id, { authorized_reporter: true })).json()).toHaveProperty('gsp');
    const extra = await toggle(user.id, { authorized_reporter: true, gsp: gsp.id, user: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await toggle(999999, { authorized_reporter: true, gsp: gsp.id })).statusCode).toBe(404);
    expect((await toggle('abc', { authorized_reporter: true, gsp: gsp.id })).statusCode).toBe(404);
  });

  it('is for administrators only: 401 signed out, 403 for representatives and agencies', async () => {
    const gsp = await buildGsp(testApp.db);
    const { user, headers } = await signedInUser(testApp, 'GSP Representative');
    const association = await associate(testApp.db, user.id, gsp.id);
    const agency = await signedInUser(testApp, 'Agency');
    expect((await toggle(user.id, { authorized_reporter: true, gsp: gsp.id }, null)).statusCode).toBe(401);
    expect((await toggle(user.id, { authorized_reporter: true, gsp: gsp.id }, headers)).statusCode).toBe(403);
    expect(
      (await toggle(user.id, { authorized_reporter: true, gsp: gsp.id }, agency.headers)).statusCode,
    ).toBe(403);
    expect((await get(`/api/gspassociations/${association.id}`)).json().authorized_reporter).toBe(0);
  });
});

describe('associations and the authorized reporter flag decide what /import allows', () => {
  it('lets a representative import for a GSP only once associated and made its authorized reporter', async () => {
    const gsp = await buildGsp(testApp.db, 'Kaweah Subbasin GSP');
    const { user, headers } = await signedInUser(testApp, 'GSP Representative');
    // Reporting for another GSP lets them upload a workbook at all.
    await associate(testApp.db, user.id, (await buildGsp(testApp.db)).id, 1);
    const upload = await postUpload(testApp.app, headers, await goodWorkbook(), 'levels.xlsx');
    expect(upload.statusCode, upload.body).toBe(201);
    const startRun = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/datawizard.json',
        headers,
        payload: { object_id: upload.json().id, serializer: 'wellsitemeasurements', gsp_id: gsp.id },
      });
    const statusRow = async () => {
      const response = await get(`/api/importstatus/${yearId}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().gsp.find((row: { id: number }) => row.id === gsp.id);
    };

    expect(await statusRow()).toBeUndefined();
    expect((await startRun()).statusCode).toBe(403);

    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/gspassociations/',
      headers: admin,
      payload: { user: user.id, gsp: gsp.id },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await statusRow()).toMatchObject({ name: 'Kaweah Subbasin GSP', authorized_reporter: 0 });
    expect((await startRun()).statusCode).toBe(403);

    expect((await toggle(user.id, { authorized_reporter: true, gsp: gsp.id })).statusCode).toBe(200);
    expect(await statusRow()).toMatchObject({ authorized_reporter: 1 });
    const run = await startRun();
    expect(run.statusCode, run.body).toBe(201);

    expect((await toggle(user.id, { authorized_reporter: false, gsp: gsp.id })).statusCode).toBe(200);
    expect(await statusRow()).toMatchObject({ authorized_reporter: 0 });
    expect((await startRun()).statusCode).toBe(403);
  });
});
