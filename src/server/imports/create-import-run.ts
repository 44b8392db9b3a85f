import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ACCOUNT_TEXTS } from '../../domain/accounts/account-texts';
import { isAdministrator } from '../../domain/accounts/permissions';
import { RUN_MESSAGES, SUBMISSION_STATUS } from '../../domain/imports/import-texts';
import { MONITORING_DATASETS, type MonitoringDataset } from '../../domain/imports/monitoring-datasets';
import { findActiveWaterYear } from '../admin/active-water-year';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { importRuns, uploadedFiles } from '../db/schema/imports';
import { gsps } from '../db/schema/organisations';
import { AppError } from '../http/app-error';
import { targetStatus } from './bulk-submit';
import { mayImportForGsp } from './import-access';
import { importDatasetOf, isImportDatasetKey, type ImportDataset } from './import-datasets';
import { assertReportUnlocked } from './run-report-import';

/** What a person reads when a run cannot be created, under the field it is about. */
export const IMPORT_RUN_MESSAGES = {
  unknownDataset: (key: string) => `'${key}' is not a dataset that can be imported.`,
  unknownFile: 'No uploaded file with this id. Upload the spreadsheet again.',
  unknownGsp: 'No GSP with this id.',
  noMonitoringImport: 'This GSP does not import monitoring data.',
  datasetNotRequired: (title: string) => `This GSP does not submit ${title} data.`,
  administratorsOnly: (title: string) =>
    `Only administrators import ${title}, since it adds and changes sites.`,
} as const;

const id = z.coerce
  .number({ error: ACCOUNT_TEXTS.fieldRequired })
  .int(ACCOUNT_TEXTS.fieldRequired)
  .positive(ACCOUNT_TEXTS.fieldRequired)
  .max(2147483647, ACCOUNT_TEXTS.fieldRequired);

/**
 * spec 2 §7 POST /datawizard.json: object_id (the uploaded file), content_type_id (the old system's name
 * for the kind of object; any value is accepted and ignored), serializer (the dataset key) and, our
 * addition (SPEC-NOTES), gsp_id: the GSP the data is imported for.
 */
export const createImportRunSchema = z.object({
  object_id: id,
  content_type_id: z.unknown().optional(),
  serializer: z.string({ error: ACCOUNT_TEXTS.fieldRequired }).trim().min(1, ACCOUNT_TEXTS.fieldRequired),
  gsp_id: id,
});

/**
 * Creates an import run in 'Not Started' for a file the user uploaded (administrators: any file), a dataset
 * the GSP requires, and a GSP the user reports for. The run is dated in the active water year, if any.
 */
export async function createImportRun(db: Database, actor: UserRow, body: unknown): Promise<{ id: number }> {
  const input = createImportRunSchema.parse(body ?? {});
  if (!isImportDatasetKey(input.serializer)) {
    throw AppError.badRequest({ serializer: [IMPORT_RUN_MESSAGES.unknownDataset(input.serializer)] });
  }
  const target = importDatasetOf(input.serializer);
  const { dataset } = target;
  if (!(await mayImportForGsp(db, actor, input.gsp_id))) throw AppError.forbidden();

  const [gsp] = await db.select().from(gsps).where(eq(gsps.id, input.gsp_id));
  if (!gsp) throw AppError.badRequest({ gsp_id: [IMPORT_RUN_MESSAGES.unknownGsp] });
  // SPEC-NOTES: the monitoringimport flag is about monitoring data; a report is imported where it is required
  if (target.kind !== 'reporting' && !gsp.monitoringImport) {
    throw AppError.badRequest({ gsp_id: [IMPORT_RUN_MESSAGES.noMonitoringImport] });
  }
  if (target.kind === 'dwr' && target.dataset.administratorsOnly && !isAdministrator(actor)) {
    throw AppError.forbidden(IMPORT_RUN_MESSAGES.administratorsOnly(target.dataset.title));
  }
  const requirement = target.kind === 'reporting' ? target.dataset.type.requirement : target.dataset.module;
  if (!gsp.dataSubmission.includes(requirement)) {
    throw AppError.badRequest({ serializer: [IMPORT_RUN_MESSAGES.datasetNotRequired(dataset.blockTitle)] });
  }

  const [file] = await db
    .select({ id: uploadedFiles.id, uploadedBy: uploadedFiles.uploadedBy })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, input.object_id));
  // Someone else's file is answered as no file at all: its existence is not told.
  if (!file || (file.uploadedBy !== actor.id && !isAdministrator(actor))) {
    throw AppError.badRequest({ object_id: [IMPORT_RUN_MESSAGES.unknownFile] });
  }

  const waterYear = await assertTargetUnlocked(db, target, gsp.id);
  const [run] = await db
    .insert(importRuns)
    .values({
      fileId: file.id,
      dataset: dataset.key,
      gspId: gsp.id,
      waterYearId: waterYear?.id ?? null,
      status: 'Not Started',
      createdBy: actor.id,
    })
    .returning({ id: importRuns.id });
  return { id: run.id };
}

/**
 * Issue 4: locked (Complete) data of the active water year is not re-imported until an administrator
 * unlocks it (409). Answers the active water year, if any.
 */
export async function assertActiveYearUnlocked(db: Database, dataset: MonitoringDataset, gspId: number) {
  const waterYear = await findActiveWaterYear(db);
  if (waterYear) {
    const { status } = await targetStatus(db, { dataset, gspId, waterYear });
    if (status === SUBMISSION_STATUS.complete) {
      throw new AppError(409, { detail: RUN_MESSAGES.activeYearLocked(waterYear.water_year) });
    }
  }
  return waterYear;
}

/**
 * What a run may not be made or started against: the locked (Complete) data it would import into. Answers
 * the water year the run is dated in. DWR's measurements are the GSP's water level readings; its stations
 * are sites, which no water year locks.
 */
export async function assertTargetUnlocked(
  db: Database,
  target: ImportDataset,
  gspId: number,
  runWaterYearId?: number | null,
) {
  if (target.kind === 'monitoring') return assertActiveYearUnlocked(db, target.dataset, gspId);
  if (target.kind === 'reporting') return assertReportUnlocked(db, target.dataset, gspId, runWaterYearId);
  const readings = MONITORING_DATASETS[target.dataset.readings];
  if (target.dataset.key === 'dwrmeasurements') return assertActiveYearUnlocked(db, readings, gspId);
  return findActiveWaterYear(db);
}
