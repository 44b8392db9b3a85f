import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface WaterYear {
  id: number;
  water_year: number;
  is_active: boolean;
  [field: string]: unknown;
}

let testApp: TestApp;
let admin: Headers;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signedInUser(testApp, 'Administrator')).headers;
});
afterAll(() => testApp.close());

const request = (method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: admin, payload });
const bounds = (year: number) => ({
  water_year: year,
  water_year_start: `${year - 1}-10-01`,
  water_year_end: `${year}-09-30`,
});
async function createYear(year: number, extra: object = {}): Promise<WaterYear> {
  const response = await request('POST', '/api/wateryears/', { ...bounds(year), ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const list = async (): Promise<WaterYear[]> => (await request('GET', '/api/wateryears/')).json();
const activeYears = async () =>
  (await list()).filter((year) => year.is_active).map((year) => year.water_year);

describe('/api/wateryears/ for an administrator', () => {
  it('creates a water year with date labels, its import window defaulting to the year itself', async () => {
    const year = await createYear(2026, { year_type: 'Below Normal' });
    expect(year).toEqual({
      id: expect.any(Number),
      water_year: 2026,
      water_year_start: '2025-10-01',
      water_year_end: '2026-09-30',
      water_year_start_lbl: 'October 1, 2025',
      water_year_end_lbl: 'September 30, 2026',
      import_start: '2025-10-01',
      import_end: '2026-09-30',
      is_active: false,
      year_type: 'Below Normal',
    });
    expect((await request('GET', `/api/wateryears/${year.id}`)).json()).toEqual(year);
  });

  it('keeps an import window that is given', async () => {
    const year = await createYear(2027, { import_start: '2027-10-15', import_end: '2028-03-31' });
    expect(year).toMatchObject({ import_start: '2027-10-15', import_end: '2028-03-31' });
  });

  it('lets an import window never set follow the water year when its dates move', async () => {
    const year = await createYear(2100);
    expect(year).toMatchObject({ import_start: '2099-10-01', import_end: '2100-09-30' });
    const moved = await request('PATCH', `/api/wateryears/${year.id}`, {
      water_year_start: '2099-11-01',
      water_year_end: '2100-10-31',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      water_year_start: '2099-11-01',
      water_year_end: '2100-10-31',
      import_start: '2099-11-01',
      import_end: '2100-10-31',
    });
    expect((await request('GET', `/api/wateryears/${year.id}`)).json()).toEqual(moved.json());
  });

  it('keeps an import window that was given when the water year dates move', async () => {
    const year = await createYear(2101, { import_start: '2100-10-15', import_end: '2101-08-31' });
    const moved = await request('PATCH', `/api/wateryears/${year.id}`, {
      water_year_start: '2100-11-01',
      water_year_end: '2101-10-31',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      water_year_start: '2100-11-01',
      water_year_end: '2101-10-31',
      import_start: '2100-10-15',
      import_end: '2101-08-31',
    });
  });

  it('lists water years newest first', async () => {
    await createYear(2011);
    await createYear(2031);
    await createYear(2019);
    const years = (await list()).map((year) => year.water_year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years).toEqual(expect.arrayContaining([2011, 2019, 2031]));
  });

  it('keeps only one water year active: saving one active clears the flag on all others', async () => {
    const first = await createYear(2040, { is_active: true });
    expect(await activeYears()).toEqual([2040]);

    const second = await createYear(2041, { is_active: true });
    expect(second.is_active).toBe(true);
    expect(await activeYears()).toEqual([2041]);

    const patched = await request('PATCH', `/api/wateryears/${first.id}`, { is_active: true });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().is_active).toBe(true);
    expect(await activeYears()).toEqual([2040]);

    const replaced = await request('PUT', `/api/wateryears/${second.id}`, {
      ...bounds(2041),
      is_active: true,
      year_type: 'Wet',
    });
    expect(replaced.statusCode).toBe(200);
    expect(await activeYears()).toEqual([2041]);

    // Saving an inactive year leaves the active one alone.
    expect(
      (await request('PATCH', `/api/wateryears/${first.id}`, { year_type: 'Dry' })).json().is_active,
    ).toBe(false);
    expect(await activeYears()).toEqual([2041]);
  });

  it('keeps exactly one year active when two saves make two different years active at once', async () => {
    for (let round = 0; round < 5; round++) {
      const first = await createYear(2160 + round * 2);
      const second = await createYear(2161 + round * 2);
      const answers = await Promise.all([
        request('PATCH', `/api/wateryears/${first.id}`, { is_active: true }),
        request('PATCH', `/api/wateryears/${second.id}`, { is_active: true }),
        request('POST', '/api/wateryears/', { ...bounds(2180 + round), is_active: true }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 201]);
      const active = await activeYears();
      expect(active).toHaveLength(1);
      expect([first.water_year, second.water_year, 2180 + round]).toContain(active[0]);
    }
  });

  it('replaces a water year with PUT and changes only the sent fields with PATCH', async () => {
    const year = await createYear(2050, {
      year_type: 'Critical',
      import_start: '2049-11-01',
      import_end: '2050-08-31',
    });
    const replaced = await request('PUT', `/api/wateryears/${year.id}`, { ...bounds(2051) });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: year.id,
      water_year: 2051,
      water_year_start_lbl: 'October 1, 2050',
      import_start: '2050-10-01',
      import_end: '2051-09-30',
      year_type: null,
      is_active: false,
    });
    const patched = await request('PATCH', `/api/wateryears/${year.id}`, { year_type: 'Above Normal' });
    expect(patched.json()).toEqual({ ...replaced.json(), year_type: 'Above Normal' });
  });

  it('deletes a water year', async () => {
    const year = await createYear(2060);
    expect((await request('DELETE', `/api/wateryears/${year.id}`)).statusCode).toBe(204);
    expect((await request('GET', `/api/wateryears/${year.id}`)).statusCode).toBe(404);
    expect((await list()).map((row) => row.water_year)).not.toContain(2060);
  });
});

describe('water year validation', () => {
  it('refuses an end before the start, naming water_year_end', async () => {
    const response = await request('POST', '/api/wateryears/', {
      water_year: 2070,
      water_year_start: '2070-09-30',
      water_year_end: '2069-10-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ water_year_end: ['The end date must be after the start date.'] });
  });

  it('refuses a second water year with the same year, on create and on update', async () => {
    await createYear(2080);
    const duplicate = await request('POST', '/api/wateryears/', bounds(2080));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ water_year: ['A water year with this year already exists.'] });

    const other = await createYear(2081);
    const clash = await request('PATCH', `/api/wateryears/${other.id}`, { water_year: 2080 });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ water_year: ['A water year with this year already exists.'] });
    expect((await request('GET', `/api/wateryears/${other.id}`)).json().water_year).toBe(2081);
  });

  it('refuses missing dates, malformed dates and an unknown year type', async () => {
    const missing = await request('POST', '/api/wateryears/', { water_year: 2090 });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['water_year_end', 'water_year_start']);

    const malformed = await request('POST', '/api/wateryears/', {
      ...bounds(2090),
      water_year_start: '10/01/2089',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ water_year_start: ['Enter a date as YYYY-MM-DD.'] });

    const yearType = await request('POST', '/api/wateryears/', { ...bounds(2090), year_type: 'Soggy' });
    expect(yearType.statusCode).toBe(400);
    expect(yearType.json()).toEqual({ year_type: ['Select a valid year type.'] });

    const importWindow = await request('POST', '/api/wateryears/', {
      ...bounds(2090),
      import_start: '2090-05-01',
      import_end: '2090-04-01',
    });
    expect(importWindow.statusCode).toBe(400);
    expect(importWindow.json()).toEqual({
      import_end: ['The import end must not be before the import start.'],
    });

    expect((await list()).map((row) => row.water_year)).not.toContain(2090);
  });
});

describe('GET /api/wateryears/active', () => {
  // A database of its own: the answer depends on every water year there is.
  let yearsApp: TestApp;
  let yearsAdmin: Headers;
  let member: Headers;
  beforeAll(async () => {
    yearsApp = await createTestApp();
    yearsAdmin = (await signedInUser(yearsApp, 'Administrator')).headers;
    member = (await signedInUser(yearsApp, 'GSP Representative')).headers;
  });
  afterAll(() => yearsApp.close());

  const active = (headers?: Headers) => yearsApp.app.inject({ url: '/api/wateryears/active', headers });
  const create = async (year: number, extra: object = {}): Promise<WaterYear> => {
    const response = await yearsApp.app.inject({
      method: 'POST',
      url: '/api/wateryears/',
      headers: yearsAdmin,
      payload: { ...bounds(year), ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('answers 404 while no water year exists', async () => {
    const response = await active(member);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No water year has been defined yet.' });
  });

  it('answers the flagged year, and the highest water_year once the flagged one is deleted', async () => {
    await create(2015);
    const latest = await create(2017);
    const flagged = await create(2016, { is_active: true });

    const answer = await active(member);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(flagged);

    const removed = await yearsApp.app.inject({
      method: 'DELETE',
      url: `/api/wateryears/${flagged.id}`,
      headers: yearsAdmin,
    });
    expect(removed.statusCode).toBe(204);
    const fallback = await active(member);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toEqual(latest);
  });

  it('answers 401 to someone signed out', async () => {
    const response = await active();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
