import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { readServerConfig } from '../server-config';
import { buildUser } from '../test-support/factories';
import { createTestApp, openTestDatabase } from '../test-support/test-app';
import { backUpDatabase } from './back-up-database';
import { restoreDatabase } from './restore-database';
import { restoreBackup } from './restore-backup';
import { backupFileText } from './read-backup';
import { BACKUP_KEY_HEADER } from './routes';
import { controlFilePath, readControlFile } from './server-control';

const folder = mkdtempSync(path.join(tmpdir(), 'basin-dms-backup-commands-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function userEmails(db: DatabaseHandle['db']) {
  return rowsOf<{ email: string }>(await db.execute(sql`select email from users order by id`)).map(
    (row) => row.email,
  );
}

function post(port: number, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/backup/snapshot', headers },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    call.on('error', reject);
    call.end();
  });
}

describe('npm run backup and npm run restore', () => {
  it('backs up through the running server, which keeps answering, and the backup restores', async () => {
    const testApp = await createTestApp();
    const target = await openTestDatabase();
    try {
      await buildUser(testApp.db, { email: 'hydrologist@basin.org' });
      let config = testApp.config;
      if (testApp.kind === 'pglite') {
        await testApp.app.listen({ port: 0, host: '127.0.0.1' });
        const control = readControlFile(config.dataDir)!;
        expect(statSync(controlFilePath(config.dataDir)).mode & 0o777).toBe(0o600);
        expect(await post(control.port, {})).toBe(404);
        expect(await post(control.port, { [BACKUP_KEY_HEADER]: 'not-the-key' })).toBe(404);
      } else {
        const pool = (testApp.db as unknown as { $client: pg.Pool }).$client;
        config = { ...config, databaseUrl: pool.options.connectionString };
      }
      const [result, health] = await Promise.all([
        backUpDatabase({ config, now: new Date('2026-11-26T18:40:00Z') }),
        testApp.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      expect(health.statusCode).toBe(200);
      expect(result.madeBy).toBe(testApp.kind === 'pglite' ? 'server' : 'command');
      expect(result.file).toBe(path.join(config.dataDir, 'backups', 'basin-dms-2026-11-26T1840Z.backup'));
      expect(statSync(result.file).mode & 0o777).toBe(0o600);
      expect(readdirSync(path.dirname(result.file))).toEqual(['basin-dms-2026-11-26T1840Z.backup']);
      if (testApp.kind === 'pglite')
        await expect(restoreDatabase({ config, file: result.file })).rejects.toThrow(
          `A Basin DMS server runs on ${config.dataDir} (process ${process.pid}): stop it before restoring.`,
        );
      await restoreBackup(target, backupFileText(result.file), result.file);
      expect(await userEmails(target.db)).toEqual(await userEmails(testApp.db));
      expect(await userEmails(target.db)).toContain('hydrologist@basin.org');
    } finally {
      await testApp.close();
      await target.close();
    }
    if (testApp.kind === 'pglite') expect(existsSync(controlFilePath(testApp.config.dataDir))).toBe(false);
  }, 120_000);

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'backs up an embedded database no server holds, and restores it only into an empty DATA_DIR',
    async () => {
      const source = path.join(folder, 'source');
      const handle = await openDatabase({ dataDir: source });
      await handle.migrate();
      await buildUser(handle.db, { email: 'field.tech@basin.org' });
      await handle.close();
      const file = path.join(folder, 'nightly.backup');
      const result = await backUpDatabase({ config: { ...readServerConfig({}), dataDir: source }, file });
      expect(result).toMatchObject({ file, madeBy: 'command' });

      const restored = { ...readServerConfig({}), dataDir: path.join(folder, 'restored') };
      await restoreDatabase({ config: restored, file });
      await expect(restoreDatabase({ config: restored, file })).rejects.toThrow(/^The database is not empty/);
      const check = await openDatabase({ dataDir: restored.dataDir });
      try {
        expect(await userEmails(check.db)).toEqual(['field.tech@basin.org']);
      } finally {
        await check.close();
      }
      await expect(
        backUpDatabase({ config: { ...readServerConfig({}), dataDir: path.join(folder, 'nothing') } }),
      ).rejects.toThrow(/holds no database to back up\.$/);
      const untouched = { ...readServerConfig({}), dataDir: path.join(folder, 'untouched') };
      await expect(
        restoreDatabase({ config: untouched, file: path.join(folder, 'source', 'pglite', 'PG_VERSION') }),
      ).rejects.toThrow(/is not a Basin DMS backup\.$/);
      expect(existsSync(untouched.dataDir)).toBe(false);
      await expect(restoreDatabase({ config: restored, file: undefined })).rejects.toThrow(
        'Name the backup to restore: npm run restore -- FILE',
      );
    },
    120_000,
  );
});
