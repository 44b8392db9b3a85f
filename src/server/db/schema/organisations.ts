import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DataSubmissionCode } from '../../../domain/admin/gsp';
import type { AreaBoundary } from '../../../domain/geo/area-boundary';
import type { YearType } from '../../../domain/admin/water-year';
import { users } from './accounts';

export const gsas = pgTable('gsas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull().default(''),
});

export const gsps = pgTable('gsps', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull().default(''),
  dataSubmission: text('data_submission')
    .array()
    .$type<DataSubmissionCode[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  monitoringImport: boolean('monitoringimport').notNull().default(true),
  /** The plan area's outline (GeoJSON, WGS 84); a DWR stations file keeps the stations inside it. */
  boundary: jsonb('boundary').$type<AreaBoundary>(),
});

export const gsaAssociations = pgTable(
  'gsa_associations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gsaId: integer('gsa_id')
      .notNull()
      .references(() => gsas.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('gsa_associations_user_gsa_unique').on(table.userId, table.gsaId)],
);

export const gspAssociations = pgTable(
  'gsp_associations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gspId: integer('gsp_id')
      .notNull()
      .references(() => gsps.id, { onDelete: 'cascade' }),
    authorizedReporter: smallint('authorized_reporter').$type<0 | 1>().notNull().default(0),
  },
  (table) => [uniqueIndex('gsp_associations_user_gsp_unique').on(table.userId, table.gspId)],
);

export const waterYears = pgTable(
  'water_years',
  {
    id: serial('id').primaryKey(),
    waterYear: integer('water_year').notNull(),
    waterYearStart: date('water_year_start', { mode: 'string' }).notNull(),
    waterYearEnd: date('water_year_end', { mode: 'string' }).notNull(),
    importStart: date('import_start', { mode: 'string' }),
    importEnd: date('import_end', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(false),
    yearType: text('year_type').$type<YearType>(),
  },
  (table) => [
    uniqueIndex('water_years_water_year_unique').on(table.waterYear),
    // spec 2 §4: only one water year may be active.
    uniqueIndex('water_years_one_active')
      .on(table.isActive)
      .where(sql`${table.isActive}`),
  ],
);
