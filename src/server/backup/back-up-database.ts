import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import type { ServerConfig } from '../server-config';
import { BackupRefusal, datedBackupName } from './backup-format';
import { backupFileText, readBackup } from './read-backup';
import { BACKUP_KEY_HEADER } from './routes';
import { readControlFile, type ServerControl } from './server-control';
import { writeBackup } from './write-backup';
import { isProcessAlive } from '../process-liveness';

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
  /** How long the server may send nothing before the command gives up. */
  serverSilenceMs?: number;
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
    if (control && (await askServer(control, partial, options.serverSilenceMs ?? SERVER_SILENCE_MS))) {
      madeBy = 'server';
    } else {
      if (control && isProcessAlive({ pid: control.pid }))
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
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // a server still starting (migrating, seeding) holds the database before it writes its address
    throw new BackupRefusal(
      `${error.message} Try again once it has ended or, if it is the server starting, once it answers.`,
    );
  }
  try {
    await writeBackup(handle.db, createWriteStream(partial, { mode: 0o600 }));
  } finally {
    await handle.close();
  }
}

// a server reads at least a page of rows in far less; it may first wait for a long request to end
const SERVER_SILENCE_MS = 120_000;

/** True once the server wrote the backup to `partial`; false when no server listens there any more. */
function askServer(control: ServerControl, partial: string, silenceMs: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    // once the command gave up waiting, that is the failure, whatever the cut connection then says
    let silence: BackupRefusal | undefined;
    const fail = (error: Error) => reject(silence ?? error);
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
        pipeline(response, createWriteStream(partial, { mode: 0o600 })).then(() => resolve(true), fail);
      },
    );
    call.setTimeout(silenceMs, () => {
      silence = new BackupRefusal(
        `The Basin DMS server at ${control.host}:${control.port} sent nothing for ${silenceMs >= 1000 ? `${Math.round(silenceMs / 1000)} s` : `${silenceMs} ms`}: the backup was given up. Try again.`,
      );
      call.destroy(silence);
    });
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !silence) resolve(false);
      else fail(error);
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
