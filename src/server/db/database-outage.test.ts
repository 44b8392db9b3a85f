import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE_DETAIL } from '../../domain/http/server-errors';
import { buildApp } from '../app';
import { createMailer } from '../mail/mailer';
import { readServerConfig } from '../server-config';
import { signedInUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { openDatabase, type Database } from './client';

interface LogLine {
  level: number;
  msg: string;
  err?: unknown;
  reason?: string;
  refusedRequests?: number;
}

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const errors = () => lines.filter((line) => line.level >= 50);
  return { logger, lines, errors };
}

const PINO_ERROR = 50;
const STARTED = 'The database is unavailable: requests are answered 503 until it answers again';

/** A TCP port nothing listens on: PostgreSQL stopped. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The errors node-postgres raises when the database server is stopped, stopping or gone. */
const CONNECTION_FAILURES = {
  'a connection refused': () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      errno: -111,
      syscall: 'connect',
      address: '127.0.0.1',
      port: 5432,
    }),
  'the server shutting down (57P01 admin_shutdown)': () =>
    Object.assign(new pg.DatabaseError('terminating connection due to administrator command', 0, 'error'), {
      code: '57P01',
      severity: 'FATAL',
    }),
  'a connection ended unexpectedly': () => new Error('Connection terminated unexpectedly'),
};

/**
 * Makes every statement of `db` fail with `failure` until the answer is called: PGlite's or the pool's
 * entry points, as the driver's own failures would reach drizzle.
 */
function failEveryQuery(db: Database, kind: 'pglite' | 'postgres', failure: () => Error): () => void {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const entries = kind === 'pglite' ? ['query', 'exec', 'transaction'] : ['query', 'connect'];
  for (const entry of entries) client[entry] = () => Promise.reject(failure());
  return () => entries.forEach((entry) => delete client[entry]);
}

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('a database that cannot be reached', () => {
  it('answers 503 saying the database is unavailable and the request can be retried, logged once, not per request', async () => {
    const { logger, lines, errors } = capturedLog();
    // PostgreSQL stopped: node-postgres's own connection refusals, from a pool at a port nothing listens on
    const handle = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/basin` });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'basin-dms-outage-'));
    folders.push(dataDir);
    const config = { ...readServerConfig({}), dataDir, webRoot: path.join(dataDir, 'no-web') };
    const mailer = createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger });
    // the workers poll the stopped database too: their failures belong to the same outage
    const app = await buildApp({ db: handle.db, config, mailer }, { logger });
    try {
      for (let round = 0; round < 5; round += 1) {
        const list = await app.inject({ url: '/api/gsas/', headers: { authorization: 'Token abc' } });
        expect(list.statusCode).toBe(503);
        expect(list.json()).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL });
        expect(list.headers['retry-after']).toBe('5');
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/token/create/',
          payload: { email: 'someone@example.org', password: 'Aquifer-Level-77' },
        });
        expect(signIn.statusCode).toBe(503);
        expect(signIn.json()).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL });
        const ogc = await app.inject({
          url: '/ogcapi/collections?f=json',
          headers: { authorization: 'Token abc' },
        });
        expect(ogc.statusCode).toBe(503);
        expect(ogc.json()).toEqual({ code: 'ServiceUnavailable', description: DATABASE_UNAVAILABLE_DETAIL });
        expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
      }
      expect(errors()).toEqual([expect.objectContaining({ level: PINO_ERROR, msg: STARTED })]);
      expect(errors()[0].reason).toContain('ECONNREFUSED');
      expect(lines.some((line) => 'err' in line)).toBe(false);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  describe('on the test database, failing with the errors node-postgres raises', () => {
    const log = capturedLog();
    let testApp: TestApp;
    let headers: { authorization: string };
    beforeAll(async () => {
      testApp = await createTestApp({}, { logger: log.logger, importWorker: false });
      headers = (await signedInUser(testApp, 'Administrator')).headers;
    });
    afterAll(() => testApp.close());

    for (const [failure, error] of Object.entries(CONNECTION_FAILURES)) {
      it(`answers 503 on ${failure}, and by itself again once the database answers, logging both ends once`, async () => {
        const { lines, errors } = log;
        lines.length = 0;
        const heal = failEveryQuery(testApp.db, testApp.kind, error);
        let healed = false;
        try {
          for (let request = 0; request < 10; request += 1) {
            const response = await testApp.app.inject({ url: '/api/gsas/', headers });
            expect(response.statusCode).toBe(503);
            expect(response.json()).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL });
          }
          expect(errors()).toEqual([expect.objectContaining({ msg: STARTED })]);
          expect(errors()[0].reason).toContain(error().message);
          heal();
          healed = true;
          const ended = () => lines.find((line) => line.msg.startsWith('The database answers again'));
          await vi.waitFor(() => expect(ended()).toBeDefined(), { timeout: 10_000, interval: 100 });
          expect(ended()).toMatchObject({ level: 30, refusedRequests: 10 });
        } finally {
          if (!healed) heal();
        }
        const again = await testApp.app.inject({ url: '/api/gsas/', headers });
        expect(again.statusCode).toBe(200);
        expect(errors()).toHaveLength(1);
        expect(lines.some((line) => 'err' in line)).toBe(false);
      });
    }
  });
});
