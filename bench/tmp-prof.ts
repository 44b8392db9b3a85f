import { readFileSync } from 'node:fs';
import { mapColumns } from '../src/domain/imports/column-mapping';
import { readImportRow } from '../src/domain/imports/import-row';
import { duplicateRowCheck } from '../src/domain/imports/duplicate-rows';
import { MONITORING_DATASETS } from '../src/domain/imports/monitoring-datasets';
import { readSpreadsheetRows } from '../src/server/imports/spreadsheet-rows';
const dataset = MONITORING_DATASETS.wellsitemeasurements;
const content = readFileSync('/tmp/wl100k.xlsx');
let t = performance.now();
const rows: { number: number; cells: unknown[] }[] = [];
for await (const row of readSpreadsheetRows(content, 'xlsx')) rows.push(row);
console.log('parse', performance.now() - t);
const mapping = mapColumns(dataset, rows[0].cells);
if (!mapping.ok) throw new Error('map');
for (let r = 0; r < 3; r++) {
  t = performance.now();
  const records = [];
  const dup = duplicateRowCheck(dataset);
  for (const row of rows.slice(1)) { const x = readImportRow(dataset, mapping, row.cells, row.number); if (x.kind === 'record') { dup(row.number, x.record); records.push(x.record); } }
  console.log('readImportRow+dup', performance.now() - t, records.length);
  t = performance.now();
  for (let i = 0; i < records.length; i += 2000) JSON.stringify(records.slice(i, i + 2000));
  console.log('stringify', performance.now() - t);
}
