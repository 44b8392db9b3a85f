/**
 * Choice lists the spec leaves to the server (spec 2 §3). They follow the vocabulary of the projects and
 * management actions table of California DWR's GSP annual report (SGMA Portal), so the DMS's entries can be
 * copied into the annual report as they are.
 */
export const RECORD_TYPES = ['Project', 'Management Action'] as const;

export const PROJECT_MECHANISMS = [
  'Groundwater Recharge',
  'In-Lieu Recharge',
  'Water Conservation',
  'Demand Management',
  'Groundwater Allocation or Pumping Restriction',
  'Land Repurposing or Fallowing',
  'Recycled Water',
  'Stormwater Capture',
  'Surface Water Supply or Storage',
  'Conveyance Improvement',
  'Water Quality Treatment',
  'Monitoring and Data Collection',
  'Other',
] as const;

/** The implementation statuses of a project or management action, in the order a project passes them. */
export const PROJECT_STATUSES = [
  'Planned',
  'Design',
  'Permitting',
  'Under Construction',
  'Completed/Operational',
  'Ongoing',
  'On Hold',
  'Cancelled',
] as const;
