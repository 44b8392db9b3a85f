import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { readApplicationConfig } from './application-config';

export function settingsRoutes(app: FastifyInstance, { db }: AppContext) {
  // Feature flags are not secret, and the guest layout needs them too.
  app.get('/api/application/config', { config: { access: 'public' } }, () => readApplicationConfig(db));
}
