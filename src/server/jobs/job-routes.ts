import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { JOB_MESSAGES, type JobAnswer, type JobKind } from '../../domain/exports/export-jobs';
import type { AppContext } from '../app-context';
import { jobs, type JobRow } from '../db/schema/jobs';
import { actorOf } from '../http/access';
import { AppError } from '../http/app-error';
import { JOB_KIND_RUNNERS } from './job-kinds';
import type { JobWorker } from './job-worker';

/** How often a request that waits for its file looks at the job. */
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

/** Starts a job and answers its id, or (for a client that asks for the file itself) waits and sends the file. */
export type StartJob = (
  request: FastifyRequest,
  reply: FastifyReply,
  kind: JobKind,
  params: Record<string, unknown>,
) => Promise<FastifyReply>;

/**
 * The background jobs' reads (GET jobs/{id}, GET jobs/{id}/file) and the start every job route shares: a
 * 202 with the job's id, or, for a client that asks for the file (its Accept names the file's type, or
 * ?wait=true), the file once made, as the spec's synchronous shape of dataexport and createreport.
 */
export function jobRoutes(app: FastifyInstance, { db, config }: AppContext, worker: JobWorker): StartJob {
  const filesDir = path.join(config.dataDir, 'jobs');

  // only administrators start jobs, so only they read them (403 to anyone else, before any lookup)
  async function readableJob(id: string): Promise<JobRow> {
    const jobId = Number(id);
    if (!Number.isInteger(jobId) || jobId <= 0) throw AppError.notFound();
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    if (!job) throw AppError.notFound();
    return job;
  }

  function sendFile(reply: FastifyReply, job: JobRow) {
    if (job.status !== 'SUCCESS') throw new AppError(409, { detail: job.error ?? JOB_MESSAGES.notReady });
    if (!job.filePath) throw new AppError(410, { detail: JOB_MESSAGES.expired });
    const runner = JOB_KIND_RUNNERS[job.kind];
    return reply
      .header('Content-Type', runner.contentType)
      .header('Content-Disposition', `attachment; filename="${job.fileName}"`)
      .send(createReadStream(path.join(filesDir, job.filePath)));
  }

  async function waitForEnd(id: number, limitMs: number): Promise<JobRow> {
    const until = Date.now() + limitMs;
    for (;;) {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
      if (job.status === 'SUCCESS' || job.status === 'FAILURE' || Date.now() > until) return job;
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
  }

  app.get<{ Params: { id: string } }>(
    '/api/jobs/:id',
    { config: { access: 'administrator', jobStatus: true } },
    async (request) => jobAnswer(await readableJob(request.params.id)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/jobs/:id/file',
    { config: { access: 'administrator' } },
    async (request, reply) => sendFile(reply, await readableJob(request.params.id)),
  );

  return async (request, reply, kind, params) => {
    const actor = actorOf(request);
    const [job] = await db.insert(jobs).values({ kind, params, createdBy: actor.id }).returning();
    worker.wake();
    const query = request.query as { wait?: string } | undefined;
    const waits =
      query?.wait === 'true' || (request.headers.accept ?? '').includes(JOB_KIND_RUNNERS[kind].contentType);
    if (!waits) return reply.status(202).send({ id: job.id });
    request.waitForJob();
    const ended = await waitForEnd(job.id, config.exportTimeLimitMinutes * 60_000 + 60_000);
    if (ended.status === 'FAILURE')
      throw new AppError(500, { detail: ended.error ?? JOB_MESSAGES.unexpected });
    return sendFile(reply, ended);
  };
}

/** Who asked for a job, as its file says it: name and address. */
export function requesterOf(request: FastifyRequest): string {
  const actor = actorOf(request);
  return `${actor.firstName} ${actor.lastName} <${actor.email}>`.trim();
}
