import type { JobPacer } from './job-pacer';

/** What a job's maker is handed: a way to be stopped, a way to tell its progress, and its pacing. */
export interface JobRun {
  signal?: AbortSignal;
  /** Gives the requests being answered their turns while the job works. */
  pacer?: JobPacer;
  /** Rows (or sections) done so far, and the total once known. */
  progress?: (current: number, total: number) => void;
}
