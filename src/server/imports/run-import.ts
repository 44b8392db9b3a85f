import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, sql, type SQL } from 'drizzle-orm';
import { mapColumns, type MappedColumn } from '../../domain/imports/column-mapping';
import { duplicateRowCheck, readingOf } from '../../domain/imports/duplicate-rows';
import {
  SKIPPED_PROBLEMS_SHOWN,
  type ColumnCheckResult,
  type SkippedProblem,
} from '../../domain/imports/import-answers';
import {
  readImportRow,
  readingDay,
  readingWaterYear,
  type ImportProblem,
} from '../../domain/imports/import-row';
import { RUN_MESSAGES } from '../../domain/imports/import-texts';
import { MONITORING_DATASETS, type MonitoringDataset } from '../../domain/imports/monitoring-datasets';
import type { Database } from '../db/client';
import { affectedRows, rowsOf } from '../db/raw-results';
import {
  importRuns,
  STAGING_OF,
  uploadedFiles,
  type ImportRunRow,
  type UploadedFileKind,
} from '../db/schema/imports';
import { gsps } from '../db/schema/organisations';
import { columnCheckOf } from './check-columns';
import { READINGS_OF } from './import-status';
import { clearStaged, failRun, isCurrentTask } from './run-state';
import { readSpreadsheetRows, UnreadableSpreadsheet } from './spreadsheet-rows';
import { problemOfStagedRow, stagedRowChecks, storedRowChecks } from './staged-row-checks';
import { withTargetLock } from './target-lock';

/** What the worker gives a run: a signal to stop at (shutdown, time limit) and where to report rows read. */
export interface RunControl {
  signal: AbortSignal;
  progress(current: number): void;
}

/** Rows sent to the staging table in one statement; one batch is stored while the next is read. */
const STAGE_BATCH = 2000;
/** Rows read between two looks at the signal, two progress reports and a turn for waiting requests. */
const YIELD_EVERY = 500;

/** The problems of the rows a run skips: every row counted, the first problems kept to show. */
class SkippedRows {
  count = 0;
  readonly shown: SkippedProblem[] = [];

  add(problems: readonly ImportProblem[]) {
    this.count += 1;
    for (const { row, column, message } of problems) {
      if (this.shown.length < SKIPPED_PROBLEMS_SHOWN) this.shown.push({ row, column, reason: message });
    }
  }
}

type StagingResult =
  { kind: 'columns'; detail: ColumnCheckResult } | { kind: 'staged'; total: number; skipped: SkippedRows };

/**
 * Imports a run's file into its dataset's readings (issue 4, spec 2 §5): each row is read and checked by
 * the domain's rules while the file streams, the rows that pass go to a staging table, the checks against
 * stored data run there as a set, and the accepted rows go into the readings in one transaction that also
 * marks the run SUCCESS. A run that stops before that transaction stored nothing.
 */
export async function runImport(db: Database, run: ImportRunRow, control: RunControl): Promise<void> {
  const dataset = MONITORING_DATASETS[run.dataset];
  // a run started again after its server died begins from its file
  await clearStaged(db, run);
  // a file is deleted only with its runs (import_runs.file_id cascades)
  const [file] = await db
    .select({ content: uploadedFiles.content, kind: uploadedFiles.kind })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, run.fileId));

  let staging: StagingResult;
  try {
    staging = await stageRows(db, run, dataset, file, control);
  } catch (error) {
    if (error instanceof UnreadableSpreadsheet) return failRun(db, run, { error: error.message });
    throw error;
  }
  if (staging.kind === 'columns') {
    return failRun(db, run, { error: RUN_MESSAGES.columnsDoNotMatch, detail: staging.detail });
  }
  if (staging.total === 0) return failRun(db, run, { error: RUN_MESSAGES.noDataRows, total: 0 });
  control.signal.throwIfAborted();
  await storeAcceptedRows(db, run, dataset, staging.total, staging.skipped);
}

/** Reads the file row by row into the staging table; the rows that fail the row rules are skipped here. */
async function stageRows(
  db: Database,
  run: ImportRunRow,
  dataset: MonitoringDataset,
  file: { content: Buffer; kind: UploadedFileKind },
  control: RunControl,
): Promise<StagingResult> {
  const isDuplicate = duplicateRowCheck(dataset);
  const skipped = new SkippedRows();
  let mapping: { columns: readonly MappedColumn[] } | null = null;
  let total = 0;
  let batch: StagedRow[] = [];
  let storing: Promise<void> = Promise.resolve();

  try {
    for await (const { number, cells } of readSpreadsheetRows(file.content, file.kind)) {
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
        else batch.push(stagedRow(run, dataset, number, reading.record));
      }
      if (batch.length >= STAGE_BATCH) {
        await storing;
        storing = stageBatch(db, run, batch);
        // a failed batch is thrown where it is awaited; until then it must not count as unhandled
        storing.catch(() => {});
        batch = [];
      }
      if (total % YIELD_EVERY === 0) {
        control.signal.throwIfAborted();
        control.progress(total);
        // parsing runs in microtasks: let the server answer status polls meanwhile
        await nextTurn();
      }
    }
  } catch (error) {
    // a batch still being stored must land before the run's staged rows are dropped
    await storing.catch(() => {});
    throw error;
  }
  if (!mapping) return { kind: 'columns', detail: columnCheckOf(dataset, []) };
  await storing;
  if (batch.length) await stageBatch(db, run, batch);
  // Without statistics the planner takes the fresh rows for a handful and checks them by nested loops:
  // 546 ms instead of 20 ms for the site check of 20,000 rows.
  await db.execute(sql`analyze ${STAGING_OF[dataset.key]}`);
  control.progress(total);
  return { kind: 'staged', total, skipped };
}

/** A row of the staging table: the run, the row, what dates and tells it apart, and the record's columns. */
type StagedRow = Record<string, unknown>;

function stagedRow(
  run: ImportRunRow,
  dataset: MonitoringDataset,
  row: number,
  record: Record<string, unknown>,
): StagedRow {
  // the record is this run's own: it is completed in place rather than copied, for 100,000s of rows
  const staged: StagedRow = record;
  staged.run_id = run.id;
  staged.row_number = row;
  // readImportRow gives a record only with a date
  staged.reading_day = readingDay(dataset, record);
  staged.water_year = readingWaterYear(dataset, record);
  staged.reading_of = readingOf(dataset, record);
  return staged;
}

/** One batch into the staging table as one JSON parameter, spread and typed by PostgreSQL. */
async function stageBatch(db: Database, run: ImportRunRow, rows: StagedRow[]): Promise<void> {
  const table = STAGING_OF[run.dataset];
  await db.execute(
    sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(rows)}::json)`,
  );
}

/**
 * The one transaction of a run, under the lock of the GSP's dataset: the set checks of the staged rows, the
 * insert of the accepted ones and the run's SUCCESS with its counts. A run ended meanwhile (its time limit,
 * or another worker's claim) stores nothing.
 */
async function storeAcceptedRows(
  db: Database,
  run: ImportRunRow,
  dataset: MonitoringDataset,
  total: number,
  skippedRows: SkippedRows,
): Promise<void> {
  const kind = READINGS_OF[dataset.key];
  const sites = kind.site.table;
  const readings = kind.table;
  const columns = dataset.fields.filter((field) => field.name !== 'dms_site_id').map((field) => field.name);
  const target = sql.join(
    columns.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const source = sql.join(
    columns.map((name) => sql`st.${sql.identifier(name)}`),
    sql`, `,
  );

  const table = STAGING_OF[dataset.key];
  await withTargetLock(db, { dataset, gspId: run.gspId }, async (tx) => {
    // an unlogged table loses its rows when PostgreSQL restarts: a run never counts on rows it lost
    const staged = await countOf(
      tx,
      sql`select count(*)::int as count from ${table} where run_id = ${run.id}`,
    );
    if (staged !== total - skippedRows.count) throw new StagingLost();
    await stagedRowChecks(tx, run, dataset);
    await storedRowChecks(tx, run, dataset);
    const inserted = await tx.execute(sql`
      insert into ${readings} (site_id, ${target})
      select s.id, ${source}
      from ${table} st
      join ${sites} s on s.dms_site_id = st.dms_site_id and s.source_gsp_id = ${run.gspId}
      where st.run_id = ${run.id} and st.problem is null
      order by st.row_number`);
    const loaded = affectedRows(inserted);
    const problems = await stagedProblems(tx, run, dataset);
    // a site deleted or moved to another GSP since its check drops out of the insert: start over
    if (loaded !== staged - problems.count) throw new StagingLost();
    const skipped = [...skippedRows.shown, ...problems.shown]
      .sort((a, b) => a.row - b.row)
      .slice(0, SKIPPED_PROBLEMS_SHOWN);
    const finished = await tx
      .update(importRuns)
      .set({
        status: 'SUCCESS',
        current: total,
        total,
        loaded,
        skippedCount: skippedRows.count + problems.count,
        skipped,
        error: null,
        finishedAt: sql`now()`,
        heartbeatAt: null,
      })
      .where(isCurrentTask(run))
      .returning({ id: importRuns.id });
    if (finished.length === 0) throw new RunEndedElsewhere();
    await tx.execute(sql`delete from ${table} where run_id = ${run.id}`);
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

/** The run was ended (FAILURE by its time limit) while it stored: its transaction is rolled back. */
export class RunEndedElsewhere extends Error {
  constructor() {
    super('The import run was ended while it stored its rows.');
  }
}

/** The staged rows the set checks refused: how many, and the first of them as problems a person reads. */
async function stagedProblems(db: Database, run: ImportRunRow, dataset: MonitoringDataset) {
  const table = STAGING_OF[dataset.key];
  const refused = sql`run_id = ${run.id} and problem is not null`;
  const count = await countOf(db, sql`select count(*)::int as count from ${table} where ${refused}`);
  const listed = await db.execute(
    sql`select * from ${table} where ${refused} order by row_number limit ${SKIPPED_PROBLEMS_SHOWN}`,
  );
  const rows = rowsOf<Record<string, unknown>>(listed);
  const gspName = rows.some((row) => row.problem === 'other_gsp') ? await nameOfGsp(db, run.gspId) : '';
  return { count, shown: rows.map((row) => problemOfStagedRow(dataset, row, gspName)) };
}

async function nameOfGsp(db: Database, gspId: number): Promise<string> {
  const [gsp] = await db.select({ name: gsps.name }).from(gsps).where(eq(gsps.id, gspId));
  return gsp?.name ?? 'this GSP';
}
