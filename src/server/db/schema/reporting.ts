import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REPORT_TYPE_KEYS, type ReportTypeKey } from '../../../domain/reporting/report-types';
import type { ReportValues } from '../../../domain/reporting/report-record';
import { users } from './accounts';
import { gsas, gsps, waterYears } from './organisations';

/**
 * The annual reports of spec 3 (§3): one row per report type, GSP and water year, enforced by the unique
 * index. The figures are `report_values`, keyed by the spec's field names and always complete with their
 * totals recomputed by the server (domain/reporting/report-record.ts), so the six types share one table,
 * one write path and one change history trigger, which records each figure as a field of its own.
 */
export const annualReports = pgTable(
  'annual_reports',
  {
    id: serial('id').primaryKey(),
    report_type: text('report_type').$type<ReportTypeKey>().notNull(),
    // a GSP or water year with reports is not deleted (record-dependents names them)
    gsp_id: integer('gsp_id')
      .notNull()
      .references(() => gsps.id, { onDelete: 'restrict' }),
    water_year_id: integer('water_year_id')
      .notNull()
      .references(() => waterYears.id, { onDelete: 'restrict' }),
    /** The GSA of the report's header: the first reporter's own GSA, if they have one. */
    gsa_id: integer('gsa_id').references(() => gsas.id, { onDelete: 'set null' }),
    saved: boolean('saved').notNull().default(true),
    submitted: boolean('submitted').notNull().default(false),
    report_values: jsonb('report_values').$type<ReportValues>().notNull().default({}),
    updateby_id: integer('updateby_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('annual_reports_one_per_gsp_and_year').on(
      table.report_type,
      table.gsp_id,
      table.water_year_id,
    ),
    index('annual_reports_water_year_idx').on(table.water_year_id, table.report_type),
    check(
      'annual_reports_report_type',
      sql.raw(`report_type in (${REPORT_TYPE_KEYS.map((key) => `'${key}'`).join(', ')})`),
    ),
  ],
);
export type AnnualReportRow = typeof annualReports.$inferSelect;
