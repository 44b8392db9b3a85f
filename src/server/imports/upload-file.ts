import { UPLOAD_FIELD } from '../../domain/imports/import-answers';
import { getTableName } from 'drizzle-orm';
import { insertRowWithBytes, type Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { uploadedFiles } from '../db/schema/imports';
import { AppError } from '../http/app-error';
import { mayImportForSomeGsp } from './import-access';
import { inspectUpload, UPLOAD_MESSAGES, type UploadLimits } from './inspect-upload';

/** The multipart field of spec 2 §7 POST /filemodels.json. */

/** One uploaded file as the route read it: its bytes and the name the browser gave it. */
export interface ReceivedFile {
  content: Buffer;
  originalName: string;
}

/** Longest original name kept: it is only shown to people. */
const MAX_NAME_LENGTH = 255;

export const refuseUpload = (message: string) => AppError.badRequest({ [UPLOAD_FIELD]: [message] });

/** Refuses before the body is read anyone who may not import for any GSP. */
export async function assertMayUpload(db: Database, actor: UserRow): Promise<void> {
  if (!(await mayImportForSomeGsp(db, actor))) throw AppError.forbidden();
}

/**
 * spec 2 §7 POST /filemodels.json: keeps a spreadsheet for an import run, in the database. The type is judged
 * by the content (inspect-upload.ts); the name is kept for display and is never a path.
 */
export async function uploadFile(
  db: Database,
  actor: UserRow,
  file: ReceivedFile | null,
  limits: UploadLimits,
): Promise<{ id: number }> {
  await assertMayUpload(db, actor);
  if (!file) throw refuseUpload(UPLOAD_MESSAGES.noFile);
  const inspection = await inspectUpload(file.content, file.originalName, limits);
  if (!inspection.ok) throw refuseUpload(inspection.message);
  // a zip's CSV is kept unpacked: the import reads it as any CSV
  const content = inspection.content ?? file.content;
  const id = await insertRowWithBytes(db, getTableName(uploadedFiles), {
    content,
    original_name: displayName(file.originalName),
    kind: inspection.kind,
    size: content.length,
    uploaded_by: actor.id,
  });
  return { id };
}

/** The last segment of whatever the browser sent, without control characters, for display only. */
function displayName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return last.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_NAME_LENGTH);
}
