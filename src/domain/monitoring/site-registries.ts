import type { FieldDefinition } from './field-definitions';
import {
  INTERCONNECTED_SITE_FIELDS,
  STREAM_SITE_FIELDS,
  SUBSIDENCE_SITE_FIELDS,
  WELL_SITE_FIELDS,
} from './site-definitions';
import { DIALOG_TEXTS } from '../app/dialog-texts';

export type SiteRegistryKind = 'well' | 'stream' | 'subsidence' | 'interconnected';

export interface SiteRegistryColumn {
  header: string;
  /** The list row's field: a site field or a reference's label (source_gsp_label, owner_label...). */
  field: string;
  /** Booleans show True or False (spec 2 §2.11). */
  boolean?: boolean;
}

/**
 * One site registry of administration (spec 2 §2.11-§2.14): its screens, its API collection, its list
 * and the sections its form shows the kind's fields in. The form and the list are the same component
 * for the four kinds; everything that differs between them is here.
 */
export interface SiteRegistry {
  kind: SiteRegistryKind;
  /** The list screen's route; the form is `${route}/{id|new}`. */
  route: string;
  /** The API collection, also the change history's record type. */
  path: string;
  fields: readonly FieldDefinition[];
  /** The list's heading: the administration tile's title. */
  title: string;
  /** What one site is called in the form's heading: 'New Well Site', 'Well Site MW-12'. */
  noun: string;
  addLabel: string;
  filterPlaceholder: string;
  emptyText: string;
  columns: readonly SiteRegistryColumn[];
  /** The form's sections in order; the map stands in `mapSection`. */
  sections: readonly string[];
  mapSection: string;
  /** Where the form shows a field when not in the field's own (detail screen) section. */
  formSections?: Readonly<Record<string, string>>;
  /** Choosing a linked stream or well site copies its coordinates (spec 2 §2.14). */
  copiesLinkedCoordinates?: boolean;
  /** Numeric inputs take only an optionally negative decimal number, keystroke by keystroke (spec 2 §5). */
  filtersNumberKeystrokes?: boolean;
}

const COMMON_COLUMNS = {
  dmsSiteId: { header: 'DMS Site ID', field: 'dms_site_id' },
  localSiteId: { header: 'Local Site ID', field: 'local_site_id' },
  sourceGsp: { header: 'Source GSP', field: 'source_gsp_label' },
  owner: { header: 'Site Owner or Operator', field: 'owner_label' },
  monitoredBy: { header: 'Monitored By', field: 'monitor_by_label' },
  measurementType: { header: 'Measurement Type', field: 'meas_type' },
} as const;

const IDENTIFICATION = 'Identification';
const PLAN = 'Plan Information';
const LOCATION_AND_ELEVATION = 'Location and Elevation';

export const SITE_REGISTRIES: Record<SiteRegistryKind, SiteRegistry> = {
  well: {
    kind: 'well',
    route: '/adminwellsites',
    path: 'wellsites',
    fields: WELL_SITE_FIELDS,
    title: 'Manage Well Monitoring Sites',
    noun: 'Well Site',
    addLabel: 'Add Well Site',
    filterPlaceholder: 'Filter Well Sites',
    emptyText: 'No Well Sites Found',
    columns: [
      COMMON_COLUMNS.dmsSiteId,
      { header: 'Local Site ID or Name', field: 'local_site_id' },
      COMMON_COLUMNS.sourceGsp,
      { header: 'Source GSA', field: 'source_gsa_label' },
      { header: 'SGMA Monitoring Site Type', field: 'monitor_site_type' },
      { header: 'Water Level Monitoring', field: 'wl_monitoring', boolean: true },
      { header: 'Water Quality Monitoring', field: 'wq_monitoring', boolean: true },
      { header: 'Interconnected Monitoring', field: 'interconnected_monitoring', boolean: true },
    ],
    // the well's own sections, as its detail screen shows them
    sections: [
      IDENTIFICATION,
      'Location',
      'Ground Surface and Reference Point Information',
      PLAN,
      'Drilling Information',
      'Motor/Pump Information',
    ],
    mapSection: 'Location',
    filtersNumberKeystrokes: true,
  },
  stream: {
    kind: 'stream',
    route: '/adminstreamsites',
    path: 'streamsites',
    fields: STREAM_SITE_FIELDS,
    title: 'Manage Stream Monitoring Sites',
    noun: 'Stream Site',
    // spec 2 §2.12: 'Add Site button'
    addLabel: 'Add Site',
    // spec 2 §2.12's own wording on the stream list
    filterPlaceholder: 'Filter Well Sites',
    emptyText: 'No Stream Sites Found',
    columns: [
      COMMON_COLUMNS.dmsSiteId,
      COMMON_COLUMNS.localSiteId,
      COMMON_COLUMNS.sourceGsp,
      COMMON_COLUMNS.owner,
      COMMON_COLUMNS.monitoredBy,
      { header: 'Name of Stream', field: 'stream_name' },
      COMMON_COLUMNS.measurementType,
    ],
    sections: [IDENTIFICATION, LOCATION_AND_ELEVATION, 'Reference Point Information', PLAN],
    mapSection: LOCATION_AND_ELEVATION,
    // spec 2 §2.12 names a reference point section: the vertical reference of the stream's origin elevation
    formSections: {
      meas_elev_date: 'Reference Point Information',
      vert_datum: 'Reference Point Information',
      elevation_source: 'Reference Point Information',
      elevation_accuracy: 'Reference Point Information',
    },
  },
  subsidence: {
    kind: 'subsidence',
    route: '/adminsubsidencesites',
    path: 'subsidencesites',
    fields: SUBSIDENCE_SITE_FIELDS,
    title: 'Manage Subsidence Monitoring Sites',
    noun: 'Subsidence Site',
    addLabel: 'Add Subsidence Site',
    filterPlaceholder: 'Filter Subsidence Sites',
    emptyText: 'No Subsidence Sites Found',
    columns: [
      COMMON_COLUMNS.dmsSiteId,
      COMMON_COLUMNS.localSiteId,
      COMMON_COLUMNS.sourceGsp,
      COMMON_COLUMNS.owner,
      COMMON_COLUMNS.monitoredBy,
      COMMON_COLUMNS.measurementType,
      { header: 'GSP Monitoring Network', field: 'gsp_mon_network', boolean: true },
    ],
    sections: [IDENTIFICATION, LOCATION_AND_ELEVATION, PLAN],
    mapSection: LOCATION_AND_ELEVATION,
  },
  interconnected: {
    kind: 'interconnected',
    route: '/adminsurfacewatersites',
    path: 'swgwsites',
    fields: INTERCONNECTED_SITE_FIELDS,
    title: 'Manage Interconnected SW Monitoring Sites',
    noun: 'Interconnected SW Site',
    addLabel: 'Add Monitoring Site',
    filterPlaceholder: 'Filter Monitoring Sites',
    emptyText: 'No Surface Water Monitoring Sites Found',
    columns: [
      COMMON_COLUMNS.dmsSiteId,
      COMMON_COLUMNS.localSiteId,
      COMMON_COLUMNS.sourceGsp,
      { header: 'Monitor Type', field: 'monitor_type' },
      { header: 'DMS Stream Site ID', field: 'dms_strm_site_label' },
      { header: 'DMS Shallow GW Well Site ID', field: 'dms_sa_site_label' },
      { header: 'DMS Upper Aquifer Well Site ID', field: 'dms_ua_site_label' },
      { header: 'DMS Lower Aquifer Well Site ID', field: 'dms_la_site_label' },
    ],
    sections: [IDENTIFICATION, 'Location', PLAN],
    mapSection: 'Location',
    // the detail screen shows one 'Identification/Location' section; the form splits it (spec 2 §2.14)
    formSections: { latitude: 'Location', longitude: 'Location' },
    copiesLinkedCoordinates: true,
  },
};

/** The form section of a field: the registry's own placement, else the field's section. */
export function formSectionOf(registry: SiteRegistry, field: FieldDefinition): string {
  const placed = registry.formSections?.[field.name];
  if (placed) return placed;
  if (field.section === 'Identification/Location') return IDENTIFICATION;
  return field.section ?? registry.sections[0];
}

/** spec 2 §2.11, §8: the delete confirmation names the site by its DMS site id. */
export const siteDeleteQuestion = (dmsSiteId: string) => `Are you sure you wish to delete ${dmsSiteId}?`;

/** spec 2 §2.11, §8: the well site save's dialogs; the other kinds use them too, so no failure goes unseen. */
export const SITE_SAVE_TEXTS = {
  saving: DIALOG_TEXTS.saving,
  failureTitle: 'Please check the following',
  failureFallback: 'The site was not saved.',
  close: 'Close',
  save: 'Save',
  loadFailed: 'The site could not be loaded.',
  listLoadFailed: 'The sites could not be loaded.',
  choicesLoadFailed: 'The choices of this form could not be loaded.',
} as const;

/** 'Source GSP: Field is required.' for each message of a 400 answer, as the failure dialog lists them. */
export function siteSaveFailureLines(fields: readonly FieldDefinition[], body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const lines: string[] = [];
  for (const [name, messages] of Object.entries(body as Record<string, unknown>)) {
    const label = fields.find((field) => field.name === name)?.label;
    const texts = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    );
    for (const text of texts) lines.push(label ? `${label}: ${text}` : text);
  }
  return lines;
}
