import { describe, expect, it } from 'vitest';
import { JobPacer } from './job-pacer';

/** Works about 1 ms on the event loop, as a job's parsing does; answers how long it held the loop. */
function work(): number {
  const started = performance.now();
  while (performance.now() - started < 1);
  return performance.now() - started;
}

/** The jobs' share of `total` ms of wall time: each works 1 ms between turns, all at once. */
async function shareOfJobs(pacer: JobPacer, jobs: number, total: number): Promise<number> {
  const started = performance.now();
  let worked = 0;
  await Promise.all(
    Array.from({ length: jobs }, async () => {
      while (performance.now() - started < total) {
        worked += work();
        await pacer.turn();
      }
    }),
  );
  return worked / (performance.now() - started);
}

describe('jobs paced while requests are being answered', () => {
  it('run on at full speed when no request is in flight', async () => {
    expect(await shareOfJobs(new JobPacer(() => 0), 1, 200)).toBeGreaterThan(0.8);
  });

  it('take about half the time while requests are in flight', async () => {
    const share = await shareOfJobs(new JobPacer(() => 3), 1, 400);
    // a pause may run long on a busy machine, never short
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.6);
  });

  it('keep to that half together, however many run at once', async () => {
    const share = await shareOfJobs(new JobPacer(() => 3), 3, 400);
    expect(share).toBeLessThan(0.6);
  });
});
