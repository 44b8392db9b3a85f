/** The texts of the wells screens (spec 1 §2.4, §8, §9). */
export const WELLS_TEXTS = {
  breadcrumb: 'Groundwater Wells',
  loading: 'Loading...',
  loadError: 'Error loading Wells',
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
  create: '/wellcreate',
} as const;
