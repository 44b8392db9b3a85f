import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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

export function readControlFile(dataDir: string): ServerControl | null {
  try {
    return JSON.parse(readFileSync(controlFilePath(dataDir), 'utf8')) as ServerControl;
  } catch {
    return null;
  }
}

/** Removes the file when it is still this server's (a second server on the same folder may have replaced it). */
export function removeControlFile(dataDir: string, key: string): void {
  if (readControlFile(dataDir)?.key === key) rmSync(controlFilePath(dataDir), { force: true });
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
