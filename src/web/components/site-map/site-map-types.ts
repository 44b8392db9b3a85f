/** One site as a site map shows it. */
export interface SiteMapMarker {
  id: number | string;
  dmsSiteId: string;
  localSiteId: string | null;
  /** GeoJSON order: [longitude, latitude]. */
  coordinates: readonly [number, number];
  /** Where the popup's link leads, e.g. /waterleveldetail/12. */
  detailPath: string;
  colour: string;
  shape: 'circle' | 'square';
}
