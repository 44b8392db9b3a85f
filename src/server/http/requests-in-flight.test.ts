import Fastify from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { countRequestsInFlight } from './requests-in-flight';

/** A server whose routes answer when the test lets them. */
async function serverWithHeldAnswers() {
  const app = Fastify();
  const load = countRequestsInFlight(app);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/api/held', async () => {
    await released;
    return { ok: true };
  });
  app.get('/api/held-status', { config: { jobStatus: true } }, async () => {
    await released;
    return { status: 'PROGRESS' };
  });
  app.get('/api/held-file', async (request) => {
    request.waitForJob();
    await released;
    return { file: true };
  });
  await app.ready();
  return { app, load, release };
}

describe('the requests the jobs give way to', () => {
  it('counts a request from its arrival until shortly after its answer', async () => {
    const { app, load, release } = await serverWithHeldAnswers();
    expect(load()).toBe(0);
    const answers = [app.inject('/api/held'), app.inject('/api/held')];
    await sleep(20);
    expect(load()).toBe(2);
    release();
    await Promise.all(answers);
    // just answered: the next request is likely on its way
    expect(load()).toBe(1);
    await sleep(150);
    expect(load()).toBe(0);
    await app.close();
  });

  it("does not count a client polling a job's status", async () => {
    const { app, load, release } = await serverWithHeldAnswers();
    const answer = app.inject('/api/held-status');
    await sleep(20);
    expect(load()).toBe(0);
    release();
    expect((await answer).statusCode).toBe(200);
    expect(load()).toBe(0);
    await app.close();
  });

  it("stops counting a request once it waits for a job's file", async () => {
    const { app, load, release } = await serverWithHeldAnswers();
    const answer = app.inject('/api/held-file');
    await sleep(20);
    expect(load()).toBe(1);
    await sleep(150);
    expect(load()).toBe(0);
    release();
    expect((await answer).statusCode).toBe(200);
    await app.close();
  });
});
