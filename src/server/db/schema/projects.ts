import { date, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { gsas, gsps, waterYears } from './organisations';

/** Projects and management actions (spec 2 §2.18, §3). Column names are the API's field names. */
export const projectForms = pgTable('project_forms', {
  id: serial('id').primaryKey(),
  project_id: text('project_id'),
  project_name: text('project_name'),
  // a draft may have no GSA or GSP yet (spec 2 §2.18); a GSA or GSP with projects is not deleted
  source_gsa_id: integer('source_gsa_id').references(() => gsas.id, { onDelete: 'restrict' }),
  source_gsp_id: integer('source_gsp_id').references(() => gsps.id, { onDelete: 'restrict' }),
  record_type: text('record_type'),
  project_mechanism: text('project_mechanism'),
  other_project_mechanism: text('other_project_mechanism'),
  first_year: integer('first_year'),
  project_description: text('project_description'),
  est_annual_benefit: doublePrecision('est_annual_benefit'),
  est_cap_cost: doublePrecision('est_cap_cost'),
  est_avg_ann_op_cost: doublePrecision('est_avg_ann_op_cost'),
  notes: text('notes'),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  updateby_id: integer('updateby_id').references(() => users.id, { onDelete: 'set null' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const projectStatuses = pgTable(
  'project_statuses',
  {
    id: serial('id').primaryKey(),
    projectform_id: integer('projectform_id')
      .notNull()
      .references(() => projectForms.id, { onDelete: 'cascade' }),
    proj_date: date('proj_date', { mode: 'string' }),
    project_status: text('project_status'),
    project_notes: text('project_notes'),
    updateby_id: integer('updateby_id').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_statuses_projectform_idx').on(table.projectform_id)],
);

export const annualUpdates = pgTable(
  'annual_updates',
  {
    id: serial('id').primaryKey(),
    projectform_id: integer('projectform_id')
      .notNull()
      .references(() => projectForms.id, { onDelete: 'cascade' }),
    // a water year that projects report in is not deleted
    water_year_id: integer('water_year_id').references(() => waterYears.id, { onDelete: 'restrict' }),
    annual_benefit: doublePrecision('annual_benefit'),
    annual_cap_cost: doublePrecision('annual_cap_cost'),
    annual_op_cost: doublePrecision('annual_op_cost'),
    proj_update_desc: text('proj_update_desc'),
    updateby_id: integer('updateby_id').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('annual_updates_projectform_idx').on(table.projectform_id)],
);
