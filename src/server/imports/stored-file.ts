import { eq, sql } from 'drizzle-orm';
import { selectBytes, type Database } from '../db/client';
import { uploadedFiles, type UploadedFileKind } from '../db/schema/imports';

/** An uploaded spreadsheet as an import reads it: its bytes and its kind. */
export interface StoredFile {
  content: Buffer;
  kind: UploadedFileKind;
}

/** The stored upload `fileId`, or undefined when it is gone (a file is deleted only with its runs). */
export async function readStoredFile(db: Database, fileId: number): Promise<StoredFile | undefined> {
  const [file] = await db
    .select({ kind: uploadedFiles.kind })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, fileId));
  if (!file) return undefined;
  const content = await selectBytes(
    db,
    sql`select ${uploadedFiles.content} from ${uploadedFiles} where ${uploadedFiles.id} = ${fileId}`,
  );
  return content && { content, kind: file.kind };
}
