import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../db/prepare-database';
import { createMailer } from '../mail/mailer';
import { readServerConfig, type ServerConfig } from '../server-config';

/**
 * A fresh database per call: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * database on that PostgreSQL server, dropped again by close().
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `basin_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  // logger: a test that reads what the server logs
  options: { importWorker?: boolean; logger?: FastifyBaseLogger } = {},
) {
  const handle = await openTestDatabase();
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG ?? 'silent' });
  await prepareDatabase(handle, { seedDemoData: false, logger });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'basin-dms-test-'));
  const config: ServerConfig = {
    ...readServerConfig({}),
    dataDir,
    webRoot: path.join(dataDir, 'no-web-build'),
    publicUrl: 'http://basin-dms.test',
    signInPerMinutePerIp: 1000,
    resetPerHourPerIp: 1000,
    ...overrides,
  };
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(dataDir, 'outbox'),
    from: config.mailFrom,
    logger,
  });
  const app = await buildApp({ db: handle.db, config, mailer }, { ...options, logger });
  return {
    app,
    db: handle.db,
    kind: handle.kind,
    config,
    mailer,
    outboxDir: path.join(dataDir, 'outbox'),
    async close() {
      await app.close();
      await mailer.idle();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
