/** What a job's maker is handed: a way to be stopped, and a way to tell its progress. */
export interface JobRun {
  signal?: AbortSignal;
  /** Rows (or sections) done so far, and the total once known. */
  progress?: (current: number, total: number) => void;
}
