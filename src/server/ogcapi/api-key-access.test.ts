import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, users } from '../db/schema/accounts';
import { changeHistory } from '../db/schema/history';
import { buildUser } from '../test-support/factories';
import { buildMonitoringCast, buildWellReading, buildWellSite } from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Feature = { id: number; properties: Record<string, unknown> };
type Cast = Awaited<ReturnType<typeof buildMonitoringCast>>;
type Member = Cast['admin'];

let testApp: TestApp;
let cast: Cast;
let north: { id: number }; // a well of the North GSP: a submitted reading and a later one not submitted

beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildMonitoringCast(testApp);
  north = await buildWellSite(testApp.db, {
    dms_site_id: 'KEY-N-1',
    source_gsp_id: cast.north.id,
    wl_monitoring: true,
    latitude: 37.1,
    longitude: -120.3,
  });
  await buildWellReading(testApp.db, north, {
    measurement_date: '2024-01-15',
    measurement_depth: 50.5,
    submitted: true,
  });
  await buildWellReading(testApp.db, north, {
    measurement_date: '2024-03-01',
    measurement_depth: 55,
    submitted: false,
  });
});
afterAll(() => testApp.close());

/** A key issued through the API by the cast's administrator for `member`. */
async function keyFor(member: Member, name = 'QGIS'): Promise<{ id: number; key: string }> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/users/${member.user.id}/apikeys/`,
    headers: cast.admin.headers,
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const get = (url: string, authorization?: string) =>
  testApp.app.inject({ url, headers: { host: 'basin.test', ...(authorization ? { authorization } : {}) } });

async function latestOfNorth(authorization: string) {
  const response = await get('/ogcapi/collections/water-level-sites/items', authorization);
  expect(response.statusCode, response.body).toBe(200);
  const features = response.json<{ features: Feature[] }>().features;
  return features.find((feature) => feature.id === north.id)!.properties;
}

const lastUsedOf = async (id: number) =>
  (await testApp.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id)))[0].at;

describe('a personal API key on the OGC API', () => {
  it("sees what its user sees: a GSP's unsubmitted reading for its users and administrators only", async () => {
    const outsidersKey = await keyFor(cast.outsider);
    const reportersKey = await keyFor(cast.reporter);
    const adminsKey = await keyFor(cast.admin);
    expect(await latestOfNorth(`Token ${outsidersKey.key}`)).toMatchObject({
      latest_reading_date: '2024-01-15',
      latest_reading: 50.5,
    });
    expect(await latestOfNorth(`Token ${reportersKey.key}`)).toMatchObject({
      latest_reading_date: '2024-03-01',
      latest_reading: 55,
    });
    expect(await latestOfNorth(`Token ${adminsKey.key}`)).toMatchObject({
      latest_reading_date: '2024-03-01',
    });
    // the readings collection, which OGCAPI_PUBLIC never opens by default, likewise
    const readings = async (authorization: string) =>
      (await get('/ogcapi/collections/readings/items?site=KEY-N-1', authorization)).json<{
        numberMatched: number;
      }>().numberMatched;
    expect(await readings(`Token ${outsidersKey.key}`)).toBe(1);
    expect(await readings(`Token ${reportersKey.key}`)).toBe(2);
    // exactly what the same user's sign-in sees
    for (const [member, key] of [
      [cast.outsider, outsidersKey],
      [cast.reporter, reportersKey],
    ] as const) {
      const url = '/ogcapi/collections/water-level-sites/items?limit=50';
      const byKey = (await get(url, `Token ${key.key}`)).json<{ features: Feature[] }>();
      const bySignIn = (await get(url, member.headers.authorization)).json<{ features: Feature[] }>();
      expect(byKey.features).toEqual(bySignIn.features);
    }
  });

  it('is taken as a Bearer token too, as some GIS clients send it', async () => {
    const { key } = await keyFor(cast.reporter, 'ArcGIS Pro');
    expect(await latestOfNorth(`Bearer ${key}`)).toMatchObject({ latest_reading_date: '2024-03-01' });
    expect((await get('/ogcapi/collections', `bearer ${key}`)).statusCode).toBe(200);
  });

  it('answers 401 with an OGC exception for a revoked key, and for one nobody issued', async () => {
    const { id, key } = await keyFor(cast.member);
    expect((await get('/ogcapi/collections', `Token ${key}`)).statusCode).toBe(200);
    const revoked = await testApp.app.inject({
      method: 'POST',
      url: `/api/users/${cast.member.user.id}/apikeys/${id}/revoke/`,
      headers: cast.admin.headers,
    });
    expect(revoked.statusCode).toBe(200);
    for (const url of ['/ogcapi', '/ogcapi/collections', '/ogcapi/collections/readings/items']) {
      const refused = await get(url, `Token ${key}`);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Token');
      expect(refused.json()).toEqual({
        code: 'NotAuthorized',
        description: 'This API key has been revoked. Ask an administrator for a new one.',
      });
    }
    const unknown = await get('/ogcapi/collections', `Token bdms_${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      code: 'NotAuthorized',
      description: expect.stringMatching(/^This API key is not known: check that it was copied whole/),
    });
    // a key cut short, as a paste can leave it
    expect((await get('/ogcapi/collections', `Token ${key.slice(0, 20)}`)).statusCode).toBe(401);
  });

  it('answers 401 for the key of a user made inactive, and again once they are Active, 200', async () => {
    const { key } = await keyFor(cast.member, 'GDAL on the server');
    await testApp.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, cast.member.user.id));
    const refused = await get('/ogcapi/collections', `Token ${key}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().description).toMatch(/account this API key acts for is not active/);
    await testApp.db.update(users).set({ status: 'Active' }).where(eq(users.id, cast.member.user.id));
    expect((await get('/ogcapi/collections', `Token ${key}`)).statusCode).toBe(200);
  });

  it('answers 401 for the key of a deleted user, whose keys go with them', async () => {
    const leaving = await buildUser(testApp.db);
    const { key } = await keyFor({ ...cast.member, user: leaving }, 'QGIS of a user who leaves');
    const staying = await keyFor(cast.outsider, 'QGIS of a user who stays');
    expect((await get('/ogcapi/collections', `Token ${key}`)).statusCode).toBe(200);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/users/${leaving.id}`,
      headers: cast.admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await testApp.db.select().from(apiKeys).where(eq(apiKeys.userId, leaving.id))).toEqual([]);
    const refused = await get('/ogcapi/collections', `Token ${key}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().description).toMatch(/^This API key is not known/);
    expect((await get('/ogcapi/collections', `Token ${staying.key}`)).statusCode).toBe(200);
  });

  it('notes when it was last used, at most once a minute, without a change history entry', async () => {
    const { id, key } = await keyFor(cast.reporter, 'QGIS on the GIS workstation');
    expect(await lastUsedOf(id)).toBeNull();
    await get('/ogcapi/collections', `Token ${key}`);
    const first = await lastUsedOf(id);
    expect(Date.now() - first!.getTime()).toBeLessThan(60_000);
    // the pages of a copy that follow do not write it again
    await get('/ogcapi/collections/water-level-sites/items', `Token ${key}`);
    await get('/ogcapi/collections/readings/items', `Token ${key}`);
    expect(await lastUsedOf(id)).toEqual(first);
    // a minute later they do
    const earlier = new Date(Date.now() - 90_000);
    await testApp.db.update(apiKeys).set({ lastUsedAt: earlier }).where(eq(apiKeys.id, id));
    await get('/ogcapi/collections', `Token ${key}`);
    expect((await lastUsedOf(id))!.getTime()).toBeGreaterThan(earlier.getTime() + 60_000);
    const listed = await testApp.app.inject({
      url: `/api/users/${cast.reporter.user.id}/apikeys/`,
      headers: cast.admin.headers,
    });
    expect(listed.json<{ id: number; last_used_at: string }[]>().find((k) => k.id === id)!.last_used_at).toBe(
      (await lastUsedOf(id))!.toISOString(),
    );
    const history = await testApp.db
      .select({ operation: changeHistory.operation })
      .from(changeHistory)
      .where(and(eq(changeHistory.tableName, 'api_keys'), eq(changeHistory.recordId, id)));
    expect(history.map((row) => row.operation)).toEqual(['INSERT']);
  });
});
