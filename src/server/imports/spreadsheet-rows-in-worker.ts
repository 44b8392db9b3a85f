import { Worker } from 'node:worker_threads';
import type { UploadedFileKind } from '../db/schema/imports';
import { readSpreadsheetRows, type SpreadsheetRow } from './spreadsheet-rows';

/**
 * Files from this size on are read in a thread: starting one (loading exceljs there) takes a few hundred
 * milliseconds, more than reading a smaller file takes.
 */
export const THREAD_FROM_BYTES = 1024 * 1024;
export const ROWS_PER_MESSAGE = 1000;
/** Batches the reading thread may be ahead: memory stays bounded whatever the file's length. */
export const MESSAGES_AHEAD = 4;

// The thread loads the TypeScript module as the server does, through tsx.
const THREAD_CODE = `import('tsx/esm/api')
  .then(({ register }) => { register(); return import(${JSON.stringify(
    new URL('./spreadsheet-rows-worker.ts', import.meta.url).href,
  )}); })`;

export interface RowsMessage {
  rows: SpreadsheetRow[];
  done?: boolean;
  error?: string;
}

/**
 * The rows of a stored spreadsheet for an import; a large file is read in a thread of its own: unpacking and parsing the XML is most of
 * an import's work, and in a thread it runs beside the checking of the rows, on another core, while the
 * server's thread stays free to answer requests. Rows come in order, as readSpreadsheetRows gives them.
 */
export function readImportRows(content: Buffer, kind: UploadedFileKind): AsyncGenerator<SpreadsheetRow> {
  return content.length >= THREAD_FROM_BYTES
    ? readSpreadsheetRowsInWorker(content, kind)
    : readSpreadsheetRows(content, kind);
}

async function* readSpreadsheetRowsInWorker(
  content: Buffer,
  kind: UploadedFileKind,
): AsyncGenerator<SpreadsheetRow> {
  const worker = new Worker(THREAD_CODE, {
    eval: true,
    workerData: { content, kind },
    // a small young generation collects the parser's garbage sooner: 286 to 244 MB peak for 100,000 rows
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  const waiting: RowsMessage[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (message: RowsMessage) => {
    waiting.push(message);
    notify();
  });
  worker.on('error', (error) => {
    failure = error;
    notify();
  });
  worker.on('exit', (code) => {
    if (code !== 0) failure ??= new Error(`The spreadsheet reader stopped (exit code ${code}).`);
    notify();
  });
  try {
    for (;;) {
      while (waiting.length === 0 && !failure) await new Promise<void>((resolve) => (wake = resolve));
      const message = waiting.shift();
      if (!message) throw failure!;
      if (message.error) throw new Error(message.error);
      if (!message.done) worker.postMessage('more');
      yield* message.rows;
      if (message.done) return;
    }
  } finally {
    await worker.terminate();
  }
}
