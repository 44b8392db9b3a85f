import { openDatabase } from '../src/server/db/client';
import { isDatabaseEmpty, seedDemoData } from '../src/server/db/seed/seed-demo-data';
import { generateBasin } from './generate-basin';

/**
 * Builds the basin-scale benchmark data in the database named by DATABASE_URL (PostgreSQL) or in the PGlite
 * folder DATA_DIR. An empty database gets the demo basin first, so the benchmark set has GSPs, GSAs and users.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/generate-basin-cli.ts [--wells 5000] [--readings 400]
 */
function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number.`);
  return value;
}

const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || undefined;
if (!url && !dataDir) {
  console.error('Set DATABASE_URL (PostgreSQL) or DATA_DIR (a PGlite folder) to say where the basin goes.');
  process.exit(1);
}
const handle = await openDatabase({ url, dataDir });
try {
  await handle.migrate();
  if (await isDatabaseEmpty(handle.db)) {
    const started = performance.now();
    await seedDemoData(handle.db);
    console.log(`demo basin seeded in ${Math.round(performance.now() - started)} ms`);
  }
  const counts = await generateBasin(handle.db, {
    wellSites: option('wells', 5000),
    readingsPerSite: option('readings', 400),
  });
  for (const site of counts.longSeriesSites) {
    console.log(`long series: ${site.dms_site_id} (id ${site.id}) with ${site.readings} readings`);
  }
} finally {
  await handle.close();
}
