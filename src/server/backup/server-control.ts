import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BackupRefusal } from './backup-format';

/**
 * How a command on the same machine reaches the running server: its address and a random key, in a file
 * of DATA_DIR only its owner may read. The embedded database may be opened by one process only, so a
 * backup taken while the server runs is made by the server.
 */
export interface ServerControl {
  pid: number;
  host: string;
  port: number;
  key: string;
}

export function controlFilePath(dataDir: string): string {
  return path.join(dataDir, 'server-control.json');
}

export function writeControlFile(dataDir: string, control: ServerControl): void {
  mkdirSync(dataDir, { recursive: true });
  const file = controlFilePath(dataDir);
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(control), { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
}

/**
 * The running server's address and key; null when no server left its file. A file this user may not read
 * is refused, not taken for "no server": the command would then open the database the server holds.
 */
export function readControlFile(dataDir: string): ServerControl | null {
  const file = controlFilePath(dataDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') return null;
    if (code === 'EACCES' || code === 'EPERM')
      throw new BackupRefusal(
        `${file} may not be read by this user: run the command as the user that runs the Basin DMS server.`,
      );
    throw new BackupRefusal(`${file} cannot be read (${message}).`);
  }
  try {
    return JSON.parse(text) as ServerControl;
  } catch {
    throw new BackupRefusal(
      `${file} is not a Basin DMS server's address file: remove it if no Basin DMS server runs on ${dataDir}.`,
    );
  }
}

/** Removes the file when it is still this server's (a second server on the same folder may have replaced it). */
export function removeControlFile(dataDir: string, key: string): void {
  let control: ServerControl | null;
  try {
    control = readControlFile(dataDir);
  } catch {
    return;
  }
  if (control?.key === key) rmSync(controlFilePath(dataDir), { force: true });
}
