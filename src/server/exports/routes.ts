import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { exportRequestSchema } from '../../domain/exports/export-jobs';
import {
  EXPORT_FORMAT_MESSAGES,
  EXPORT_TARGET_KEYS,
  EXPORT_TARGETS,
  isExportTargetKey,
  takesFormat,
} from '../../domain/exports/export-targets';
import type { AppContext } from '../app-context';
import { gsps, waterYears } from '../db/schema/organisations';
import { AppError } from '../http/app-error';
import { requesterOf, type StartJob } from '../jobs/job-routes';
import type { ExportParams } from './write-export';

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
      const chosen = [...new Set(body.gsps)];
      const known = await db.select({ id: gsps.id }).from(gsps).where(inArray(gsps.id, chosen));
      if (known.length !== chosen.length) throw AppError.badRequest({ gsps: ['Choose GSPs from the list.'] });
      if (body.water_years !== 'All') {
        const [year] = await db
          .select({ id: waterYears.id })
          .from(waterYears)
          .where(eq(waterYears.id, body.water_years));
        if (!year) throw AppError.badRequest({ water_years: ['Choose a water year from the list, or All.'] });
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
}
