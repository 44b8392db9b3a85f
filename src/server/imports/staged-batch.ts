import { readingOf } from '../../domain/imports/duplicate-rows';
import { readingDay, readingWaterYear, type ImportRecord } from '../../domain/imports/import-row';
import type { MonitoringDataset } from '../../domain/imports/monitoring-datasets';
import { copyValue } from '../db/copy-text';

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

/**
 * Rows that passed the row checks, as COPY text for the dataset's staging columns (stagedColumns), with
 * the water years they fall in. Each line is written out as bytes at once: a batch kept as one long
 * string lived long enough to cost the garbage collector more than building it.
 */
export class StagedBatch {
  readonly years = new Set<number>();
  size = 0;
  #bytes = Buffer.allocUnsafe(256 * 1024);
  #length = 0;

  constructor(
    private readonly runId: number,
    private readonly dataset: MonitoringDataset,
  ) {}

  /** A record readImportRow accepted (so it has a date) from spreadsheet row `row`. */
  add(row: number, record: ImportRecord): void {
    const day = readingDay(this.dataset, record);
    const year = readingWaterYear(this.dataset, record)!;
    this.years.add(year);
    let line = `${this.runId}\t${row}\t${day}\t${year}\t${copyValue(readingOf(this.dataset, record))}`;
    for (const field of this.dataset.fields) line += `\t${copyValue(record[field.name])}`;
    line += '\n';
    // a UTF-16 unit is at most 3 bytes of UTF-8
    if (this.#length + line.length * 3 > this.#bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.#bytes.length * 2, this.#length + line.length * 3));
      this.#bytes.copy(larger, 0, 0, this.#length);
      this.#bytes = larger;
    }
    this.#length += this.#bytes.write(line, this.#length);
    this.size += 1;
  }

  /** The batch's COPY text, as UTF-8. */
  get text(): Buffer {
    return this.#bytes.subarray(0, this.#length);
  }
}
