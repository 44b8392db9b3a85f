import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { divIcon, type DivIcon } from 'leaflet';
import { CircleMarker, Marker, Popup } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import type { SiteMapMarker } from './site-map-types';
import { SITE_MARKER_RADIUS, toLatLng } from './site-map-view';

const OUTLINE = '#333';
const squareIcons = new Map<string, DivIcon>();

/** A square as wide as a circle marker; cached per colour so markers do not rebuild their icon. */
function squareIcon(colour: string): DivIcon {
  let icon = squareIcons.get(colour);
  if (!icon) {
    const size = SITE_MARKER_RADIUS * 2;
    icon = divIcon({
      className: '',
      html: `<span style="display:block;box-sizing:border-box;width:${size}px;height:${size}px;background:${colour};border:1px solid ${OUTLINE};opacity:0.9"></span>`,
      iconSize: [size, size],
      iconAnchor: [SITE_MARKER_RADIUS, SITE_MARKER_RADIUS],
      popupAnchor: [0, -SITE_MARKER_RADIUS],
    });
    squareIcons.set(colour, icon);
  }
  return icon;
}

/** One site: a circle or a square in its colour, with a popup leading to its detail screen. */
export function SiteMarker({ site }: { site: SiteMapMarker }) {
  const position = toLatLng(site.coordinates);
  const popup = (
    <Popup>
      <Typography variant="subtitle2" component="p">
        {site.dmsSiteId}
      </Typography>
      <Typography variant="body2" component="p">
        Local Site ID: {site.localSiteId || '-'}
      </Typography>
      <Link component={RouterLink} to={site.detailPath} variant="body2">
        View Site Details
      </Link>
    </Popup>
  );

  if (site.shape === 'square') {
    return (
      <Marker position={position} icon={squareIcon(site.colour)} title={site.dmsSiteId} alt={site.dmsSiteId}>
        {popup}
      </Marker>
    );
  }
  return (
    <CircleMarker
      center={position}
      radius={SITE_MARKER_RADIUS}
      pathOptions={{ color: OUTLINE, weight: 1, fillColor: site.colour, fillOpacity: 0.9 }}
    >
      {popup}
    </CircleMarker>
  );
}
