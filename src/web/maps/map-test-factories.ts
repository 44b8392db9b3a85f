import type { Feature, FeatureCollection } from 'geojson';
import type { LayerMarkers, MapLayer } from '../../domain/maps/map-layers';
import type { SiteDetail, WellMeasurement } from '../../domain/monitoring/monitoring-api';

type WellSite = SiteDetail<WellMeasurement>;

/** Test data for the home map: a layer definition as GET /api/maplayers answers it. */
export function buildLayer(id: number, overrides: Partial<MapLayer> = {}): MapLayer {
  return {
    id,
    title: `Layer ${id}`,
    type: 'maplayer',
    group: 'Reference Layers',
    colour: '#3366cc',
    marker_size: null,
    detail_link: null,
    page_type: null,
    source: null,
    url: null,
    default_on: false,
    legend: null,
    ...overrides,
  };
}

/** The layers the demo basin configures: three base maps, site layers and reference layers. */
export function buildHomeLayers(): MapLayer[] {
  return [
    buildLayer(1, {
      title: 'Topographic',
      type: 'baselayer',
      group: 'Base Maps',
      url: 'https://tiles.example.org/topo/{z}/{x}/{y}.png',
      default_on: true,
    }),
    buildLayer(2, {
      title: 'Streets',
      type: 'baselayer',
      group: 'Base Maps',
      url: 'https://tiles.example.org/streets/{z}/{x}/{y}.png',
    }),
    buildLayer(3, {
      title: 'Imagery',
      type: 'baselayer',
      group: 'Base Maps',
      url: 'https://tiles.example.org/imagery/{z}/{x}/{y}.png',
    }),
    buildLayer(10, {
      title: 'Representative Water Level Sites',
      group: 'DMS Layers',
      source: 'representative-water-level',
      colour: 'red',
      default_on: true,
      legend: [{ label: 'Representative Water Level Sites', colour: 'red' }],
    }),
    buildLayer(11, {
      title: 'Other Water Level Sites',
      group: 'DMS Layers',
      source: 'other-water-level',
      colour: 'orange',
    }),
    buildLayer(12, { title: 'Projects', group: 'DMS Layers', source: 'projects', colour: 'magenta' }),
    buildLayer(20, { title: 'Basin Boundary', colour: 'black', default_on: true }),
    buildLayer(21, { title: 'Rivers', colour: 'blue' }),
    buildLayer(22, {
      title: 'Land Use 2016',
      colour: '#888888',
      legend: [
        { label: 'Almonds', colour: '#8b5a2b' },
        { label: 'Grapes', colour: '#800080' },
      ],
    }),
  ];
}

export function sitePoint(
  id: number,
  longitude: number,
  latitude: number,
  extra: Record<string, unknown> = {},
): Feature {
  return {
    type: 'Feature',
    id,
    geometry: { type: 'Point', coordinates: [longitude, latitude] },
    properties: {
      id,
      dms_site_id: `WL-${String(id).padStart(4, '0')}`,
      local_site_id: `L${id}`,
      layer: 'Representative Water Level Sites',
      detail_route: `/waterleveldetail/${id}`,
      ...extra,
    },
  };
}

export const basinBoundary: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 1,
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-120.6, 36.8],
            [-119.9, 36.8],
            [-119.9, 37.3],
            [-120.6, 37.3],
            [-120.6, 36.8],
          ],
        ],
      },
      properties: { name: 'Example Subbasin', layer: 'Basin Boundary', area_acres: 1234567 },
    },
  ],
};

export const collection = (features: Feature[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

/** A water level reading of the chart. */
export function buildReading(
  id: number,
  date: string,
  surf_elev: number | null,
  depth: number | null,
): WellMeasurement {
  return {
    id,
    dms_site_id: 'WL-0001',
    submitted: true,
    measurement_date: date,
    measurement_time: null,
    measurement_depth: depth,
    surf_elev,
    vert_datum: null,
    meas_method: null,
    meas_accuracy: null,
    no_measurement: null,
    quest_meas: null,
    measured_by: null,
    meas_comments: null,
  };
}

export function buildWellSite(
  measurements: WellMeasurement[],
  extra: Record<string, unknown> = {},
): WellSite {
  return {
    id: 1,
    dms_site_id: 'WL-0001',
    geometry: { type: 'Point', coordinates: [-120, 37] },
    source_gsa_label: 'GSA',
    source_gsp_label: 'GSP',
    measurements,
    ...extra,
  };
}

/** A site layer's points as GET /api/maplayers/{id}/markers answers them. */
export function markersOf(
  sites: FeatureCollection,
  layer = 'Representative Water Level Sites',
): LayerMarkers {
  return {
    layer,
    detail_route: '/waterleveldetail',
    markers: sites.features.map((feature) => {
      const [longitude, latitude] = (feature.geometry as { coordinates: number[] }).coordinates;
      const properties = feature.properties as { id: number; dms_site_id: string };
      return [properties.id, longitude, latitude, properties.dms_site_id];
    }),
  };
}
