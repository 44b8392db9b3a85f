import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../db/schema/accounts';
import { changeHistory } from '../db/schema/history';
import { buildUser, signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Method = 'GET' | 'POST' | 'DELETE';
let testApp: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInUser(testApp, 'Administrator');
});
afterAll(() => testApp.close());

const call = (
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => testApp.app.inject({ method, url, headers, payload });
const keysOf = (userId: number) => `/api/users/${userId}/apikeys/`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function issue(userId: number, name: string) {
  const response = await call('POST', keysOf(userId), { name });
  expect(response.statusCode, response.body).toBe(201);
  return { response, issued: response.json<{ id: number; key: string; prefix: string }>() };
}

describe('issuing an API key', () => {
  it('answers the key once, with its name, prefix and issuer, and keeps only its SHA-256', async () => {
    const user = await buildUser(testApp.db, { role: 'GSP Representative' });
    const { response, issued } = await issue(user.id, '  QGIS on the GIS workstation ');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(issued.key).toMatch(/^bdms_[A-Za-z0-9_-]{43}$/);
    expect(issued).toEqual({
      id: expect.any(Number),
      user: user.id,
      name: 'QGIS on the GIS workstation',
      prefix: `${issued.key.slice(0, 13)}…`,
      created_at: expect.any(String),
      created_by_name: `${admin.user.firstName} ${admin.user.lastName}`,
      last_used_at: null,
      revoked_at: null,
      key: issued.key,
    });
    const [stored] = await testApp.db.select().from(apiKeys).where(eq(apiKeys.id, issued.id));
    expect(stored.keyHash).toBe(sha256(issued.key));
    expect(JSON.stringify(stored)).not.toContain(issued.key.slice(13));

    const listed = await call('GET', keysOf(user.id));
    expect(listed.statusCode).toBe(200);
    const { key: _told, ...record } = issued;
    expect(listed.json()).toEqual([record]);
    expect(listed.body).not.toContain(issued.key.slice(13));
    expect(listed.body).not.toContain(stored.keyHash);
  });

  it('gives every key its own secret and lists a user’s keys newest first, no one else’s', async () => {
    const [user, other] = await Promise.all([buildUser(testApp.db), buildUser(testApp.db)]);
    const first = (await issue(user.id, 'QGIS')).issued;
    const second = (await issue(user.id, 'GDAL nightly copy')).issued;
    await issue(other.id, 'ArcGIS');
    expect(second.key).not.toBe(first.key);
    expect(second.prefix).not.toBe(first.prefix);
    const listed = (await call('GET', keysOf(user.id))).json<{ id: number }[]>();
    expect(listed.map((key) => key.id)).toEqual([second.id, first.id]);
  });

  it('names the field at fault, and answers 404 for a user that does not exist', async () => {
    const user = await buildUser(testApp.db);
    for (const [payload, errors] of [
      [{}, { name: ['Field is required'] }],
      [{ name: '   ' }, { name: ['Field is required'] }],
      [{ name: 'x'.repeat(101) }, { name: ['Ensure this field has no more than 100 characters.'] }],
      [
        { name: 'QGIS', key: 'bdms_chosen-by-the-client' },
        { key: ['This field is not part of the record.'] },
      ],
    ] as const) {
      const response = await call('POST', keysOf(user.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual(errors);
    }
    expect((await call('GET', keysOf(user.id))).json()).toEqual([]);
    expect((await call('POST', keysOf(2_000_000), { name: 'QGIS' })).statusCode).toBe(404);
    expect((await call('GET', keysOf(2_000_000))).statusCode).toBe(404);
    expect((await call('GET', '/api/users/abc/apikeys/')).statusCode).toBe(404);
  });
});

describe('revoking an API key', () => {
  it('marks it revoked, keeps it listed, and changes nothing when revoked again', async () => {
    const user = await buildUser(testApp.db);
    const { issued } = await issue(user.id, 'QGIS');
    const revoked = await call('POST', `${keysOf(user.id)}${issued.id}/revoke/`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const revokedAt = revoked.json().revoked_at;
    expect(Date.now() - Date.parse(revokedAt)).toBeLessThan(60_000);
    expect(revoked.json()).not.toHaveProperty('key');
    const again = await call('POST', `${keysOf(user.id)}${issued.id}/revoke/`);
    expect(again.json().revoked_at).toBe(revokedAt);
    expect((await call('GET', keysOf(user.id))).json()).toEqual([revoked.json()]);
  });

  it("answers 404 for a key of another user's path or one that does not exist", async () => {
    const [user, other] = await Promise.all([buildUser(testApp.db), buildUser(testApp.db)]);
    const { issued } = await issue(user.id, 'QGIS');
    expect((await call('POST', `${keysOf(other.id)}${issued.id}/revoke/`)).statusCode).toBe(404);
    expect((await call('POST', `${keysOf(user.id)}2000000/revoke/`)).statusCode).toBe(404);
    expect((await call('GET', keysOf(user.id))).json()[0].revoked_at).toBeNull();
  });
});

describe('who may manage API keys', () => {
  it('lets only administrators issue, list and revoke them', async () => {
    const user = await buildUser(testApp.db);
    const { issued } = await issue(user.id, 'QGIS');
    const representative = await signedInUser(testApp, 'GSP Representative');
    const ownKeys = keysOf(representative.user.id);
    for (const [method, url] of [
      ['GET', keysOf(user.id)],
      ['POST', keysOf(user.id)],
      ['POST', `${keysOf(user.id)}${issued.id}/revoke/`],
      ['GET', ownKeys],
      ['POST', ownKeys],
    ] as const) {
      const refused = await call(method, url, { name: 'Mine' }, representative.headers);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, { name: 'Mine' }, {})).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', keysOf(user.id))).json()).toMatchObject([{ revoked_at: null }]);
    expect((await call('GET', ownKeys)).json()).toEqual([]);
  });

  it('does not sign in to the application with a GIS key', async () => {
    const { issued } = await issue(admin.user.id, 'QGIS of the administrator');
    const asToken = await call('GET', '/api/users/', undefined, { authorization: `Token ${issued.key}` });
    expect(asToken.statusCode).toBe(401);
    expect(asToken.json()).toEqual({ detail: 'Invalid token.' });
    const asBearer = await call('GET', '/api/users/', undefined, { authorization: `Bearer ${issued.key}` });
    expect(asBearer.statusCode).toBe(401);
    expect((await call('GET', '/api/users/')).statusCode).toBe(200);
  });
});

describe('the change history of API keys', () => {
  it('records who issued and revoked a key, and holds neither the key nor its hash', async () => {
    const user = await buildUser(testApp.db);
    const { issued } = await issue(user.id, 'QGIS on the GIS workstation');
    await call('POST', `${keysOf(user.id)}${issued.id}/revoke/`);
    const history = await call('GET', `/api/changehistory/?record_type=apikeys&record_id=${issued.id}`);
    expect(history.statusCode).toBe(200);
    const page = history.json<{
      count: number;
      results: { operation_label: string; changes: { field: string }[] }[];
    }>();
    expect(page.count).toBe(2);
    expect(page.results).toMatchObject([
      {
        operation_label: 'Changed',
        record_type_label: 'API Key',
        record_label: 'QGIS on the GIS workstation',
        changed_by: admin.user.id,
        changes: [{ field: 'revoked_at', before: null, after: expect.any(String) }],
      },
      { operation_label: 'Created', changed_by: admin.user.id },
    ]);
    expect(page.results[1].changes.map((change) => change.field).sort()).toEqual([
      'created_by_id',
      'last_used_at',
      'name',
      'prefix',
      'revoked_at',
      'user_id',
    ]);
    const stored = await testApp.db
      .select({ oldValues: changeHistory.oldValues, newValues: changeHistory.newValues })
      .from(changeHistory)
      .where(eq(changeHistory.tableName, 'api_keys'));
    const entries = JSON.stringify(stored);
    expect(entries).toContain('QGIS on the GIS workstation');
    expect(entries).not.toContain('key_hash');
    expect(entries).not.toContain(sha256(issued.key));
    expect(entries).not.toContain(issued.key.slice(13));
  });
});
