import { HOME_MAP, type MapLayerSource } from '../../domain/maps/map-layers';
import { SITE_MARKERS } from '../../domain/maps/site-markers';
import type { mapLayers } from '../db/schema/monitoring';

type LayerRow = typeof mapLayers.$inferInsert;

/** Public tile services as URL templates; administrators can point a base map elsewhere. */
const TILES = {
  topographic:
    'https://server.arcgisonline.com/ArcGIS/rest/services/World_Topo_Map/MapServer/tile/{z}/{y}/{x}',
  streets: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  imagery: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
};

/**
 * A DMS layer in the spec's colour and shape of its sites (SITE_MARKERS), the home map's marker radius
 * and the detail route of spec 1 §2.3: the values the map would use if the definition left them empty.
 */
const site = (
  title: string,
  source: MapLayerSource,
  detailLink: string,
  pageType: string,
  defaultOn = false,
) => {
  const { colour, shape } = SITE_MARKERS[source];
  return {
    title,
    type: 'maplayer' as const,
    group: 'DMS Layers',
    colour,
    marker_size: HOME_MAP.markerRadius,
    detail_link: detailLink,
    page_type: pageType,
    source,
    default_on: defaultOn,
    legend: [{ label: title, colour, shape }],
  };
};

/**
 * The base maps and the site layers every basin has (spec 1 §2.3, §9), with no reference shapes: a
 * new installation starts with them, so its first sites show on the home map at once. The demo basin
 * adds its reference layers after them.
 */
export function standardMapLayers(): Omit<LayerRow, 'sort_order'>[] {
  return [
    { title: 'Topographic', type: 'baselayer', group: 'Base Maps', url: TILES.topographic, default_on: true },
    { title: 'Streets', type: 'baselayer', group: 'Base Maps', url: TILES.streets },
    { title: 'Imagery', type: 'baselayer', group: 'Base Maps', url: TILES.imagery },
    site(
      'Representative Water Level Sites',
      'representative-water-level',
      'waterleveldetail/',
      'wellsitemeasurements',
      true,
    ),
    site('Other Water Level Sites', 'other-water-level', 'waterleveldetail/', 'wellsitemeasurements'),
    site('Water Quality Sites', 'water-quality', 'waterqualitydetail/', 'waterqualitymeasurements'),
    site('Projects', 'projects', 'implementationprojects/', 'implementationprojects'),
    site('Subsidence Sites', 'subsidence', 'subsidencedetail/', 'subsidencemeasurements'),
    site('Streamflow Sites', 'streamflow', 'streamflowdetail/', 'streamsites'),
    site('Interconnected Sites', 'interconnected', 'swgwdetail/', 'surfacewatermeasurements'),
  ];
}
