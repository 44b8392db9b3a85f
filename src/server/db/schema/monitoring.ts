import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import type { MapLayerSource } from '../../../domain/maps/map-layers';
import {
  STREAM_MEASUREMENT_FIELDS,
  SUBSIDENCE_MEASUREMENT_FIELDS,
  VERTICAL_GRADIENT_MEASUREMENT_FIELDS,
  WATER_QUALITY_MEASUREMENT_FIELDS,
  WELL_MEASUREMENT_FIELDS,
} from '../../../domain/monitoring/measurement-definitions';
import {
  INTERCONNECTED_SITE_FIELDS,
  STREAM_SITE_FIELDS,
  SUBSIDENCE_SITE_FIELDS,
  WELL_SITE_FIELDS,
} from '../../../domain/monitoring/site-definitions';
import { agencies, users } from './accounts';
import { gsas, gsps } from './organisations';

/**
 * The columns of a record, made from its field definitions so the table, the API and the import
 * templates cannot drift apart. Column names are the spec's field names.
 */
export function columnsFor(fields: readonly FieldDefinition[], skip: readonly string[] = []) {
  const columns: Record<string, PgColumnBuilderBase> = {};
  for (const field of fields) {
    if (skip.includes(field.name)) continue;
    const name = field.name;
    const column = (() => {
      switch (field.type) {
        case 'number':
          return doublePrecision(name);
        case 'integer':
          return integer(name);
        case 'date':
          return date(name, { mode: 'string' });
        case 'time':
          return time(name);
        case 'boolean':
          return boolean(name).notNull().default(false);
        case 'reference':
          return integer(name).references(() => referenceTarget(field), { onDelete: 'set null' });
        default:
          return text(name);
      }
    })();
    columns[name] =
      field.required && field.type !== 'boolean' && field.type !== 'reference' ? column.notNull() : column;
  }
  return columns;
}

function referenceTarget(field: FieldDefinition) {
  switch (field.references) {
    case 'agency':
      return agencies.id;
    case 'gsa':
      return gsas.id;
    case 'gsp':
      return gsps.id;
    case 'stream site':
      return streamSites.id;
    default:
      return wellSites.id;
  }
}

/** The columns every site has and queries name; the rest come from the field definitions. */
const siteKeys = () => ({
  id: serial('id').primaryKey(),
  dms_site_id: text('dms_site_id').notNull(),
  local_site_id: text('local_site_id'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  source_gsa_id: integer('source_gsa_id').references(() => gsas.id, { onDelete: 'set null' }),
  source_gsp_id: integer('source_gsp_id').references(() => gsps.id, { onDelete: 'set null' }),
});
const SITE_KEYS = [
  'id',
  'dms_site_id',
  'local_site_id',
  'latitude',
  'longitude',
  'source_gsa_id',
  'source_gsp_id',
];

const audit = {
  updateby_id: integer('updateby_id').references(() => users.id, { onDelete: 'set null' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const wellSites = pgTable(
  'well_sites',
  {
    ...siteKeys(),
    ...columnsFor(WELL_SITE_FIELDS, [
      ...SITE_KEYS,
      'wl_monitoring',
      'wq_monitoring',
      'monitor_site_type',
      'ground_surface_elev',
      'dwr_site_code',
    ]),
    wl_monitoring: boolean('wl_monitoring').notNull().default(false),
    wq_monitoring: boolean('wq_monitoring').notNull().default(false),
    monitor_site_type: text('monitor_site_type'),
    ground_surface_elev: doublePrecision('ground_surface_elev'),
    dwr_site_code: text('dwr_site_code'),
    /** DWR's station id (STN_ID) of a well its stations file brought, which its measurements file repeats. */
    dwr_stn_id: integer('dwr_stn_id'),
    ...audit,
  },
  (table) => [
    uniqueIndex('well_sites_dms_site_id_unique').on(table.dms_site_id),
    uniqueIndex('well_sites_dwr_site_code_unique')
      .on(table.dwr_site_code)
      .where(sql`${table.dwr_site_code} is not null`),
    index('well_sites_source_gsp_idx').on(table.source_gsp_id),
  ],
);

export const streamSites = pgTable(
  'stream_sites',
  { ...siteKeys(), ...columnsFor(STREAM_SITE_FIELDS, SITE_KEYS), ...audit },
  (table) => [uniqueIndex('stream_sites_dms_site_id_unique').on(table.dms_site_id)],
);

export const subsidenceSites = pgTable(
  'subsidence_sites',
  { ...siteKeys(), ...columnsFor(SUBSIDENCE_SITE_FIELDS, SITE_KEYS), ...audit },
  (table) => [uniqueIndex('subsidence_sites_dms_site_id_unique').on(table.dms_site_id)],
);

const LINKED_SITES = ['dms_strm_site_id', 'dms_sa_site_id', 'dms_ua_site_id', 'dms_la_site_id'];

export const interconnectedSites = pgTable(
  'interconnected_sites',
  {
    ...siteKeys(),
    ...columnsFor(INTERCONNECTED_SITE_FIELDS, [...SITE_KEYS, ...LINKED_SITES]),
    dms_strm_site_id: integer('dms_strm_site_id').references(() => streamSites.id, { onDelete: 'set null' }),
    dms_sa_site_id: integer('dms_sa_site_id').references(() => wellSites.id, { onDelete: 'set null' }),
    dms_ua_site_id: integer('dms_ua_site_id').references(() => wellSites.id, { onDelete: 'set null' }),
    dms_la_site_id: integer('dms_la_site_id').references(() => wellSites.id, { onDelete: 'set null' }),
    ...audit,
  },
  (table) => [uniqueIndex('interconnected_sites_dms_site_id_unique').on(table.dms_site_id)],
);

/**
 * Readings hang on their site's id; the API shows the site's dms_site_id. Unsubmitted ones are the owning GSP's.
 * The site key is kept by statement triggers (migration 0027_reading_site_keys), not a foreign key: a
 * statement that writes readings locks the sites they name, as a foreign key's check would, and is refused
 * for a site that is not there; a site's delete deletes its readings. A foreign key checks each row on its
 * own: a third of an import's insert (issue 30 point 19, docs/ARCHITECTURE.md).
 */
const reading = (
  // the site table, named for the reader: the triggers name it too
  _siteTable: typeof wellSites | typeof streamSites | typeof subsidenceSites | typeof interconnectedSites,
) => ({
  id: serial('id').primaryKey(),
  site_id: integer('site_id').notNull(),
  submitted: boolean('submitted').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What DWR's measurements file gives of a reading beyond the DMS's fields (issue 18; src/domain/dwr), kept so
 * the reading goes back out in DWR's columns as it came in: DWR's ids, the reference point and ground
 * surface elevations of that measurement, the tape's two readings, the depth below ground surface and the
 * quality description as DWR wrote it. Empty on readings that did not come from DWR.
 */
const dwrReadingColumns = {
  dwr_wlm_id: bigint('dwr_wlm_id', { mode: 'number' }),
  dwr_stn_id: integer('dwr_stn_id'),
  dwr_rpe: doublePrecision('dwr_rpe'),
  dwr_gse: doublePrecision('dwr_gse'),
  dwr_rdng_ws: doublePrecision('dwr_rdng_ws'),
  dwr_rdng_rp: doublePrecision('dwr_rdng_rp'),
  dwr_gse_wse: doublePrecision('dwr_gse_wse'),
  dwr_qa_desc: text('dwr_qa_desc'),
  dwr_org_id: integer('dwr_org_id'),
  dwr_coop_org_id: integer('dwr_coop_org_id'),
  dwr_coop_org_name: text('dwr_coop_org_name'),
};

export const wellMeasurements = pgTable(
  'well_measurements',
  {
    ...reading(wellSites),
    ...columnsFor(WELL_MEASUREMENT_FIELDS, ['dms_site_id', 'measurement_date']),
    measurement_date: date('measurement_date', { mode: 'string' }).notNull(),
    ...dwrReadingColumns,
  },
  (table) => [
    index('well_measurements_site_date_idx').on(table.site_id, table.measurement_date),
    // a later edition of DWR's file is matched to the readings it brought before by DWR's id of each
    uniqueIndex('well_measurements_dwr_wlm_id_unique')
      .on(table.dwr_wlm_id)
      .where(sql`${table.dwr_wlm_id} is not null`),
    // The import status counts a water year's readings of every GSP: 190 to 50 ms on 2 million readings.
    index('well_measurements_date_idx').on(table.measurement_date),
  ],
);

export const waterQualityMeasurements = pgTable(
  'water_quality_measurements',
  {
    ...reading(wellSites),
    ...columnsFor(WATER_QUALITY_MEASUREMENT_FIELDS, ['dms_site_id', 'meas_date']),
    meas_date: date('meas_date', { mode: 'string' }).notNull(),
  },
  (table) => [index('water_quality_measurements_site_date_idx').on(table.site_id, table.meas_date)],
);

export const subsidenceMeasurements = pgTable(
  'subsidence_measurements',
  {
    ...reading(subsidenceSites),
    ...columnsFor(SUBSIDENCE_MEASUREMENT_FIELDS, ['dms_site_id', 'meas_date']),
    meas_date: date('meas_date', { mode: 'string' }).notNull(),
  },
  (table) => [index('subsidence_measurements_site_date_idx').on(table.site_id, table.meas_date)],
);

export const streamMeasurements = pgTable(
  'stream_measurements',
  {
    ...reading(streamSites),
    ...columnsFor(STREAM_MEASUREMENT_FIELDS, ['dms_site_id', 'meas_date']),
    meas_date: date('meas_date', { mode: 'string' }).notNull(),
  },
  (table) => [index('stream_measurements_site_date_idx').on(table.site_id, table.meas_date)],
);

export const verticalGradientMeasurements = pgTable(
  'vertical_gradient_measurements',
  {
    ...reading(interconnectedSites),
    ...columnsFor(VERTICAL_GRADIENT_MEASUREMENT_FIELDS, ['dms_site_id', 'stream_meas_date']),
    stream_meas_date: date('stream_meas_date', { mode: 'string' }),
  },
  (table) => [index('vertical_gradient_measurements_site_idx').on(table.site_id, table.stream_meas_date)],
);

/**
 * How many readings each site has, and their first and last date, per reading table and submitted flag.
 * Kept current by statement triggers on the reading tables (migration reading_statistics), so list
 * summaries never count millions of rows and every writer (API, imports, generators) is covered.
 */
export const readingStats = pgTable(
  'reading_stats',
  {
    reading_table: text('reading_table').notNull(),
    site_id: integer('site_id').notNull(),
    submitted: boolean('submitted').notNull(),
    readings: integer('readings').notNull(),
    first_date: date('first_date', { mode: 'string' }),
    last_date: date('last_date', { mode: 'string' }),
  },
  (table) => [primaryKey({ columns: [table.reading_table, table.site_id, table.submitted] })],
);

/** spec 1 §3.7: the layers of the home map. */
export const mapLayers = pgTable('map_layers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  type: text('type').$type<'baselayer' | 'maplayer' | 'wmstilelayer'>().notNull(),
  group: text('group').notNull(),
  colour: text('colour'),
  marker_size: integer('marker_size'),
  detail_link: text('detail_link'),
  page_type: text('page_type'),
  /** For site layers, which sites it shows (MAP_LAYER_SOURCES); null for base and reference layers. */
  source: text('source').$type<MapLayerSource>(),
  url: text('url'),
  default_on: boolean('default_on').notNull().default(false),
  sort_order: integer('sort_order').notNull().default(0),
  legend: jsonb('legend'),
});

/**
 * The site layers' markers, one row per layer and site it shows, kept by the database's triggers on the
 * site tables (migration 0021_site_markers): which sites a layer shows (its source) and each one's marker
 * as the home map draws it, the JSON array [id, longitude, latitude, dms_site_id]. A layer's marker answer
 * is these texts joined in dms_site_id order from one index, without reading or building anything else
 * (issue 17: 10 against 90-150 ms for 40,000 sites).
 */
export const siteMarkers = pgTable(
  'site_markers',
  {
    source: text('source').$type<Exclude<MapLayerSource, 'projects'>>().notNull(),
    site_id: integer('site_id').notNull(),
    dms_site_id: text('dms_site_id').notNull(),
    marker: text('marker').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.site_id] }),
    index('site_markers_layer_order_idx').on(table.source, table.dms_site_id),
  ],
);

/** The features of a reference layer (basin boundary, GSA boundaries, rivers, ...), as GeoJSON. */
export const referenceFeatures = pgTable(
  'reference_features',
  {
    id: serial('id').primaryKey(),
    layer_id: integer('layer_id')
      .notNull()
      .references(() => mapLayers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    properties: jsonb('properties').notNull().default({}),
    geometry: jsonb('geometry').notNull(),
  },
  (table) => [index('reference_features_layer_idx').on(table.layer_id)],
);
