import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { JobKind, JobStatus } from '../../../domain/exports/export-jobs';
import { users } from './accounts';

/**
 * Background jobs other than imports (issue 14): data exports. A job asked for is PENDING; a worker claims
 * it with FOR UPDATE SKIP LOCKED (PROGRESS, heartbeat, claim id) and ends it in SUCCESS with its result
 * file under DATA_DIR/jobs, or in FAILURE with what a person reads. The file is removed at `expires_at`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<JobKind>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('PENDING'),
    current: integer('current').notNull().default(0),
    total: integer('total').notNull().default(0),
    error: text('error'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** The result's file inside DATA_DIR/jobs (a name the server made, never a user's) and its download name. */
    filePath: text('file_path'),
    fileName: text('file_name'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    claimId: uuid('claim_id'),
    /** The server process (server-process.ts) whose worker claimed the job: once it is gone, the next start takes it up. */
    ownerId: uuid('owner_id'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('jobs_status_idx').on(table.status)],
);
export type JobRow = typeof jobs.$inferSelect;
