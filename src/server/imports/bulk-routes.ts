import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { actorOf } from '../http/access';
import { bulkDelete } from './bulk-delete';
import { bulkSubmit } from './bulk-submit';

/**
 * spec 2 §4, §6, §7: lock/unlock (bulksubmit) and delete (bulkdelete) one GSP's monitoring dataset of a
 * water year; administrators only.
 */
export function bulkRoutes(app: FastifyInstance, { db }: AppContext) {
  const administrator = { config: { access: 'administrator' as const } };
  app.post('/api/bulksubmit', administrator, (request) => bulkSubmit(db, request.body, actorOf(request)));
  app.post('/api/bulkdelete', administrator, (request) => bulkDelete(db, request.body, actorOf(request)));
}
