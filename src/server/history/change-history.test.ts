import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
let testApp: TestApp;
let admin: Headers;
let adminName: string;
let adminId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  const signedIn = await signedInUser(testApp, 'Administrator');
  admin = signedIn.headers;
  adminId = signedIn.user.id;
  adminName = `${signedIn.user.firstName} ${signedIn.user.lastName}`;
});
afterAll(() => testApp.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = admin) =>
  testApp.app.inject({ method, url, headers, payload });
const historyOf = async (recordType: string, recordId: number) => {
  const response = await call('GET', `/api/changehistory/?record_type=${recordType}&record_id=${recordId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('the change history of administered records', () => {
  it('records a creation, an update and a deletion once each, with who, when and what changed', async () => {
    const created = (await call('POST', '/api/agencys/', { name: 'Chowchilla Water District' })).json();
    await call('PATCH', `/api/agencys/${created.id}`, { abbreviation: 'CWD' });
    expect((await call('DELETE', `/api/agencys/${created.id}`)).statusCode).toBe(204);

    const history = await historyOf('agencys', created.id);
    expect(history.count).toBe(3);
    expect(history.results.map((entry: { operation_label: string }) => entry.operation_label)).toEqual([
      'Deleted',
      'Changed',
      'Created',
    ]);
    const [deleted, changed, inserted] = history.results;
    expect(changed).toMatchObject({
      record_type: 'agencys',
      record_type_label: 'Agency',
      record_id: created.id,
      record_label: 'Chowchilla Water District',
      changed_by: adminId,
      changed_by_name: adminName,
      changes: [{ field: 'abbreviation', before: '', after: 'CWD' }],
    });
    expect(inserted.changes).toEqual([
      { field: 'name', before: null, after: 'Chowchilla Water District' },
      { field: 'abbreviation', before: null, after: '' },
    ]);
    expect(deleted.changes).toContainEqual({ field: 'abbreviation', before: 'CWD', after: null });
    expect(Date.now() - Date.parse(changed.changed_at)).toBeLessThan(60_000);
  });

  it('records nothing for a save that changes nothing', async () => {
    const created = (await call('POST', '/api/gsas/', { name: 'Madera County GSA' })).json();
    await call('PATCH', `/api/gsas/${created.id}`, { name: 'Madera County GSA' });
    expect((await historyOf('gsas', created.id)).count).toBe(1);
  });

  it('records nothing when a write is refused, since the change and its entry share one transaction', async () => {
    const first = (await call('POST', '/api/wateryears/', waterYear(2031))).json();
    const refused = await call('PATCH', `/api/wateryears/${first.id}`, { water_year_end: 'not a date' });
    expect(refused.statusCode).toBe(400);
    expect((await historyOf('wateryears', first.id)).count).toBe(1);
  });

  it('never keeps a password hash, only that the password changed', async () => {
    const user = await buildUser(testApp.db);
    const response = await call('GET', `/api/changehistory/?record_type=users&record_id=${user.id}`);
    const [created] = response.json().results;
    expect(created.changed_by_name).toBe('System');
    expect(JSON.stringify(response.json())).not.toContain('argon2');
  });

  it('filters by user and pages newest first', async () => {
    const other = await signedInUser(testApp, 'Administrator');
    await call('POST', '/api/agencys/', { name: 'Other Admin Agency' }, other.headers);
    const byOther = (await call('GET', `/api/changehistory/?changed_by=${other.user.id}`)).json();
    expect(byOther.count).toBe(1);
    expect(byOther.results[0].record_label).toBe('Other Admin Agency');
    const page = (await call('GET', '/api/changehistory/?limit=2&offset=1')).json();
    expect(page.results).toHaveLength(2);
    expect(page.count).toBeGreaterThan(3);
  });

  it('is read only by administrators', async () => {
    const representative = await signedInUser(testApp, 'GSP Representative');
    expect((await call('GET', '/api/changehistory/', undefined, representative.headers)).statusCode).toBe(
      403,
    );
    expect((await testApp.app.inject({ method: 'GET', url: '/api/changehistory/' })).statusCode).toBe(401);
    expect((await call('GET', '/api/changehistory/?record_type=readings')).statusCode).toBe(400);
  });
});

function waterYear(year: number) {
  return {
    water_year: year,
    water_year_start: `${year - 1}-10-01`,
    water_year_end: `${year}-09-30`,
  };
}
