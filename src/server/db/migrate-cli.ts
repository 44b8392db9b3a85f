import { readServerConfig } from '../server-config';
import { openDatabase } from './client';

const config = readServerConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await handle.migrate();
await handle.close();
console.log(`Migrated the ${handle.kind} database.`);
