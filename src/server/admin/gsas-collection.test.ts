import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgency, buildUser, signedInUser } from '../test-support/factories';
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
const createGsa = async (body: object) => {
  const response = await request('POST', '/api/gsas/', body);
  expect(response.statusCode).toBe(201);
  return response.json();
};
const associate = (user: number, gsa: number) => request('POST', '/api/gsaassociations/', { user, gsa });

describe('/api/gsas/ for an administrator', () => {
  it('creates, reads, replaces, patches and deletes a GSA', async () => {
    const gsa = await createGsa({ name: 'Greater Kaweah GSA', abbreviation: 'GKGSA' });
    expect(gsa).toEqual({ id: expect.any(Number), name: 'Greater Kaweah GSA', abbreviation: 'GKGSA' });
    expect((await request('GET', `/api/gsas/${gsa.id}`)).json()).toEqual(gsa);

    const replaced = await request('PUT', `/api/gsas/${gsa.id}`, {
      name: 'Mid-Kaweah GSA',
      abbreviation: 'MKGSA',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({ id: gsa.id, name: 'Mid-Kaweah GSA', abbreviation: 'MKGSA' });

    const patched = await request('PATCH', `/api/gsas/${gsa.id}`, { abbreviation: 'MK' });
    expect(patched.json()).toEqual({ id: gsa.id, name: 'Mid-Kaweah GSA', abbreviation: 'MK' });

    expect((await request('DELETE', `/api/gsas/${gsa.id}`)).statusCode).toBe(204);
    expect((await request('GET', `/api/gsas/${gsa.id}`)).statusCode).toBe(404);
  });

  it('lists GSAs by name', async () => {
    await createGsa({ name: 'Yokohl Valley GSA' });
    await createGsa({ name: 'Alta GSA' });
    const names: string[] = (await request('GET', '/api/gsas/'))
      .json()
      .map((gsa: { name: string }) => gsa.name);
    expect(names.indexOf('Alta GSA')).toBeLessThan(names.indexOf('Yokohl Valley GSA'));
  });

  it("requires a name: 'Field is required'", async () => {
    for (const body of [{}, { name: '', abbreviation: 'X' }]) {
      const response = await request('POST', '/api/gsas/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ name: ['Field is required'] });
    }
    const gsa = await createGsa({ name: 'Keeps Its Name GSA' });
    const response = await request('PUT', `/api/gsas/${gsa.id}`, { abbreviation: 'K' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: ['Field is required'] });
  });
});

describe('/api/gsaassociations/', () => {
  it('associates a user with a GSA, answering the names the association table shows', async () => {
    const gsa = await createGsa({ name: 'East Kaweah GSA' });
    const agency = await buildAgency(testApp.db, 'Lindsay-Strathmore ID');
    const user = await buildUser(testApp.db, { firstName: 'Perpetua', lastName: 'Lindqvist' });
    await request('PATCH', `/api/users/${user.id}`, { agency: agency.id });

    const response = await associate(user.id, gsa.id);
    expect(response.statusCode).toBe(201);
    const association = response.json();
    expect(association).toEqual({
      id: expect.any(Number),
      user: user.id,
      gsa: gsa.id,
      name: 'East Kaweah GSA',
      user_label: 'Perpetua Lindqvist',
      email: user.email,
      agency: 'Lindsay-Strathmore ID',
    });
    expect((await request('GET', `/api/gsaassociations/${association.id}`)).json()).toEqual(association);
  });

  it('refuses the same association twice', async () => {
    const gsa = await createGsa({ name: 'Twice GSA' });
    const user = await buildUser(testApp.db);
    expect((await associate(user.id, gsa.id)).statusCode).toBe(201);
    const again = await associate(user.id, gsa.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['This user is already associated with this GSA.'] });
  });

  it('refuses a user or GSA that does not exist', async () => {
    const gsa = await createGsa({ name: 'Real GSA' });
    const user = await buildUser(testApp.db);
    const noUser = await associate(987654, gsa.id);
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json()).toEqual({ user: ['Select a user from the list.'] });
    const noGsa = await associate(user.id, 987654);
    expect(noGsa.statusCode).toBe(400);
    expect(noGsa.json()).toEqual({ gsa: ['Select a GSA from the list.'] });
  });

  it('refuses to move an association to another GSA, and deletes it', async () => {
    const from = await createGsa({ name: 'From GSA' });
    const to = await createGsa({ name: 'To GSA' });
    const user = await buildUser(testApp.db);
    const association = (await associate(user.id, from.id)).json();
    const moved = await request('PATCH', `/api/gsaassociations/${association.id}`, { gsa: to.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ gsa: ['An association cannot be moved; delete it and add a new one.'] });
    const unchanged = await request('GET', `/api/gsaassociations/${association.id}`);
    expect(unchanged.json()).toMatchObject({ user: user.id, gsa: from.id, name: 'From GSA' });
    expect((await request('DELETE', `/api/gsaassociations/${association.id}`)).statusCode).toBe(204);
    expect((await request('GET', `/api/gsaassociations/${association.id}`)).statusCode).toBe(404);
  });

  it('filters by ?gsa= and ?user=', async () => {
    const gsa = await createGsa({ name: 'Filtered GSA' });
    const first = await buildUser(testApp.db);
    const second = await buildUser(testApp.db);
    await associate(first.id, gsa.id);
    await associate(second.id, gsa.id);
    await associate(first.id, (await createGsa({ name: 'Elsewhere GSA' })).id);

    const byGsa = (await request('GET', `/api/gsaassociations/?gsa=${gsa.id}`)).json();
    expect(byGsa.map((row: { user: number }) => row.user).sort()).toEqual([first.id, second.id].sort());
    expect(byGsa.every((row: { gsa: number }) => row.gsa === gsa.id)).toBe(true);
    const byUser = (await request('GET', `/api/gsaassociations/?user=${first.id}`)).json();
    expect(byUser.map((row: { name: string }) => row.name).sort()).toEqual(['Elsewhere GSA', 'Filtered GSA']);
  });

  it('shows someone who is not an administrator only their own associations', async () => {
    const gsa = await createGsa({ name: 'Shared GSA' });
    const member = await signedInUser(testApp, 'GSP Representative');
    const stranger = await buildUser(testApp.db);
    await associate(member.user.id, gsa.id);
    const strangers = (await associate(stranger.id, gsa.id)).json();

    const list = await request('GET', '/api/gsaassociations/', undefined, member.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((row: { user: number }) => row.user)).toEqual([member.user.id]);
    // Asking for someone else's does not widen the view.
    const asked = await request(
      'GET',
      `/api/gsaassociations/?user=${stranger.id}`,
      undefined,
      member.headers,
    );
    expect(asked.json().map((row: { user: number }) => row.user)).toEqual([member.user.id]);
    expect(
      (await request('GET', `/api/gsaassociations/${strangers.id}`, undefined, member.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a GSA that users are associated with, keeping GSA and association', async () => {
    const gsa = await createGsa({ name: 'Kept GSA' });
    const user = await buildUser(testApp.db);
    const association = (await associate(user.id, gsa.id)).json();
    const refused = await request('DELETE', `/api/gsas/${gsa.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'This GSA cannot be deleted: 1 user association still refers to it.',
    });
    expect((await request('GET', `/api/gsaassociations/${association.id}`)).statusCode).toBe(200);
    expect((await request('DELETE', `/api/gsaassociations/${association.id}`)).statusCode).toBe(204);
    expect((await request('DELETE', `/api/gsas/${gsa.id}`)).statusCode).toBe(204);
  });
});
