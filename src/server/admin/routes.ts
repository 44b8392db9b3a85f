import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { collectionRoutes } from '../http/collection-routes';
import { agenciesCollection } from './agencies-collection';
import { gsaAssociationsCollection } from './gsa-associations-collection';
import { gsasCollection } from './gsas-collection';
import { gspAssociationsCollection } from './gsp-associations-collection';
import { gspsCollection } from './gsps-collection';
import { usersCollection } from './users-collection';
import { waterYearsCollection } from './water-years-collection';

export function adminRoutes(app: FastifyInstance, { db }: AppContext) {
  collectionRoutes(app, db, usersCollection);
  collectionRoutes(app, db, agenciesCollection);
  collectionRoutes(app, db, gsasCollection);
  collectionRoutes(app, db, gspsCollection);
  collectionRoutes(app, db, gsaAssociationsCollection);
  collectionRoutes(app, db, gspAssociationsCollection);
  collectionRoutes(app, db, waterYearsCollection);
}
