import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
let testApp: TestApp;
let admin: Headers;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signedInUser(testApp, 'Administrator')).headers;
});
afterAll(() => testApp.close());

const request = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: admin, payload });
const createAgency = async (body: object) => {
  const response = await request('POST', '/api/agencys/', body);
  expect(response.statusCode).toBe(201);
  return response.json();
};

describe('/api/agencys/ for an administrator', () => {
  it('creates an agency and answers it, with its display label', async () => {
    const agency = await createAgency({ name: 'Tulare Irrigation District', abbreviation: 'TID' });
    expect(agency).toEqual({
      id: expect.any(Number),
      name: 'Tulare Irrigation District',
      abbreviation: 'TID',
      label: 'Tulare Irrigation District',
    });
    expect((await request('GET', `/api/agencys/${agency.id}`)).json()).toEqual(agency);
  });

  it('lists agencies by name', async () => {
    const zulu = await createAgency({ name: 'Zulu Water Agency' });
    const alpha = await createAgency({ name: 'Alpha Water Agency' });
    const names: string[] = (await request('GET', '/api/agencys/'))
      .json()
      .map((agency: { name: string }) => agency.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names.indexOf(alpha.name)).toBeLessThan(names.indexOf(zulu.name));
  });

  it('replaces an agency with PUT, dropping an abbreviation left out', async () => {
    const agency = await createAgency({ name: 'Old Name District', abbreviation: 'OND' });
    const response = await request('PUT', `/api/agencys/${agency.id}`, { name: 'New Name District' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: agency.id,
      name: 'New Name District',
      abbreviation: '',
      label: 'New Name District',
    });
  });

  it('changes only the fields a PATCH sends', async () => {
    const agency = await createAgency({ name: 'Patchable District', abbreviation: 'PD' });
    const response = await request('PATCH', `/api/agencys/${agency.id}`, { abbreviation: 'PWD' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...agency, abbreviation: 'PWD' });
    expect((await request('GET', `/api/agencys/${agency.id}`)).json().abbreviation).toBe('PWD');
  });

  it('deletes an agency', async () => {
    const agency = await createAgency({ name: 'Short-lived District' });
    const response = await request('DELETE', `/api/agencys/${agency.id}`);
    expect(response.statusCode).toBe(204);
    expect((await request('GET', `/api/agencys/${agency.id}`)).json()).toEqual({ detail: 'Not found.' });
    expect((await request('GET', '/api/agencys/')).json().map((row: { id: number }) => row.id)).not.toContain(
      agency.id,
    );
  });

  it('refuses to delete an agency that users belong to, and keeps both', async () => {
    const agency = await createAgency({ name: 'Dissolved District' });
    const password = 'Groundwater-Basin-5';
    const created = await request('POST', '/api/users/', {
      email: 'orphan@dissolved.example',
      first_name: 'Orla',
      last_name: 'Orphan',
      phone: '1',
      agency: agency.id,
      role: 'Agency',
      status: 'Active',
      password,
      password2: password,
    });
    expect(created.json()).toMatchObject({ agency: agency.id, agency_label: 'Dissolved District' });
    const refused = await request('DELETE', `/api/agencys/${agency.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'This agency cannot be deleted: 1 user still refers to it.' });
    expect((await request('GET', `/api/agencys/${agency.id}`)).statusCode).toBe(200);
    const user = await request('GET', `/api/users/${created.json().id}`);
    expect(user.json()).toMatchObject({ agency: agency.id, agency_label: 'Dissolved District' });
  });

  it("labels an agency named 'Not Found' as empty", async () => {
    const agency = await createAgency({ name: 'Not Found' });
    expect(agency).toMatchObject({ name: 'Not Found', label: '' });
  });
});

describe('agency validation', () => {
  it("requires a name: 'Field is required'", async () => {
    for (const body of [{}, { name: '' }, { name: '   ', abbreviation: 'X' }]) {
      const response = await request('POST', '/api/agencys/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ name: ['Field is required'] });
    }
    const agency = await createAgency({ name: 'Named District' });
    const cleared = await request('PATCH', `/api/agencys/${agency.id}`, { name: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toEqual({ name: ['Field is required'] });
    expect((await request('GET', `/api/agencys/${agency.id}`)).json().name).toBe('Named District');
  });

  it('limits the name to 200 characters', async () => {
    const response = await request('POST', '/api/agencys/', { name: 'n'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: ['Ensure this field has no more than 200 characters.'] });
  });
});
