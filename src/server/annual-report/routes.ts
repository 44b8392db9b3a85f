import type { FastifyInstance } from 'fastify';
import { CREATE_REPORT_MESSAGES, createReportRequestSchema } from '../../domain/exports/export-jobs';
import type { AppContext } from '../app-context';
import { checkWaterYear, chosenGsps } from '../jobs/chosen-records';
import { requesterOf, type StartJob } from '../jobs/job-routes';
import type { AnnualReportParams } from './write-annual-report';

/**
 * spec 2 §7 `POST createreport` (issue 14): checks the GSPs and the water year and starts the Annual Report's
 * job; the answer is the job's id, or 'Annual Report.docx' itself for a client that waits (see jobRoutes).
 */
export function annualReportRoutes(app: FastifyInstance, { db }: AppContext, startJob: StartJob) {
  app.post<{ Querystring: { wait?: string } }>(
    '/api/createreport',
    { config: { access: 'administrator' } },
    async (request, reply) => {
      const body = createReportRequestSchema.parse(request.body);
      const chosen = await chosenGsps(db, body.gsps);
      await checkWaterYear(db, body.water_year, 'water_year', CREATE_REPORT_MESSAGES.waterYear);
      const params: AnnualReportParams = {
        gsps: chosen,
        water_year: body.water_year,
        requested_by: requesterOf(request),
      };
      return startJob(request, reply, 'annualreport', { ...params });
    },
  );
}
