import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../db/client';
import type { ServerConfig } from '../server-config';
import { BackupRefusal, datedBackupName } from './backup-format';
import { backupFileText, readBackup } from './read-backup';
import { BACKUP_KEY_HEADER } from './routes';
import { isProcessAlive, readControlFile, type ServerControl } from './server-control';
import { writeBackup } from './write-backup';

export interface BackupResult {
  file: string;
  tables: number;
  rows: number;
  /** Who read the database: the running server, or this command. */
  madeBy: 'server' | 'command';
}

/**
 * `npm run backup -- [FILE]`: PostgreSQL is read directly; the embedded database is read by the server
 * that holds it when one runs, otherwise opened here. The file appears only once complete and checked.
 */
export async function backUpDatabase(options: {
  config: ServerConfig;
  file?: string;
  now?: Date;
}): Promise<BackupResult> {
  const { config } = options;
  const file = path.resolve(
    options.file ?? path.join(config.dataDir, 'backups', datedBackupName(options.now)),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    let madeBy: BackupResult['madeBy'] = 'command';
    const control = config.databaseUrl ? null : readControlFile(config.dataDir);
    if (control && (await askServer(control, partial))) {
      madeBy = 'server';
    } else {
      if (control && isProcessAlive(control.pid))
        throw new BackupRefusal(
          `The Basin DMS server on ${config.dataDir} (process ${control.pid}) does not answer at ${control.host}:${control.port}: try again when it does.`,
        );
      await readDatabaseHere(config, partial);
    }
    const counts = await checkBackup(partial, file);
    renameSync(partial, file);
    return { file, madeBy, ...counts };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

async function readDatabaseHere(config: ServerConfig, partial: string) {
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite')))
    throw new BackupRefusal(`DATA_DIR (${config.dataDir}) holds no database to back up.`);
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await writeBackup(handle.db, createWriteStream(partial, { mode: 0o600 }));
  } finally {
    await handle.close();
  }
}

/** True once the server wrote the backup to `partial`; false when no server listens there any more. */
function askServer(control: ServerControl, partial: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: control.host,
        port: control.port,
        method: 'POST',
        path: '/api/backup/snapshot',
        headers: { [BACKUP_KEY_HEADER]: control.key },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(
            new BackupRefusal(
              `The server at ${control.host}:${control.port} refused the backup (HTTP ${response.statusCode}): is DATA_DIR the server's?`,
            ),
          );
          return;
        }
        pipeline(response, createWriteStream(partial, { mode: 0o600 })).then(() => resolve(true), reject);
      },
    );
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
    call.end();
  });
}

/** Reads the written file through to its trailer: a backup cut short is never left as a backup. */
async function checkBackup(partial: string, file: string): Promise<{ tables: number; rows: number }> {
  let tables = 0;
  let rows = 0;
  for await (const part of readBackup(backupFileText(partial, file), file)) {
    if (part.kind === 'tableEnd') {
      tables++;
      rows += part.rows;
    }
  }
  return { tables, rows };
}
