import type { SiteLocationMapProps } from './site-location-map';

/** Stands in for the Leaflet map, which needs a real browser. */
export function SiteLocationMap({ geometry, siteLabel }: SiteLocationMapProps) {
  const [longitude, latitude] = geometry.coordinates;
  return <div role="region" aria-label={`Location of ${siteLabel}`}>{`${latitude}, ${longitude}`}</div>;
}
