import type { ImportRunState } from '../../domain/imports/import-answers';
import type { TestApp } from './test-app';
import { postUpload } from './upload-fixtures';

/** A CSV in DWR's layout: its header, then each row's values by column, NA where a row gives none. */
export function dwrCsv(columns: readonly string[], rows: Array<Record<string, string>>): Buffer {
  const quoted = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => quoted(row[column] ?? 'NA')).join(',')),
  ];
  return Buffer.from(`${lines.join('\n')}\n`);
}

export interface DwrUpload {
  headers: Record<string, string>;
  content: Buffer;
  serializer: 'dwrstations' | 'dwrmeasurements';
  gspId: number;
  filename?: string;
}

/** Uploads the file and asks for an import run of it: the answer of POST datawizard.json. */
export async function createDwrRun(testApp: TestApp, upload: DwrUpload) {
  const { headers, content, serializer, gspId, filename = 'dwr.csv' } = upload;
  const uploaded = await postUpload(testApp.app, headers, content, filename);
  if (uploaded.statusCode !== 201)
    throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/datawizard.json',
    payload: { object_id: uploaded.json().id, serializer, gsp_id: gspId },
    headers,
  });
}

/** Upload, make the run, start it and wait for its end, as the wizard does. */
export async function importDwrFile(testApp: TestApp, upload: DwrUpload) {
  const { headers } = upload;
  const created = await createDwrRun(testApp, upload);
  if (created.statusCode !== 201) throw new Error(`the run answered ${created.statusCode}: ${created.body}`);
  const runId = created.json().id as number;
  const started = await testApp.app.inject({ method: 'POST', url: `/api/datawizard/${runId}/data`, headers });
  if (started.statusCode !== 200)
    throw new Error(`the start answered ${started.statusCode}: ${started.body}`);
  const task = started.json().task_id as string;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const state = (
      await testApp.app.inject({ url: `/api/datawizard/${runId}/status.json?task=${task}`, headers })
    ).json() as ImportRunState;
    if (state.status === 'SUCCESS' || state.status === 'FAILURE') return { runId, state };
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
