import type { JobKind } from '../../domain/exports/export-jobs';
import { EXPORT_FILE_NAME } from '../../domain/exports/export-targets';
import type { Database } from '../db/client';
import { writeExport, type ExportParams } from '../exports/write-export';

/** What a job's maker is handed: a way to be stopped, and a way to tell its progress. */
export interface JobRun {
  signal?: AbortSignal;
  /** Rows (or sections) done so far, and the total once known. */
  progress?: (current: number, total: number) => void;
}

/**
 * How each kind of background job makes its file: the worker and the download route read this and
 * nothing kind-specific, so a new kind of file is one entry here.
 */
export interface JobKindRunner {
  /** The name the browser saves the file under (spec 2 §9). */
  fileName: string;
  extension: string;
  contentType: string;
  make(
    db: Database,
    params: Record<string, unknown>,
    filePath: string,
    run: JobRun,
  ): Promise<{ rows: number }>;
}

export const JOB_KIND_RUNNERS: Record<JobKind, JobKindRunner> = {
  dataexport: {
    fileName: EXPORT_FILE_NAME,
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    make: (db, params, filePath, run) => writeExport(db, params as unknown as ExportParams, filePath, run),
  },
  annualreport: {
    fileName: 'Annual Report.docx',
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    make: () => Promise.reject(new Error('The Annual Report is made by the annual report writer.')),
  },
};
