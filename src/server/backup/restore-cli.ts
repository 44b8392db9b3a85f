import { readServerConfig } from '../server-config';
import { BackupRefusal } from './backup-format';
import { restoreDatabase } from './restore-database';

// npm run restore -- FILE
try {
  const result = await restoreDatabase({ config: readServerConfig(), file: process.argv[2] });
  console.log(
    `Restored ${result.rows} rows of ${result.tables} tables (backup of ${result.backupCreatedAt}) into ${result.where}.`,
  );
} catch (error) {
  console.error(
    error instanceof BackupRefusal ? error.message : `The restore failed: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
