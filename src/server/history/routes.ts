import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { listChanges } from './list-changes';

export function historyRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/changehistory/', { config: { access: 'administrator' } }, (request) =>
    listChanges(db, request.query),
  );
}
