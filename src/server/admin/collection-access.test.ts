import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The rules every administration collection of spec 2 §7 shares: who may call it,
 * what an unknown id answers, paging, and the OPTIONS description.
 */
type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

let testApp: TestApp;
let admin: Headers;
let representative: Headers;
let agencyUser: Headers;
const ids: Record<string, number[]> = {};

const call = (method: Method, url: string, headers?: Headers, payload?: object) =>
  testApp.app.inject({ method, url, headers, payload });

async function createAll(path: string, bodies: object[]) {
  ids[path] = [];
  for (const body of bodies) {
    const response = await call('POST', `/api/${path}/`, admin, body);
    if (response.statusCode !== 201) throw new Error(`${path}: ${response.body}`);
    ids[path].push(response.json().id);
  }
}

beforeAll(async () => {
  testApp = await createTestApp();
  const adminUser = await signedInUser(testApp, 'Administrator');
  const rep = await signedInUser(testApp, 'GSP Representative');
  const agency = await signedInUser(testApp, 'Agency');
  admin = adminUser.headers;
  representative = rep.headers;
  agencyUser = agency.headers;
  ids.users = [adminUser.user.id, rep.user.id, agency.user.id];

  await createAll('agencys', [
    { name: 'Kings River Conservation District' },
    { name: 'City of Clovis' },
    { name: 'Madera County' },
  ]);
  await createAll('gsas', [
    { name: 'North Fork GSA' },
    { name: 'McMullin Area GSA' },
    { name: 'Central Kings GSA' },
  ]);
  await createAll('gsps', [
    { name: 'Kings Subbasin GSP' },
    { name: 'Chowchilla GSP' },
    { name: 'Madera GSP' },
  ]);
  await createAll(
    'wateryears',
    [2023, 2024, 2025].map((year) => ({
      water_year: year,
      water_year_start: `${year - 1}-10-01`,
      water_year_end: `${year}-09-30`,
    })),
  );
  await createAll(
    'gsaassociations',
    ids.users.map((user) => ({ user, gsa: ids.gsas[0] })),
  );
  await createAll(
    'gspassociations',
    ids.users.map((user) => ({ user, gsp: ids.gsps[0] })),
  );
});
afterAll(() => testApp.close());

interface CollectionCase {
  path: string;
  fields: string[];
  /** A body an administrator could POST (only its refusal to others is checked here). */
  createBody: () => object;
  updateBody: () => object;
  /** Whether every signed-in user may read every record (otherwise reads are scoped to the caller). */
  readableByAll: boolean;
}

const cases: CollectionCase[] = [
  {
    path: 'users',
    fields: [
      'id',
      'email',
      'first_name',
      'last_name',
      'phone',
      'address',
      'address2',
      'city',
      'state',
      'zip',
      'agency',
      'role',
      'status',
      'password',
      'password2',
    ],
    createBody: () => ({
      email: 'intruder.made@basin.test',
      first_name: 'Ivo',
      last_name: 'Intruder',
      phone: '1',
      agency: ids.agencys[0],
      role: 'Administrator',
      status: 'Active',
      password: 'Stolen-Crown-77',
      password2: 'Stolen-Crown-77',
    }),
    updateBody: () => ({ role: 'Administrator', status: 'Active', first_name: 'Changed' }),
    readableByAll: false,
  },
  {
    path: 'agencys',
    fields: ['id', 'name', 'abbreviation'],
    createBody: () => ({ name: 'Rogue Agency' }),
    updateBody: () => ({ name: 'Renamed', abbreviation: 'R' }),
    readableByAll: true,
  },
  {
    path: 'gsas',
    fields: ['id', 'name', 'abbreviation'],
    createBody: () => ({ name: 'Rogue GSA' }),
    updateBody: () => ({ name: 'Renamed', abbreviation: 'R' }),
    readableByAll: true,
  },
  {
    path: 'gsps',
    fields: ['id', 'name', 'abbreviation', 'data_submission', 'monitoringimport'],
    createBody: () => ({ name: 'Rogue GSP', data_submission: ['gw'] }),
    updateBody: () => ({ name: 'Renamed', data_submission: [] }),
    readableByAll: true,
  },
  {
    path: 'gsaassociations',
    fields: ['id', 'user', 'gsa'],
    createBody: () => ({ user: ids.users[1], gsa: ids.gsas[1] }),
    updateBody: () => ({ gsa: ids.gsas[2] }),
    readableByAll: false,
  },
  {
    path: 'gspassociations',
    fields: ['id', 'user', 'gsp', 'authorized_reporter'],
    createBody: () => ({ user: ids.users[1], gsp: ids.gsps[1], authorized_reporter: 1 }),
    updateBody: () => ({ authorized_reporter: 1 }),
    readableByAll: false,
  },
  {
    path: 'wateryears',
    fields: [
      'id',
      'water_year',
      'water_year_start',
      'water_year_end',
      'import_start',
      'import_end',
      'is_active',
      'year_type',
    ],
    createBody: () => ({
      water_year: 2030,
      water_year_start: '2029-10-01',
      water_year_end: '2030-09-30',
      is_active: true,
    }),
    updateBody: () => ({
      water_year: 2031,
      water_year_start: '2030-10-01',
      water_year_end: '2031-09-30',
      is_active: true,
    }),
    readableByAll: true,
  },
];

describe.each(cases)('/api/$path/', ({ path, fields, createBody, updateBody, readableByAll }) => {
  const base = `/api/${path}`;
  const existing = () => ids[path][1];

  it('answers 401 to every call of a signed-out client', async () => {
    const attempts: [Method, string, object?][] = [
      ['GET', `${base}/`],
      ['GET', `${base}/${existing()}`],
      ['OPTIONS', `${base}/`],
      ['POST', `${base}/`, createBody()],
      ['PUT', `${base}/${existing()}`, updateBody()],
      ['PATCH', `${base}/${existing()}`, updateBody()],
      ['DELETE', `${base}/${existing()}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it.each([
    ['a GSP Representative', () => representative],
    ['an Agency user', () => agencyUser],
  ])('refuses writes by %s with 403 and changes nothing', async (_who, headers) => {
    const before = await call('GET', `${base}/${existing()}`, admin);
    const countBefore = (await call('GET', `${base}/`, admin)).json().length;
    const attempts: [Method, string, object?][] = [
      ['POST', `${base}/`, createBody()],
      ['PUT', `${base}/${existing()}`, updateBody()],
      ['PATCH', `${base}/${existing()}`, updateBody()],
      ['DELETE', `${base}/${existing()}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, headers(), payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect((await call('GET', `${base}/${existing()}`, admin)).json()).toEqual(before.json());
    expect((await call('GET', `${base}/`, admin)).json()).toHaveLength(countBefore);
  });

  if (readableByAll) {
    it('lets any signed-in user read the list and one record', async () => {
      for (const headers of [representative, agencyUser]) {
        const list = await call('GET', `${base}/`, headers);
        expect(list.statusCode).toBe(200);
        expect(list.json().map((record: { id: number }) => record.id)).toEqual(
          expect.arrayContaining(ids[path]),
        );
        const one = await call('GET', `${base}/${existing()}`, headers);
        expect(one.statusCode).toBe(200);
        expect(one.json().id).toBe(existing());
      }
    });
  }

  it("answers 404 'Not found.' for an unknown or non-numeric id", async () => {
    for (const id of ['987654', 'abc', '0', '-1', '1.5', '2147483648', '99999999999999999999']) {
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await call(
          method,
          `${base}/${id}`,
          admin,
          method === 'PUT' || method === 'PATCH' ? updateBody() : undefined,
        );
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.' });
      }
    }
  });

  it('limits the list with ?limit and skips with ?offset', async () => {
    const all = (await call('GET', `${base}/?format=json`, admin)).json();
    expect(all.length).toBeGreaterThanOrEqual(3);
    const limited = await call('GET', `${base}/?format=json&limit=2&t=${Date.now()}`, admin);
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toEqual(all.slice(0, 2));
    expect((await call('GET', `${base}/?limit=2&offset=1`, admin)).json()).toEqual(all.slice(1, 3));
  });

  it('describes its fields under actions.POST, with choices as {display_name, value}', async () => {
    const response = await call('OPTIONS', `${base}/`, admin);
    expect(response.statusCode).toBe(200);
    const post = response.json().actions.POST;
    expect(Object.keys(post)).toEqual(fields);
    for (const [name, field] of Object.entries<{ type: string; label: string; choices?: object[] }>(post)) {
      expect(field.type, name).toEqual(expect.any(String));
      expect(field.label, name).toMatch(/\w/);
      for (const choice of field.choices ?? []) {
        expect(Object.keys(choice).sort(), name).toEqual(['display_name', 'value']);
      }
    }
    expect(post.id.read_only).toBe(true);
    // The description is readable to anyone signed in, and the same for a record's URL.
    expect((await call('OPTIONS', `${base}/`, representative)).json().actions.POST).toEqual(post);
    expect((await call('OPTIONS', `${base}/${existing()}`, admin)).json().actions.POST).toEqual(post);
  });
});

describe('OPTIONS choices', () => {
  const choicesOf = async (path: string, field: string) =>
    (await call('OPTIONS', `/api/${path}/`, admin)).json().actions.POST[field].choices;

  it('offers the year types Wet, Above Normal, Below Normal, Dry and Critical for water years', async () => {
    expect(await choicesOf('wateryears', 'year_type')).toEqual(
      ['Wet', 'Above Normal', 'Below Normal', 'Dry', 'Critical'].map((value) => ({
        value,
        display_name: value,
      })),
    );
  });

  it('offers the data submission requirements of spec 2 §2.10 for GSPs', async () => {
    const choices: { value: string; display_name: string }[] = await choicesOf('gsps', 'data_submission');
    expect(choices.map((choice) => choice.display_name)).toEqual(
      expect.arrayContaining([
        'Water Levels',
        'Water Quality',
        'Subsidence',
        'GW Change in Storage',
        'GW Extraction',
        'GW Recharge',
        'Surface Water Supply',
        'Total Water Use',
        'Stream Monitoring',
        'Evapotranspiration',
      ]),
    );
    expect(new Set(choices.map((choice) => choice.value)).size).toBe(choices.length);
  });

  it('offers the roles and statuses for users, and the states with their two-letter codes', async () => {
    expect(await choicesOf('users', 'role')).toEqual([
      { value: 'Administrator', display_name: 'Administrator' },
      { value: 'GSP Representative', display_name: 'GSP Representative' },
      { value: 'Agency', display_name: 'Agency' },
    ]);
    expect(await choicesOf('users', 'status')).toEqual([
      { value: 'Active', display_name: 'Active' },
      { value: 'Pending', display_name: 'Pending' },
      { value: 'Inactive', display_name: 'Inactive' },
    ]);
    expect(await choicesOf('users', 'state')).toEqual(
      expect.arrayContaining([{ value: 'CA', display_name: 'California' }]),
    );
  });

  it('offers 0 and 1 for the authorized reporter flag of GSP associations', async () => {
    expect(
      (await choicesOf('gspassociations', 'authorized_reporter')).map(
        (choice: { value: number }) => choice.value,
      ),
    ).toEqual([0, 1]);
  });
});

describe('unknown fields', () => {
  it('refuses a write naming a field the record does not have, and changes nothing', async () => {
    const created = await call('POST', '/api/agencys/', admin, { name: 'Typo Agency', abreviation: 'TA' });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ abreviation: ['This field is not part of the record.'] });
    const names = (await call('GET', '/api/agencys/', admin)).json().map((row: { name: string }) => row.name);
    expect(names).not.toContain('Typo Agency');
    const patched = await call('PATCH', `/api/gsps/${ids.gsps[2]}`, admin, { colour: 'blue' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ colour: ['This field is not part of the record.'] });
  });

  it('ignores the names a record is answered with, so a record read can be sent back', async () => {
    const agency = (await call('GET', `/api/agencys/${ids.agencys[2]}`, admin)).json();
    const response = await call('PUT', `/api/agencys/${agency.id}`, admin, { ...agency, abbreviation: 'MC' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: agency.name, abbreviation: 'MC' });
  });
});
