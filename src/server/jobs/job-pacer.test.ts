import { describe, expect, it } from 'vitest';
import { JobPacer } from './job-pacer';

/** Works `ms` milliseconds on the event loop, as a job's parsing does. */
function work(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** The job's share of `total` ms of wall time: it works 1 ms between turns. */
async function shareOfJob(pacer: JobPacer, total: number): Promise<number> {
  const started = performance.now();
  let worked = 0;
  while (performance.now() - started < total) {
    work(1);
    worked += 1;
    await pacer.turn();
  }
  return worked / (performance.now() - started);
}

describe('a job paced while requests are being answered', () => {
  it('runs on at full speed when no request is in flight', async () => {
    expect(await shareOfJob(new JobPacer(() => 0), 200)).toBeGreaterThan(0.8);
  });

  it('takes about half the time while requests are in flight, pausing after each slice', async () => {
    const share = await shareOfJob(new JobPacer(() => 3), 400);
    // a pause may run long on a busy machine, never short
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.6);
  });
});
