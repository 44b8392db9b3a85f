import { z } from 'zod';
import { optionalText, requiredText } from '../accounts/account-schemas';
import { DIALOG_TEXTS } from '../app/dialog-texts';

/**
 * spec 2 §2.10: the data submission requirements of a GSP, keyed by the module codes
 * of the status records (spec 2 §3). Interconnected SW ('surf') is a block of the
 * import home (spec 2 §2.2), so a GSP can require it too.
 */
export const DATA_SUBMISSION_CHOICES = [
  { value: 'gw', display_name: 'Water Levels' },
  { value: 'wq', display_name: 'Water Quality' },
  { value: 'sub', display_name: 'Subsidence' },
  { value: 'gws', display_name: 'GW Change in Storage' },
  { value: 'gwe', display_name: 'GW Extraction' },
  { value: 'gwr', display_name: 'GW Recharge' },
  { value: 'sws', display_name: 'Surface Water Supply' },
  { value: 'tw', display_name: 'Total Water Use' },
  { value: 'stream', display_name: 'Stream Monitoring' },
  { value: 'ev', display_name: 'Evapotranspiration' },
  { value: 'surf', display_name: 'Interconnected SW Monitoring' },
] as const;
export type DataSubmissionCode = (typeof DATA_SUBMISSION_CHOICES)[number]['value'];
export const DATA_SUBMISSION_CODES = DATA_SUBMISSION_CHOICES.map((choice) => choice.value) as [
  DataSubmissionCode,
  ...DataSubmissionCode[],
];

export const gspSchema = z.object({
  name: requiredText(200),
  abbreviation: optionalText(50),
  data_submission: z
    .array(z.enum(DATA_SUBMISSION_CODES, { error: 'Select valid data submission requirements.' }))
    .optional()
    .default([])
    .transform((codes) => [...new Set(codes)]),
  monitoringimport: z.boolean().optional().default(true),
});
export type GspInput = z.input<typeof gspSchema>;

/** spec 2 §3: authorized_reporter is 0 or 1. */
export const authorizedReporterField = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Enter 0 or 1.' })
  .transform((value) => (value ? 1 : 0) as 0 | 1);

export const gspAssociationSchema = z.object({
  user: z.coerce.number().int().positive(),
  gsp: z.coerce.number().int().positive(),
  authorized_reporter: authorizedReporterField.optional().default(0),
});

/** spec 2 §2.10, §8: the texts of the GSP screens. */
export const GSP_TEXTS = {
  listTitle: 'Manage GSPs',
  filter: 'Filter GSPs',
  add: 'Add GSP',
  empty: 'No GSPs Found',
  newTitle: 'Add GSP',
  editTitle: 'Edit GSP',
  noAssociations: DIALOG_TEXTS.noAssociations,
  boundaryTitle: 'Plan Area Boundary',
  noBoundary: 'This GSP has no boundary.',
  boundaryHelp:
    "The outline of the GSP's plan area, as GeoJSON in longitudes and latitudes (WGS 84). An import of DWR's stations file keeps the stations inside it, so DWR's statewide file can be given as it is.",
  boundaryShown: (polygons: number, positions: string) =>
    `${polygons === 1 ? 'One polygon' : `${polygons} polygons`} of ${positions} positions.`,
  boundaryExtent: (west: string, south: string, east: string, north: string) =>
    `Extent: longitude ${west} to ${east}, latitude ${south} to ${north}.`,
  uploadBoundary: 'Upload Boundary (GeoJSON)',
  replaceBoundary: 'Replace Boundary (GeoJSON)',
  boundaryInput: 'GeoJSON file of the plan area boundary',
  removeBoundary: 'Remove Boundary',
  boundarySaved: 'The boundary was saved.',
  boundaryRemoved: 'The boundary was removed.',
  boundaryNotSaved: 'The boundary was not saved.',
  boundaryUnreadableFile:
    'The file cannot be read as GeoJSON (JSON text). Export the boundary from your GIS as GeoJSON.',
  boundaryTooBig: (megabytes: number) =>
    `The file is larger than ${megabytes} MB. Simplify the boundary in your GIS.`,
  confirmRemoveBoundary: (name: string) =>
    `Remove the boundary of ${name}? DWR stations files imported for it will then keep every station.`,
} as const;

/** The largest boundary file the server takes, in MB: DWR's SGMA Portal outlines of a basin's GSPs are about 1 MB. */
export const BOUNDARY_FILE_MB = 20;

/** The name a data submission code shows, e.g. 'gw' is 'Water Levels'. */
export function dataSubmissionLabel(code: string): string {
  return DATA_SUBMISSION_CHOICES.find((choice) => choice.value === code)?.display_name ?? code;
}
