import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { isAdministrator } from '../../domain/accounts/permissions';
import { exportRequestSchema, JOB_MESSAGES, type JobAnswer } from '../../domain/exports/export-jobs';
import { EXPORT_TARGET_KEYS, isExportTargetKey } from '../../domain/exports/export-targets';
import type { AppContext } from '../app-context';
import { jobs, type JobRow } from '../db/schema/jobs';
import { gsps, waterYears } from '../db/schema/organisations';
import { actorOf } from '../http/access';
import { AppError } from '../http/app-error';
import type { JobWorker } from '../jobs/job-worker';
import type { ExportParams } from './write-export';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** How often a request that waits for its export looks at the job. */
const WAIT_POLL_MS = 100;

function jobAnswer(job: JobRow): JobAnswer {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    current: job.current,
    total: job.total,
    error: job.error,
    file_name: job.status === 'SUCCESS' ? job.fileName : null,
  };
}

/**
 * spec 2 §7 `POST dataexport/{target}` and the background jobs' reads (issue 14): the export answers 202
 * with the job's id, or, for a client that asks for the spreadsheet itself (Accept: xlsx, or ?wait=true),
 * waits for the job and answers the file, as the spec's synchronous shape.
 */
export function exportRoutes(app: FastifyInstance, { db, config }: AppContext, worker: JobWorker) {
  const filesDir = path.join(config.dataDir, 'jobs');

  async function readableJob(id: string, actor: ReturnType<typeof actorOf>): Promise<JobRow> {
    const jobId = Number(id);
    if (!Number.isInteger(jobId) || jobId <= 0) throw AppError.notFound();
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    // someone else's job is not told apart from none
    if (!job || (job.createdBy !== actor.id && !isAdministrator(actor))) throw AppError.notFound();
    return job;
  }

  function sendFile(reply: FastifyReply, job: JobRow) {
    if (job.status !== 'SUCCESS') throw new AppError(409, { detail: job.error ?? JOB_MESSAGES.notReady });
    if (!job.filePath) throw new AppError(410, { detail: JOB_MESSAGES.expired });
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', `attachment; filename="${job.fileName}"`)
      .send(createReadStream(path.join(filesDir, job.filePath)));
  }

  app.post<{ Params: { target: string }; Querystring: { wait?: string } }>(
    '/api/dataexport/:target',
    { config: { access: 'administrator' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const { target } = request.params;
      if (!isExportTargetKey(target)) {
        throw AppError.notFound(`Unknown export target; one of ${EXPORT_TARGET_KEYS.join(', ')}.`);
      }
      const body = exportRequestSchema.parse(request.body);
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
        requested_by: `${actor.firstName} ${actor.lastName} <${actor.email}>`.trim(),
      };
      const [job] = await db
        .insert(jobs)
        .values({ kind: 'dataexport', params: { ...params }, createdBy: actor.id })
        .returning();
      worker.wake();
      const waits = request.query.wait === 'true' || (request.headers.accept ?? '').includes(XLSX_TYPE);
      if (!waits) return reply.status(202).send({ id: job.id });
      const ended = await waitForEnd(job.id, config.exportTimeLimitMinutes * 60_000 + 60_000);
      if (ended.status === 'FAILURE')
        throw new AppError(500, { detail: ended.error ?? JOB_MESSAGES.unexpected });
      return sendFile(reply, ended);
    },
  );

  async function waitForEnd(id: number, limitMs: number): Promise<JobRow> {
    const until = Date.now() + limitMs;
    for (;;) {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
      if (job.status === 'SUCCESS' || job.status === 'FAILURE' || Date.now() > until) return job;
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
  }

  app.get<{ Params: { id: string } }>('/api/jobs/:id', { config: { access: 'signedIn' } }, async (request) =>
    jobAnswer(await readableJob(request.params.id, actorOf(request))),
  );

  app.get<{ Params: { id: string } }>(
    '/api/jobs/:id/file',
    { config: { access: 'signedIn' } },
    async (request, reply) => sendFile(reply, await readableJob(request.params.id, actorOf(request))),
  );
}
