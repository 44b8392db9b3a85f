import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ImportDatasetKey,
  SkippedProblem,
  StoredRunStatus,
} from '../../../domain/imports/import-answers';
import type { MonitoringDatasetKey } from '../../../domain/imports/monitoring-datasets';
import { users } from './accounts';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import {
  STREAM_MEASUREMENT_FIELDS,
  SUBSIDENCE_MEASUREMENT_FIELDS,
  VERTICAL_GRADIENT_MEASUREMENT_FIELDS,
  WATER_QUALITY_MEASUREMENT_FIELDS,
  WELL_MEASUREMENT_FIELDS,
} from '../../../domain/monitoring/measurement-definitions';
import { columnsFor } from './monitoring';
import { gsps, waterYears } from './organisations';

/**
 * Binary content. node-postgres hands bytea back as a Buffer (and takes one), PGlite as a Uint8Array: both
 * are made a Buffer here, so the rest of the code sees one type whatever the driver.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => {
    if (typeof value === 'string') {
      // A driver left without its bytea parser gives the text form, '\x' and hex digits.
      return Buffer.from(value.startsWith('\\x') ? value.slice(2) : value, 'hex');
    }
    return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
});

export type UploadedFileKind = 'xlsx' | 'csv';

/**
 * Spreadsheets uploaded for an import, kept in the database (never in a served folder). The original name
 * is only shown to people; it is never a path.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    /** Stored uncompressed (migration 0010). */
    content: bytea('content').notNull(),
    originalName: text('original_name').notNull().default(''),
    kind: text('kind').$type<UploadedFileKind>().notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploaded_files_uploaded_by').on(table.uploadedBy)],
);

/** spec 2 §3 import run: one import of one uploaded file into one dataset of one GSP; a job of the worker. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    dataset: text('dataset').$type<ImportDatasetKey>().notNull(),
    gspId: integer('gsp_id')
      .notNull()
      .references(() => gsps.id, { onDelete: 'cascade' }),
    waterYearId: integer('water_year_id').references(() => waterYears.id, { onDelete: 'set null' }),
    status: text('status').$type<StoredRunStatus>().notNull().default('Not Started'),
    taskId: uuid('task_id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    current: integer('current').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Rows stored, once the run succeeded. */
    loaded: integer('loaded').notNull().default(0),
    /** Rows not stored; `skipped` keeps the problems of the first of them (SKIPPED_PROBLEMS_SHOWN). */
    skippedCount: integer('skipped_count').notNull().default(0),
    skipped: jsonb('skipped')
      .$type<SkippedProblem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
    detail: jsonb('detail').$type<unknown>(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Set anew by each claim: a worker whose claim was taken over changes nothing more. */
    claimId: uuid('claim_id'),
    /** The server process (server-process.ts) whose worker claimed the run: once it is gone, the next start takes it up. */
    ownerId: uuid('owner_id'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // The status poll reads a run by its id (the primary key) and checks its task_id, which names one run.
    uniqueIndex('import_runs_task_id_unique').on(table.taskId),
    // The worker claims, with FOR UPDATE SKIP LOCKED, the PROGRESS runs no worker holds: those not yet
    // begun (no heartbeat) and those whose heartbeat stopped (a server that died), oldest heartbeat first.
    index('import_runs_claimable')
      .on(table.heartbeatAt)
      .where(sql`${table.status} = 'PROGRESS'`),
    index('import_runs_gsp_dataset').on(table.gspId, table.dataset),
    index('import_runs_created_by').on(table.createdBy),
    index('import_runs_file_id').on(table.fileId),
  ],
);

/** The columns every staging table has before the reading's own. */
const stagingKeys = () => ({
  run_id: integer('run_id')
    .notNull()
    .references(() => importRuns.id, { onDelete: 'cascade' }),
  row_number: integer('row_number').notNull(),
  dms_site_id: text('dms_site_id').notNull(),
  /** The day that dates the reading (datedBy). */
  reading_day: date('reading_day', { mode: 'string' }).notNull(),
  /** The water year of that day (readingWaterYear), so the rule has one definition, the domain's. */
  water_year: integer('water_year').notNull(),
  /** What else tells two readings of a site and day apart (a water quality characteristic), or ''. */
  reading_of: text('reading_of').notNull().default(''),
  /** Why the set checks refused the row (StagedProblem), or null. */
  problem: text('problem'),
});

/**
 * The rows of a run that passed the row checks, while the run checks them against the database as a set
 * (sites, water years, locks, duplicates): one table per reading table, with its columns typed as there,
 * so the accepted rows go into the readings without converting them again. Unlogged (migration 0009): a
 * crash may lose them, and a run is started again from its file anyway. The readings table only receives
 * the accepted rows, in one transaction with the run's SUCCESS. A run now stages its rows in a temporary
 * table made like this one, without its keys (run-import.ts); what runs of earlier versions left here is
 * swept with their runs.
 */
function stagingTable(name: string, fields: readonly FieldDefinition[]) {
  return pgTable(name, { ...stagingKeys(), ...columnsFor(fields, ['dms_site_id']) }, (table) => [
    primaryKey({ columns: [table.run_id, table.row_number] }),
  ]);
}

export const stagedWellMeasurements = stagingTable(
  'import_staged_well_measurements',
  WELL_MEASUREMENT_FIELDS,
);
export const stagedWaterQualityMeasurements = stagingTable(
  'import_staged_water_quality_measurements',
  WATER_QUALITY_MEASUREMENT_FIELDS,
);
export const stagedSubsidenceMeasurements = stagingTable(
  'import_staged_subsidence_measurements',
  SUBSIDENCE_MEASUREMENT_FIELDS,
);
export const stagedStreamMeasurements = stagingTable(
  'import_staged_stream_measurements',
  STREAM_MEASUREMENT_FIELDS,
);
export const stagedVerticalGradientMeasurements = stagingTable(
  'import_staged_vertical_gradient_measurements',
  VERTICAL_GRADIENT_MEASUREMENT_FIELDS,
);

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type ImportRunRow = typeof importRuns.$inferSelect;

/** The staging table of each monitoring dataset. */
export const STAGING_OF = {
  wellsitemeasurements: stagedWellMeasurements,
  waterqualitymeasurements: stagedWaterQualityMeasurements,
  surfacewatermeasurements: stagedVerticalGradientMeasurements,
  subsidencemeasurements: stagedSubsidenceMeasurements,
  streammonitoring: stagedStreamMeasurements,
} as const satisfies Record<MonitoringDatasetKey, unknown>;
