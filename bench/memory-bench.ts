import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { machineNow, mb, median, runStepsBeforeServer, spawnServer } from './served-as-started';

/** Issue 17, point 5: the server on PGlite with the demo basin, idle, holds less than this. */
const IDLE_LIMIT_BYTES = 250 * 1024 * 1024;
/** How long the server is left alone after it first answers before its memory is read. */
const SETTLE_MS = 15_000;

/**
 * The server's idle memory on PGlite with the demo basin, as `npm start` makes it: a fresh DATA_DIR, the
 * script's steps before the server (the first start's seeding among them), then the server, left alone
 * for SETTLE_MS after it first answers; then the same server started again on that DATA_DIR. Resident
 * memory (VmRSS) of the server's process, the median of `runs` fresh folders.
 */
export async function idleMemoryFigures(scratch: string, runs: number): Promise<void> {
  const first: number[] = [];
  const restarted: number[] = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = mkdtempSync(path.join(scratch, 'idle-'));
    const env = {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    };
    try {
      runStepsBeforeServer(env);
      for (const figures of [first, restarted]) {
        const server = await spawnServer(env);
        try {
          await sleep(SETTLE_MS);
          figures.push(server.rss());
        } finally {
          await server.close();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(`  run ${run + 1}: first start ${mb(first[run])}, started again ${mb(restarted[run])}`);
  }
  const against = (bytes: number) =>
    `${mb(bytes)} (limit < ${mb(IDLE_LIMIT_BYTES)}${bytes < IDLE_LIMIT_BYTES ? '' : ', NOT MET'})`;
  console.log(
    `\nPGlite: the server's idle memory with the demo basin, ${SETTLE_MS / 1000} s after it first answers, median of ${runs}`,
  );
  console.log(`  first start on a fresh DATA_DIR (seeded by npm start): ${against(median(first))}`);
  console.log(`  started again on it: ${against(median(restarted))}`);
  console.log(`  machine: ${machineNow()}`);
}
