import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';

const folder = mkdtempSync(path.join(tmpdir(), 'basin-start-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Starts the server as `npm start` does, with `settings` over the environment; its exit code and stderr. */
function startServer(settings: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: folder, PORT: '3290', ...settings };
  delete env.TEST_DATABASE_URL;
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      path.resolve('node_modules/.bin/tsx'),
      ['src/server/main.ts'],
      { env, timeout: 60_000 },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

function expectOneLineNaming(result: { code: number | null; stderr: string }, setting: string) {
  expect(result.code, result.stderr).not.toBe(0);
  expect(result.code).not.toBeNull();
  const lines = result.stderr.split('\n').filter((line) => line !== '');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^Basin DMS could not start: /);
  expect(lines[0]).toContain(setting);
  return lines[0];
}

describe('npm start with a setting it cannot use', () => {
  it('prints one line naming DATABASE_URL when nothing answers at its host and port, without the password', async () => {
    const line = expectOneLineNaming(
      await startServer({ DATABASE_URL: 'postgres://basin:Secret-pw9@127.0.0.1:1/basin' }),
      'DATABASE_URL',
    );
    expect(line).toContain('127.0.0.1:1');
    expect(line).not.toContain('Secret-pw9');
  }, 90_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'prints one line naming DATABASE_URL and the database when it does not exist on PostgreSQL',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = '/basin_no_such_database';
      const line = expectOneLineNaming(await startServer({ DATABASE_URL: url.toString() }), 'DATABASE_URL');
      expect(line).toContain('"basin_no_such_database", which does not exist');
    },
    90_000,
  );

  it('prints one line naming DATA_DIR when a file is in its way', async () => {
    writeFileSync(path.join(folder, 'a-file'), '');
    expectOneLineNaming(await startServer({ DATA_DIR: path.join(folder, 'a-file', 'data') }), 'DATA_DIR');
  }, 90_000);

  it('prints one line naming DATA_DIR when another process holds its embedded database', async () => {
    const dataDir = path.join(folder, 'held');
    const holder = await openDatabase({ dataDir });
    try {
      const line = expectOneLineNaming(await startServer({ DATA_DIR: dataDir }), 'DATA_DIR');
      expect(line).toBe(
        `Basin DMS could not start: DATA_DIR ${dataDir} is in use by another Basin DMS process (process ${process.pid}): its embedded database may be opened by one process at a time. Stop that process first (it may be another npm start, or npm run backup or restore), or set DATA_DIR to another folder.`,
      );
    } finally {
      await holder.close();
    }
  }, 90_000);

  it('prints one line naming PORT when it is not a number', async () => {
    expectOneLineNaming(await startServer({ PORT: 'eighty' }), 'PORT');
  }, 90_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'prints one line naming PORT when another program listens on it, once the database is ready',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `basin_start_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const busy = net.createServer();
      await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = busy.address() as net.AddressInfo;
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const line = expectOneLineNaming(
          await startServer({ DATABASE_URL: url.toString(), HOST: '127.0.0.1', PORT: String(port) }),
          'PORT',
        );
        expect(line).toBe(
          `Basin DMS could not start: PORT ${port} is already in use on 127.0.0.1. Stop what uses it, or set PORT to a free port.`,
        );
      } finally {
        busy.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );
});
