import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { prepareDatabase } from '../db/prepare-database';
import { createMailer } from '../mail/mailer';
import { readServerConfig } from '../server-config';
import { openTestDatabase } from '../test-support/test-app';

const logger = pino({ level: 'silent' });
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** An app on a database the test can break, with the database's handle. */
async function appWithDatabase() {
  const handle = await openTestDatabase();
  await prepareDatabase(handle, { seedDemoData: false, logger });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'basin-dms-health-'));
  folders.push(dataDir);
  const config = { ...readServerConfig({}), dataDir, webRoot: path.join(dataDir, 'no-web') };
  const mailer = createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger });
  const app = await buildApp({ db: handle.db, config, mailer }, { logger, importWorker: false });
  return { app, handle };
}

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} without a token while the database answers', async () => {
    const { app, handle } = await appWithDatabase();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('answers 503 {"status":"unavailable"} once the database is gone', async () => {
    const { app, handle } = await appWithDatabase();
    try {
      await handle.close();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 within about 2 seconds when the database keeps silent', async () => {
    const { app, handle } = await appWithDatabase();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding: Promise<unknown>[] = [];
    if (handle.kind === 'pglite') {
      // the embedded database serves one transaction at a time
      const pglite = (handle.db as unknown as { $client: PGlite }).$client;
      holding.push(pglite.transaction(() => held));
    } else {
      // every connection of the pool taken: a query waits for one
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      const clients = await Promise.all(Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()));
      holding.push(held.then(() => clients.forEach((client) => client.release())));
    }
    try {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      const waited = performance.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
      expect(waited).toBeGreaterThanOrEqual(1_900);
      expect(waited).toBeLessThan(3_000);
    } finally {
      release();
      await Promise.all(holding);
      await app.close();
      await handle.close();
    }
  });
});
