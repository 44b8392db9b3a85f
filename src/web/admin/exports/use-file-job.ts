import { useCallback, useEffect, useRef, useState } from 'react';
import type { JobAnswer } from '../../../domain/exports/export-jobs';
import { ApiError, apiRequest } from '../../api/api-client';
import { saveFile } from '../../components/save-file';
import { requestErrorText } from '../admin-errors';

/** How often a running job is asked for its progress. */
export const JOB_POLL_MS = 1000;
/** Polls that went unanswered (or met a 5xx) in a row before the screen gives up on the job. */
const POLL_FAILURES_TOLERATED = 3;

export type FileJobState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'running'; job: JobAnswer }
  | { phase: 'saving'; fileName: string }
  | { phase: 'saved'; fileName: string }
  | { phase: 'failed'; message: string };

export interface FileJob {
  state: FileJobState;
  /** True from the request until the file is saved or the job failed. */
  busy: boolean;
  start: (path: string, body: unknown) => void;
  /** Starts the last request again. */
  retry: () => void;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

const isPassing = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * A file made by a background job (issue 14: DataExport.xlsx, 'Annual Report.docx'): POST the request
 * (202 {id}), poll GET jobs/{id} about every second for its progress, then fetch GET jobs/{id}/file and
 * save it under the job's file name. A failure is never silent (spec 2 §8 recorded a silent one): its
 * text shows, and `retry` starts the request again.
 */
export function useFileJob({ failedText, fileName }: { failedText: string; fileName: string }): FileJob {
  const [state, setState] = useState<FileJobState>({ phase: 'idle' });
  const lastRequest = useRef<{ path: string; body: unknown } | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (path: string, body: unknown, signal: AbortSignal) => {
      setState({ phase: 'starting' });
      const { id } = await apiRequest<{ id: number }>(path, { method: 'POST', body, signal });
      let failures = 0;
      for (;;) {
        let job: JobAnswer;
        try {
          job = await apiRequest<JobAnswer>(`jobs/${id}`, { signal });
          failures = 0;
        } catch (error) {
          failures += 1;
          if (signal.aborted || !isPassing(error) || failures > POLL_FAILURES_TOLERATED) throw error;
          await pause(JOB_POLL_MS, signal);
          continue;
        }
        if (job.status === 'FAILURE') {
          setState({ phase: 'failed', message: `${failedText} ${job.error ?? ''}`.trim() });
          return;
        }
        if (job.status === 'SUCCESS') {
          const name = job.file_name ?? fileName;
          setState({ phase: 'saving', fileName: name });
          const file = await apiRequest<Blob>(`jobs/${id}/file`, { as: 'blob', signal });
          saveFile(file, name);
          setState({ phase: 'saved', fileName: name });
          return;
        }
        setState({ phase: 'running', job });
        await pause(JOB_POLL_MS, signal);
      }
    },
    [failedText, fileName],
  );

  const start = useCallback(
    (path: string, body: unknown) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      lastRequest.current = { path, body };
      run(path, body, controller.signal).catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ phase: 'failed', message: requestErrorText(error, failedText) });
      });
    },
    [run, failedText],
  );

  const retry = useCallback(() => {
    if (lastRequest.current) start(lastRequest.current.path, lastRequest.current.body);
  }, [start]);

  const busy = state.phase === 'starting' || state.phase === 'running' || state.phase === 'saving';
  return { state, busy, start, retry };
}
