import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { waterYearOfDate } from '../../domain/admin/water-year';
import { dwrColumnCheck } from '../../domain/dwr/dwr-column-check';
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
import type { ImportProblem } from '../../domain/imports/import-row';
import { IMPORT_MESSAGES, RUN_MESSAGES } from '../../domain/imports/import-texts';
import { MONITORING_DATASETS } from '../../domain/imports/monitoring-datasets';
import { withConnection, type Connection, type Database } from '../db/client';
import { copyValue } from '../db/copy-text';
import { rowsOf } from '../db/raw-results';
import { users } from '../db/schema/accounts';
import { importRuns, type ImportRunRow } from '../db/schema/imports';
import { gsps, waterYears } from '../db/schema/organisations';
import { recordChangesAs } from '../history/change-actor';
import { failRun, isCurrentTask, RunEndedElsewhere, type RunControl } from './run-state';
import { readSpreadsheetRows, UnreadableSpreadsheet } from './spreadsheet-rows';
import { lockedYearsAmong } from './staged-row-checks';
import { readStoredFile } from './stored-file';
import { withTargetLock } from './target-lock';

/** Where a run stages the rows it read: a temporary table of its connection, made anew for each run. */
const STAGED = 'dwr_staged_rows';
/** Rows copied into the staging table at a time. */
const BATCH = 5000;
/** Rows read between two looks at the signal and two progress reports. */
const YIELD_EVERY = 200;

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

/** Problems kept to show, every one counted. */
class Problems {
  count = 0;
  readonly shown: SkippedProblem[] = [];
  add(problems: readonly ImportProblem[]) {
    this.count += 1;
    for (const { row, column, message } of problems)
      if (this.shown.length < SKIPPED_PROBLEMS_SHOWN) this.shown.push({ row, column, reason: message });
  }
}

/** What reading a file gave: the rows counted, those refused by the row rules, the warnings. */
interface ReadRows {
  total: number;
  skipped: Problems;
  warnings: Problems;
}

/**
 * Imports one of DWR's files (issue 18) into the run's GSP: its stations as water level sites, keyed by
 * their site code, or its measurements as their readings, keyed by DWR's WLM_ID, so a newer edition of the
 * same file adds the new rows, changes the changed ones and duplicates nothing. The rows are read and
 * checked while the file streams and staged in a temporary table; then, in one transaction under the lock
 * of the GSP's water level data, they are checked against the DMS's data and stored, and the run marked
 * SUCCESS. A run that stops before that transaction commits stored nothing.
 */
export async function runDwrImport(
  db: Database,
  run: ImportRunRow,
  dataset: DwrDataset,
  control: RunControl,
): Promise<void> {
  const file = await readStoredFile(db, run.fileId);
  if (!file) throw new Error(`the file of import run ${run.id} is gone`);
  const stations = dataset.key === 'dwrstations';
  const stage = stations ? STATION_STAGE : READING_STAGE;
  try {
    await withConnection(db, async (connection) => {
      const staged = sql.identifier(STAGED);
      // left by a run whose connection failed before it could drop it
      await connection.db.execute(sql`drop table if exists ${staged}`);
      await connection.db.execute(
        sql.raw(
          `create temporary table ${STAGED} (${stage.map(([name, type]) => `${name} ${type}`).join(', ')})`,
        ),
      );
      try {
        const read = await stageRows(connection, file.content, file.kind, stations, control);
        if (read === 'columns') return;
        if (read.total === 0) return failRun(db, run, { error: RUN_MESSAGES.noDataRows, total: 0 });
        await connection.db.execute(sql`analyze ${staged}`);
        control.signal.throwIfAborted();
        const readings = MONITORING_DATASETS[dataset.readings];
        await withTargetLock(connection.db, { dataset: readings, gspId: run.gspId }, async (tx) => {
          const stored = stations
            ? await storeStations(tx, run)
            : await storeReadings(tx, run, await lockedYears(tx, run));
          await markSucceeded(tx, run, read, stored);
        });
      } finally {
        await connection.db.execute(sql`drop table if exists ${staged}`).catch(() => {});
      }
    });
  } catch (error) {
    if (error instanceof UnreadableSpreadsheet) return failRun(db, run, { error: error.message });
    if (error instanceof MissingColumns) {
      return failRun(db, run, { error: RUN_MESSAGES.columnsDoNotMatch, detail: error.detail });
    }
    throw error;
  }

  /** Reads the file into the staging table, a batch at a time; 'columns' when its header is not DWR's. */
  async function stageRows(
    connection: Connection,
    content: Buffer,
    kind: 'xlsx' | 'csv',
    stations: boolean,
    control: RunControl,
  ): Promise<ReadRows | 'columns'> {
    const columns = stations ? DWR_STATION_COLUMNS : DWR_MEASUREMENT_COLUMNS;
    const required = stations ? REQUIRED_STATION_COLUMNS : REQUIRED_MEASUREMENT_COLUMNS;
    const read: ReadRows = { total: 0, skipped: new Problems(), warnings: new Problems() };
    const firstRowOf = new Map<number, number>();
    let index: ReturnType<typeof readDwrHeader<string>> | null = null;
    let lines: string[] = [];
    // one batch is copied while the next is read: on PostgreSQL the database works beside the parse
    let copying: Promise<void> = Promise.resolve();
    const flush = async () => {
      if (!lines.length) return;
      const text = Buffer.from(lines.join(''));
      lines = [];
      await copying;
      copying = connection.copyInto(
        STAGED,
        stage.map(([name]) => name),
        text,
      );
      // a failed batch is thrown where it is awaited; until then it must not count as unhandled
      copying.catch(() => {});
    };
    for await (const rows of readSpreadsheetRows(content, kind)) {
      for (const { number, cells } of rows) {
        const texts = cells.map(cellText);
        if (!index) {
          index = readDwrHeader(number === 1 ? texts : [], columns as readonly string[], required);
          if (!index.ok) throw new MissingColumns(dwrColumnCheck(dataset, number === 1 ? texts : []));
          if (number === 1) continue;
        }
        if (stations) {
          const row = readDwrStationRow(index.index as never, texts, number);
          if (row.kind === 'empty') continue;
          read.total += 1;
          if (row.kind === 'problems') read.skipped.add(row.problems);
          else {
            if (row.warnings.length) read.warnings.add(row.warnings);
            lines.push(
              copyLine([
                number,
                row.station.site_code,
                ...STATION_FIELDS.map((name) => fieldOf(row.station, name)),
              ]),
            );
          }
        } else {
          const row = readDwrMeasurementRow(index.index as never, texts, number);
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
              lines.push(
                copyLine([
                  number,
                  waterYearOfDate(reading.measurement_date),
                  reading.site_code,
                  reading.dwr_wlm_id,
                  ...READING_FIELDS.map((name) => fieldOf(reading, name)),
                ]),
              );
            }
          }
        }
        if (lines.length >= BATCH) await flush();
        if (read.total % YIELD_EVERY === 0) {
          control.signal.throwIfAborted();
          control.progress(read.total);
          await nextTurn();
        }
      }
    }
    if (!index) throw new MissingColumns(dwrColumnCheck(dataset, []));
    await flush();
    await copying;
    control.progress(read.total);
    return read;
  }
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

function copyLine(values: readonly unknown[]): string {
  return `${values.map(copyValue).join('\t')}\n`;
}

/** The water years of the staged readings whose data of the GSP is locked (Complete). */
async function lockedYears(tx: Database, run: ImportRunRow): Promise<number[]> {
  const years = rowsOf<{ year: number }>(
    await tx.execute(sql`select distinct water_year as year from ${sql.identifier(STAGED)}`),
  ).map((row) => Number(row.year));
  return lockedYearsAmong(tx, run, MONITORING_DATASETS.wellsitemeasurements, years, new Map());
}

/** What storing the staged rows did. */
interface Stored {
  inserted: number;
  updated: number;
  unchanged: number;
  refused: number;
  shown: SkippedProblem[];
}

const list = (names: readonly string[], prefix = '') =>
  sql.raw(names.map((name) => `${prefix}${name}`).join(', '));

/**
 * The staged readings checked against the DMS's data and stored in one statement: the site code names a
 * water level site of the run's GSP; the day falls in a water year the DMS has, whose data of the GSP is
 * not locked; no reading of that site and day came other than from DWR's file (the same measurement
 * entered by hand, or imported from the DMS's template). A reading already brought by DWR's file (its
 * WLM_ID) is changed where the file changed it, else left as it is.
 */
async function storeReadings(tx: Database, run: ImportRunRow, locked: readonly number[]): Promise<Stored> {
  const staged = sql.identifier(STAGED);
  const lockedCase = locked.length ? sql`when st.water_year in ${locked} then 'locked'` : sql``;
  const changed = READING_FIELDS.map((name) => `${name} = excluded.${name}`).join(', ');
  const result = await tx.execute(sql`
    with checked as materialized (
      select st.*, s.id as site_key, case
        when s.id is null then 'unknown_site'
        when s.source_gsp_id is distinct from ${run.gspId} then 'other_gsp'
        when not exists (select 1 from ${waterYears} w where w.water_year = st.water_year) then 'no_water_year'
        ${lockedCase}
        when exists (select 1 from well_measurements m where m.site_id = s.id
          and m.measurement_date = st.measurement_date and m.dwr_wlm_id is null offset 0) then 'stored'
        end as found_problem
      from ${staged} st
      left join well_sites s on s.dwr_site_code = st.site_code
    ),
    written as (
      insert into well_measurements (site_id, dwr_wlm_id, ${list(READING_FIELDS)})
      select c.site_key, c.dwr_wlm_id, ${list(READING_FIELDS, 'c.')}
      from checked c where c.found_problem is null order by c.row_number
      on conflict (dwr_wlm_id) where dwr_wlm_id is not null do update set site_id = excluded.site_id, ${sql.raw(changed)}
        where (well_measurements.site_id, ${list(READING_FIELDS, 'well_measurements.')})
          is distinct from (excluded.site_id, ${list(READING_FIELDS, 'excluded.')})
      returning (xmax = 0) as inserted
    )
    select
      (select count(*)::int from written where inserted) as inserted,
      (select count(*)::int from written where not inserted) as updated,
      (select count(*)::int from checked where found_problem is null) as accepted,
      (select count(*)::int from checked where found_problem is not null) as refused,
      (select coalesce(json_agg(p order by p.row_number), '[]'::json) from (
        select row_number, site_code, measurement_date, water_year, found_problem from checked
        where found_problem is not null order by row_number limit ${SKIPPED_PROBLEMS_SHOWN}) p) as shown`);
  const gspName = await nameOfGsp(tx, run.gspId);
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
async function storeStations(tx: Database, run: ImportRunRow): Promise<Stored> {
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
  const gspName = await nameOfGsp(tx, run.gspId);
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

async function nameOfGsp(db: Database, gspId: number): Promise<string> {
  const [gsp] = await db.select({ name: gsps.name }).from(gsps).where(eq(gsps.id, gspId));
  return gsp?.name ?? 'this GSP';
}

/** The run's end in its transaction: SUCCESS with its counts, the first problems and warnings by row. */
async function markSucceeded(tx: Database, run: ImportRunRow, read: ReadRows, stored: Stored): Promise<void> {
  const skipped = [...read.skipped.shown, ...stored.shown]
    .sort((a, b) => a.row - b.row)
    .slice(0, SKIPPED_PROBLEMS_SHOWN);
  const report: DwrRunReport = {
    inserted: stored.inserted,
    updated: stored.updated,
    unchanged: stored.unchanged,
    warning_count: read.warnings.count,
    warnings: read.warnings.shown,
  };
  const finished = await tx
    .update(importRuns)
    .set({
      status: 'SUCCESS',
      current: read.total,
      total: read.total,
      // every row the file holds in the DMS after the run, whether it came now or with an earlier edition
      loaded: stored.inserted + stored.updated + stored.unchanged,
      skippedCount: read.skipped.count + stored.refused,
      skipped,
      error: null,
      detail: { dwr: report },
      finishedAt: sql`now()`,
      heartbeatAt: null,
    })
    .where(isCurrentTask(run))
    .returning({ id: importRuns.id });
  if (finished.length === 0) throw new RunEndedElsewhere();
}
