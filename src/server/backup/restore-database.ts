import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import type { ServerConfig } from '../server-config';
import { BackupRefusal } from './backup-format';
import { backupFileText, readBackupHeader } from './read-backup';
import { restoreBackup, type RestoreSummary } from './restore-backup';
import { readControlFile } from './server-control';
import { isProcessAlive } from '../process-liveness';

/** `npm run restore -- FILE`: into the empty database DATABASE_URL or DATA_DIR names, never one a server holds. */
export async function restoreDatabase(options: {
  config: ServerConfig;
  file: string | undefined;
}): Promise<RestoreSummary & { where: string }> {
  const { config, file } = options;
  if (!file) throw new BackupRefusal('Name the backup to restore: npm run restore -- FILE');
  if (!existsSync(file)) throw new BackupRefusal(`${file} does not exist.`);
  await readBackupHeader(file);
  if (!config.databaseUrl) {
    const control = readControlFile(config.dataDir);
    if (control && isProcessAlive({ pid: control.pid }))
      throw new BackupRefusal(
        `A Basin DMS server runs on ${config.dataDir} (process ${control.pid}): stop it before restoring.`,
      );
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError)
      throw new BackupRefusal(`${error.message} Stop that process before restoring.`);
    throw error;
  }
  try {
    const summary = await restoreBackup(handle, backupFileText(file), file);
    const where = config.databaseUrl
      ? 'the PostgreSQL database of DATABASE_URL'
      : path.join(config.dataDir, 'pglite');
    return { ...summary, where };
  } finally {
    await handle.close();
  }
}
