import {
  canReportForGsp,
  isAdministrator,
  type Actor,
  type GspAssociationLike,
} from '../accounts/permissions';
import { COORDINATE_METHODS, HORIZONTAL_DATUMS } from '../monitoring/choices';
import { rangeMessage, recordSchema, type FieldDefinition } from '../monitoring/field-definitions';
import { coordinateFields } from '../monitoring/site-definitions';
import { GROUNDWATER_SITE_PURPOSES, type GroundwaterSitePurpose } from './editable-wells-lists';

/**
 * The records of the editable wells tables (editable-wells-lists.ts): groundwater sites, the record of
 * spec 1 §3.4, and the well sites monitored for water quality.
 */
/** spec 1 §2.5: what every editable wells table shows without wells. */
export const EMPTY_TEXT = 'No Data to See';

/** The dialog's title (spec 1 §2.5) and its close delay after a save (spec 2 §9, spec 3: 300 ms). */
export const EDIT_DIALOG_TITLE = 'Edit';
export const DIALOG_CLOSE_DELAY_MS = 300;

/**
 * Who may edit a row of an editable wells table (spec 1 §6 leaves it open; issue 3 item 5): administrators,
 * and the authorized reporters of the row's GSP. A row without a GSP is the administrators' alone.
 */
export function canEditWell(
  actor: Actor | null | undefined,
  associations: GspAssociationLike[],
  gspId: number | null | undefined,
): boolean {
  if (isAdministrator(actor)) return true;
  return typeof gspId === 'number' && canReportForGsp(actor, associations, gspId);
}

export const PURPOSE_FIELD: FieldDefinition = {
  name: 'purpose',
  label: 'Site Purpose',
  type: 'choice',
  choices: GROUNDWATER_SITE_PURPOSES,
  required: true,
};

/** The editable well record of spec 1 §3.4; owner and monitor_by are names, as the spec's record has them. */
export const GROUNDWATER_SITE_FIELDS: FieldDefinition[] = [
  { name: 'dms_site_id', label: 'DMS Site ID', type: 'text', required: true, maxLength: 50 },
  { name: 'local_site_id', label: 'Local Site ID', type: 'text', maxLength: 100 },
  { name: 'dwr_well_id', label: 'State Well Number', type: 'text', maxLength: 50 },
  { name: 'origin_site_id', label: 'Origin Site ID', type: 'text', maxLength: 100 },
  { name: 'source_org', label: 'Source Organization', type: 'text', maxLength: 200 },
  { name: 'owner', label: 'Owner', type: 'text', maxLength: 200 },
  { name: 'monitor_by', label: 'Monitored By', type: 'text', maxLength: 200 },
  { name: 'source_gsp_id', label: 'Source GSP', type: 'reference', references: 'gsp' },
  { name: 'coordinate_method', label: 'Coordinate Method', type: 'choice', choices: COORDINATE_METHODS },
  ...coordinateFields(),
  { name: 'horz_datum', label: 'Horizontal Datum', type: 'choice', choices: HORIZONTAL_DATUMS },
  { name: 'accuracy', label: 'Accuracy', type: 'text', maxLength: 100 },
];

const [LATITUDE, LONGITUDE] = coordinateFields();

/** Coordinates must name a point on Earth; the fields' own range check says so (see coordinateFields). */
export const COORDINATE_MESSAGES = {
  latitude: rangeMessage(LATITUDE),
  longitude: rangeMessage(LONGITUDE),
} as const;

/**
 * A whole record of the given fields; latitude and longitude are range-checked by their field
 * definitions. Unknown keys are dropped. Use `.partial()` for a PATCH.
 */
export function editableWellSchema(fields: readonly FieldDefinition[]) {
  return recordSchema(fields);
}

/** What the server accepts for a groundwater site: the purpose and the §3.4 fields. */
export const groundwaterSiteSchema = editableWellSchema([PURPOSE_FIELD, ...GROUNDWATER_SITE_FIELDS]);

/** A groundwater site as GET /api/groundwatersites/ answers it (spec 1 §3.4 plus the list's labels). */
export interface GroundwaterSiteRecord {
  id: number;
  purpose: GroundwaterSitePurpose;
  dms_site_id: string;
  local_site_id: string | null;
  dwr_well_id: string | null;
  origin_site_id: string | null;
  source_org: string | null;
  owner: string | null;
  monitor_by: string | null;
  source_gsp_id: number | null;
  source_gsp_label: string;
  coordinate_method: string | null;
  latitude: number;
  longitude: number;
  horz_datum: string | null;
  accuracy: string | null;
  updateby_id: number | null;
  updateby_label: string;
  /** ISO timestamp of the last change. */
  updatedate: string;
  /** The same as MM/DD/YYYY. */
  updatedate_label: string;
  label: string;
  geometry: { type: 'Point'; coordinates: [number, number] };
}

/** 'GW-0001 - Smith Ranch Well', or the DMS Site ID alone. */
export function groundwaterSiteLabel(dmsSiteId: string, localSiteId: string | null | undefined): string {
  return localSiteId ? `${dmsSiteId} - ${localSiteId}` : dmsSiteId;
}
