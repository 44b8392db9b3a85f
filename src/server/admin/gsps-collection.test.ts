import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associate as associateInDb, buildAgency, buildUser, signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
let testApp: TestApp;
let admin: Headers;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signedInUser(testApp, 'Administrator')).headers;
});
afterAll(() => testApp.close());

const request = (method: Method, url: string, payload?: object, headers: Headers = admin) =>
  testApp.app.inject({ method, url, headers, payload });
const createGsp = async (body: object) => {
  const response = await request('POST', '/api/gsps/', body);
  expect(response.statusCode).toBe(201);
  return response.json();
};
const associate = (payload: { user: number; gsp: number; authorized_reporter?: unknown }) =>
  request('POST', '/api/gspassociations/', payload);
const setReporter = (id: number, authorized_reporter: unknown) =>
  request('PATCH', `/api/gspassociations/${id}`, { authorized_reporter });

describe('/api/gsps/ for an administrator', () => {
  it('creates a GSP with its data submission requirements; monitoring import defaults to on', async () => {
    const gsp = await createGsp({
      name: 'Kaweah Subbasin GSP',
      abbreviation: 'KSGSP',
      data_submission: ['gw', 'wq', 'gw', 'tw'],
    });
    expect(gsp).toEqual({
      id: expect.any(Number),
      name: 'Kaweah Subbasin GSP',
      abbreviation: 'KSGSP',
      data_submission: ['gw', 'wq', 'tw'],
      monitoringimport: true,
    });
    expect((await request('GET', `/api/gsps/${gsp.id}`)).json()).toEqual(gsp);
  });

  it('replaces a GSP with PUT and changes only the sent fields with PATCH', async () => {
    const gsp = await createGsp({ name: 'Tule GSP', data_submission: ['sub'], monitoringimport: false });
    const replaced = await request('PUT', `/api/gsps/${gsp.id}`, {
      name: 'Tule Subbasin GSP',
      data_submission: ['gwe', 'sws'],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({
      id: gsp.id,
      name: 'Tule Subbasin GSP',
      abbreviation: '',
      data_submission: ['gwe', 'sws'],
      monitoringimport: true,
    });
    const patched = await request('PATCH', `/api/gsps/${gsp.id}`, { monitoringimport: false });
    expect(patched.json()).toEqual({ ...replaced.json(), monitoringimport: false });
  });

  it('lists GSPs by name and deletes one', async () => {
    const last = await createGsp({ name: 'Westside GSP' });
    const first = await createGsp({ name: 'Alpaugh GSP' });
    const ids: number[] = (await request('GET', '/api/gsps/')).json().map((gsp: { id: number }) => gsp.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(last.id));
    expect((await request('DELETE', `/api/gsps/${last.id}`)).statusCode).toBe(204);
    expect((await request('GET', '/api/gsps/')).json().map((gsp: { id: number }) => gsp.id)).not.toContain(
      last.id,
    );
  });

  it("requires a name ('Field is required') and known data submission codes", async () => {
    const unnamed = await request('POST', '/api/gsps/', { data_submission: ['gw'] });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ name: ['Field is required'] });
    const unknown = await request('POST', '/api/gsps/', {
      name: 'Bad Codes GSP',
      data_submission: ['gw', 'lava'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ data_submission: ['Select valid data submission requirements.'] });
  });
});

describe('/api/gspassociations/', () => {
  it('associates a user with a GSP, not yet an authorized reporter', async () => {
    const gsp = await createGsp({ name: 'Association GSP' });
    const user = await buildUser(testApp.db, { firstName: 'Cornelius', lastName: 'Vandermeer' });
    const response = await associate({ user: user.id, gsp: gsp.id });
    expect(response.statusCode).toBe(201);
    const association = response.json();
    expect(association).toEqual({
      id: expect.any(Number),
      user: user.id,
      gsp: gsp.id,
      authorized_reporter: 0,
      name: 'Association GSP',
      user_label: 'Cornelius Vandermeer',
      email: user.email,
      role: 'GSP Representative',
      agency: '',
    });
    expect((await request('GET', `/api/gspassociations/${association.id}`)).json()).toEqual(association);
    expect((await request('GET', `/api/users/${user.id}`)).json().gsp_label).toBe('Association GSP');
  });

  it('toggles authorized_reporter between 0 and 1 with PATCH, as the user sees it too', async () => {
    const gsp = await createGsp({ name: 'Toggle GSP' });
    const member = await signedInUser(testApp, 'GSP Representative');
    const association = (await associate({ user: member.user.id, gsp: gsp.id })).json();

    const on = await setReporter(association.id, 1);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: association.id, authorized_reporter: 1 });
    const me = await request('GET', '/api/auth/me/', undefined, member.headers);
    expect(me.json().gsp_associations).toEqual([
      { id: association.id, gsp: gsp.id, gsp_label: 'Toggle GSP', authorized_reporter: 1 },
    ]);

    const off = await setReporter(association.id, 0);
    expect(off.json().authorized_reporter).toBe(0);
    expect((await request('GET', `/api/gspassociations/${association.id}`)).json().authorized_reporter).toBe(
      0,
    );
    // The client may also send a boolean.
    expect((await setReporter(association.id, true)).json().authorized_reporter).toBe(1);
  });

  it('records adding, authorizing and deleting an association in the change history, one entry each', async () => {
    const gsp = await createGsp({ name: 'History GSP' });
    const user = await buildUser(testApp.db);
    const association = (await associate({ user: user.id, gsp: gsp.id })).json();
    expect((await setReporter(association.id, 1)).statusCode).toBe(200);
    expect((await request('DELETE', `/api/gspassociations/${association.id}`)).statusCode).toBe(204);

    const history = await request(
      'GET',
      `/api/changehistory/?record_type=gspassociations&record_id=${association.id}`,
    );
    const entries = history.json().results as {
      operation: string;
      changed_by_name: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    expect(entries.map((entry) => entry.operation)).toEqual(['DELETE', 'UPDATE', 'INSERT']);
    expect(entries.every((entry) => entry.changed_by_name !== 'System')).toBe(true);
    expect(entries[1].changes).toContainEqual(
      expect.objectContaining({ field: 'authorized_reporter', before: 0, after: 1 }),
    );
  });

  it('refuses a value other than 0 or 1', async () => {
    const gsp = await createGsp({ name: 'Strict GSP' });
    const user = await buildUser(testApp.db);
    const association = (await associate({ user: user.id, gsp: gsp.id })).json();
    for (const value of [2, 'yes', null, undefined]) {
      const response = await setReporter(association.id, value);
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json()).toEqual({ authorized_reporter: ['Enter 0 or 1.'] });
    }
    expect((await request('GET', `/api/gspassociations/${association.id}`)).json().authorized_reporter).toBe(
      0,
    );
  });

  it('refuses to make an Agency-role user an authorized reporter', async () => {
    const gsp = await createGsp({ name: 'Agency Users GSP' });
    const agencyUser = await buildUser(testApp.db, { role: 'Agency' });
    const refusedOnCreate = await associate({ user: agencyUser.id, gsp: gsp.id, authorized_reporter: 1 });
    expect(refusedOnCreate.statusCode).toBe(400);
    expect(refusedOnCreate.json()).toEqual({
      authorized_reporter: ['Users with the role Agency cannot be authorized reporters.'],
    });

    const association = (await associate({ user: agencyUser.id, gsp: gsp.id })).json();
    const refused = await setReporter(association.id, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      authorized_reporter: ['Users with the role Agency cannot be authorized reporters.'],
    });
    expect((await setReporter(association.id, 0)).statusCode).toBe(200);
    expect((await request('GET', `/api/gspassociations/${association.id}`)).json().authorized_reporter).toBe(
      0,
    );
  });

  it('refuses the same association twice, and a user or GSP that does not exist', async () => {
    const gsp = await createGsp({ name: 'Once GSP' });
    const user = await buildUser(testApp.db);
    expect((await associate({ user: user.id, gsp: gsp.id })).statusCode).toBe(201);
    const again = await associate({ user: user.id, gsp: gsp.id, authorized_reporter: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['This user is already associated with this GSP.'] });
    expect((await associate({ user: 987654, gsp: gsp.id })).json()).toEqual({
      user: ['Select a user from the list.'],
    });
    expect((await associate({ user: user.id, gsp: 987654 })).json()).toEqual({
      gsp: ['Select a GSP from the list.'],
    });
  });

  it('filters by ?gsp=', async () => {
    const gsp = await createGsp({ name: 'Filter GSP' });
    const other = await createGsp({ name: 'Other GSP' });
    const first = await buildUser(testApp.db);
    const second = await buildUser(testApp.db);
    await associate({ user: first.id, gsp: gsp.id });
    await associate({ user: second.id, gsp: gsp.id });
    await associate({ user: first.id, gsp: other.id });
    const rows: { user: number; gsp: number }[] = (
      await request('GET', `/api/gspassociations/?gsp=${gsp.id}`)
    ).json();
    expect(rows.map((row) => row.user).sort()).toEqual([first.id, second.id].sort());
    expect(rows.every((row) => row.gsp === gsp.id)).toBe(true);
  });

  it('shows someone who is not an administrator only their own associations', async () => {
    const gsp = await createGsp({ name: 'Visible GSP' });
    const member = await signedInUser(testApp, 'GSP Representative');
    const stranger = await buildUser(testApp.db);
    const own = (await associate({ user: member.user.id, gsp: gsp.id })).json();
    const strangers = (await associate({ user: stranger.id, gsp: gsp.id })).json();

    const list = await request('GET', `/api/gspassociations/?gsp=${gsp.id}`, undefined, member.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((row: { id: number }) => row.id)).toEqual([own.id]);
    expect(
      (await request('GET', `/api/gspassociations/?user=${stranger.id}`, undefined, member.headers))
        .json()
        .map((row: { id: number }) => row.id),
    ).toEqual([own.id]);
    expect(
      (await request('GET', `/api/gspassociations/${strangers.id}`, undefined, member.headers)).statusCode,
    ).toBe(404);
    expect(
      (await request('GET', `/api/gspassociations/${own.id}`, undefined, member.headers)).statusCode,
    ).toBe(200);
  });

  it('refuses to move an association to another GSP with PATCH, and leaves it as it was', async () => {
    const from = await createGsp({ name: 'Staying GSP' });
    const to = await createGsp({ name: 'Elsewhere GSP' });
    const user = await buildUser(testApp.db);
    const association = (await associate({ user: user.id, gsp: from.id })).json();
    const MOVE_REFUSED = { gsp: ['An association cannot be moved; delete it and add a new one.'] };

    for (const payload of [{ gsp: to.id }, { gsp_id: to.id }, { gsp: to.id, authorized_reporter: 1 }]) {
      const moved = await request('PATCH', `/api/gspassociations/${association.id}`, payload);
      expect(moved.statusCode, JSON.stringify(payload)).toBe(400);
      expect(moved.json()).toEqual(MOVE_REFUSED);
    }
    expect((await request('GET', `/api/gspassociations/${association.id}`)).json()).toEqual(association);
    expect((await request('GET', `/api/gspassociations/?gsp=${to.id}`)).json()).toEqual([]);

    // Sending the association's own user and GSP back with the flag is no move.
    const kept = await request('PATCH', `/api/gspassociations/${association.id}`, {
      user: user.id,
      gsp: from.id,
      authorized_reporter: 1,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ ...association, authorized_reporter: 1 });
  });

  it('deletes an association', async () => {
    const gsp = await createGsp({ name: 'Leaving GSP' });
    const user = await buildUser(testApp.db);
    const association = (await associate({ user: user.id, gsp: gsp.id })).json();
    expect((await request('DELETE', `/api/gspassociations/${association.id}`)).statusCode).toBe(204);
    expect((await request('GET', `/api/gspassociations/${association.id}`)).statusCode).toBe(404);
    expect((await request('GET', `/api/users/${user.id}`)).json().gsp_label).toBe('');
  });

  it('refuses to delete a GSP that users are associated with, keeping GSP and association', async () => {
    const gsp = await createGsp({ name: 'Kept GSP' });
    const user = await buildUser(testApp.db);
    const association = (await associate({ user: user.id, gsp: gsp.id })).json();
    const refused = await request('DELETE', `/api/gsps/${gsp.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'This GSP cannot be deleted: 1 user association still refers to it.',
    });
    expect((await request('GET', `/api/gspassociations/${association.id}`)).statusCode).toBe(200);
    expect((await request('GET', `/api/users/${user.id}`)).json().gsp_label).toBe('Kept GSP');
  });
});

describe('foreign keys sent as {name}_id (spec 1 §7)', () => {
  it('creates a GSP association from user_id and gsp_id', async () => {
    const gsp = await createGsp({ name: 'Underscore GSP' });
    const user = await buildUser(testApp.db);
    const response = await request('POST', '/api/gspassociations/', {
      user_id: user.id,
      gsp_id: gsp.id,
      authorized_reporter: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ user: user.id, gsp: gsp.id, authorized_reporter: 1 });
    const rows = (await request('GET', `/api/gspassociations/?gsp=${gsp.id}`)).json();
    expect(rows.map((row: { user: number }) => row.user)).toEqual([user.id]);
  });

  it('creates a GSA association from user_id and gsa_id', async () => {
    const gsa = await request('POST', '/api/gsas/', { name: 'Underscore GSA' });
    expect(gsa.statusCode).toBe(201);
    const user = await buildUser(testApp.db);
    const response = await request('POST', '/api/gsaassociations/', {
      user_id: user.id,
      gsa_id: gsa.json().id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ user: user.id, gsa: gsa.json().id, name: 'Underscore GSA' });
  });

  it('creates a user from agency_id', async () => {
    const agency = await buildAgency(testApp.db, 'Underscore Irrigation District');
    const password = 'Headgate-Turnout-58';
    const response = await request('POST', '/api/users/', {
      email: 'underscore.user@agency.example',
      first_name: 'Marisol',
      last_name: 'Quintero',
      phone: '559-555-0123',
      agency_id: agency.id,
      role: 'GSP Representative',
      status: 'Active',
      password,
      password2: password,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'underscore.user@agency.example',
      agency: agency.id,
      agency_label: 'Underscore Irrigation District',
    });
  });
});

describe('changing a user to the Agency role', () => {
  it('withdraws the reporting authorization on every one of their GSP associations', async () => {
    const first = await createGsp({ name: 'First Reporting GSP' });
    const second = await createGsp({ name: 'Second Reporting GSP' });
    const user = await buildUser(testApp.db, { role: 'GSP Representative' });
    const bystander = await buildUser(testApp.db, { role: 'GSP Representative' });
    await associateInDb(testApp.db, user.id, first.id, 1);
    await associateInDb(testApp.db, user.id, second.id, 1);
    await associateInDb(testApp.db, bystander.id, first.id, 1);

    const changed = await request('PATCH', `/api/users/${user.id}`, { role: 'Agency' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().role).toBe('Agency');

    const own: { gsp: number; authorized_reporter: number }[] = (
      await request('GET', `/api/gspassociations/?user=${user.id}`)
    ).json();
    expect(own.map((row) => [row.gsp, row.authorized_reporter]).sort()).toEqual(
      [
        [first.id, 0],
        [second.id, 0],
      ].sort(),
    );
    const others = (await request('GET', `/api/gspassociations/?user=${bystander.id}`)).json();
    expect(others).toMatchObject([{ gsp: first.id, authorized_reporter: 1 }]);
  });
});
