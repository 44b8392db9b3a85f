import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { actorOf } from '../http/access';
import { gspMeasurements, gspStatus } from './import-status';

/**
 * spec 2 §7, import status and history: the GSP status records per water year (importstatus and
 * combinedstatus answer alike) and one GSP's monitoring readings of a water year.
 */
export function importStatusRoutes(app: FastifyInstance, { db }: AppContext) {
  const signedIn = { config: { access: 'signedIn' as const } };

  for (const target of ['importstatus', 'combinedstatus']) {
    app.get(`/api/${target}/:waterYearId`, signedIn, (request) => {
      const { waterYearId } = request.params as { waterYearId: string };
      return gspStatus(db, actorOf(request), waterYearId);
    });
  }

  app.get('/api/measurements/:dataset/:gspId/:waterYearId', signedIn, (request) => {
    const params = request.params as { dataset: string; gspId: string; waterYearId: string };
    return gspMeasurements(db, actorOf(request), params);
  });
}
