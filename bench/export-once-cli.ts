import { readFileSync } from 'node:fs';
import { openDatabase } from '../src/server/db/client';
import { exportSource } from '../src/server/exports/export-rows';
import { writeExport, type ExportParams } from '../src/server/exports/write-export';
import { writeXlsx, type XlsxValue } from '../src/server/exports/xlsx-stream';

/**
 * One water level export in a process of its own, so its peak memory is the export's alone; prints one
 * line of JSON: rows, milliseconds, the process's CPU milliseconds (all its threads, start-up included) and
 * peak resident memory (VmHWM) in bytes.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/export-once-cli.ts export <gsp id> <file>
 *     the export as a job makes it (writeExport)
 *   DATABASE_URL=postgres://... npx tsx bench/export-once-cli.ts read <gsp id>
 *     the export's rows read from the database and nothing written: the query's ceiling
 *   npx tsx bench/export-once-cli.ts write <rows> <file>
 *     the workbook writer alone on made-up rows of the same shape: the writer's ceiling
 */
const [mode, argument, file] = process.argv.slice(2);
const peakRss = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;
const params = (gspId: number): ExportParams => ({
  target: 'water-level-data',
  gsps: [gspId],
  water_years: 'All',
  requested_by: 'bench@example.org',
});

const started = performance.now();
let rows = 0;
if (mode === 'write') {
  const total = Number(argument);
  async function* pages(): AsyncGenerator<XlsxValue[][]> {
    for (let first = 0; first < total; first += 5_000) {
      yield Array.from({ length: Math.min(5_000, total - first) }, (_, index) => {
        const n = first + index;
        return [
          'Bench GSP',
          2016 + (n % 10),
          `BN-X-${String(Math.floor(n / 500)).padStart(5, '0')}`,
          new Date(Date.UTC(2015, 9, 1 + (n % 3650))),
          '08:30:00',
          40 + (n % 300) / 10,
          160 - (n % 300) / 10,
          'NAVD88',
          'Electric sounder',
          '0.1 ft',
          null,
          null,
          'Bench Hydrologist',
          n % 10 === 0 ? `Pump running nearby, reading ${n}` : null,
          'Yes',
        ];
      });
    }
  }
  const columns = Array.from({ length: 15 }, (_, index) => ({
    header: `Column ${index + 1}`,
    width: 12,
    numFmt: index === 3 ? 'yyyy-mm-dd' : index === 5 || index === 6 ? '#,##0.00' : undefined,
  }));
  await writeXlsx(file, [{ name: 'Water Level Data', columns, rows: pages(), headerFilter: true }]);
  rows = total;
} else {
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  try {
    if (mode === 'export') {
      rows = (await writeExport(handle.db, params(Number(argument)), file)).rows;
    } else {
      const source = await exportSource(handle.db, params(Number(argument)));
      for await (const page of source.pages) rows += page.length;
    }
  } finally {
    await handle.close();
  }
}
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    rows,
    millis: performance.now() - started,
    cpuMillis: (cpu.user + cpu.system) / 1000,
    peakRss: peakRss(),
  }),
);
