import { readServerConfig } from '../../server-config';
import { openDatabase } from '../client';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data';

// Asked for by name, so it seeds PostgreSQL too; it never touches a database that holds data.
const config = readServerConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await handle.migrate();
if (await isDatabaseEmpty(handle.db)) {
  await seedDemoData(handle.db);
  console.log('Seeded the demo data.');
} else {
  console.log('The database already holds data; the demo data was not added.');
}
await handle.close();
