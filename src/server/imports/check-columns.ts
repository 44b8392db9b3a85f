import { eq } from 'drizzle-orm';
import { isAdministrator } from '../../domain/accounts/permissions';
import { dwrColumnCheck } from '../../domain/dwr/dwr-column-check';
import type {
  CheckedColumn,
  ColumnCheckAnswer,
  ColumnCheckResult,
} from '../../domain/imports/import-answers';
import { mapColumns, type ColumnsOfDataset } from '../../domain/imports/column-mapping';
import { columnLetter, isBlank, readCell } from '../../domain/imports/spreadsheet-cells';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { importRuns } from '../db/schema/imports';
import { AppError } from '../http/app-error';
import { importDatasetOf } from './import-datasets';
import { readHeaderRow, UnreadableSpreadsheet } from './spreadsheet-rows';
import { readStoredFile } from './stored-file';

/** A run the actor may read: their own, or any for administrators; anything else is not found. */
export async function findReadableRun(db: Database, actor: UserRow, runId: number) {
  if (!Number.isSafeInteger(runId) || runId <= 0 || runId > 2147483647) throw AppError.notFound();
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!run || (run.createdBy !== actor.id && !isAdministrator(actor))) throw AppError.notFound();
  return run;
}

/**
 * spec 2 §7 GET /datawizard/{id}/columns: the header row of the run's file against its dataset's fields,
 * read from the stored file without reading past row 1.
 */
export async function checkColumns(db: Database, actor: UserRow, runId: number): Promise<ColumnCheckAnswer> {
  const run = await findReadableRun(db, actor, runId);
  const file = await readStoredFile(db, run.fileId);
  if (!file) throw AppError.notFound();
  const header = await readHeaderRow(file.content, file.kind).catch((error: unknown) => {
    // the data run fails on the same file with the same message
    if (error instanceof UnreadableSpreadsheet) throw new AppError(400, { detail: error.message });
    throw error;
  });
  const target = importDatasetOf(run.dataset);
  const result =
    target.kind === 'dwr' ? dwrColumnCheck(target.dataset, header) : columnCheckOf(target.dataset, header);
  return { id: run.id, result };
}

/** The header row checked against the dataset's fields, column by column, with the acceptable columns. */
export function columnCheckOf(dataset: ColumnsOfDataset, header: readonly unknown[]): ColumnCheckResult {
  const mapping = mapColumns(dataset, header);

  const columns: CheckedColumn[] = [];
  const mapped = new Map(mapping.ok ? mapping.columns.map((column) => [column.index, column.field]) : []);
  const errors = mapping.ok ? [] : mapping.errors;
  let nextError = 0;
  if (!mapping.ok) {
    // mapColumns reports the header's problems column by column, left to right, then the missing columns:
    // the k-th column without a field is the k-th error.
    for (const column of mappedColumnsOf(dataset, header)) mapped.set(column.index, column.field);
  }
  const lastNamed = lastNamedIndex(header);
  for (let index = 0; index <= lastNamed; index += 1) {
    const field = mapped.get(index);
    const letter = columnLetter(index);
    if (field) {
      columns.push({
        index,
        letter,
        name: headerName(header[index], letter),
        field: field.name,
        label: field.label,
        error: null,
      });
    } else {
      const error = errors[nextError++];
      columns.push({
        index,
        letter,
        name: error?.column || headerName(header[index], letter),
        field: null,
        label: null,
        error: error?.message ?? null,
      });
    }
  }
  for (const error of errors.slice(nextError)) {
    columns.push({
      index: null,
      letter: null,
      name: error.column,
      field: null,
      label: null,
      error: error.message,
    });
  }
  return {
    unknown_count: columns.filter((column) => column.error !== null).length,
    columns,
    acceptable: dataset.fields.map((field) => ({ id: field.name, label: field.label })),
  };
}

/** The columns that do map when others fail: each header checked on its own against the dataset. */
function mappedColumnsOf(dataset: ColumnsOfDataset, header: readonly unknown[]) {
  const found: { index: number; field: (typeof dataset.fields)[number] }[] = [];
  const taken = new Set<string>();
  header.forEach((cell, index) => {
    const single = mapColumns({ fields: dataset.fields.map((field) => ({ ...field, required: false })) }, [
      cell,
    ]);
    if (!single.ok && single.errors.length) return;
    const field = single.ok ? single.columns[0]?.field : undefined;
    if (!field || taken.has(field.name)) return;
    taken.add(field.name);
    found.push({ index, field });
  });
  return found;
}

function lastNamedIndex(header: readonly unknown[]): number {
  let last = header.length - 1;
  while (last >= 0) {
    const cell = readCell(header[last]);
    if (!cell.ok || !isBlank(cell.value)) break;
    last -= 1;
  }
  return last;
}

function headerName(cell: unknown, letter: string): string {
  const read = readCell(cell);
  if (!read.ok || isBlank(read.value)) return `Column ${letter}`;
  return read.value instanceof Date ? read.value.toISOString().slice(0, 10) : String(read.value).trim();
}
