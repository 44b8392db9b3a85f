import type { ImportDatasetKey } from '../../../domain/imports/import-answers';
import { UPLOAD_FIELD } from '../../../domain/imports/import-answers';
import type {
  ColumnCheckAnswer,
  CreatedAnswer,
  DataRunStarted,
  ImportRunState,
} from '../../../domain/imports/import-answers';
import { apiRequest } from '../../api/api-client';

/** POST filemodels.json: the spreadsheet, kept by the server until a run reads it. */
export function uploadSpreadsheet(file: File): Promise<CreatedAnswer> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return apiRequest<CreatedAnswer>('filemodels.json', { method: 'POST', body: form });
}

/** POST datawizard.json: a run of the uploaded file into the GSP's dataset. */
export function createImportRun(options: {
  fileId: number;
  dataset: ImportDatasetKey;
  gspId: number;
}): Promise<CreatedAnswer> {
  return apiRequest<CreatedAnswer>('datawizard.json', {
    method: 'POST',
    body: {
      object_id: options.fileId,
      content_type_id: null,
      serializer: options.dataset,
      gsp_id: options.gspId,
    },
  });
}

/** GET datawizard/{id}/columns: the file's header row against the dataset's columns. */
export function checkRunColumns(runId: number): Promise<ColumnCheckAnswer> {
  return apiRequest<ColumnCheckAnswer>(`datawizard/${runId}/columns`);
}

/** POST datawizard/{id}/data: queues the reading of the rows. */
export function startDataRun(runId: number): Promise<DataRunStarted> {
  return apiRequest<DataRunStarted>(`datawizard/${runId}/data`, { method: 'POST' });
}

/** GET datawizard/{id}/status.json?task={task_id} */
export function readRunState(run: DataRunStarted, signal?: AbortSignal): Promise<ImportRunState> {
  return apiRequest<ImportRunState>(
    `datawizard/${run.id}/status.json?task=${encodeURIComponent(run.task_id)}`,
    { signal },
  );
}
