import { z } from 'zod';
import { EXPORT_FORMAT_MESSAGES, EXPORT_FORMATS } from './export-targets';

/** The background jobs' answers (GET jobs/{id}) and the export's request body (POST dataexport/{target}). */

export const JOB_STATUSES = ['PENDING', 'PROGRESS', 'SUCCESS', 'FAILURE'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** What a job makes: a data export (DataExport.xlsx) or an Annual Report (Annual Report.docx). */
export const JOB_KINDS = ['dataexport', 'annualreport'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export interface JobAnswer {
  id: number;
  kind: JobKind;
  status: JobStatus;
  current: number;
  total: number;
  /** Why the job gave no file, on FAILURE; before, that it is starting again after its server restarted. */
  error: string | null;
  file_name: string | null;
}

/** Ids may come as numbers or as the digits a select's value holds ('3'). */
const id = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().positive());

export const exportRequestSchema = z.object({
  gsps: z.array(id).min(1, 'Choose at least one GSP.'),
  water_years: z.union([z.literal('All'), id]),
  /** 'dwr': water levels in DWR's measurement columns; left out (or null, or '') the export's own columns. */
  format: z.preprocess(
    (format) => (format === null || format === '' ? undefined : format),
    z.enum(EXPORT_FORMATS, EXPORT_FORMAT_MESSAGES.invalid).optional(),
  ),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** What POST createreport answers when its GSPs or its water year are missing or not ids. */
export const CREATE_REPORT_MESSAGES = {
  noGsp: 'Choose at least one GSP.',
  gspNotFromList: 'Choose GSPs from the list.',
  waterYear: 'Choose a water year from the list.',
} as const;

/** An id whose every refusal (left out, 'All', text, 0, 2.5) reads as `message`. */
const idOr = (message: string) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).positive(message));

/** spec 2 §7 `POST createreport`: the GSPs and the report's water year (one year: the report is of one). */
export const createReportRequestSchema = z.object({
  gsps: z
    .array(idOr(CREATE_REPORT_MESSAGES.gspNotFromList), { error: CREATE_REPORT_MESSAGES.noGsp })
    .min(1, CREATE_REPORT_MESSAGES.noGsp),
  water_year: idOr(CREATE_REPORT_MESSAGES.waterYear),
});
export type CreateReportRequest = z.infer<typeof createReportRequestSchema>;

/** The rows a spreadsheet's sheet holds below its header: Excel's 1,048,576 rows, less the header. */
export const SHEET_ROW_LIMIT = 1_048_575;

/** What a person reads when a job (an export or an Annual Report) did not give its file. */
export const JOB_MESSAGES = {
  restarted: 'The server restarted before the file was ready. Start it again.',
  /** A job its own server takes up again after a crash: `error` while it waits and runs again. */
  startingAgain: 'The server restarted before the file was ready; making it is starting again.',
  timeLimit: (minutes: number) =>
    `Making the file took longer than ${minutes} minutes and was stopped. Start it again.`,
  unexpected:
    'Making the file failed unexpectedly. Start it again; if it fails again, tell the administrator.',
  notFound: 'Not found.',
  notReady: 'The file is not ready yet.',
  expired: 'The file has been removed after its retention time. Start it again.',
  tooManyRows: (rows: number, limit: number = SHEET_ROW_LIMIT) =>
    `This export has ${rows.toLocaleString('en-US')} rows, more than a spreadsheet sheet holds (${limit.toLocaleString('en-US')}). Choose fewer GSPs or one water year.`,
} as const;
