import {
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
