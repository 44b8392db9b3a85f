import { readingOf } from '../../domain/imports/duplicate-rows';
import { waterYearOfDate } from '../../domain/admin/water-year';
import { readingDay, type ImportRecord } from '../../domain/imports/import-row';
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
 * the water years they fall in. Each value is written into the batch's bytes as it comes: a batch kept as
 * one long string lived long enough to cost the garbage collector more than building it, and a string
 * made for each line cost the import a tenth of its reading time.
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
    const day = readingDay(this.dataset, record)!;
    const year = waterYearOfDate(day);
    this.years.add(year);
    this.#write(String(this.runId));
    this.#write('\t');
    this.#write(String(row));
    this.#write('\t');
    this.#write(day);
    this.#write('\t');
    this.#write(String(year));
    this.#write('\t');
    this.#write(copyValue(readingOf(this.dataset, record)));
    for (const field of this.dataset.fields) {
      this.#write('\t');
      this.#write(copyValue(record[field.name]));
    }
    this.#write('\n');
    this.size += 1;
  }

  /** The batch's COPY text, as UTF-8. */
  get text(): Buffer {
    return this.#bytes.subarray(0, this.#length);
  }

  /** Appends `text` as UTF-8; plain ASCII, nearly every value, a character at a time. */
  #write(text: string): void {
    // a UTF-16 unit is at most 3 bytes of UTF-8
    if (this.#length + text.length * 3 > this.#bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.#bytes.length * 2, this.#length + text.length * 3));
      this.#bytes.copy(larger, 0, 0, this.#length);
      this.#bytes = larger;
    }
    const bytes = this.#bytes;
    let at = this.#length;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code >= 0x80) {
        this.#length += bytes.write(text, this.#length);
        return;
      }
      bytes[at++] = code;
    }
    this.#length = at;
  }
}
