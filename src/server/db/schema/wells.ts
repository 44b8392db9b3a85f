import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GroundwaterSitePurpose } from '../../../domain/wells/editable-wells-lists';
import { users } from './accounts';
import { gsps } from './organisations';

/**
 * The editable well records of spec 1 §3.4 behind the Change in Storage, Ground Water Extraction,
 * Surface Water Supply and Surface Water Use lists; `purpose` says which list a row belongs to.
 * Column names are the spec's field names (see GROUNDWATER_SITE_FIELDS).
 */
export const groundwaterSites = pgTable(
  'groundwater_sites',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<GroundwaterSitePurpose>().notNull(),
    dms_site_id: text('dms_site_id').notNull(),
    local_site_id: text('local_site_id'),
    dwr_well_id: text('dwr_well_id'),
    origin_site_id: text('origin_site_id'),
    source_org: text('source_org'),
    owner: text('owner'),
    monitor_by: text('monitor_by'),
    source_gsp_id: integer('source_gsp_id').references(() => gsps.id, { onDelete: 'set null' }),
    coordinate_method: text('coordinate_method'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    horz_datum: text('horz_datum'),
    accuracy: text('accuracy'),
    updateby_id: integer('updateby_id').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // one DMS Site ID per list (the same well may be listed for storage and for extraction); it also
    // serves the lists' `purpose = ?` lookups, purpose being its first column
    uniqueIndex('groundwater_sites_purpose_dms_site_id_unique').on(table.purpose, table.dms_site_id),
    index('groundwater_sites_source_gsp_idx').on(table.source_gsp_id),
  ],
);

export type GroundwaterSiteRow = typeof groundwaterSites.$inferSelect;

/**
 * A well of the field (spec 1 §2.4, §3.3): what /wellslist lists and the field staff's entries hang on.
 * `idempotency_key` is the key its create was sent with (issue 15): the same key sent again answers this
 * row instead of storing a second; `idempotency_fingerprint`, the hash of that create's body, tells a
 * repeat of it from another create reusing the key (issue 30), which is refused.
 */
export const wells = pgTable(
  'wells',
  {
    id: serial('id').primaryKey(),
    well_id: text('well_id').notNull(),
    state_well: text('state_well'),
    agency: text('agency'),
    well_type: text('well_type'),
    source_gsp_id: integer('source_gsp_id')
      .notNull()
      .references(() => gsps.id, { onDelete: 'restrict' }),
    volumetric_calc_type: text('volumetric_calc_type'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    gsp_mon_network: boolean('gsp_mon_network').notNull().default(false),
    wl_monitoring: boolean('wl_monitoring').notNull().default(false),
    wq_monitoring: boolean('wq_monitoring').notNull().default(false),
    monitor_site_type: text('monitor_site_type'),
    well_notes: text('well_notes'),
    idempotency_key: text('idempotency_key'),
    idempotency_fingerprint: text('idempotency_fingerprint'),
    created_by_id: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    updateby_id: integer('updateby_id').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wells_well_id_unique').on(table.well_id),
    uniqueIndex('wells_idempotency_key_unique').on(table.idempotency_key),
    index('wells_source_gsp_idx').on(table.source_gsp_id),
  ],
);

/**
 * What every entry under a well has: its well, its code (one higher than the highest under the well,
 * given by the server) and its id '{well id}-{code}' (spec 1 §3.3), kept as given even if the well's id
 * is changed later; the key its create was sent with and its body's fingerprint (as for wells); who made
 * and last changed it.
 */
const wellEntryColumns = () => ({
  id: serial('id').primaryKey(),
  well: integer('well')
    .notNull()
    .references(() => wells.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  entry_id: text('entry_id').notNull(),
  idempotency_key: text('idempotency_key'),
  idempotency_fingerprint: text('idempotency_fingerprint'),
  created_by_id: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  updateby_id: integer('updateby_id').references(() => users.id, { onDelete: 'set null' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const wellVolumePumps = pgTable(
  'well_volume_pumps',
  {
    ...wellEntryColumns(),
    startdate: date('startdate', { mode: 'string' }).notNull(),
    enddate: date('enddate', { mode: 'string' }).notNull(),
    calculationtype: text('calculationtype').notNull(),
    pgmeter: boolean('pgmeter').notNull().default(false),
    volumetric: text('volumetric'),
    collectedby: text('collectedby'),
    flowmeter_start: doublePrecision('flowmeter_start'),
    kwh: doublePrecision('kwh'),
    hours: doublePrecision('hours'),
    volumepumped: doublePrecision('volumepumped'),
    additionalparameters: text('additionalparameters'),
    wellvolumepumpnotes: text('wellvolumepumpnotes'),
  },
  (table) => [
    uniqueIndex('well_volume_pumps_well_code_unique').on(table.well, table.code),
    uniqueIndex('well_volume_pumps_idempotency_key_unique').on(table.idempotency_key),
  ],
);

export const wellMaintenance = pgTable(
  'well_maintenance',
  {
    ...wellEntryColumns(),
    date: date('date', { mode: 'string' }).notNull(),
    performedby: text('performedby').notNull(),
    description: text('description').notNull(),
  },
  (table) => [
    uniqueIndex('well_maintenance_well_code_unique').on(table.well, table.code),
    uniqueIndex('well_maintenance_idempotency_key_unique').on(table.idempotency_key),
  ],
);

/** A pump test: the entered values, and the worked-out ones the server recomputes on every save. */
export const pumpTests = pgTable(
  'pump_tests',
  {
    ...wellEntryColumns(),
    test_date: date('test_date', { mode: 'string' }).notNull(),
    tested_by: text('tested_by'),
    flow_rate: doublePrecision('flow_rate'),
    static_water_level: doublePrecision('static_water_level'),
    pumping_water_level: doublePrecision('pumping_water_level'),
    discharge_pressure: doublePrecision('discharge_pressure'),
    motor_horsepower: doublePrecision('motor_horsepower'),
    horsepower_input: doublePrecision('horsepower_input'),
    kilowatt_input: doublePrecision('kilowatt_input'),
    pump_test_notes: text('pump_test_notes'),
    flow_rate_cfs: doublePrecision('flow_rate_cfs'),
    af_per_day: doublePrecision('af_per_day'),
    drawdown: doublePrecision('drawdown'),
    discharge_level: doublePrecision('discharge_level'),
    tdh: doublePrecision('tdh'),
    water_horsepower: doublePrecision('water_horsepower'),
    input_horsepower: doublePrecision('input_horsepower'),
    kilowatt_hour_input: doublePrecision('kilowatt_hour_input'),
    kwh_per_af: doublePrecision('kwh_per_af'),
    specific_capacity: doublePrecision('specific_capacity'),
    efficiency: doublePrecision('efficiency'),
  },
  (table) => [
    uniqueIndex('pump_tests_well_code_unique').on(table.well, table.code),
    uniqueIndex('pump_tests_idempotency_key_unique').on(table.idempotency_key),
    index('pump_tests_well_date_idx').on(table.well, table.test_date),
  ],
);

export type WellRow = typeof wells.$inferSelect;
export type WellVolumePumpRow = typeof wellVolumePumps.$inferSelect;
export type WellMaintenanceRow = typeof wellMaintenance.$inferSelect;
export type PumpTestRow = typeof pumpTests.$inferSelect;
