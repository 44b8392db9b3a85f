import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestLoad } from '../jobs/job-pacer';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request now waits for a background job (its file): the jobs no longer give way to it. */
    waitForJob(): void;
  }
}

/**
 * A request answered this recently still counts: under load the count falls to 0 between one answer and
 * the next request's arrival, which is read only once the event loop comes round to it.
 */
const RECENT_MS = 100;

/**
 * Counts the requests the server is answering, from their arrival until their answer is sent or their
 * client goes (and RECENT_MS after), for the pacing of background jobs (`JobPacer`). A client polling a
 * job's status (routes with `jobStatus`), or waiting for its file, is waiting for the job: not counted.
 */
export function countRequestsInFlight(app: FastifyInstance): RequestLoad {
  let inFlight = 0;
  let lastEnded = -Infinity;
  const counted = new WeakSet<FastifyRequest>();
  const done = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    inFlight -= 1;
    lastEnded = performance.now();
  };
  app.decorateRequest('waitForJob', function (this: FastifyRequest) {
    done(this);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.jobStatus) return;
    counted.add(request);
    inFlight += 1;
    // the response's close comes for every end, a client gone after its body was read among them
    reply.raw.once('close', () => done(request));
  });
  app.addHook('onResponse', async (request) => done(request));
  return () => (inFlight > 0 ? inFlight : performance.now() - lastEnded < RECENT_MS ? 1 : 0);
}
