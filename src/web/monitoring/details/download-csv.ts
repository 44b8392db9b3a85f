import type { CsvFile } from '../../../domain/monitoring/csv-exports';

// lets spreadsheet programs read units such as µg/L as UTF-8
const BYTE_ORDER_MARK = '\uFEFF';

/** Saves a CSV file built in the browser (spec 1 §7) through a temporary Blob link. */
export function downloadCsv(file: CsvFile): void {
  const blob = new Blob([BYTE_ORDER_MARK, file.content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // some browsers read the Blob after click() returns: release it a moment later
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
