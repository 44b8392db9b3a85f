import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestLoad } from '../jobs/job-pacer';

/**
 * Counts the requests the server is answering, from their arrival until their answer is sent or their
 * client goes, for the pacing of background jobs (`JobPacer`).
 */
export function countRequestsInFlight(app: FastifyInstance): RequestLoad {
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const done = (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook('onRequest', async (request) => {
    counted.add(request);
    inFlight += 1;
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
  return () => inFlight;
}
