import { readServerConfig } from '../server-config';
import { failureLine } from './backup-format';
import { restoreDatabase } from './restore-database';

// npm run restore -- FILE
const config = readServerConfig();
try {
  const result = await restoreDatabase({ config, file: process.argv[2] });
  console.log(
    `Restored ${result.rows} rows of ${result.tables} tables (backup of ${result.backupCreatedAt}) into ${result.where}.`,
  );
} catch (error) {
  console.error(failureLine('restore', error, config));
  process.exitCode = 1;
}
