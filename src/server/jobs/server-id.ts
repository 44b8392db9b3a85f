import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * This server's id, kept in DATA_DIR/server-id: made on its first start, the same for each later process of
 * it. Import runs and jobs name the server that claimed them, so a process that starts knows the runs a
 * previous one of its own left behind (a crash) and takes them up at once; one server runs one process on
 * its DATA_DIR at a time (the embedded database's lock enforces it there).
 */
export function serverIdOf(dataDir: string): string {
  const file = path.join(dataDir, 'server-id');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (UUID.test(kept)) return kept.toLowerCase();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const id = randomUUID();
  // written whole or not at all: a half-written id would make the next start a stranger to its own runs
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${id}\n`);
  renameSync(partial, file);
  return id;
}
