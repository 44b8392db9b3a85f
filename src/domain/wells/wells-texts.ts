/** The texts of the wells screens (spec 1 §2.4, §8, §9). */
export const WELLS_TEXTS = {
  breadcrumb: 'Groundwater Wells',
  loading: 'Loading...',
  loadError: 'Error loading Wells',
  /** issue 30 point 12: said when a well's screen opens after one of its entries was saved. */
  entrySaved: (noun: string, table: string, mark: string) =>
    `The ${noun} you just saved is marked '${mark}' in ${table}.`,
  empty: 'No wells found',
  filterLabel: 'Filter by Well ID or State Well',
  newWell: 'Enter New Well',
  subTables: {
    volumePumps: 'Well Volume Pumps',
    maintenance: 'Maintenance',
    pumpTests: 'Test Pumps',
  },
  /** spec 1 §8: logging out with entries not yet sent. */
  unsentAtLogout:
    'You currently have unsaved data waiting to sync to the server. If you continue this data will be lost. Do you wish to proceed?',
  notSignedIn: 'Not logged in.',
} as const;

/** spec 1 §9: the wells table shows at most this many rows a page. */
export const WELLS_TABLE_ROWS = 30;

/** spec 1 §4: how a form's location is chosen; the latitude and longitude fields show only for the last. */
export const LOCATION_CHOICES = [
  'Current Location (Use GPS)',
  'Click Point on Map',
  'Enter Latitude/Longitude',
] as const;

/** The wells' screens (document 3's route table). */
export const WELLS_ROUTES = {
  list: '/wellslist',
  map: '/wellsmap',
  detail: (id: number | string) => `/welldetail/${id}`,
  /** The entries of every well, or of one with ?well={id}. */
  pumpTests: '/pumptests',
  maintenanceLog: '/maintenancelog',
  volumePumping: '/watervolumepumping',
  /**
   * The entry forms: a new entry of the well ?well={id}, the stored entry ?id={id} to view and edit, or an
   * entry not yet sent ?queued={key} to fix or discard.
   */
  create: '/wellcreate',
  pumpTestForm: '/pumptestform',
  maintenanceForm: '/maintenanceform',
  volumeForm: '/watervolume',
} as const;

/** The screens that show wells and their entries. */
export const WELL_SCREEN_PATHS = [
  WELLS_ROUTES.list,
  WELLS_ROUTES.map,
  WELLS_ROUTES.detail(':id'),
  WELLS_ROUTES.pumpTests,
  WELLS_ROUTES.maintenanceLog,
  WELLS_ROUTES.volumePumping,
] as const;

/** The screens where wells and their entries are entered. */
export const WELL_FORM_PATHS = [
  WELLS_ROUTES.create,
  WELLS_ROUTES.pumpTestForm,
  WELLS_ROUTES.maintenanceForm,
  WELLS_ROUTES.volumeForm,
] as const;

export type WellEntryForm = 'pumpTestForm' | 'maintenanceForm' | 'volumeForm';

/** An entry form's address: a new entry under a well, a stored entry, or one waiting to be sent. */
export function wellEntryFormPath(
  form: WellEntryForm,
  target: { well: number } | { id: number } | { queued: string },
): string {
  const [name, value] = Object.entries(target)[0];
  return `${WELLS_ROUTES[form]}?${name}=${encodeURIComponent(String(value))}`;
}
