/** Site marker colours of spec 1 §9, for every map that shows monitoring sites. */
export const SITE_MARKER_COLOURS = {
  representativeWaterLevel: 'red',
  otherWaterLevel: 'orange',
  waterQuality: 'green',
  subsidence: 'orange',
  streamflow: 'blue',
  // the spec gives interconnected sites no colour: purple is one no other site layer uses
  interconnected: 'purple',
} as const;
