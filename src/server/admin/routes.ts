import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { collectionRoutes } from '../http/collection-routes';
import { findActiveWaterYear } from './active-water-year';
import { agenciesCollection } from './agencies-collection';
import { gsaAssociationsCollection } from './gsa-associations-collection';
import { gsasCollection } from './gsas-collection';
import { gspAssociationsCollection } from './gsp-associations-collection';
import { gspsCollection } from './gsps-collection';
import { usersCollection } from './users-collection';
import { waterYearsCollection } from './water-years-collection';

export function adminRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/wateryears/active', { config: { access: 'signedIn' } }, async () => {
    const year = await findActiveWaterYear(db);
    if (!year) throw AppError.notFound('No water year has been defined yet.');
    return year;
  });
  collectionRoutes(app, db, usersCollection);
  collectionRoutes(app, db, agenciesCollection);
  collectionRoutes(app, db, gsasCollection);
  collectionRoutes(app, db, gspsCollection);
  collectionRoutes(app, db, gsaAssociationsCollection);
  collectionRoutes(app, db, gspAssociationsCollection);
  collectionRoutes(app, db, waterYearsCollection);
}
