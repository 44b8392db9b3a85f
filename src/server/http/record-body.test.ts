import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGsp, signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { RECORD_BODY_MESSAGES } from './record-body';

/** issue 30: every collection's create and update take a JSON object, and refuse anything else. */
type Headers = { authorization: string };

let testApp: TestApp;
let admin: Headers;
let adminId: number;
let collections: string[];

beforeAll(async () => {
  testApp = await createTestApp();
  const signed = await signedInUser(testApp, 'Administrator');
  admin = signed.headers;
  adminId = signed.user.id;
  // every collection, as the OpenAPI document lists them: /api/{collection}/{id} with PUT and PATCH
  const paths = (await testApp.app.inject({ url: '/api/docs', headers: admin })).json().paths as Record<
    string,
    Record<string, unknown>
  >;
  collections = Object.entries(paths)
    .filter(([path, methods]) => /^\/api\/[a-z]+\/\{id\}$/.test(path) && methods.put && methods.patch)
    .map(([path]) => path.split('/')[2]);
});
afterAll(() => testApp.close());

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: string) =>
  testApp.app.inject({ method, url, headers: { ...admin, 'content-type': 'application/json' }, payload });

const NOT_OBJECTS = [
  ['[]', 'an array'],
  ['"x"', 'text'],
  ['null', 'null'],
  ['3', 'a number'],
  ['true', 'true or false'],
] as const;

describe('a write whose body is not a JSON object', () => {
  it('finds every collection, the reports among them', () => {
    expect(collections).toEqual(
      expect.arrayContaining([
        'users',
        'agencys',
        'gsps',
        'wellsites',
        'groundwaterstorage',
        'totalwateruse',
      ]),
    );
    expect(collections.length).toBeGreaterThan(30);
  });

  it('answers 400 to an update of any collection, naming what was sent', async () => {
    for (const collection of collections) {
      for (const [payload, sent] of NOT_OBJECTS) {
        for (const method of ['PUT', 'PATCH'] as const) {
          const response = await send(method, `/api/${collection}/1`, payload);
          expect(response.statusCode, `${method} /api/${collection}/1 ${payload}`).toBe(400);
          expect(response.json()).toEqual({ non_field_errors: [RECORD_BODY_MESSAGES.object(sent)] });
        }
      }
    }
  });

  it('answers 400 to a create of any collection; where a create takes many, to an array of anything else', async () => {
    const answers: Array<[string, string[]]> = [
      ...NOT_OBJECTS.slice(1).map(([payload, sent]): [string, string[]] => [
        payload,
        [RECORD_BODY_MESSAGES.object(sent), RECORD_BODY_MESSAGES.objectOrArray(sent)],
      ]),
      [
        '["x"]',
        [
          RECORD_BODY_MESSAGES.object('an array'),
          RECORD_BODY_MESSAGES.objectOrArray('an array holding text'),
        ],
      ],
    ];
    for (const collection of collections) {
      for (const [payload, messages] of answers) {
        const response = await send('POST', `/api/${collection}/`, payload);
        expect(response.statusCode, `POST /api/${collection}/ ${payload}`).toBe(400);
        expect(messages).toContain(response.json().non_field_errors?.[0]);
      }
      const empty = await send('POST', `/api/${collection}/`, '[]');
      expect(empty.statusCode, `POST /api/${collection}/ []`).toBe(400);
    }
  });

  it('leaves the record as it was', async () => {
    const created = await send('POST', '/api/agencys/', JSON.stringify({ name: 'Madera County' }));
    expect(created.statusCode).toBe(201);
    for (const [payload] of NOT_OBJECTS) {
      expect((await send('PUT', `/api/agencys/${created.json().id}`, payload)).statusCode).toBe(400);
    }
    const read = await testApp.app.inject({ url: `/api/agencys/${created.json().id}`, headers: admin });
    expect(read.json()).toEqual(created.json());
  });
});

describe('the other writes that take a body', () => {
  it('answer 400 to a body that is not a JSON object', async () => {
    const gsp = await buildGsp(testApp.db);
    const profile = () => testApp.app.inject({ url: '/api/auth/me/', headers: admin }).then((r) => r.json());
    const before = await profile();
    const writes: Array<['POST' | 'PUT', string]> = [
      ['PUT', '/api/auth/me/'],
      ['POST', '/api/auth/password/'],
      ['POST', '/api/auth/password/reset/'],
      ['POST', '/api/auth/password/reset/confirm/'],
      ['POST', '/api/auth/users/create/'],
      ['POST', '/api/auth/token/create/'],
      ['POST', `/api/users/${adminId}/apikeys`],
      ['POST', `/api/updateauthreporter/${adminId}`],
      ['PUT', `/api/gsps/${gsp.id}/boundary`],
      ['POST', '/api/passwordreset/confirm/'],
      ['POST', '/api/createreport'],
      ['POST', '/api/datawizard.json'],
      ['POST', '/api/dataexport/water-level-data'],
      ['POST', '/api/bulksubmit'],
      ['POST', '/api/bulkdelete'],
    ];
    for (const [method, url] of writes) {
      for (const [payload] of NOT_OBJECTS) {
        const response = await send(method, url, payload);
        expect(response.statusCode, `${method} ${url} ${payload}`).toBe(400);
      }
    }
    expect(before.id).toBe(adminId);
    expect(await profile()).toEqual(before);
  });
});
