import { sql, type SQL } from 'drizzle-orm';
import { mapColumns, type MappedColumn } from '../../domain/imports/column-mapping';
import { DWR_DATASETS, isDwrDatasetKey } from '../../domain/dwr/dwr-datasets';
import { duplicateRowCheck } from '../../domain/imports/duplicate-rows';
import { SKIPPED_PROBLEMS_SHOWN, type ColumnCheckResult } from '../../domain/imports/import-answers';
import { readImportRow } from '../../domain/imports/import-row';
import { RUN_MESSAGES } from '../../domain/imports/import-texts';
import {
  isMonitoringDatasetKey,
  MONITORING_DATASETS,
  type MonitoringDataset,
} from '../../domain/imports/monitoring-datasets';
import { isEmbedded, withConnection, type Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { STAGING_OF, type ImportRunRow } from '../db/schema/imports';
import { columnCheckOf } from './check-columns';
import { readStoredFile, type StoredFile } from './stored-file';
import { failRun, RowProblems, succeedRun, type RunControl } from './run-state';
import { runDwrImport } from './run-dwr-import';
import { runReportImport } from './run-report-import';
import { readSpreadsheetRows, UnreadableSpreadsheet } from './spreadsheet-rows';
import { StagedBatch, stagedColumns } from './staged-batch';
import { lockedYearsAmong, lockedYearsOfStaged, storeStagedRows, type StoredRows } from './staged-row-checks';
import { withTargetLock } from './target-lock';

/**
 * Rows checked and stored (or staged, on PGlite) in one statement; one batch is stored while the next is
 * read. Each batch costs the database a truncate, a COPY and a statement: in one comparison the reader
 * waited for them 0.05-0.2 s per 100,000 rows at 2,000 rows a batch, 0-0.04 s at 5,000. The first batch
 * is small, so the database starts while the rest is read.
 */
export const STAGE_BATCH = 5000;
const FIRST_BATCH = 500;
/**
 * Rows read between two looks at the signal, two progress reports and a turn for waiting requests. The
 * database's answers are taken in those turns too: at 500 rows a turn the reader waited 0.7-1.0 s per
 * 100,000 rows for its batches' round trips, at 100 0.05-0.2 s.
 */
const YIELD_EVERY = 100;

/** What reading a file found: columns that do not match, or the rows it counted and skipped. */
type ReadResult =
  { kind: 'columns'; detail: ColumnCheckResult } | { kind: 'read'; total: number; skipped: RowProblems };

/**
 * Imports a run's file into its dataset's readings (issue 4, spec 2 §5): each row is read and checked by
 * the domain's rules while the file streams, the rows that pass are checked against the DMS's data as a
 * set, and the accepted rows go into the readings in one transaction that also marks the run SUCCESS. A run
 * that stops before that transaction commits stored nothing.
 */
export async function runImport(db: Database, run: ImportRunRow, control: RunControl): Promise<void> {
  if (isDwrDatasetKey(run.dataset)) return runDwrImport(db, run, DWR_DATASETS[run.dataset], control);
  if (!isMonitoringDatasetKey(run.dataset)) return runReportImport(db, run, control);
  const dataset = MONITORING_DATASETS[run.dataset];
  // a file is deleted only with its runs (import_runs.file_id cascades)
  const file = await readStoredFile(db, run.fileId);
  if (!file) throw new Error(`the file of import run ${run.id} is gone`);

  let read: ReadResult;
  try {
    const source = { run, dataset, file, control };
    read = isEmbedded(db) ? await stageThenStore(db, source) : await storeWhileReading(db, source);
  } catch (error) {
    if (error instanceof UnreadableSpreadsheet) return failRun(db, run, { error: error.message });
    throw error;
  }
  if (read.kind === 'columns') {
    return failRun(db, run, { error: RUN_MESSAGES.columnsDoNotMatch, detail: read.detail });
  }
  if (read.total === 0) return failRun(db, run, { error: RUN_MESSAGES.noDataRows, total: 0 });
}

/** What a run reads: its file, and the worker's control of it. */
interface RunSource {
  run: ImportRunRow;
  dataset: MonitoringDataset;
  file: StoredFile;
  control: RunControl;
}

/**
 * On PostgreSQL: one transaction from the first row, under the lock of the GSP's dataset. Each batch is
 * copied into a temporary table, then checked and its accepted rows inserted in one statement while the
 * next batch is read, so the database's work overlaps the parse. Locks, unlocks and deletes of the same
 * GSP's dataset answer 409 meanwhile.
 */
function storeWhileReading(db: Database, source: RunSource): Promise<ReadResult> {
  const { run, dataset, control } = source;
  return withConnection(db, (connection) =>
    withTargetLock(connection.db, { dataset, gspId: run.gspId }, async (tx) => {
      await tx.execute(
        sql`create temporary table import_batch (like ${STAGING_OF[dataset.key]}) on commit drop`,
      );
      const knownYears = new Map<number, boolean>();
      const stored: StoredRows = { loaded: 0, refused: 0, shown: [] };
      const read = await readRows(source, async (batch) => {
        // replacing the previous batch's rows: a table truncated is never scanned past them
        const copied = connection.copyInto('import_batch', stagedColumns(dataset), batch.text, {
          replacing: true,
        });
        // queued behind the COPY without waiting for it: the connection runs them in order, and the
        // statement starts as soon as the COPY ends rather than at the reader's next turn (unless the
        // batch brings a water year not looked up yet)
        const storing = lockedYearsAmong(tx, run, dataset, batch.years, knownYears).then((locked) =>
          storeStagedRows(
            tx,
            run,
            dataset,
            sql`import_batch`,
            locked,
            SKIPPED_PROBLEMS_SHOWN - stored.shown.length,
          ),
        );
        const [result] = await Promise.all([storing, copied]);
        stored.loaded += result.loaded;
        stored.refused += result.refused;
        stored.shown.push(...result.shown);
      });
      if (read.kind === 'columns' || read.total === 0) return read;
      control.signal.throwIfAborted();
      await markSucceeded(tx, run, read, stored);
      return read;
    }),
  );
}

/** Where PGlite stages a run's rows: a temporary table of its one session, made anew for each run. */
const STAGED_ROWS = 'import_staged_rows';

/**
 * On PGlite, which serves one statement at a time: the rows are staged outside any transaction, then
 * checked and inserted in one short transaction, so requests are served while the file is read. They are
 * staged in a temporary table without keys: copied into the unlogged staging table, each row's key was
 * indexed and its foreign key to the run checked, 1.1 s of a 100,000-row import against 0.4 s.
 */
async function stageThenStore(db: Database, source: RunSource): Promise<ReadResult> {
  const { run, dataset, control } = source;
  const staged = sql`${sql.identifier(STAGED_ROWS)}`;
  // left by a run whose transaction failed before it could drop it
  await db.execute(sql`drop table if exists ${staged}`);
  await db.execute(sql`create temporary table ${staged} (like ${STAGING_OF[dataset.key]})`);
  try {
    const read = await withConnection(db, (connection) =>
      readRows(source, (batch) => connection.copyInto(STAGED_ROWS, stagedColumns(dataset), batch.text)),
    );
    if (read.kind === 'columns' || read.total === 0) return read;
    // Without statistics the planner takes the fresh rows for a handful and checks them by nested loops:
    // 546 ms instead of 20 ms for the site check of 20,000 rows. The row count and the column the rows
    // are joined by are what it needs: the statistics of every column took 5 times as long (140-185 ms
    // against 30 ms for 100,000 rows on PostgreSQL), for the same plan.
    await db.execute(sql`analyze ${staged} (dms_site_id)`);
    control.signal.throwIfAborted();
    await withTargetLock(db, { dataset, gspId: run.gspId }, async (tx) => {
      // a run never stores fewer rows than it read
      const count = await countOf(tx, sql`select count(*)::int as count from ${staged}`);
      if (count !== read.total - read.skipped.count) throw new StagingLost();
      const locked = await lockedYearsOfStaged(tx, run, dataset, staged);
      await markSucceeded(
        tx,
        run,
        read,
        await storeStagedRows(tx, run, dataset, staged, locked, SKIPPED_PROBLEMS_SHOWN),
      );
    });
    return read;
  } finally {
    // a drop that fails must not hide why the run failed: the next run drops the table first
    await db.execute(sql`drop table if exists ${staged}`).catch(() => {});
  }
}

/**
 * Reads the file row by row; the rows that fail the row rules are skipped here, the others go to `store`
 * a batch at a time, one batch stored while the next is read.
 */
async function readRows(
  { run, dataset, file, control }: RunSource,
  store: (batch: StagedBatch) => Promise<void>,
): Promise<ReadResult> {
  const isDuplicate = duplicateRowCheck(dataset);
  const skipped = new RowProblems();
  let mapping: { columns: readonly MappedColumn[] } | null = null;
  let total = 0;
  let batch = new StagedBatch(run.id, dataset);
  let batchSize = FIRST_BATCH;
  let storing: Promise<void> = Promise.resolve();

  try {
    for await (const rows of readSpreadsheetRows(file.content, file.kind)) {
      for (const { number, cells } of rows) {
        if (!mapping) {
          const header = number === 1 ? cells : [];
          const mapped = mapColumns(dataset, header);
          if (!mapped.ok) return { kind: 'columns', detail: columnCheckOf(dataset, header) };
          mapping = mapped;
          if (number === 1) continue;
        }
        const reading = readImportRow(dataset, mapping, cells, number);
        if (reading.kind === 'empty') continue;
        total += 1;
        if (reading.kind === 'problems') skipped.add(reading.problems);
        else {
          const duplicate = isDuplicate(number, reading.record);
          if (duplicate) skipped.add([duplicate]);
          else batch.add(number, reading.record);
        }
        if (batch.size >= batchSize) {
          batchSize = STAGE_BATCH;
          await storing;
          storing = store(batch);
          // a failed batch is thrown where it is awaited; until then it must not count as unhandled
          storing.catch(() => {});
          batch = new StagedBatch(run.id, dataset);
        }
        if (total % YIELD_EVERY === 0) {
          control.signal.throwIfAborted();
          control.progress(total);
          // parsing runs in microtasks: let the server answer requests meanwhile
          await control.pacer.turn();
        }
      }
    }
  } catch (error) {
    // a batch still being stored must land before the run's staged rows are dropped
    await storing.catch(() => {});
    throw error;
  }
  if (!mapping) return { kind: 'columns', detail: columnCheckOf(dataset, []) };
  await storing;
  if (batch.size) await store(batch);
  control.progress(total);
  return { kind: 'read', total, skipped };
}

/** The run's end in the transaction that stored its rows. */
function markSucceeded(
  tx: Database,
  run: ImportRunRow,
  read: { total: number; skipped: RowProblems },
  stored: StoredRows,
): Promise<void> {
  return succeedRun(tx, run, {
    total: read.total,
    loaded: stored.loaded,
    skippedCount: read.skipped.count + stored.refused,
    skipped: [read.skipped.shown, stored.shown],
  });
}

/** Rows the run staged are gone, or the data they were checked against changed: the run starts over. */
export class StagingLost extends Error {
  constructor() {
    super('The staged rows of the import run no longer match its file.');
  }
}

async function countOf(db: Database, query: SQL): Promise<number> {
  return Number(rowsOf<{ count: number }>(await db.execute(query))[0].count);
}
