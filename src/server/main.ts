import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from './app';
import { deleteSpentThrottles } from './accounts/address-throttle';
import { deleteExpiredTokens } from './accounts/auth-tokens';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare-database';
import { createMailer } from './mail/mailer';
import { warmChartCode } from './monitoring/warm-chart-code';
import { readServerConfig } from './server-config';
import {
  checkDatabaseUrl,
  checkPort,
  DATABASE_ANSWER_TIMEOUT_MS,
  DATA_DIR_ANSWER_TIMEOUT_MS,
  during,
  startUpFailureMessage,
} from './start-up-failure';

/** Writes and removes a file in DATA_DIR, so a folder the server cannot write is found before anything else. */
async function ensureWritableFolder(folder: string) {
  await mkdir(folder, { recursive: true });
  const probe = path.join(folder, `.write-check-${randomUUID()}`);
  await writeFile(probe, '');
  await rm(probe);
}

async function start() {
  const { config, logger } = await during('settings', () => {
    const config = readServerConfig();
    checkPort(config.port);
    checkDatabaseUrl(config.databaseUrl);
    return { config, logger: pino({ level: process.env.LOG_LEVEL || 'info' }) };
  });
  await during('dataDir', () => ensureWritableFolder(config.dataDir), {
    timeoutMs: DATA_DIR_ANSWER_TIMEOUT_MS,
  });

  const handle = await during('database', () =>
    openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }),
  );
  await during('database', () => handle.db.execute(sql`select 1`), {
    timeoutMs: DATABASE_ANSWER_TIMEOUT_MS,
  });
  await during('database', () => prepareDatabase(handle, { seedDemoData: config.seedDemoData, logger }));

  const mailer = await during('mail', () =>
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.mailFrom,
      logger,
    }),
  );
  const app = await during('app', () => buildApp({ db: handle.db, config, mailer }, { logger }));
  // before the first request: a long site's first chart in a new process ran its code cold
  warmChartCode();

  const tokenPolicy = { idleMinutes: config.tokenIdleMinutes, maxAgeHours: config.tokenMaxAgeHours };
  const sweep = setInterval(() => {
    deleteExpiredTokens(handle.db, tokenPolicy).catch((err) =>
      app.log.error({ err }, 'expired token sweep failed'),
    );
    deleteSpentThrottles(handle.db).catch((err) => app.log.error({ err }, 'sign-in limit sweep failed'));
  }, 3600_000);
  sweep.unref();

  async function shutdown(signal: string) {
    app.log.info(`${signal} received; shutting down`);
    clearInterval(sweep);
    await app.close();
    await mailer.idle();
    await handle.close();
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await during('listen', () => app.listen({ port: config.port, host: config.host }));
  app.log.info(
    `Basin DMS on ${config.publicUrl} (${handle.kind} database${handle.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
  );
}

try {
  await start();
} catch (error) {
  // One line that names the setting at fault, not a driver's stack trace.
  process.stderr.write(`${startUpFailureMessage(error, process.env)}\n`);
  process.exit(1);
}
