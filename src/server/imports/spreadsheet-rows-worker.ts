import { parentPort, workerData } from 'node:worker_threads';
import type { UploadedFileKind } from '../db/schema/imports';
import { readSpreadsheetRows, type SpreadsheetRow } from './spreadsheet-rows';
import { ROWS_PER_MESSAGE, MESSAGES_AHEAD, type RowsMessage } from './spreadsheet-rows-in-worker';

/**
 * The thread that reads a spreadsheet for an import (see spreadsheet-rows-in-worker.ts): it sends the rows
 * in batches, never more than MESSAGES_AHEAD batches ahead of the import that takes them.
 */
const { content, kind } = workerData as { content: Uint8Array; kind: UploadedFileKind };
const port = parentPort!;
let credit = MESSAGES_AHEAD;
let resume: (() => void) | null = null;
port.on('message', () => {
  credit += 1;
  resume?.();
  resume = null;
});

const send = async (message: RowsMessage) => {
  while (credit === 0) await new Promise<void>((resolve) => (resume = resolve));
  credit -= 1;
  port.postMessage(message);
};

try {
  let rows: SpreadsheetRow[] = [];
  const buffer = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  for await (const row of readSpreadsheetRows(buffer, kind)) {
    rows.push(row);
    if (rows.length === ROWS_PER_MESSAGE) {
      await send({ rows });
      rows = [];
    }
  }
  port.postMessage({ rows, done: true } satisfies RowsMessage);
} catch (error) {
  port.postMessage({
    rows: [],
    error: error instanceof Error ? error.message : String(error),
  } satisfies RowsMessage);
}
port.close();
