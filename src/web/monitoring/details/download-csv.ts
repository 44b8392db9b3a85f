import type { CsvFile } from '../../../domain/monitoring/csv-exports';
import { saveFile } from '../../components/save-file';

// lets spreadsheet programs read units such as µg/L as UTF-8
const BYTE_ORDER_MARK = '\uFEFF';

/** Saves a CSV file built in the browser (spec 1 §7). */
export function downloadCsv(file: CsvFile): void {
  saveFile(new Blob([BYTE_ORDER_MARK, file.content], { type: 'text/csv;charset=utf-8' }), file.fileName);
}
