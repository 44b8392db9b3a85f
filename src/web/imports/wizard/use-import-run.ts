import type { ImportDatasetKey } from '../../../domain/imports/import-answers';
import { useEffect, useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { IMPORT_RUN_STATUS } from '../../../domain/imports/import-texts';
import {
  checkRunColumns,
  createImportRun,
  readRunState,
  startDataRun,
  uploadSpreadsheet,
} from './import-wizard-api';
import { importRunView, keepsPolling, type ImportRunView, type LaunchOutcome } from './import-run-view';

/** spec 2 §4, §9: the first check 3 s after the data run starts, then every 1 s. */
export const FIRST_CHECK_DELAY_MS = 3000;
export const CHECK_INTERVAL_MS = 1000;

export interface ImportTarget {
  dataset: ImportDatasetKey;
  gspId: number;
}

/** spec 2 §4: upload the file, create the run, check its columns, then start the data run. */
async function launchImportRun(file: File, { dataset, gspId }: ImportTarget): Promise<LaunchOutcome> {
  const upload = await uploadSpreadsheet(file);
  const created = await createImportRun({ fileId: upload.id, dataset, gspId });
  const { result } = await checkRunColumns(created.id);
  if (result.unknown_count > 0) return { kind: 'columnFailure', columns: result };
  return { kind: 'started', run: await startDataRun(created.id) };
}

/** The import screens and histories read what the run stored; its own checks are left alone. */
function refreshImportedData(queryClient: QueryClient) {
  void queryClient.invalidateQueries({
    queryKey: ['imports'],
    predicate: (query) => query.queryKey[1] !== 'run',
  });
}

/** One import of the wizard: `begin` runs it, `reset` forgets it (a new file), `view` is what to show. */
export function useImportRun(target: ImportTarget): {
  view: ImportRunView;
  begin: (file: File) => void;
  reset: () => void;
} {
  const queryClient = useQueryClient();
  const launch = useMutation({ mutationFn: (file: File) => launchImportRun(file, target) });
  const started = launch.data?.kind === 'started' ? launch.data.run : null;

  const [dueTask, setDueTask] = useState<string | null>(null);
  useEffect(() => {
    if (!started) return;
    const timer = setTimeout(() => setDueTask(started.task_id), FIRST_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [started]);
  const polled = started && dueTask === started.task_id ? started : null;

  const check = useQuery({
    queryKey: ['imports', 'run', started?.id, started?.task_id],
    queryFn: polled
      ? async ({ signal }) => {
          const state = await readRunState(polled, signal);
          if (state.status === IMPORT_RUN_STATUS.success) refreshImportedData(queryClient);
          return state;
        }
      : skipToken,
    // a failed check shows UNKNOWN at once; the next check is the retry
    retry: false,
    refetchInterval: (query) =>
      keepsPolling({ data: query.state.data, error: query.state.error }) ? CHECK_INTERVAL_MS : false,
    // the run goes on while the tab is hidden; its result should be there when the user comes back
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
  });

  const launchState =
    launch.status === 'success'
      ? { status: launch.status, data: launch.data }
      : launch.status === 'error'
        ? { status: launch.status, error: launch.error }
        : { status: launch.status };

  return {
    view: importRunView(launchState, { data: check.data, error: check.error }),
    begin: (file) => launch.mutate(file),
    reset: () => launch.reset(),
  };
}
