import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isProcessAlive, thisProcess, type ProcessMark } from '../process-liveness';

/**
 * Each server process has its own id, new at each start: the import runs and jobs it claims carry it
 * (`owner_id`). It keeps a record, DATA_DIR/servers/<id>.json (its pid and start time, as pglite.lock), from
 * its start to its clean shutdown. A process that starts finds the records of processes on its DATA_DIR
 * that are gone without letting their work go (a crash): their runs and jobs are nobody's, so they are
 * taken up at once rather than when their heartbeat is old. Runs of a live process sharing the folder, or
 * of a server on another machine (no record here), keep the heartbeat rule.
 */
export interface ServerProcess {
  readonly id: string;
  /** The ids of the processes on this DATA_DIR that are gone and left their records. */
  readonly goneOwners: readonly string[];
  /** The worker of `part` has taken up the gone processes' work: once both have, their records go. */
  tookOver(part: ServerPart): void;
  /** At clean shutdown, once the workers have let their work go. */
  release(): void;
}

export type ServerPart = 'runs' | 'jobs';

const RECORD = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.json$/;

/** The ids of the servers this process runs (tests build several apps in one process): alive. */
const ours = new Set<string>();

export function recordsDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'servers');
}

export function startServerProcess(dataDir: string): ServerProcess {
  const dir = recordsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const id = randomUUID();
  const file = path.join(dir, `${id}.json`);
  // written whole or not at all: the name of a half-written record is not one a start reads
  const partial = `${file}.partial`;
  writeFileSync(partial, JSON.stringify(thisProcess()));
  renameSync(partial, file);
  ours.add(id);
  const goneOwners = readdirSync(dir)
    .map((name) => RECORD.exec(name)?.[1])
    .filter(
      (owner): owner is string => !!owner && !ours.has(owner) && isGone(path.join(dir, `${owner}.json`)),
    );
  const waiting = new Set<ServerPart>(['runs', 'jobs']);
  return {
    id,
    goneOwners,
    tookOver(part) {
      waiting.delete(part);
      if (waiting.size > 0) return;
      for (const owner of goneOwners) rmSync(path.join(dir, `${owner}.json`), { force: true });
    },
    release() {
      ours.delete(id);
      rmSync(file, { force: true });
    },
  };
}

function isGone(file: string): boolean {
  let mark: ProcessMark;
  try {
    mark = JSON.parse(readFileSync(file, 'utf8')) as ProcessMark;
  } catch {
    // removed meanwhile by another start, or not a record: nothing to take up from it
    return false;
  }
  // this pid in a record no server of this process wrote: another process of a former boot or container
  if (mark.pid === process.pid) return true;
  return !isProcessAlive(mark);
}
