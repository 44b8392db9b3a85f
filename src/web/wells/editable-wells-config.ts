import { SITE_MARKERS } from '../../domain/maps/site-markers';
import type { FieldDefinition } from '../../domain/monitoring/field-definitions';
import { MONITORING_LISTS } from '../../domain/monitoring/monitoring-lists';
import { WELL_SITE_FIELDS } from '../../domain/monitoring/site-definitions';
import { GROUNDWATER_SITE_FIELDS } from '../../domain/wells/groundwater-sites';
import {
  editWellPath,
  GROUNDWATER_SITE_LISTS,
  GROUNDWATER_SITE_PURPOSES,
  WATER_QUALITY_SITES_LIST,
  type GroundwaterSitePurpose,
} from '../../domain/wells/editable-wells-lists';

/** A record as its collection answers it: the dialog reads the fields it edits from it. */
export type EditableWellRecord = Record<string, unknown> & { id: number };

/** One row of an editable wells table: the texts its columns show, whichever collection it came from. */
export interface EditableWellRow {
  id: number;
  dms_site_id: string;
  local_site_id: string;
  dwr_well_id: string;
  owner: string;
  monitor_by: string;
  coordinate_method: string;
  latitude: number | null;
  longitude: number | null;
  source_gsp_id: number | null;
  source_gsp_label: string;
  updateby_label: string;
  /** ISO timestamp, for sorting; '' when unknown. */
  updatedate: string;
  updatedate_label: string;
}

/** What makes one editable wells table differ from the others. */
export interface EditableWellsConfig {
  key: string;
  title: string;
  route: string;
  /** The collection of spec 1 §3.2 the rows come from and edits go to. */
  collection: 'groundwatersites' | 'wellqualitys';
  /** The list request's query, e.g. 'purpose=storage'. */
  listQuery: string;
  /** The fields the Edit dialog shows, in order. */
  fields: readonly FieldDefinition[];
  toRow: (record: EditableWellRecord) => EditableWellRow;
  /** Where Edit leads (spec 1 §2.5: /waterlevel/{id}); without it the dialog opens over the list. */
  editPath?: (id: number) => string;
  /** Where a map marker's popup leads. */
  markerPath: (id: number) => string;
  markerColour: string;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

function commonRow(record: EditableWellRecord) {
  return {
    id: record.id,
    dms_site_id: text(record.dms_site_id),
    local_site_id: text(record.local_site_id),
    dwr_well_id: text(record.dwr_well_id),
    coordinate_method: text(record.coordinate_method),
    latitude: numberOrNull(record.latitude),
    longitude: numberOrNull(record.longitude),
    source_gsp_id: numberOrNull(record.source_gsp_id),
    source_gsp_label: text(record.source_gsp_label),
    updateby_label: text(record.updateby_label),
    updatedate: text(record.updatedate),
    updatedate_label: text(record.updatedate_label),
  };
}

// the spec gives these sites no marker colour: teal is one no other site layer uses
const GROUNDWATER_SITE_COLOUR = 'teal';

function groundwaterConfig(purpose: GroundwaterSitePurpose): EditableWellsConfig {
  const list = GROUNDWATER_SITE_LISTS[purpose];
  return {
    key: purpose,
    title: list.title,
    route: list.route,
    collection: 'groundwatersites',
    listQuery: `purpose=${purpose}`,
    fields: GROUNDWATER_SITE_FIELDS,
    toRow: (record) => ({
      ...commonRow(record),
      owner: text(record.owner),
      monitor_by: text(record.monitor_by),
    }),
    editPath: editWellPath,
    markerPath: editWellPath,
    markerColour: GROUNDWATER_SITE_COLOUR,
  };
}

export const GROUNDWATER_WELLS_CONFIGS = Object.fromEntries(
  GROUNDWATER_SITE_PURPOSES.map((purpose) => [purpose, groundwaterConfig(purpose)]),
) as Record<GroundwaterSitePurpose, EditableWellsConfig>;

/** The §3.4 fields a well site has; owner and monitored by are agencies there, the accuracy is coordinate_accuracy. */
const WATER_QUALITY_EDIT_FIELDS = [
  'dms_site_id',
  'local_site_id',
  'dwr_well_id',
  'origin_site_id',
  'source_org_id',
  'well_owner_id',
  'monitor_by_id',
  'source_gsp_id',
  'coordinate_method',
  'latitude',
  'longitude',
  'horz_datum',
  'coordinate_accuracy',
].map((name) => WELL_SITE_FIELDS.find((field) => field.name === name)!);

/** Water Quality Sites: the well sites monitored for water quality, from /api/wellqualitys/. */
export const WATER_QUALITY_WELLS_CONFIG: EditableWellsConfig = {
  key: 'waterQuality',
  title: WATER_QUALITY_SITES_LIST.title,
  route: WATER_QUALITY_SITES_LIST.route,
  collection: 'wellqualitys',
  listQuery: '',
  fields: WATER_QUALITY_EDIT_FIELDS,
  toRow: (record) => ({
    ...commonRow(record),
    owner: text(record.well_owner_label),
    monitor_by: text(record.monitor_by_label),
  }),
  markerPath: (id) => `${MONITORING_LISTS.waterQuality.detailRoute}/${id}`,
  markerColour: SITE_MARKERS['water-quality'].colour,
};

export const EDITABLE_WELLS_CONFIGS: readonly EditableWellsConfig[] = [
  ...Object.values(GROUNDWATER_WELLS_CONFIGS),
  WATER_QUALITY_WELLS_CONFIG,
];
