import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createMailer } from '../mail/mailer';
import { readServerConfig } from '../server-config';
import { defaultConfigRows } from '../settings/application-config';
import { openTestDatabase } from '../test-support/test-app';
import type { DatabaseHandle } from './client';
import { prepareDatabase } from './prepare-database';
import { agencies, applicationConfig, users } from './schema/accounts';
import { gspAssociations, gsps, waterYears } from './schema/organisations';
import { DEMO_USERS } from './seed/demo-accounts';

const logger = pino({ level: 'silent' });
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty, unmigrated database: PGlite in memory, or a new one on TEST_DATABASE_URL's server. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const handle = await openTestDatabase();
  cleanups.push(() => handle.close());
  return handle;
}

async function rowCounts({ db }: DatabaseHandle) {
  const rows = async (table: AnyPgTable) => Number((await db.select({ rows: count() }).from(table))[0].rows);
  return {
    users: await rows(users),
    agencies: await rows(agencies),
    gsps: await rows(gsps),
    gspAssociations: await rows(gspAssociations),
    waterYears: await rows(waterYears),
    flags: await rows(applicationConfig),
  };
}

describe('prepareDatabase', () => {
  it('without demo data creates the schema and the feature flags, but no users', async () => {
    const handle = await emptyDatabase();
    await prepareDatabase(handle, { seedDemoData: false, logger });
    expect(await rowCounts(handle)).toEqual({
      users: 0,
      agencies: 0,
      gsps: 0,
      gspAssociations: 0,
      waterYears: 0,
      flags: defaultConfigRows().length,
    });
  });

  it('with demo data creates the demo accounts, and the demo administrator signs in', async () => {
    const handle = await emptyDatabase();
    await prepareDatabase(handle, { seedDemoData: true, logger });
    const counts = await rowCounts(handle);
    expect(counts.users).toBe(DEMO_USERS.length);
    expect(counts.flags).toBe(defaultConfigRows().length);
    expect(counts.waterYears).toBeGreaterThan(0);

    const dataDir = mkdtempSync(path.join(tmpdir(), 'basin-dms-prepare-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const config = { ...readServerConfig({}), dataDir, webRoot: path.join(dataDir, 'no-web-build') };
    const mailer = createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger });
    const app = await buildApp({ db: handle.db, config, mailer }, { logger });
    cleanups.push(() => app.close());
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/token/create/',
      payload: { email: 'admin@example.org', password: 'Groundwater-2026' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: 'admin@example.org', role: 'Administrator' });
  });

  it('adds nothing when run again on a database that holds data', async () => {
    const handle = await emptyDatabase();
    await prepareDatabase(handle, { seedDemoData: true, logger });
    const before = await rowCounts(handle);
    await prepareDatabase(handle, { seedDemoData: true, logger });
    await prepareDatabase(handle, { seedDemoData: false, logger });
    expect(await rowCounts(handle)).toEqual(before);
  });
});
