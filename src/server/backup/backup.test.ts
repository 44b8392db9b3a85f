import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo-accounts';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { createMailer } from '../mail/mailer';
import { readServerConfig } from '../server-config';
import { openTestDatabase } from '../test-support/test-app';
import { backupFileText } from './read-backup';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

const folder = mkdtempSync(path.join(tmpdir(), 'basin-dms-backup-test-'));
const handles: DatabaseHandle[] = [];
let demo: DatabaseHandle;
let demoBackup: string;

async function emptyDatabase() {
  const handle = await openTestDatabase();
  handles.push(handle);
  return handle;
}

/** Every table's row count and a digest of its rows, and every sequence's state. */
async function contents({ db }: DatabaseHandle) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by relname`),
  );
  const answer: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ rows: string; digest: string }>(
      await db.execute(
        sql.raw(`select count(*)::text as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from "${name}" t`),
      ),
    );
    answer[name] = `${row.rows} ${row.digest}`;
  }
  const sequences = rowsOf<{ name: string }>(
    await db.execute(
      sql`select relname as name from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace`,
    ),
  );
  for (const { name } of sequences) {
    const [row] = rowsOf<{ state: string }>(
      await db.execute(sql.raw(`select last_value::text || ' ' || is_called::text as state from "${name}"`)),
    );
    answer[`sequence ${name}`] = row.state;
  }
  return answer;
}

async function backUp(handle: DatabaseHandle, name: string) {
  const file = path.join(folder, name);
  const summary = await writeBackup(handle.db, createWriteStream(file));
  return { file, summary };
}

const restore = (handle: DatabaseHandle, file: string) =>
  restoreBackup(handle, backupFileText(file, 'FILE'), 'FILE');

beforeAll(async () => {
  demo = await emptyDatabase();
  await demo.migrate();
  await seedDemoData(demo.db);
  // an API key issued, used and revoked: its hash and dates must come back as they were
  await demo.db.execute(sql`insert into api_keys (user_id, name, prefix, key_hash, last_used_at, revoked_at)
    select id, 'QGIS on the GIS workstation', 'bdms_Q2xh8kZ0', md5(email), now(), now() from users limit 1`);
  demoBackup = (await backUp(demo, 'demo.backup')).file;
}, 120_000);

afterAll(async () => {
  for (const handle of handles) await handle.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores the demo basin into a fresh database with every row of every table unchanged', async () => {
    const target = await emptyDatabase();
    const summary = await restore(target, demoBackup);
    const before = await contents(demo);
    const after = await contents(target);
    expect(Object.keys(before).length).toBeGreaterThan(40);
    expect(Number(before.well_measurements.split(' ')[0])).toBeGreaterThan(1000);
    expect(Number(before.change_history.split(' ')[0])).toBeGreaterThan(0);
    expect(before.api_keys).toMatch(/^1 /);
    expect(after).toEqual(before);
    expect(summary.rows).toBe(
      Object.entries(before)
        .filter(([name]) => !name.startsWith('sequence '))
        .reduce((sum, [, value]) => sum + Number(value.split(' ')[0]), 0),
    );
  }, 120_000);

  it('serves the restored basin: its accounts sign in, and a new record takes the next id', async () => {
    const target = await emptyDatabase();
    await restore(target, demoBackup);
    const dataDir = mkdtempSync(path.join(folder, 'app-'));
    const logger = pino({ level: 'silent' });
    const config = { ...readServerConfig({}), dataDir, webRoot: path.join(dataDir, 'no-web') };
    const mailer = createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger });
    const app = await buildApp({ db: target.db, config, mailer }, { logger, importWorker: false });
    try {
      const administrator = DEMO_USERS.find((user) => user.role === 'Administrator')!;
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/token/create/',
        payload: { email: administrator.email, password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      const headers = { authorization: `Token ${signIn.json<{ auth_token: string }>().auth_token}` };
      const listed = await app.inject({ method: 'GET', url: '/api/agencys/', headers });
      const highest = Math.max(...listed.json<{ id: number }[]>().map((agency) => agency.id));
      const created = await app.inject({
        method: 'POST',
        url: '/api/agencys/',
        headers,
        payload: { name: 'Restored Basin Water District' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json<{ id: number }>().id).toBeGreaterThan(highest);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a database that is not empty, and leaves it as it was', async () => {
    const before = await contents(demo);
    await expect(restore(demo, demoBackup)).rejects.toThrow(
      /^The database is not empty \(.+\): restore into a new, empty database\.$/,
    );
    expect(await contents(demo)).toEqual(before);
  }, 120_000);

  it('refuses a file that is not a backup', async () => {
    const target = await emptyDatabase();
    const plain = path.join(folder, 'notes.txt');
    writeFileSync(plain, 'site,date,depth\n1,2024-01-01,12\n');
    await expect(restore(target, plain)).rejects.toThrow('FILE is not a Basin DMS backup.');
    const gzipped = path.join(folder, 'notes.txt.gz');
    writeFileSync(gzipped, gzipSync('site,date,depth\n1,2024-01-01,12\n'));
    await expect(restore(target, gzipped)).rejects.toThrow('FILE is not a Basin DMS backup.');
  }, 120_000);

  it('refuses a backup of a newer schema than the code knows', async () => {
    const [header, ...rest] = gunzipSync(readFileSync(demoBackup)).toString('utf8').split('\n');
    const parsed = JSON.parse(header) as { migrations: object[] };
    parsed.migrations.push({ hash: 'f'.repeat(64), createdAt: Date.now() });
    const newer = path.join(folder, 'newer.backup');
    writeFileSync(newer, gzipSync([JSON.stringify(parsed), ...rest].join('\n')));
    const target = await emptyDatabase();
    await expect(restore(target, newer)).rejects.toThrow(
      /^FILE holds a newer schema than this version of Basin DMS/,
    );
  }, 120_000);

  it('refuses a backup whose readings name a site it does not hold, and loads none of it', async () => {
    const lines = gunzipSync(readFileSync(demoBackup)).toString('utf8').split('\n');
    const start = lines.findIndex((line) => line.startsWith('{"table":"well_measurements"'));
    const siteColumn = (JSON.parse(lines[start]) as { columns: string[] }).columns.indexOf('site_id');
    const cells = lines[start + 1].split('\t');
    cells[siteColumn] = '999999';
    lines[start + 1] = cells.join('\t');
    const orphan = path.join(folder, 'orphan.backup');
    writeFileSync(orphan, gzipSync(lines.join('\n')));
    const target = await emptyDatabase();
    await expect(restore(target, orphan)).rejects.toThrow(
      'FILE is damaged: well_measurements holds readings of site 999999, which well_sites does not.',
    );
    const [{ users }] = rowsOf<{ users: string }>(
      await target.db.execute(sql`select count(*)::text as users from users`),
    );
    expect(users).toBe('0');
  }, 120_000);

  it('refuses a backup cut short, and loads none of it', async () => {
    const whole = gunzipSync(readFileSync(demoBackup));
    const cut = path.join(folder, 'cut.backup');
    writeFileSync(cut, gzipSync(whole.subarray(0, Math.floor(whole.length * 0.6))));
    const target = await emptyDatabase();
    await expect(restore(target, cut)).rejects.toThrow(/^FILE is damaged or incomplete/);
    const [{ users }] = rowsOf<{ users: string }>(
      await target.db.execute(sql`select count(*)::text as users from users`),
    );
    expect(users).toBe('0');
  });
});
