import type { JobKind } from '../../domain/exports/export-jobs';
import { ANNUAL_REPORT_FILE_NAME } from '../../domain/annual-report/annual-report-texts';
import { EXPORT_FILE_NAME } from '../../domain/exports/export-targets';
import type { AnnualReportParams } from '../annual-report/write-annual-report';
import type { Database } from '../db/client';
import type { JobRun } from './job-run';
import { writeExport, type ExportParams } from '../exports/write-export';

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
    fileName: ANNUAL_REPORT_FILE_NAME,
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    // docx, ECharts and resvg are loaded with the first report, not by every server at start
    make: async (db, params, filePath, run) =>
      (await import('../annual-report/write-annual-report')).writeAnnualReport(
        db,
        params as unknown as AnnualReportParams,
        filePath,
        run,
      ),
  },
};
