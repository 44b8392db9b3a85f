import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { datasetOfTemplate } from '../../domain/imports/monitoring-datasets';
import { reportingDatasetOfTemplate } from '../../domain/imports/reporting-datasets';
import type { AppContext } from '../app-context';
import { actorOf } from '../http/access';
import { AppError } from '../http/app-error';
import type { ImportWorker } from '../jobs/import-worker';
import { checkColumns, findReadableRun } from './check-columns';
import { createImportRun } from './create-import-run';
import { importRunStatus, presentRun } from './run-status';
import { startDataRun } from './start-data-run';
import { DEFAULT_UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadLimits } from './inspect-upload';
import { cachedTemplate, XLSX_CONTENT_TYPE } from './spreadsheet-template';
import { UPLOAD_FIELD } from '../../domain/imports/import-answers';
import { assertMayUpload, refuseUpload, uploadFile, type ReceivedFile } from './upload-file';

export function importRoutes(app: FastifyInstance, context: AppContext, worker: ImportWorker) {
  const signedIn = { config: { access: 'signedIn' as const } };
  const { db } = context;
  const limits: UploadLimits = {
    ...DEFAULT_UPLOAD_LIMITS,
    maxBytes: Math.floor(context.config.importUploadMegabytes * 1024 * 1024),
  };

  // The file name only picks one of the eleven templates, which are built in memory: it is never a path.
  app.get('/api/templates/:file', signedIn, async (request, reply) => {
    const { file } = request.params as { file: string };
    const monitoring = datasetOfTemplate(file);
    const reporting = reportingDatasetOfTemplate(file);
    const target = monitoring
      ? ({ kind: 'monitoring', dataset: monitoring } as const)
      : reporting
        ? ({ kind: 'reporting', dataset: reporting } as const)
        : null;
    if (!target) throw AppError.notFound();
    const template = await cachedTemplate(target);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('Content-Disposition', `attachment; filename="${target.dataset.templateFile}"`)
      .send(template);
  });

  // Multipart is parsed only here, with one file of at most IMPORT_UPLOAD_MB and a few small fields.
  app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: limits.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    });
    uploads.post('/api/filemodels.json', signedIn, async (request, reply) => {
      const actor = actorOf(request);
      // Who may not import is refused before the body is read.
      await assertMayUpload(db, actor);
      const file = await receiveSpreadsheet(request, limits);
      return reply.status(201).send(await uploadFile(db, actor, file, limits));
    });
  });

  app.post('/api/datawizard.json', signedIn, async (request, reply) =>
    reply.status(201).send(await createImportRun(db, actorOf(request), request.body)),
  );

  app.get('/api/datawizard/:id/columns', signedIn, async (request) => {
    const { id } = request.params as { id: string };
    return checkColumns(db, actorOf(request), Number(id));
  });

  app.post('/api/datawizard/:id/data', signedIn, async (request) => {
    const { id } = request.params as { id: string };
    const started = await startDataRun(db, actorOf(request), Number(id));
    worker.wake();
    return started;
  });

  const timeLimitMs = context.config.importTimeLimitMinutes * 60_000;
  app.get(
    '/api/datawizard/:id/status.json',
    { config: { ...signedIn.config, jobStatus: true } },
    async (request) => {
      const { id } = request.params as { id: string };
      const { task } = request.query as { task?: unknown };
      return importRunStatus(db, actorOf(request), Number(id), task, timeLimitMs);
    },
  );

  // spec 2 §7 records: what the run stored and skipped (the old client only logged it).
  app.get('/api/datawizard/:id/records', signedIn, async (request) => {
    const { id } = request.params as { id: string };
    const run = presentRun(await findReadableRun(db, actorOf(request), Number(id)));
    const { status, total, loaded, skipped_count, skipped } = run;
    return { id: run.id, result: { status, total, loaded, skipped_count, skipped } };
  });
}

/**
 * The `spreadsheet` part of the request, read into memory within the size limit; null when there is none.
 * The whole body is read to its closing boundary before the file is taken, so a body cut short is refused.
 */
async function receiveSpreadsheet(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<ReceivedFile | null> {
  if (!request.isMultipart()) return null;
  let received: ReceivedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD || received) {
        part.file.resume();
        continue;
      }
      received = { content: await part.toBuffer(), originalName: part.filename ?? '' };
    }
    return received;
  } catch (error) {
    throw refuseUpload(unreadBodyMessage(error, limits));
  }
}

/** Why a multipart body could not be read: everything that fails here is the request's own doing. */
function unreadBodyMessage(error: unknown, limits: UploadLimits): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return UPLOAD_MESSAGES.tooLarge(limits.maxBytes);
  if (code === 'FST_FILES_LIMIT') return UPLOAD_MESSAGES.oneFileOnly;
  // busboy's 'Unexpected end of multipart data' and 'Part terminated early ...'; a connection that closed.
  if (code === 'FST_MP_PREMATURE_CLOSE' || /unexpected end|terminated early/i.test(message ?? ''))
    return UPLOAD_MESSAGES.cutShort;
  if (code === 'ECONNRESET' || message === 'aborted') return UPLOAD_MESSAGES.cutShort;
  if (code?.startsWith('FST_')) return UPLOAD_MESSAGES.noFile;
  return UPLOAD_MESSAGES.unreadableForm;
}
