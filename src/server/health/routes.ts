import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { DatabaseOutage } from '../db/database-outage';

// A load balancer's probe must get an answer soon, even from a database that has stopped answering.
const HEALTH_WAIT_MS = 2_000;

/** GET /api/health: 200 when the database answers a query, 503 when it fails or keeps silent. */
export function healthRoutes(app: FastifyInstance, { db }: AppContext, outage: DatabaseOutage) {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { hide: true }, logLevel: 'warn' },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      let timer: NodeJS.Timeout | undefined;
      const silent = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), HEALTH_WAIT_MS);
      });
      const answered = db.execute(sql`select 1`).then(
        () => true,
        (error: unknown) => {
          // a load balancer's probe alone (no request) shows the outage in the log too
          outage.noteFailure(error);
          return false;
        },
      );
      const healthy = await Promise.race([answered, silent]);
      clearTimeout(timer);
      if (healthy) return { status: 'ok' };
      return reply.status(503).send({ status: 'unavailable' });
    },
  );
}
