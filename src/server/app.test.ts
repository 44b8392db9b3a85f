import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './test-support/factories';
import { createTestApp, type TestApp } from './test-support/test-app';

let testApp: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signedInUser(testApp, 'Administrator')).headers;
});
afterAll(() => testApp.close());

const noStackTrace = /\bat .+[.](ts|js|mjs):\d+|node_modules|Error:/;

describe('the API as a whole', () => {
  it("answers an unknown /api path with 404 JSON {detail: 'Not found.'}, signed in or not", async () => {
    for (const [method, url, headers] of [
      ['GET', '/api/no-such-collection/', undefined],
      ['POST', '/api/no-such-collection/', admin],
      ['DELETE', '/api/wellsites/1/extra/path', admin],
      ['GET', '/api', undefined],
    ] as const) {
      const response = await testApp.app.inject({ method, url, headers });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers an unexpected failure with 500 and a plain detail, never a stack trace', async () => {
    // A database failure the code does not expect: the table behind /api/gsas/ is gone for a moment.
    await testApp.db.execute(sql`ALTER TABLE gsas RENAME TO gsas_hidden_by_test`);
    try {
      const response = await testApp.app.inject({ url: '/api/gsas/', headers: admin });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: 'A server error occurred. Please try again later.' });
      expect(response.body).not.toMatch(noStackTrace);
      expect(response.body).not.toContain('gsas');
    } finally {
      await testApp.db.execute(sql`ALTER TABLE gsas_hidden_by_test RENAME TO gsas`);
    }
    expect((await testApp.app.inject({ url: '/api/gsas/', headers: admin })).statusCode).toBe(200);
  });

  it('answers an id beyond the database integer range in a body as a 400, not a server error', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/gspassociations/',
      headers: admin,
      payload: { user: 99_999_999_999, gsp: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['A number in the request is out of range.'] });
  });

  it('refuses a body that is not JSON with 415 and a detail', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/agencys/',
      headers: { ...admin, 'content-type': 'application/xml' },
      payload: '<agency name="x"/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Unsupported media type.' });
  });

  it('publishes an OpenAPI document at /api/docs listing the API paths', async () => {
    const response = await testApp.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'Basin DMS API', version: '1.0.4' });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/token/create/',
        '/api/auth/me/',
        '/api/application/config',
        '/api/users/',
        '/api/wateryears/{id}',
      ]),
    );
  });

  it('sends security headers on API answers', async () => {
    for (const url of ['/api/application/config', '/api/no-such-thing']) {
      const response = await testApp.app.inject({ url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});
