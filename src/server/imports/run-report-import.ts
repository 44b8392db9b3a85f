import { and, eq } from 'drizzle-orm';
import { mapColumns } from '../../domain/imports/column-mapping';
import { SKIPPED_PROBLEMS_SHOWN, type SkippedProblem } from '../../domain/imports/import-answers';
import { RUN_MESSAGES } from '../../domain/imports/import-texts';
import {
  readReportSheet,
  REPORTING_DATASETS,
  REPORTING_IMPORT_MESSAGES,
  type ReportingDataset,
} from '../../domain/imports/reporting-datasets';
import type { ReportTypeKey } from '../../domain/reporting/report-types';
import { findActiveWaterYear } from '../admin/active-water-year';
import type { Database } from '../db/client';
import { users } from '../db/schema/accounts';
import { importRuns, type ImportRunRow } from '../db/schema/imports';
import { waterYears } from '../db/schema/organisations';
import { annualReports } from '../db/schema/reporting';
import { withChangeActor } from '../history/change-actor';
import { AppError } from '../http/app-error';
import { storeReport } from '../reporting/store-report';
import { columnCheckOf } from './check-columns';
import { failRun, isCurrentTask, succeedRun, type RunControl } from './run-state';
import { readSpreadsheetRows, UnreadableSpreadsheet, type SpreadsheetRow } from './spreadsheet-rows';
import { readStoredFile } from './stored-file';

/**
 * The rows a report's sheet may have: its template has at most 20; a file far longer is not a report, and
 * is not read to its end.
 */
export const MAX_REPORT_ROWS = 500;

const TOO_MANY_ROWS = `The first sheet has more than ${MAX_REPORT_ROWS} rows. A report's sheet has one row per sector and field, as its template: import the template filled in.`;

/**
 * spec 2 §2.2 and issue 13: a report is imported into the GSP's report of the active water year, and not
 * while that report is submitted (locked) until an administrator unlocks it (409). Answers the water year.
 */
export async function assertReportUnlocked(
  db: Database,
  dataset: ReportingDataset,
  gspId: number,
  waterYearId?: number | null,
): Promise<{ id: number; water_year: number }> {
  let year: { id: number; water_year: number } | undefined;
  if (waterYearId === undefined) year = await findActiveWaterYear(db);
  else if (waterYearId !== null) {
    [year] = await db
      .select({ id: waterYears.id, water_year: waterYears.waterYear })
      .from(waterYears)
      .where(eq(waterYears.id, waterYearId));
  }
  if (!year) throw new AppError(400, { detail: REPORTING_IMPORT_MESSAGES.noActiveWaterYear });
  const [report] = await db
    .select({ submitted: annualReports.submitted })
    .from(annualReports)
    .where(
      and(
        eq(annualReports.report_type, dataset.key),
        eq(annualReports.gsp_id, gspId),
        eq(annualReports.water_year_id, year.id),
      ),
    );
  if (report?.submitted) {
    throw new AppError(409, { detail: REPORTING_IMPORT_MESSAGES.submitted(year.water_year) });
  }
  return { id: year.id, water_year: year.water_year };
}

/** The run's end in FAILURE with the problems of its rows, shown as spec 2 §8's table of row, column, error. */
async function failWithProblems(
  db: Database,
  run: ImportRunRow,
  total: number,
  problems: readonly SkippedProblem[],
) {
  const rows = new Set(problems.map((problem) => problem.row)).size;
  await db
    .update(importRuns)
    .set({
      status: 'FAILURE',
      error: REPORTING_IMPORT_MESSAGES.invalidValues(rows),
      current: total,
      total,
      loaded: 0,
      skippedCount: rows,
      skipped: problems.slice(0, SKIPPED_PROBLEMS_SHOWN),
      finishedAt: new Date(),
      heartbeatAt: null,
    })
    .where(isCurrentTask(run));
}

/**
 * Imports a run's file into the GSP's annual report of the run's water year (issue 13 point 6): the sheet
 * is read whole (a report is a few rows), checked with the report's own rules, and stored by storeReport in
 * one transaction with the run's SUCCESS, under the importer's name in the change history. Any problem
 * stores nothing: a report is never half imported.
 */
export async function runReportImport(db: Database, run: ImportRunRow, control: RunControl): Promise<void> {
  const dataset = REPORTING_DATASETS[run.dataset as ReportTypeKey];
  const file = await readStoredFile(db, run.fileId);
  if (!file) throw new Error(`the file of import run ${run.id} is gone`);

  const rows: SpreadsheetRow[] = [];
  try {
    for await (const batch of readSpreadsheetRows(file.content, file.kind)) {
      rows.push(...batch);
      if (rows.length > MAX_REPORT_ROWS + 1) return failRun(db, run, { error: TOO_MANY_ROWS });
    }
  } catch (error) {
    if (error instanceof UnreadableSpreadsheet) return failRun(db, run, { error: error.message });
    throw error;
  }
  control.signal.throwIfAborted();

  const header = rows[0]?.number === 1 ? rows[0].cells : [];
  const mapping = mapColumns(dataset, header);
  if (!mapping.ok) {
    return failRun(db, run, {
      error: RUN_MESSAGES.columnsDoNotMatch,
      detail: columnCheckOf(dataset, header),
    });
  }
  const columns = new Map(mapping.columns.map((column) => [column.index, column.field.name]));
  const read = readReportSheet(
    dataset,
    columns,
    rows.filter((row) => row.number > 1),
  );
  control.progress(read.rowsRead);
  if (read.problems.length) return failWithProblems(db, run, read.rowsRead, read.problems);
  if (read.rowsRead === 0) return failRun(db, run, { error: RUN_MESSAGES.noDataRows, total: 0 });
  if (!read.hasFigures) {
    return failRun(db, run, { error: REPORTING_IMPORT_MESSAGES.noFigures, total: read.rowsRead });
  }

  const [actor] = await db.select().from(users).where(eq(users.id, run.createdBy));
  let waterYear: { id: number; water_year: number };
  try {
    waterYear = await assertReportUnlocked(db, dataset, run.gspId, run.waterYearId);
  } catch (error) {
    if (error instanceof AppError && 'detail' in error.body) {
      return failRun(db, run, { error: String(error.body.detail), total: read.rowsRead });
    }
    throw error;
  }
  control.signal.throwIfAborted();

  try {
    await withChangeActor(db, actor, async (tx) => {
      await storeReport(tx, {
        type: dataset.type,
        gspId: run.gspId,
        waterYearId: waterYear.id,
        actor,
        values: read.values,
        mode: 'replace',
      });
      await succeedRun(tx, run, {
        total: read.rowsRead,
        loaded: read.rowsRead,
        skippedCount: 0,
        skipped: [],
      });
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.statusCode === 409) {
      return failRun(db, run, {
        error: REPORTING_IMPORT_MESSAGES.submitted(waterYear.water_year),
        total: read.rowsRead,
      });
    }
    // the sheet was checked with the same rules: this is only a safety net, by field
    const fieldErrors = Array.isArray(error.body) ? {} : (error.body as Record<string, string[]>);
    const problems = Object.entries(fieldErrors).flatMap(([field, messages]) =>
      (Array.isArray(messages) ? messages : [String(messages)]).map((reason) => ({
        row: 0,
        column: field,
        reason,
      })),
    );
    return failWithProblems(db, run, read.rowsRead, problems);
  }
}
