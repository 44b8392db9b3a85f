import { readFileSync } from 'node:fs';

/**
 * Whether the process a file in DATA_DIR names (a lock, a server's record) still runs: its pid alone is
 * not enough, since after a restart of the machine or container an unrelated process may have it again.
 */
export interface ProcessMark {
  pid: number;
  /** When the process started (clock ticks after boot, Linux); absent where the system does not tell. */
  startTime?: string;
}

/** A running process, as a file written now names it. */
export function markOf(pid: number): ProcessMark {
  const startTime = startTimeOf(pid);
  return startTime ? { pid, startTime } : { pid };
}

export const thisProcess = (): ProcessMark => markOf(process.pid);

/** The process runs, and is the one that was named (its start time, when known, is the same). */
export function isProcessAlive({ pid, startTime }: ProcessMark): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTime && startTimeOf(pid);
  return !started || started === startTime;
}

function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name, which may hold spaces and parentheses; starttime is the 22nd
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
