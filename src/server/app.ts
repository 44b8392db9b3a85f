import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { AUTH_MESSAGES } from '../domain/accounts/account-texts';
import { APP_VERSION } from '../domain/app/version';
import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { projectRoutes } from './projects/routes';
import { reportingRoutes } from './reporting/routes';
import type { AppContext } from './app-context';
import { onConnectionLost } from './db/client';
import { DatabaseOutage } from './db/database-outage';
import { installAccessControl } from './http/access';
import { AnswerCache } from './http/answer-cache';
import { AppError } from './http/app-error';
import { installErrorHandler } from './http/error-handler';
import { historyRoutes } from './history/routes';
import { importRoutes } from './imports/routes';
import { ImportWorker } from './jobs/import-worker';
import { JobWorker } from './jobs/job-worker';
import { startServerProcess } from './jobs/server-process';
import { exportRoutes } from './exports/routes';
import { jobRoutes } from './jobs/job-routes';
import { annualReportRoutes } from './annual-report/routes';
import { importStatusRoutes } from './imports/status-routes';
import { bulkRoutes } from './imports/bulk-routes';
import { mapRoutes } from './maps/routes';
import { monitoringRoutes } from './monitoring/routes';
import { ogcApiRoutes } from './ogcapi/routes';
import { settingsRoutes } from './settings/routes';
import { healthRoutes } from './health/routes';
import { backupRoutes } from './backup/routes';
import { wellRoutes } from './wells/routes';
import { countRequestsInFlight } from './http/requests-in-flight';
import { JobPacer } from './jobs/job-pacer';

/** Builds the whole application; main.ts listens with it, tests call inject() on it. */
export async function buildApp(
  context: AppContext,
  // importWorker false: a server that takes requests but runs no imports or exports (tests of a server that died)
  options: { logger?: FastifyBaseLogger; importWorker?: boolean } = {},
) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: context.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
  });
  const outage = new DatabaseOutage(context.db, { log: app.log });
  const stopHearingLostConnections = onConnectionLost(context.db, (error) => {
    if (!outage.noteFailure(error)) app.log.warn({ reason: error.message }, 'PostgreSQL connection lost');
  });
  app.addHook('onClose', async () => {
    stopHearingLostConnections();
    outage.close();
  });
  installErrorHandler(app, outage);
  // before every route: the jobs give way to the requests being answered
  const pacer = new JobPacer(countRequestsInFlight(app));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(compress);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, { detail: AUTH_MESSAGES.tooManyAttempts }),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Basin DMS API', version: APP_VERSION } },
  });

  installAccessControl(app, context.db, {
    idleMinutes: context.config.tokenIdleMinutes,
    maxAgeHours: context.config.tokenMaxAgeHours,
  });
  accountRoutes(app, context);
  settingsRoutes(app, context);
  healthRoutes(app, context, outage);
  backupRoutes(app, context);
  adminRoutes(app, context);
  projectRoutes(app, context);
  reportingRoutes(app, context);
  historyRoutes(app, context);
  const answers = new AnswerCache(context.db, context.config.answerCacheMegabytes * 1024 * 1024);
  monitoringRoutes(app, context, answers);
  mapRoutes(app, context, answers);
  ogcApiRoutes(app, context, answers, outage);
  wellRoutes(app, context);
  const serverProcess = startServerProcess(context.config.dataDir);
  const importWorker = new ImportWorker(context.db, {
    timeLimitMs: context.config.importTimeLimitMinutes * 60_000,
    log: app.log,
    outage,
    server: serverProcess,
    pacer,
  });
  importRoutes(app, context, importWorker);
  importStatusRoutes(app, context);
  bulkRoutes(app, context);
  const jobWorker = new JobWorker(context.db, {
    filesDir: path.join(context.config.dataDir, 'jobs'),
    timeLimitMs: context.config.exportTimeLimitMinutes * 60_000,
    retentionMs: context.config.exportRetentionHours * 3_600_000,
    log: app.log,
    outage,
    server: serverProcess,
    pacer,
  });
  app.addHook('onClose', async () => {
    await Promise.all([importWorker.stop(), jobWorker.stop()]);
    // its work let go, the process leaves nothing for the next one to take up
    serverProcess.release();
  });
  const startJob = jobRoutes(app, context, jobWorker);
  exportRoutes(app, context, startJob);
  annualReportRoutes(app, context, startJob);
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());

  serveWebApp(app, context.config.webRoot);
  await app.ready();
  if (options.importWorker !== false) {
    importWorker.start();
    jobWorker.start();
  }
  return app;
}

/** The single-page app: files from the build, index.html for every other non-API path. */
function serveWebApp(app: FastifyInstance, webRoot: string) {
  const hasBuild = existsSync(path.join(webRoot, 'index.html'));
  if (hasBuild) {
    app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each file (precompress in vite.config.ts)
      preCompressed: true,
      setHeaders(reply, filePath) {
        const name = path.basename(filePath);
        // The service worker and the page must be fetched fresh, or updates never show.
        if (
          name === 'index.html' ||
          name === 'sw.js' ||
          name.startsWith('workbox-') ||
          name.endsWith('.webmanifest')
        ) {
          reply.header('Cache-Control', 'no-cache');
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api')
      return reply.status(404).send({ detail: AUTH_MESSAGES.notFound });
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.status(404).send({ detail: AUTH_MESSAGES.notFound });
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web application has not been built. Run `npm run build`.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
