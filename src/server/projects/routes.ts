import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { collectionRoutes } from '../http/collection-routes';
import { createAnnualUpdatesCollection } from './annual-updates-collection';
import { projectFormsCollection } from './project-forms-collection';
import { projectStatusesCollection } from './project-statuses-collection';

/** Projects and management actions (spec 2 §2.18, spec 3 §2.5). */
export function projectRoutes(app: FastifyInstance, { db }: AppContext) {
  collectionRoutes(app, db, projectFormsCollection);
  collectionRoutes(app, db, projectStatusesCollection);
  collectionRoutes(app, db, createAnnualUpdatesCollection(db));
}
