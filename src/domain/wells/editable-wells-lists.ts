/**
 * The editable wells tables of spec 1 §2.5 and where they are: four lists of groundwater sites (one table
 * told apart by purpose) and the Water Quality Sites list. Kept apart from their fields and schemas, so the
 * router can name the routes without loading them.
 */
export const GROUNDWATER_SITE_PURPOSES = ['storage', 'extraction', 'supply', 'use'] as const;
export type GroundwaterSitePurpose = (typeof GROUNDWATER_SITE_PURPOSES)[number];

export const GROUNDWATER_SITE_LISTS: Record<GroundwaterSitePurpose, { title: string; route: string }> = {
  storage: { title: 'Change in Storage Sites', route: '/groundwaterlist' },
  extraction: { title: 'Ground Water Extraction Sites', route: '/gwextractionlist' },
  supply: { title: 'Surface Water Supply Sites', route: '/swsupplylist' },
  // SPEC-NOTES: the entry "Surface Water Supply 'Used or Available for Use'" opens this list.
  use: { title: 'Surface Water Use Sites', route: '/swuselist' },
};

/** The spec gives Water Quality Sites no route: this one is ours. */
export const WATER_QUALITY_SITES_LIST = { title: 'Water Quality Sites', route: '/wqsitelist' } as const;

/** spec 1 §2.5: editing a row navigates here. */
export const editWellPath = (id: number | string) => `/waterlevel/${id}`;
