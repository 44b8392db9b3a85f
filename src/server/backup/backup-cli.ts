import { readServerConfig } from '../server-config';
import { backUpDatabase } from './back-up-database';
import { failureLine } from './backup-format';

// npm run backup -- [FILE]
const config = readServerConfig();
try {
  const result = await backUpDatabase({ config, file: process.argv[2] });
  console.log(
    `Backed up ${result.rows} rows of ${result.tables} tables to ${result.file}${result.madeBy === 'server' ? ' (read by the running server)' : ''}.`,
  );
} catch (error) {
  console.error(failureLine('backup', error, config));
  process.exitCode = 1;
}
