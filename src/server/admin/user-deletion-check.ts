import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { importRuns, uploadedFiles } from '../db/schema/imports';
import { AppError } from '../http/app-error';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A user's uploads and import runs go with the user by cascade; they are the basin's record of what was
 * imported, so such a user is refused deletion (409) and is set Inactive instead.
 */
export async function assertNoImportsLost(tx: Database, userId: number) {
  const [files] = await tx
    .select({ n: count() })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.uploadedBy, userId));
  const [runs] = await tx.select({ n: count() }).from(importRuns).where(eq(importRuns.createdBy, userId));
  if (!files.n && !runs.n) return;
  throw new AppError(409, {
    detail:
      `This user cannot be deleted: ${counted(files.n, 'uploaded file', 'uploaded files')} and ` +
      `${counted(runs.n, 'import run', 'import runs')} still point to them and would be deleted with them. ` +
      'Set the user Inactive instead.',
  });
}
