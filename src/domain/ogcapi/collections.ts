import type { FieldDefinition } from '../monitoring/field-definitions';
import {
  STREAM_MEASUREMENT_FIELDS,
  SUBSIDENCE_MEASUREMENT_FIELDS,
  WELL_MEASUREMENT_FIELDS,
} from '../monitoring/measurement-definitions';
import {
  INTERCONNECTED_SITE_FIELDS,
  STREAM_SITE_FIELDS,
  SUBSIDENCE_SITE_FIELDS,
  WELL_SITE_FIELDS,
} from '../monitoring/site-definitions';

/**
 * The collections of the OGC API - Features service at /ogcapi: one per site registry, and the water level
 * readings. Their ids are what OGCAPI_PUBLIC names, what GIS clients show as layer names and what the URLs
 * carry, so they never change.
 */
export const SITE_COLLECTION_IDS = [
  'water-level-sites',
  'water-quality-sites',
  'subsidence-sites',
  'stream-sites',
  'interconnected-sites',
] as const;
export const READINGS_COLLECTION_ID = 'readings';
export const OGC_COLLECTION_IDS = [...SITE_COLLECTION_IDS, READINGS_COLLECTION_ID] as const;

export type SiteCollectionId = (typeof SITE_COLLECTION_IDS)[number];
export type OgcCollectionId = (typeof OGC_COLLECTION_IDS)[number];

export const isOgcCollectionId = (id: string): id is OgcCollectionId =>
  (OGC_COLLECTION_IDS as readonly string[]).includes(id);

/** The JSON type of a property, as the OpenAPI document and the HTML pages describe it. */
export type PropertyType = 'string' | 'number' | 'integer' | 'boolean' | 'date' | 'time';

/** Where a feature's property is read from: the server turns each source into SQL. */
export type PropertySource =
  | { from: 'site'; column: string }
  | { from: 'site id' }
  | { from: 'gsp name' }
  | { from: 'latest reading'; column: string }
  | { from: 'latest reading date' }
  | { from: 'reading'; column: string };

export interface FeatureProperty {
  name: string;
  title: string;
  type: PropertyType;
  source: PropertySource;
}

export interface OgcCollection {
  id: OgcCollectionId;
  title: string;
  description: string;
  /** Sites of a registry, or readings at their site. */
  itemKind: 'site' | 'reading';
  /** A feature's properties, in the order its JSON and its HTML table give them. */
  properties: readonly FeatureProperty[];
  /** What `datetime` filters the items by, for the OpenAPI document. */
  datetimeMeaning: string;
}

const typeOf = (field: FieldDefinition): PropertyType => {
  switch (field.type) {
    case 'number':
      return 'number';
    case 'integer':
    case 'reference':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'time':
      return 'time';
    default:
      return 'string';
  }
};

const fieldOf = (fields: readonly FieldDefinition[], name: string): FieldDefinition => {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};

/** A column of the site, titled and typed as its field definition says. */
const siteProperty = (fields: readonly FieldDefinition[], column: string): FeatureProperty => {
  const field = fieldOf(fields, column);
  return { name: column, title: field.label, type: typeOf(field), source: { from: 'site', column } };
};

/** The properties every site feature starts with (the issue: DMS Site ID, local site id, the GSP's name). */
const siteIdentity = (fields: readonly FieldDefinition[]): FeatureProperty[] => [
  siteProperty(fields, 'dms_site_id'),
  siteProperty(fields, 'local_site_id'),
  { name: 'gsp_name', title: 'Source GSP', type: 'string', source: { from: 'gsp name' } },
];

const LATEST_DATE: FeatureProperty = {
  name: 'latest_reading_date',
  title: 'Date of the latest reading',
  type: 'date',
  source: { from: 'latest reading date' },
};

/** The latest reading's main value, titled by its field ('Total Subsidence (ft)'). */
const latestValue = (
  name: string,
  fields: readonly FieldDefinition[],
  column: string,
  what: string,
): FeatureProperty => ({
  name,
  title: `${what}: ${fieldOf(fields, column).label}`,
  type: typeOf(fieldOf(fields, column)),
  source: { from: 'latest reading', column },
});

const SITE_DATETIME =
  'the date of the latest reading the caller may see: a site whose latest reading falls in the interval is returned; a site without readings is left out whenever datetime is given';

export const OGC_COLLECTIONS: Record<OgcCollectionId, OgcCollection> = {
  'water-level-sites': {
    id: 'water-level-sites',
    title: 'Water level monitoring sites',
    description:
      'Wells whose water level is monitored, with their latest water level reading: depth to water from the reference point and water surface elevation, in feet, and its date.',
    itemKind: 'site',
    properties: [
      ...siteIdentity(WELL_SITE_FIELDS),
      siteProperty(WELL_SITE_FIELDS, 'monitor_site_type'),
      LATEST_DATE,
      latestValue('latest_reading', WELL_MEASUREMENT_FIELDS, 'measurement_depth', 'Latest reading'),
      latestValue('latest_surf_elev', WELL_MEASUREMENT_FIELDS, 'surf_elev', 'Latest reading'),
    ],
    datetimeMeaning: SITE_DATETIME,
  },
  'water-quality-sites': {
    id: 'water-quality-sites',
    title: 'Water quality monitoring sites',
    description:
      'Wells whose water quality is sampled, with the date of their latest sample (a sample holds a result per characteristic, so no single value is given).',
    itemKind: 'site',
    properties: [
      ...siteIdentity(WELL_SITE_FIELDS),
      siteProperty(WELL_SITE_FIELDS, 'monitor_site_type'),
      LATEST_DATE,
    ],
    datetimeMeaning: SITE_DATETIME,
  },
  'subsidence-sites': {
    id: 'subsidence-sites',
    title: 'Subsidence monitoring sites',
    description:
      'Land subsidence monitoring sites, with their latest total subsidence reading (ft) and its date.',
    itemKind: 'site',
    properties: [
      ...siteIdentity(SUBSIDENCE_SITE_FIELDS),
      siteProperty(SUBSIDENCE_SITE_FIELDS, 'meas_type'),
      LATEST_DATE,
      latestValue('latest_reading', SUBSIDENCE_MEASUREMENT_FIELDS, 'total_subsidence', 'Latest reading'),
    ],
    datetimeMeaning: SITE_DATETIME,
  },
  'stream-sites': {
    id: 'stream-sites',
    title: 'Stream monitoring sites',
    description: 'Stream gauges, with their latest stream stage reading (ft) and its date.',
    itemKind: 'site',
    properties: [
      ...siteIdentity(STREAM_SITE_FIELDS),
      siteProperty(STREAM_SITE_FIELDS, 'stream_name'),
      LATEST_DATE,
      latestValue('latest_reading', STREAM_MEASUREMENT_FIELDS, 'stream_stage', 'Latest reading'),
    ],
    datetimeMeaning: SITE_DATETIME,
  },
  'interconnected-sites': {
    id: 'interconnected-sites',
    title: 'Interconnected surface water monitoring sites',
    description:
      'Sites where surface water and groundwater are compared, with the stream date of their latest vertical gradient reading (a reading holds several gradients, so no single value is given).',
    itemKind: 'site',
    properties: [
      ...siteIdentity(INTERCONNECTED_SITE_FIELDS),
      siteProperty(INTERCONNECTED_SITE_FIELDS, 'monitor_type'),
      LATEST_DATE,
    ],
    datetimeMeaning: SITE_DATETIME,
  },
  readings: {
    id: 'readings',
    title: 'Water level readings',
    description:
      'Water level readings, each at the point of its well: depth to water and water surface elevation (ft), with the codes and comments the readings carry.',
    itemKind: 'reading',
    properties: [
      siteProperty(WELL_SITE_FIELDS, 'dms_site_id'),
      {
        name: 'site_id',
        title: 'Site (feature id in water-level-sites)',
        type: 'integer',
        source: { from: 'site id' },
      },
      ...WELL_MEASUREMENT_FIELDS.filter((field) => field.name !== 'dms_site_id').map(
        (field): FeatureProperty => ({
          name: field.name,
          title: field.label,
          type: typeOf(field),
          source: { from: 'reading', column: field.name },
        }),
      ),
      {
        name: 'submitted',
        title: 'Submitted',
        type: 'boolean',
        source: { from: 'reading', column: 'submitted' },
      },
    ],
    datetimeMeaning: "the reading's measurement date",
  },
};
