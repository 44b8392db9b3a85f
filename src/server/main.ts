import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { deleteExpiredTokens } from './accounts/auth-tokens';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare-database';
import { createMailer } from './mail/mailer';
import { readServerConfig } from './server-config';

const config = readServerConfig();
const logger = pino({ level: process.env.LOG_LEVEL || 'info' });
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(handle, { seedDemoData: config.seedDemoData, logger });

const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  outboxDir: path.join(config.dataDir, 'outbox'),
  from: config.mailFrom,
  logger,
});
const app = await buildApp({ db: handle.db, config, mailer }, { logger });

const tokenPolicy = { idleMinutes: config.tokenIdleMinutes, maxAgeHours: config.tokenMaxAgeHours };
const sweep = setInterval(() => {
  deleteExpiredTokens(handle.db, tokenPolicy).catch((err) =>
    app.log.error({ err }, 'expired token sweep failed'),
  );
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

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Basin DMS on ${config.publicUrl} (${handle.kind} database${handle.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
);
