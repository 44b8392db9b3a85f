import type { FastifyInstance } from 'fastify';
import { exportRequestSchema } from '../../domain/exports/export-jobs';
import {
  EXPORT_FORMAT_MESSAGES,
  EXPORT_TARGET_KEYS,
  EXPORT_TARGETS,
  isExportTargetKey,
  takesFormat,
} from '../../domain/exports/export-targets';
import type { AppContext } from '../app-context';
import { actorOf } from '../http/access';
import { AppError } from '../http/app-error';
import { attachment } from '../http/attachment';
import { checkWaterYear, chosenGsps } from '../jobs/chosen-records';
import { requesterOf, type StartJob } from '../jobs/job-routes';
import { exportDwrStations } from './export-dwr-stations';
import type { ExportParams } from './write-export';

/** A GSP id of a path; anything else names no GSP. */
function gspIdOf(raw: string): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id < 1 || id > 2_147_483_647) throw AppError.notFound('GSP not found.');
  return id;
}

/**
 * spec 2 §7 `POST dataexport/{target}` (issue 14): checks the choices (GSPs, water year, and the format:
 * 'dwr' for water levels only) and starts the export's job; the answer is the job's id, or the spreadsheet
 * itself for a client that waits (see jobRoutes).
 */
export function exportRoutes(app: FastifyInstance, { db }: AppContext, startJob: StartJob) {
  app.post<{ Params: { target: string }; Querystring: { wait?: string } }>(
    '/api/dataexport/:target',
    { config: { access: 'administrator' } },
    async (request, reply) => {
      const { target } = request.params;
      if (!isExportTargetKey(target)) {
        throw AppError.notFound(`Unknown export target; one of ${EXPORT_TARGET_KEYS.join(', ')}.`);
      }
      const body = exportRequestSchema.parse(request.body);
      if (body.format && !takesFormat(EXPORT_TARGETS[target], body.format)) {
        throw AppError.badRequest({ format: [EXPORT_FORMAT_MESSAGES.waterLevelsOnly] });
      }
      const chosen = await chosenGsps(db, body.gsps);
      if (body.water_years !== 'All') {
        await checkWaterYear(
          db,
          body.water_years,
          'water_years',
          'Choose a water year from the list, or All.',
        );
      }
      const params: ExportParams = {
        target,
        gsps: chosen,
        water_years: body.water_years,
        ...(body.format ? { format: body.format } : {}),
        requested_by: requesterOf(request),
      };
      return startJob(request, reply, 'dataexport', { ...params });
    },
  );
  app.get<{ Params: { gspId: string } }>(
    '/api/dwrstations/:gspId',
    { config: { access: 'signedIn' } },
    async (request, reply) => {
      const file = await exportDwrStations({
        db,
        actor: actorOf(request),
        gspId: gspIdOf(request.params.gspId),
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.lines);
    },
  );
}
