import { readingOf } from '../../domain/imports/duplicate-rows';
import { waterYearOfDate } from '../../domain/admin/water-year';
import { readingDay, type ImportRecord } from '../../domain/imports/import-row';
import type { MonitoringDataset } from '../../domain/imports/monitoring-datasets';
import { CopyTextBuffer } from '../db/copy-text-buffer';

/** The staging columns a batch fills, in the order of its lines: the keys, then the dataset's fields. */
export function stagedColumns(dataset: MonitoringDataset): string[] {
  return [
    'run_id',
    'row_number',
    'reading_day',
    'water_year',
    'reading_of',
    ...dataset.fields.map((field) => field.name),
  ];
}

/** Rows that passed the row checks, as COPY text for the dataset's staging columns (stagedColumns), with
 * the water years they fall in. */
export class StagedBatch {
  readonly years = new Set<number>();
  readonly #text = new CopyTextBuffer();

  constructor(
    private readonly runId: number,
    private readonly dataset: MonitoringDataset,
  ) {}

  get size(): number {
    return this.#text.rows;
  }

  /** A record readImportRow accepted (so it has a date) from spreadsheet row `row`. */
  add(row: number, record: ImportRecord): void {
    const day = readingDay(this.dataset, record)!;
    const year = waterYearOfDate(day);
    this.years.add(year);
    const text = this.#text;
    text.field(this.runId);
    text.field(row);
    text.field(day);
    text.field(year);
    text.field(readingOf(this.dataset, record));
    for (const field of this.dataset.fields) text.field(record[field.name]);
    text.endRow();
  }

  /** The batch's COPY text, as UTF-8. */
  get text(): Buffer {
    return this.#text.text;
  }
}
