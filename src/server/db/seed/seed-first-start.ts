import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readServerConfig } from '../../server-config';

/**
 * `npm start`'s first step on a new embedded database: migrates it and seeds the demo basin in a process of
 * its own, before the server opens it. The seeding's buffers leave 90-110 MB with the process's memory
 * allocator that it never gives back; in the server's own process they stayed for as long as it ran.
 * Anything else (PostgreSQL, seeding off, a folder already made) is left to the server, and so is any
 * failure here: the server meets it again and says what to do in one line.
 */
async function seedFirstStart(): Promise<void> {
  const config = readServerConfig();
  if (config.databaseUrl || !config.seedDemoData) return;
  const folder = path.join(config.dataDir, 'pglite');
  if (existsSync(folder) && readdirSync(folder).length > 0) return;
  // loaded only for a new database: every other start passes through here in a blink
  const [{ default: pino }, { openDatabase }, { prepareDatabase }] = await Promise.all([
    import('pino'),
    import('../client'),
    import('../prepare-database'),
  ]);
  const logger = pino({ level: process.env.LOG_LEVEL || 'info' });
  const handle = await openDatabase({ dataDir: config.dataDir });
  try {
    await prepareDatabase(handle, { seedDemoData: true, logger });
  } finally {
    await handle.close();
  }
}

try {
  await seedFirstStart();
} catch {
  // the server reports it
}
