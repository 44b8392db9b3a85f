import { readServerConfig } from '../server-config';
import { backUpDatabase } from './back-up-database';
import { BackupRefusal } from './backup-format';

// npm run backup -- [FILE]
try {
  const result = await backUpDatabase({ config: readServerConfig(), file: process.argv[2] });
  console.log(
    `Backed up ${result.rows} rows of ${result.tables} tables to ${result.file}${result.madeBy === 'server' ? ' (read by the running server)' : ''}.`,
  );
} catch (error) {
  console.error(
    error instanceof BackupRefusal ? error.message : `The backup failed: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
