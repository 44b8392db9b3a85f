import { z } from 'zod';

/** The background jobs' answers (GET jobs/{id}) and the export's request body (POST dataexport/{target}). */

export const JOB_STATUSES = ['PENDING', 'PROGRESS', 'SUCCESS', 'FAILURE'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobKind = 'dataexport';

export interface JobAnswer {
  id: number;
  kind: JobKind;
  status: JobStatus;
  current: number;
  total: number;
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
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

export const JOB_MESSAGES = {
  restarted: 'The server restarted while this export ran. Start the export again.',
  timeLimit: (minutes: number) =>
    `The export took longer than ${minutes} minutes and was stopped. Start it again.`,
  unexpected: 'The export failed unexpectedly. Start it again; if it fails again, tell the administrator.',
  notFound: 'Not found.',
  notReady: 'The export has not finished yet.',
  expired: 'The export file has been removed. Start the export again.',
} as const;
