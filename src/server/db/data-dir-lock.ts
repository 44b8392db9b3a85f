import { closeSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { isProcessAlive, thisProcess } from '../process-liveness';

/**
 * Refused when another Basin DMS process holds DATA_DIR's embedded database. PGlite keeps no lock of its
 * own: a second process opening the same folder succeeds, and the two corrupt it.
 */
export class DataDirInUseError extends Error {
  readonly code = 'BASIN_DATA_DIR_IN_USE';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Basin DMS process${pid > 0 ? ` (process ${pid})` : ''}: its embedded database may be opened by one process at a time.`,
    );
  }
}

export function lockFilePath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite.lock');
}

/** Lock files this process holds: its own pid in one of them means it is in use, not left behind. */
const held = new Set<string>();

/**
 * Takes DATA_DIR/pglite.lock for this process, or throws DataDirInUseError when a live process holds it.
 * A lock whose process is gone (killed, or the machine restarted) is taken over. Returns its release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFilePath(dataDir);
  const me = thisProcess();
  const mine = `${me.pid} ${me.startTime ?? ''}`.trim();
  for (let attempt = 0; ; attempt++) {
    try {
      const descriptor = openSync(file, 'wx', 0o644);
      try {
        writeSync(descriptor, `${mine}\n`);
      } finally {
        closeSync(descriptor);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && (held.has(file) || isHolderAlive(holder)))
        throw new DataDirInUseError(path.resolve(dataDir), holder.pid);
      // another process keeps taking it over at the same instant: it is in use
      if (attempt >= 3) throw new DataDirInUseError(path.resolve(dataDir), holder?.pid ?? 0);
      if (holder) setAside(file, holder);
    }
  }
  held.add(file);
  // a process that exits without closing the database (process.exit after a failed start) leaves no lock
  const onExit = () => release();
  process.once('exit', onExit);
  let released = false;
  function release() {
    if (released) return;
    released = true;
    process.removeListener('exit', onExit);
    held.delete(file);
    if (readHolder(file)?.line === mine) rmSync(file, { force: true });
  }
  return release;
}

/**
 * Removes a lock left behind. It is moved aside first and checked: when two processes take over the same
 * lock at once, the later one must not remove the lock the earlier one has just written.
 */
function setAside(file: string, holder: Holder) {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved && moved.line !== holder.line) renameSync(aside, file);
  else rmSync(aside, { force: true });
}

const EMPTY_LOCK_STALE_MS = 10_000;

interface Holder {
  pid: number;
  startTime?: string;
  line: string;
}

function readHolder(file: string): Holder | null {
  let line: string;
  try {
    line = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [pid, startTime] = line.split(/\s+/);
  if (!pid) {
    // a lock being written at this instant is still empty, and held; one empty for long was left behind
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    return { pid: Date.now() - stat.mtimeMs < EMPTY_LOCK_STALE_MS ? -1 : 0, line };
  }
  return { pid: Number(pid), startTime, line };
}

function isHolderAlive(holder: Holder): boolean {
  // an empty lock that a process is writing at this instant
  if (holder.pid === -1) return true;
  // the same pid in a lock another process of a former boot or container left: not this process
  if (holder.pid === process.pid) return false;
  return isProcessAlive(holder);
}
