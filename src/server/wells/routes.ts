import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { collectionRoutes } from '../http/collection-routes';
import { groundwaterSitesCollection } from './groundwater-sites-collection';
import { maintenanceLogCollection, pumpTestsCollection, wellVolumePumpsCollection } from './well-entry-kinds';
import { wellsCollection } from './wells-collection';

/**
 * The editable wells tables (spec 1 §2.5): /api/groundwatersites/. The Water Quality Sites table edits
 * the well sites of /api/wellqualitys/, which the monitoring area serves. The wells of the field and
 * their entries (spec 1 §2.4, §3.3): /api/wells/, /api/wellvolumepumps/, /api/maintenancelog (with or
 * without the slash, spec 1 §7) and /api/pumptests/.
 */
export function wellRoutes(app: FastifyInstance, { db }: AppContext) {
  collectionRoutes(app, db, groundwaterSitesCollection);
  collectionRoutes(app, db, wellsCollection);
  collectionRoutes(app, db, wellVolumePumpsCollection);
  collectionRoutes(app, db, maintenanceLogCollection);
  collectionRoutes(app, db, pumpTestsCollection);
}
