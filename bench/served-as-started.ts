import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/**
 * The server as `npm start` runs it: the steps of its script before the server (the web build, the server
 * build, the first start's seeding) run once, then the server's own command, with its Node flags, is spawned
 * here so its process is the one measured. Read from package.json, so the bench follows the script.
 */
export function startCommand(): { before: string[][]; server: string[] } {
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts
    .start;
  const steps = script.split('&&').map((step) => step.trim().split(/\s+/));
  const server = steps.pop()!;
  if (server[0] !== 'node') throw new Error(`npm start's last step is not a node command: ${script}`);
  return { before: steps, server: server.slice(1) };
}

/** Runs npm start's steps before the server (builds, first start's seeding) with `env`. */
export function runStepsBeforeServer(env: NodeJS.ProcessEnv): void {
  for (const [command, ...args] of startCommand().before) {
    if (command !== 'node') throw new Error(`npm start runs ${command}, which the bench does not know`);
    execFileSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

export interface StartedServer {
  child: ChildProcess;
  baseUrl: string;
  /** Resident memory now (VmRSS), in bytes. */
  rss: () => number;
  /** Peak resident memory since the last reset (Linux VmHWM), in bytes. */
  peakRss: () => number;
  resetPeakRss: () => void;
  close: () => Promise<void>;
}

/** Spawns npm start's server command with `env` on a free port and waits until it answers. */
export async function spawnServer(env: NodeJS.ProcessEnv): Promise<StartedServer> {
  const port = 4800 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, startCommand().server, {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/application/config`)).ok) break;
    } catch {
      if (attempt > 1200 || child.exitCode !== null) throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const status = () => readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status())?.[1] ?? 0);
  return {
    child,
    baseUrl,
    rss: () => kilobytes('VmRSS') * 1024,
    peakRss: () => kilobytes('VmHWM') * 1024,
    // Linux: writing 5 to clear_refs resets the peak
    resetPeakRss: () => writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The machine beside a figure: its cores and load average now, so a noisy run shows as noisy. */
export function machineNow(): string {
  const [one, five, fifteen] = loadavg().map((load) => load.toFixed(2));
  return `${cpus().length} cores, load average ${one} ${five} ${fifteen}`;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
