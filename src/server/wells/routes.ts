import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { collectionRoutes } from '../http/collection-routes';
import { groundwaterSitesCollection } from './groundwater-sites-collection';

/**
 * The editable wells tables (spec 1 §2.5): /api/groundwatersites/. The Water Quality Sites table edits
 * the well sites of /api/wellqualitys/, which the monitoring area serves.
 */
export function wellRoutes(app: FastifyInstance, { db }: AppContext) {
  collectionRoutes(app, db, groundwaterSitesCollection);
}
