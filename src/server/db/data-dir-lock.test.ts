import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { lockFilePath } from './data-dir-lock';

const folder = mkdtempSync(path.join(tmpdir(), 'basin-dms-lock-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let made = 0;
function dataDir(lock?: string) {
  const dir = path.join(folder, `data-${++made}`);
  mkdirSync(dir, { recursive: true });
  if (lock !== undefined) writeFileSync(lockFilePath(dir), lock);
  return dir;
}

const inUse = (dir: string, pid: number) =>
  `DATA_DIR ${dir} is in use by another Basin DMS process (process ${pid}): its embedded database may be opened by one process at a time.`;

describe('the embedded database in DATA_DIR', () => {
  it('is opened by one holder at a time, and again once closed', async () => {
    const dir = dataDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(inUse(dir, process.pid));
    await first.db.execute(sql`select 1`);
    await first.close();
    expect(existsSync(lockFilePath(dir))).toBe(false);
    const second = await openDatabase({ dataDir: dir });
    await second.close();
  }, 60_000);

  it('refuses while another live process holds it', async () => {
    const dir = dataDir(`${process.ppid}\n`);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(inUse(dir, process.ppid));
    expect(readFileSync(lockFilePath(dir), 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('takes over a lock whose process is gone, or whose pid another process uses now', async () => {
    const gone = dataDir('999999\n');
    const handle = await openDatabase({ dataDir: gone });
    expect(readFileSync(lockFilePath(gone), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
    await handle.close();

    // the parent's pid, but with a start time it did not have: the pid was given again after a restart
    const reused = dataDir(`${process.ppid} 1\n`);
    await (await openDatabase({ dataDir: reused })).close();

    // this process's own pid, left by a former run that had the same pid (a container restarted)
    const former = dataDir(`${process.pid}\n`);
    await (await openDatabase({ dataDir: former })).close();
  }, 60_000);

  it('takes no lock in memory', async () => {
    const [one, two] = await Promise.all([openDatabase({}), openDatabase({})]);
    await Promise.all([one.close(), two.close()]);
  });
});
