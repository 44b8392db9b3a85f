import { eq, sql, type SQL } from 'drizzle-orm';
import { waterYearOfDate } from '../../domain/admin/water-year';
import { dwrColumnCheck } from '../../domain/dwr/dwr-column-check';
import { boundaryTest } from '../../domain/geo/area-boundary';
import type { DwrDataset } from '../../domain/dwr/dwr-datasets';
import {
  DWR_MEASUREMENT_COLUMNS,
  DWR_STATION_COLUMNS,
  readDwrHeader,
  REQUIRED_MEASUREMENT_COLUMNS,
  REQUIRED_STATION_COLUMNS,
} from '../../domain/dwr/dwr-files';
import { readDwrMeasurementRow, type DwrReading } from '../../domain/dwr/dwr-measurement-row';
import { readDwrStationRow, type DwrStation } from '../../domain/dwr/dwr-station-row';
import { DWR_TEXTS } from '../../domain/dwr/dwr-texts';
import type { DwrCell } from '../../domain/dwr/dwr-values';
import {
  SKIPPED_PROBLEMS_SHOWN,
  type DwrRunReport,
  type SkippedProblem,
} from '../../domain/imports/import-answers';
import { IMPORT_MESSAGES, RUN_MESSAGES } from '../../domain/imports/import-texts';
import { MONITORING_DATASETS } from '../../domain/imports/monitoring-datasets';
import { isEmbedded, withConnection, type Database } from '../db/client';
import { CopyTextBuffer } from '../db/copy-text-buffer';
import { rowsOf } from '../db/raw-results';
import { users } from '../db/schema/accounts';
import type { ImportRunRow } from '../db/schema/imports';
import { gsps, waterYears } from '../db/schema/organisations';
import { recordChangesAs } from '../history/change-actor';
import { failRun, RowProblems, succeedRun, type RunControl } from './run-state';
import { readSpreadsheetRows, UnreadableSpreadsheet } from './spreadsheet-rows';
import { lockedYearsAmong, lockedYearsOfStaged, nameOfGsp } from './staged-row-checks';
import { readStoredFile, type StoredFile } from './stored-file';
import { withTargetLock } from './target-lock';

/** Where a run stages the rows it read: a temporary table of its connection, made anew for each run. */
const STAGED = 'dwr_staged_rows';
/**
 * Rows copied (and, on PostgreSQL, stored) at a time, as the monitoring import does (run-import.ts); the
 * first batch is small, so the database starts while the rest is read.
 */
const BATCH = 5000;
const FIRST_BATCH = 500;
/** Rows read between two looks at the signal, two progress reports and a turn for waiting requests. */
const YIELD_EVERY = 100;

/** A staged column: its name and type, in the order of the COPY text. */
type StagedColumn = readonly [name: string, type: string];

const READING_STAGE: readonly StagedColumn[] = [
  ['row_number', 'integer'],
  ['water_year', 'integer'],
  ['site_code', 'text'],
  ['dwr_wlm_id', 'bigint'],
  ['measurement_date', 'date'],
  ['measurement_time', 'time'],
  ['measurement_depth', 'double precision'],
  ['surf_elev', 'double precision'],
  ['vert_datum', 'text'],
  ['meas_method', 'text'],
  ['meas_accuracy', 'text'],
  ['no_measurement', 'text'],
  ['quest_meas', 'text'],
  ['measured_by', 'text'],
  ['meas_comments', 'text'],
  ['dwr_stn_id', 'integer'],
  ['dwr_rpe', 'double precision'],
  ['dwr_gse', 'double precision'],
  ['dwr_rdng_ws', 'double precision'],
  ['dwr_rdng_rp', 'double precision'],
  ['dwr_gse_wse', 'double precision'],
  ['dwr_qa_desc', 'text'],
  ['dwr_org_id', 'integer'],
  ['dwr_coop_org_id', 'integer'],
  ['dwr_coop_org_name', 'text'],
];
/** The reading's own columns: what a later edition of the file may change. */
const READING_FIELDS = READING_STAGE.slice(4).map(([name]) => name);

const STATION_STAGE: readonly StagedColumn[] = [
  ['row_number', 'integer'],
  ['site_code', 'text'],
  ['dwr_stn_id', 'integer'],
  ['dwr_well_id', 'text'],
  ['local_site_id', 'text'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['basin_code', 'text'],
  ['total_well_depth', 'double precision'],
  ['well_use', 'text'],
  ['well_completion_type', 'text'],
  ['well_completion_number', 'text'],
];
const STATION_FIELDS = STATION_STAGE.slice(2).map(([name]) => name);

/** What reading a file gave: the rows counted, those refused by the row rules, the warnings. */
interface ReadRows {
  total: number;
  skipped: RowProblems;
  warnings: RowProblems;
  /** Stations left out for lying outside the GSP's boundary; null without a boundary. */
  outside: number | null;
  /** Rows that passed the row rules, handed on to be stored. */
  staged: number;
}

/** Rows read and checked, as COPY text of the staged columns, with the water years of the readings. */
interface Batch {
  text: Buffer;
  rows: number;
  years: ReadonlySet<number>;
}

/** What a run reads: its file, the dataset, and the worker's control of it. */
interface RunSource {
  run: ImportRunRow;
  dataset: DwrDataset;
  file: StoredFile;
  control: RunControl;
}

/**
 * Imports one of DWR's files (issue 18) into the run's GSP: its stations as water level sites, keyed by
 * their site code, or its measurements as their readings, keyed by DWR's WLM_ID, so a newer edition of the
 * same file adds the new rows, changes the changed ones and duplicates nothing. The rows are read and
 * checked while the file streams, checked against the DMS's data and stored in one transaction under the
 * lock of the GSP's water level data that also marks the run SUCCESS. A run that stops before that
 * transaction commits stored nothing.
 */
export async function runDwrImport(
  db: Database,
  run: ImportRunRow,
  dataset: DwrDataset,
  control: RunControl,
): Promise<void> {
  const file = await readStoredFile(db, run.fileId);
  if (!file) throw new Error(`the file of import run ${run.id} is gone`);
  const source = { run, dataset, file, control };
  try {
    const read =
      dataset.key === 'dwrmeasurements' && !isEmbedded(db)
        ? await storeWhileReading(db, source)
        : await stageThenStore(db, source);
    if (read.total === 0) return failRun(db, run, { error: RUN_MESSAGES.noDataRows, total: 0 });
  } catch (error) {
    if (error instanceof UnreadableSpreadsheet) return failRun(db, run, { error: error.message });
    if (error instanceof MissingColumns) {
      return failRun(db, run, { error: RUN_MESSAGES.columnsDoNotMatch, detail: error.detail });
    }
    throw error;
  }
}

/**
 * Measurements on PostgreSQL: one transaction from the first row, under the lock of the GSP's water level
 * data. Each batch is copied into a temporary table, then checked and stored in one statement while the
 * next batch is read, so the database's work overlaps the reading.
 */
function storeWhileReading(db: Database, source: RunSource): Promise<ReadRows> {
  const { run, dataset } = source;
  const readings = MONITORING_DATASETS[dataset.readings];
  return withConnection(db, (connection) =>
    withTargetLock(connection.db, { dataset: readings, gspId: run.gspId }, async (tx) => {
      // Each batch's statement is estimated above jit_above_cost once the readings table is large, and
      // compiling it took 38 ms of a 60 ms statement: JIT pays only for statements that run for seconds.
      await tx.execute(sql`set local jit = off`);
      await tx.execute(
        sql.raw(`create temporary table dwr_batch (${columnDefinitions(READING_STAGE)}) on commit drop`),
      );
      const knownYears = new Map<number, boolean>();
      const gspName = await nameOfGsp(tx, run.gspId);
      const stored = noneStored();
      const read = await readRows(source, async (batch) => {
        const copied = connection.copyInto(
          'dwr_batch',
          READING_STAGE.map(([name]) => name),
          batch.text,
          { replacing: true },
        );
        // queued behind the COPY: the connection runs them in order
        const storing = lockedYearsAmong(tx, run, readings, batch.years, knownYears).then((locked) =>
          storeReadings(
            tx,
            run,
            { table: sql`dwr_batch`, rows: batch.rows },
            locked,
            SKIPPED_PROBLEMS_SHOWN - stored.shown.length,
            gspName,
          ),
        );
        const [result] = await Promise.all([storing, copied]);
        addStored(stored, result);
      });
      if (read.total === 0) return read;
      source.control.signal.throwIfAborted();
      await markSucceeded(tx, run, read, stored);
      return read;
    }),
  );
}

/**
 * Stations, and measurements on PGlite (which serves one statement at a time): the rows are staged outside
 * any transaction, so requests are served while the file is read, then checked and stored in one short
 * transaction.
 */
async function stageThenStore(db: Database, source: RunSource): Promise<ReadRows> {
  const { run, dataset, control } = source;
  const stations = dataset.key === 'dwrstations';
  const stage = stations ? STATION_STAGE : READING_STAGE;
  const within = stations ? await boundaryTestOf(db, run.gspId) : null;
  return withConnection(db, async (connection) => {
    const staged = sql.identifier(STAGED);
    // left by a run whose connection failed before it could drop it
    await connection.db.execute(sql`drop table if exists ${staged}`);
    await connection.db.execute(sql.raw(`create temporary table ${STAGED} (${columnDefinitions(stage)})`));
    try {
      const read = await readRows(
        source,
        (batch) =>
          connection.copyInto(
            STAGED,
            stage.map(([name]) => name),
            batch.text,
          ),
        within,
      );
      if (read.total === 0) return read;
      // the planner's row count and the column the rows are joined by (run-import.ts)
      await connection.db.execute(sql`analyze ${staged} (site_code)`);
      control.signal.throwIfAborted();
      const readings = MONITORING_DATASETS[dataset.readings];
      await withTargetLock(connection.db, { dataset: readings, gspId: run.gspId }, async (tx) => {
        const gspName = await nameOfGsp(tx, run.gspId);
        const stored = stations
          ? await storeStations(tx, run, gspName)
          : await storeReadings(
              tx,
              run,
              { table: sql`${staged}`, rows: read.staged },
              await lockedYearsOfStaged(tx, run, readings, sql`${staged}`),
              SKIPPED_PROBLEMS_SHOWN,
              gspName,
            );
        await markSucceeded(tx, run, read, stored);
      });
      return read;
    } finally {
      await connection.db.execute(sql`drop table if exists ${staged}`).catch(() => {});
    }
  });
}

/** The staged columns as a table definition. */
const columnDefinitions = (stage: readonly StagedColumn[]) =>
  stage.map(([name, type]) => `${name} ${type}`).join(', ');

/**
 * Reads the file row by row; the rows that fail the row rules are refused here, the others go to `store`
 * a batch at a time, one batch stored while the next is read. Throws MissingColumns when the header is
 * not DWR's.
 */
async function readRows(
  { dataset, file, control }: RunSource,
  store: (batch: Batch) => Promise<void>,
  within: ((longitude: number, latitude: number) => boolean) | null = null,
): Promise<ReadRows> {
  const stations = dataset.key === 'dwrstations';
  const columns = stations ? DWR_STATION_COLUMNS : DWR_MEASUREMENT_COLUMNS;
  const required = stations ? REQUIRED_STATION_COLUMNS : REQUIRED_MEASUREMENT_COLUMNS;
  const read: ReadRows = {
    total: 0,
    skipped: new RowProblems(),
    warnings: new RowProblems(),
    outside: within ? 0 : null,
    staged: 0,
  };
  // a key given twice in one file is refused while reading (DWR's statewide stations file repeats some
  // SITE_CODEs): the database would refuse the whole run at its unique index
  const firstRowOf = new Map<number, number>();
  const firstRowOfSite = new Map<string, number>();
  const typed = file.kind === 'xlsx';
  let index: ReturnType<typeof readDwrHeader<string>> | null = null;
  let text = new CopyTextBuffer();
  let years = new Set<number>();
  let batchSize = FIRST_BATCH;
  let storing: Promise<void> = Promise.resolve();
  const flush = async () => {
    const batch = { text: text.text, rows: text.rows, years };
    read.staged += text.rows;
    text = new CopyTextBuffer();
    years = new Set();
    await storing;
    storing = store(batch);
    // a failed batch is thrown where it is awaited; until then it must not count as unhandled
    storing.catch(() => {});
  };
  try {
    for await (const rows of readSpreadsheetRows(file.content, file.kind)) {
      for (const { number, cells: given } of rows) {
        // a CSV's cells are its texts already; a spreadsheet saved from DWR's CSV may have typed some
        const cells = typed ? given.map(cellText) : (given as DwrCell[]);
        if (!index) {
          index = readDwrHeader(number === 1 ? cells : [], columns as readonly string[], required);
          if (!index.ok) throw new MissingColumns(dwrColumnCheck(dataset, number === 1 ? cells : []));
          if (number === 1) continue;
        }
        if (stations) {
          const row = readDwrStationRow(index.index as never, cells, number);
          if (row.kind === 'empty') continue;
          read.total += 1;
          if (row.kind === 'problems') read.skipped.add(row.problems);
          else if (within && !within(row.station.longitude, row.station.latitude)) read.outside! += 1;
          else if (firstRowOfSite.has(row.station.site_code)) {
            const earlier = firstRowOfSite.get(row.station.site_code)!;
            read.skipped.add([
              {
                row: number,
                column: 'SITE_CODE',
                message: DWR_TEXTS.sameStation(earlier, row.station.site_code),
              },
            ]);
          } else {
            firstRowOfSite.set(row.station.site_code, number);
            if (row.warnings.length) read.warnings.add(row.warnings);
            text.field(number);
            text.field(row.station.site_code);
            for (const name of STATION_FIELDS) text.field(fieldOf(row.station, name));
            text.endRow();
          }
        } else {
          const row = readDwrMeasurementRow(index.index as never, cells, number);
          if (row.kind === 'empty') continue;
          read.total += 1;
          if (row.kind === 'problems') read.skipped.add(row.problems);
          else {
            const { reading } = row;
            const earlier = firstRowOf.get(reading.dwr_wlm_id);
            if (earlier !== undefined) {
              read.skipped.add([
                {
                  row: number,
                  column: 'WLM_ID',
                  message: DWR_TEXTS.sameMeasurement(earlier, reading.dwr_wlm_id),
                },
              ]);
            } else {
              firstRowOf.set(reading.dwr_wlm_id, number);
              if (row.warning) read.warnings.add([row.warning]);
              const year = waterYearOfDate(reading.measurement_date);
              years.add(year);
              text.field(number);
              text.field(year);
              text.field(reading.site_code);
              text.field(reading.dwr_wlm_id);
              for (const name of READING_FIELDS) text.field(fieldOf(reading, name));
              text.endRow();
            }
          }
        }
        if (text.rows >= batchSize) {
          batchSize = BATCH;
          await flush();
        }
        if (read.total % YIELD_EVERY === 0) {
          control.signal.throwIfAborted();
          control.progress(read.total);
          // reading runs in microtasks: let the server answer requests meanwhile
          await control.pacer.turn();
        }
      }
    }
    if (!index) throw new MissingColumns(dwrColumnCheck(dataset, []));
    if (text.rows) await flush();
    await storing;
  } catch (error) {
    // a batch still being stored must land before the run's staged rows are dropped
    await storing.catch(() => {});
    throw error;
  }
  control.progress(read.total);
  return read;
}

/** The test of the GSP's boundary, null when it has none. */
async function boundaryTestOf(db: Database, gspId: number) {
  const [gsp] = await db.select({ boundary: gsps.boundary }).from(gsps).where(eq(gsps.id, gspId));
  return gsp?.boundary ? boundaryTest(gsp.boundary) : null;
}

/** A header without DWR's required columns: the run fails with the column check. */
class MissingColumns extends Error {
  constructor(readonly detail: ReturnType<typeof dwrColumnCheck>) {
    super('The file lacks the required columns of DWR.');
  }
}

/** A cell as DWR's text: a spreadsheet saved from DWR's CSV may have typed its numbers and dates. */
function cellText(cell: unknown): DwrCell {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'string') return cell;
  if (cell instanceof Date) return cell.toISOString().slice(0, 19);
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  return String((cell as { text?: unknown }).text ?? '');
}

const fieldOf = (record: DwrReading | DwrStation, name: string) =>
  (record as unknown as Record<string, unknown>)[name];

/** What storing the staged rows did. */
interface Stored {
  inserted: number;
  updated: number;
  unchanged: number;
  refused: number;
  shown: SkippedProblem[];
}

const noneStored = (): Stored => ({ inserted: 0, updated: 0, unchanged: 0, refused: 0, shown: [] });

function addStored(total: Stored, batch: Stored): void {
  total.inserted += batch.inserted;
  total.updated += batch.updated;
  total.unchanged += batch.unchanged;
  total.refused += batch.refused;
  total.shown.push(...batch.shown);
}

const list = (names: readonly string[], prefix = '') =>
  sql.raw(names.map((name) => `${prefix}${name}`).join(', '));

/**
 * The staged readings checked against the DMS's data and stored: the site code names a water level site
 * of the run's GSP; the day falls in a water year the DMS has, whose data of the GSP is not locked; no
 * reading of that site and day came other than from DWR's file (the same measurement entered by hand, or
 * imported from the DMS's template). A reading already brought by DWR's file (its WLM_ID) is changed where
 * the file changed it, else left as it is; one of another GSP's well is refused.
 *
 * A new edition mostly brings new readings that pass every check: one plain insert takes those first, and
 * only the rows it left (known WLM_IDs, rows refused) go through the statement that tells each one's fate.
 * On 100,000 new rows that spared the database a third of its work per batch: the materialized checks of
 * every row, the counts, and the statement-level triggers of an update of nothing (docs/ARCHITECTURE.md,
 * "DWR import speed").
 */
async function storeReadings(
  tx: Database,
  run: ImportRunRow,
  staged: { table: SQL; rows: number },
  locked: readonly number[],
  shownLimit: number,
  gspName: string,
): Promise<Stored> {
  const unlocked = locked.length ? sql`and st.water_year not in ${locked}` : sql``;
  // A whole file staged (PGlite): offset 0 makes each check an index lookup per row; as anti joins,
  // PGlite's planner read the whole readings table for the 100,000 rows (the import took 19.6 s, 3.6 s
  // with lookups). A batch of 5,000 (PostgreSQL) is checked faster by anti joins: 59,479 rows/s against
  // 52,635 with lookups.
  const lookup = staged.rows > BATCH ? sql`offset 0` : sql``;
  const [{ inserted }] = rowsOf<{ inserted: number }>(
    await tx.execute(sql`
      with inserted as (
        insert into well_measurements (site_id, dwr_wlm_id, ${list(READING_FIELDS)})
        select s.id, st.dwr_wlm_id, ${list(READING_FIELDS, 'st.')}
        from ${staged.table} st
        join well_sites s on s.dwr_site_code = st.site_code and s.source_gsp_id = ${run.gspId}
        where st.water_year in (select w.water_year from ${waterYears} w) ${unlocked}
          and not exists (select 1 from well_measurements e where e.dwr_wlm_id = st.dwr_wlm_id ${lookup})
          and not exists (select 1 from well_measurements m where m.site_id = s.id
            and m.measurement_date = st.measurement_date and m.dwr_wlm_id is null ${lookup})
        returning 1
      )
      select count(*)::int as inserted from inserted`),
  );
  const fresh = Number(inserted);
  if (fresh === staged.rows) return { inserted: fresh, updated: 0, unchanged: 0, refused: 0, shown: [] };
  const rest = await storeRemainingReadings(tx, run, staged.table, locked, shownLimit, gspName);
  // the rows just inserted are found again as readings of the file, unchanged
  return { ...rest, inserted: rest.inserted + fresh, unchanged: rest.unchanged - fresh };
}

/** Each staged row's fate, in one statement: refused with its reason, changed where the file changed it, or left. */
async function storeRemainingReadings(
  tx: Database,
  run: ImportRunRow,
  staged: SQL,
  locked: readonly number[],
  shownLimit: number,
  gspName: string,
): Promise<Stored> {
  const lockedCase = locked.length ? sql`when st.water_year in ${locked} then 'locked'` : sql``;
  const assigned = ['site_id', ...READING_FIELDS]
    .map((name) => `${name} = c.${name === 'site_id' ? 'site_key' : name}`)
    .join(', ');
  const result = await tx.execute(sql`
    with checked as materialized (
      select st.*, s.id as site_key, e.id as existing_id, case
        when s.id is null then 'unknown_site'
        when s.source_gsp_id is distinct from ${run.gspId} then 'other_gsp'
        when e.id is not null and es.source_gsp_id is distinct from ${run.gspId} then 'reading_of_other_gsp'
        when not exists (select 1 from ${waterYears} w where w.water_year = st.water_year) then 'no_water_year'
        ${lockedCase}
        when exists (select 1 from well_measurements m where m.site_id = s.id
          and m.measurement_date = st.measurement_date and m.dwr_wlm_id is null offset 0) then 'stored'
        end as found_problem
      from ${staged} st
      left join well_sites s on s.dwr_site_code = st.site_code
      left join well_measurements e on e.dwr_wlm_id = st.dwr_wlm_id
      left join well_sites es on es.id = e.site_id
    ),
    inserted as (
      insert into well_measurements (site_id, dwr_wlm_id, ${list(READING_FIELDS)})
      select c.site_key, c.dwr_wlm_id, ${list(READING_FIELDS, 'c.')}
      from checked c where c.found_problem is null and c.existing_id is null
      returning 1
    ),
    updated as (
      update well_measurements m set ${sql.raw(assigned)}
      from checked c
      where c.found_problem is null and m.id = c.existing_id
        and (${list(['site_id', ...READING_FIELDS], 'm.')}) is distinct from (c.site_key, ${list(READING_FIELDS, 'c.')})
      returning 1
    )
    select
      (select count(*)::int from inserted) as inserted,
      (select count(*)::int from updated) as updated,
      (select count(*)::int from checked where found_problem is null) as accepted,
      (select count(*)::int from checked where found_problem is not null) as refused,
      (select coalesce(json_agg(p order by p.row_number), '[]'::json) from (
        select row_number, site_code, dwr_wlm_id, measurement_date, water_year, found_problem from checked
        where found_problem is not null order by row_number limit ${shownLimit}) p) as shown`);
  return storedOf(result, (row) => readingProblem(row, gspName));
}

function readingProblem(row: Record<string, unknown>, gspName: string): SkippedProblem {
  const code = String(row.site_code);
  const day = String(row.measurement_date).slice(0, 10);
  const base = { row: Number(row.row_number) };
  switch (row.found_problem) {
    case 'unknown_site':
      return { ...base, column: 'SITE_CODE', reason: DWR_TEXTS.unknownSiteCode(code) };
    case 'other_gsp':
      return { ...base, column: 'SITE_CODE', reason: DWR_TEXTS.siteCodeOfOtherGsp(code, gspName) };
    case 'reading_of_other_gsp':
      return {
        ...base,
        column: 'WLM_ID',
        reason: DWR_TEXTS.measurementOfOtherGsp(Number(row.dwr_wlm_id), gspName),
      };
    case 'no_water_year':
      return { ...base, column: 'MSMT_DATE', reason: IMPORT_MESSAGES.noWaterYear(day, waterYearOfDate(day)) };
    case 'locked':
      return { ...base, column: 'MSMT_DATE', reason: IMPORT_MESSAGES.lockedWaterYear(waterYearOfDate(day)) };
    default:
      return { ...base, column: 'MSMT_DATE', reason: DWR_TEXTS.readingThatDay(code, day) };
  }
}

/**
 * The staged stations stored in one statement: a station whose site code names a site of the GSP changes
 * it where the file changed it; a new one becomes a water level site of the GSP, its DMS site id its site
 * code. A site code of another GSP's site, or a new one whose code another site has as its DMS site id, is
 * refused. Changes are recorded as the run's author's.
 */
async function storeStations(tx: Database, run: ImportRunRow, gspName: string): Promise<Stored> {
  const [author] = await tx.select().from(users).where(eq(users.id, run.createdBy));
  if (author) await recordChangesAs(tx, author);
  const staged = sql.identifier(STAGED);
  const assigned = STATION_FIELDS.map((name) => `${name} = c.${name}`).join(', ');
  const result = await tx.execute(sql`
    with checked as materialized (
      select st.*, s.id as site_key, case
        when s.id is not null and s.source_gsp_id is distinct from ${run.gspId} then 'other_gsp'
        when s.id is null and exists (select 1 from well_sites d where d.dms_site_id = st.site_code) then 'dms_taken'
        end as found_problem
      from ${staged} st
      left join well_sites s on s.dwr_site_code = st.site_code
    ),
    updated as (
      update well_sites w set ${sql.raw(assigned)}, updated_at = now(), updateby_id = ${run.createdBy}
      from checked c
      where c.site_key = w.id and c.found_problem is null
        and (${list(STATION_FIELDS, 'w.')}) is distinct from (${list(STATION_FIELDS, 'c.')})
      returning 1
    ),
    inserted as (
      insert into well_sites (dms_site_id, dwr_site_code, ${list(STATION_FIELDS)}, wl_monitoring, source_gsp_id, updateby_id)
      select c.site_code, c.site_code, ${list(STATION_FIELDS, 'c.')}, true, ${run.gspId}, ${run.createdBy}
      from checked c where c.site_key is null and c.found_problem is null order by c.row_number
      returning 1
    )
    select
      (select count(*)::int from inserted) as inserted,
      (select count(*)::int from updated) as updated,
      (select count(*)::int from checked where found_problem is null) as accepted,
      (select count(*)::int from checked where found_problem is not null) as refused,
      (select coalesce(json_agg(p order by p.row_number), '[]'::json) from (
        select row_number, site_code, found_problem from checked
        where found_problem is not null order by row_number limit ${SKIPPED_PROBLEMS_SHOWN}) p) as shown`);
  return storedOf(result, (row) => ({
    row: Number(row.row_number),
    column: 'SITE_CODE',
    reason:
      row.found_problem === 'other_gsp'
        ? DWR_TEXTS.stationOfOtherGsp(String(row.site_code), gspName)
        : DWR_TEXTS.dmsSiteIdTaken(String(row.site_code)),
  }));
}

function storedOf(result: unknown, problemOf: (row: Record<string, unknown>) => SkippedProblem): Stored {
  const [answer] = rowsOf<{
    inserted: number;
    updated: number;
    accepted: number;
    refused: number;
    shown: Record<string, unknown>[] | string;
  }>(result as never);
  const shown = typeof answer.shown === 'string' ? JSON.parse(answer.shown) : answer.shown;
  const inserted = Number(answer.inserted);
  const updated = Number(answer.updated);
  return {
    inserted,
    updated,
    unchanged: Number(answer.accepted) - inserted - updated,
    refused: Number(answer.refused),
    shown: (shown as Record<string, unknown>[]).map(problemOf),
  };
}

/** The run's end in the transaction that stored its rows, with DWR's report of them. */
function markSucceeded(tx: Database, run: ImportRunRow, read: ReadRows, stored: Stored): Promise<void> {
  const report: DwrRunReport = {
    inserted: stored.inserted,
    updated: stored.updated,
    unchanged: stored.unchanged,
    warning_count: read.warnings.count,
    warnings: read.warnings.shown,
    outside_boundary: read.outside,
  };
  return succeedRun(tx, run, {
    total: read.total,
    // every row the file holds in the DMS after the run, whether it came now or with an earlier edition
    loaded: stored.inserted + stored.updated + stored.unchanged,
    skippedCount: read.skipped.count + stored.refused,
    skipped: [read.skipped.shown, stored.shown],
    detail: { dwr: report },
  });
}
