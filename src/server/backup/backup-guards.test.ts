import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { readServerConfig } from '../server-config';
import { createTestApp, openTestDatabase } from '../test-support/test-app';
import { backUpDatabase } from './back-up-database';
import { restoreDatabase } from './restore-database';
import { controlFilePath, readControlFile, writeControlFile } from './server-control';
import { writeBackup } from './write-backup';

const folder = mkdtempSync(path.join(tmpdir(), 'basin-dms-backup-guards-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const embedded = !process.env.TEST_DATABASE_URL;
const configOn = (dataDir: string) => ({ ...readServerConfig({}), dataDir });

/** An address of this machine's own that is not loopback, as a server bound with HOST would have. */
const ownAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('a backup reader that stops reading', () => {
  it('is cut off after the drain limit, and the database answers again', async () => {
    const handle = await openTestDatabase();
    try {
      await handle.db.execute(sql`create table backup_filler (id serial primary key, note text)`);
      // text gzip cannot shrink much, far more than the stream buffers hold
      await handle.db.execute(
        sql`insert into backup_filler (note) select md5(random()::text) || md5(random()::text) from generate_series(1, 20000)`,
      );
      const stalled = new Writable({ highWaterMark: 1, write: () => undefined });
      const started = Date.now();
      await expect(writeBackup(handle.db, stalled, { drainTimeoutMs: 300 })).rejects.toThrow(
        'The backup was given up: its reader took nothing for 300 ms.',
      );
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(stalled.destroyed).toBe(true);
      await expect(handle.db.execute(sql`select count(*) from backup_filler`)).resolves.toBeDefined();
    } finally {
      await handle.close();
    }
  }, 120_000);
});

describe('npm run backup and restore beside a server', () => {
  it('gives up on a server that sends nothing', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const dataDir = path.join(folder, 'silent');
    try {
      const { port } = silent.address() as net.AddressInfo;
      writeControlFile(dataDir, { pid: process.pid, host: '127.0.0.1', port, key: 'a-key' });
      await expect(
        backUpDatabase({
          config: configOn(dataDir),
          file: path.join(folder, 'silent.backup'),
          serverSilenceMs: 300,
        }),
      ).rejects.toThrow(
        `The Basin DMS server at 127.0.0.1:${port} sent nothing for 300 ms: the backup was given up. Try again.`,
      );
    } finally {
      silent.close();
    }
  }, 60_000);

  it('reports an address file it cannot read instead of opening the database beside the server', async () => {
    const unreadable = path.join(folder, 'unreadable');
    mkdirSync(controlFilePath(unreadable), { recursive: true });
    expect(() => readControlFile(unreadable)).toThrow(`${controlFilePath(unreadable)} cannot be read (`);
    await expect(backUpDatabase({ config: configOn(unreadable) })).rejects.toThrow(
      `${controlFilePath(unreadable)} cannot be read (`,
    );
    const garbled = path.join(folder, 'garbled');
    mkdirSync(garbled);
    writeFileSync(controlFilePath(garbled), '{"pid": 12');
    await expect(backUpDatabase({ config: configOn(garbled) })).rejects.toThrow(
      `${controlFilePath(garbled)} is not a Basin DMS server's address file: remove it if no Basin DMS server runs on ${garbled}.`,
    );
    expect(readControlFile(path.join(folder, 'no-server'))).toBeNull();
  });

  it.runIf(embedded)(
    'refuses to open an embedded database another process holds, before the server has written its address',
    async () => {
      const dataDir = path.join(folder, 'starting');
      const holder = await openDatabase({ dataDir });
      try {
        await holder.migrate();
        const inUse = `DATA_DIR ${dataDir} is in use by another Basin DMS process (process ${process.pid}): its embedded database may be opened by one process at a time.`;
        await expect(backUpDatabase({ config: configOn(dataDir) })).rejects.toThrow(
          `${inUse} Try again once it has ended or, if it is the server starting, once it answers.`,
        );
        const backup = path.join(folder, 'empty.backup');
        const other = path.join(folder, 'other');
        const source = await openDatabase({ dataDir: other });
        await source.migrate();
        await source.close();
        await backUpDatabase({ config: configOn(other), file: backup });
        await expect(restoreDatabase({ config: configOn(dataDir), file: backup })).rejects.toThrow(
          `${inUse} Stop that process before restoring.`,
        );
      } finally {
        await holder.close();
      }
    },
    120_000,
  );

  it.runIf(embedded && ownAddress)(
    'reaches a server bound to one address of this machine (HOST) on that address',
    async () => {
      const testApp = await createTestApp();
      try {
        await testApp.app.listen({ port: 0, host: ownAddress });
        expect(readControlFile(testApp.config.dataDir)?.host).toBe(ownAddress);
        const result = await backUpDatabase({
          config: testApp.config,
          file: path.join(folder, 'bound.backup'),
        });
        expect(result.madeBy).toBe('server');
        expect(result.tables).toBeGreaterThan(10);
      } finally {
        await testApp.close();
      }
    },
    120_000,
  );
});
