import type { FastifyInstance } from 'fastify';
import { REPORT_TYPE_KEYS, REPORT_TYPES } from '../../domain/reporting/report-types';
import type { AppContext } from '../app-context';
import { actorOf } from '../http/access';
import { collectionRoutes } from '../http/collection-routes';
import { reportCollection } from './report-collection';
import { annualChange, reportingStatus } from './reporting-status';

/** spec 3 §7: the six report collections, the reporting status and the change in storage. */
export function reportingRoutes(app: FastifyInstance, { db }: AppContext) {
  for (const key of REPORT_TYPE_KEYS) collectionRoutes(app, db, reportCollection(REPORT_TYPES[key]));
  const signedIn = { config: { access: 'signedIn' as const } };
  app.get('/api/reportingstatus/:waterYearId', signedIn, (request) =>
    reportingStatus(db, actorOf(request), (request.params as { waterYearId: string }).waterYearId),
  );
  app.get('/api/changeinstorage/annualchange', signedIn, (request) =>
    annualChange(db, (request.query as { gsp?: string }).gsp),
  );
}
