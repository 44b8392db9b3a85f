import { standardMapLayers } from '../../maps/standard-map-layers';
import type { mapLayers } from '../schema/monitoring';
import {
  areaPolygon,
  basinPolygon,
  BASIN_CENTRE,
  clayExtentPolygon,
  GRID,
  GSA_AREAS,
  isInBasin,
  isOverClay,
  SUBREGION_AREAS,
  WATERWAYS,
  areaAt,
  type Position,
} from './basin-geography';
import { createRandom, round, type Random } from './random';

type LayerRow = typeof mapLayers.$inferInsert;

/** DWR land use classes with the colours of its county land use maps. */
export const CROP_LEGEND = [
  { label: 'Almonds', colour: '#a0522d' },
  { label: 'Pistachios', colour: '#9acd32' },
  { label: 'Walnuts', colour: '#6b4226' },
  { label: 'Vineyards', colour: '#800080' },
  { label: 'Citrus and Subtropical', colour: '#ffa500' },
  { label: 'Corn and Silage', colour: '#f0e68c' },
  { label: 'Cotton', colour: '#fff8dc' },
  { label: 'Grain and Hay', colour: '#deb887' },
  { label: 'Alfalfa and Pasture', colour: '#7cfc00' },
  { label: 'Truck Crops', colour: '#ff6347' },
  { label: 'Idle / Fallow', colour: '#d3d3d3' },
  { label: 'Urban', colour: '#808080' },
  { label: 'Native Vegetation', colour: '#c2b280' },
  { label: 'Riparian and Wetland', colour: '#2e8b57' },
];

const reference = (
  title: string,
  colour: string | null,
  defaultOn = false,
  legend: LayerRow['legend'] = null,
) => ({
  title,
  type: 'maplayer' as const,
  group: 'Reference Layers',
  colour,
  page_type: 'reference',
  default_on: defaultOn,
  legend,
});

/**
 * spec 1 §2.3 and §9: the layers of the home map, in the order the layer control lists them: the
 * standard base maps and site layers, then the demo basin's reference layers.
 */
export function demoMapLayers(): LayerRow[] {
  const layers: Omit<LayerRow, 'sort_order'>[] = [
    ...standardMapLayers(),
    reference('Basin Boundary', '#000000', true),
    reference(
      'Water Budget Subregions',
      '#6a3d9a',
      false,
      SUBREGION_AREAS.map((area, index) => ({ label: area.name, colour: SUBREGION_COLOURS[index] })),
    ),
    reference('Rivers, Creeks and Sloughs', '#1f78b4'),
    reference('GSA Boundaries', '#b15928'),
    reference('Eastern Clay Extent', '#8c6d31'),
    reference('Land Use 2014', null, false, CROP_LEGEND),
    reference('Land Use 2016', null, false, CROP_LEGEND),
  ];
  return layers.map((layer, index) => ({ ...layer, sort_order: index + 1 }));
}

const SUBREGION_COLOURS = ['#a6cee3', '#b2df8a', '#fb9a99', '#fdbf6f', '#cab2d6'];

export interface ReferenceFeature {
  layer: string;
  name: string;
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
}

const acres = (polygon: { coordinates: Position[][] }) => {
  const ring = polygon.coordinates[0];
  let twice = 0;
  for (let index = 0; index < ring.length - 1; index++) {
    twice += ring[index][0] * ring[index + 1][1] - ring[index + 1][0] * ring[index][1];
  }
  const squareMetres =
    (Math.abs(twice) / 2) * 111_320 * 111_320 * Math.cos((BASIN_CENTRE.latitude * Math.PI) / 180);
  return Math.round(squareMetres / 4046.86);
};

/** Crop of a field: nuts and vines on the east side, field crops and pasture on the clay, towns as urban. */
function cropAt(position: Position, random: Random): string {
  const towns: Position[] = [
    [-120.262, 37.123],
    [-120.075, 36.968],
  ];
  if (towns.some(([lon, lat]) => Math.hypot(lon - position[0], lat - position[1]) < 0.025)) return 'Urban';
  const east = (position[0] - GRID.west) / (GRID.east - GRID.west);
  const clay = isOverClay(position);
  return random.weighted([
    ['Almonds', 12 + 22 * east],
    ['Pistachios', 6 + 10 * east],
    ['Walnuts', 2 + 4 * east],
    ['Vineyards', 4 + 14 * east],
    ['Citrus and Subtropical', 1 + 3 * east],
    ['Corn and Silage', clay ? 12 : 4],
    ['Cotton', clay ? 8 : 1],
    ['Grain and Hay', clay ? 8 : 3],
    ['Alfalfa and Pasture', clay ? 14 : 5],
    ['Truck Crops', clay ? 4 : 2],
    ['Idle / Fallow', 5],
    ['Native Vegetation', 3],
    ['Riparian and Wetland', 1],
  ] as const);
}

/** 2014 to 2016: some field crops went to nut orchards and the drought left more land fallow. */
function cropIn2016(crop2014: string, random: Random): string {
  if (crop2014 === 'Urban') return crop2014;
  if (
    ['Corn and Silage', 'Cotton', 'Grain and Hay', 'Alfalfa and Pasture', 'Truck Crops'].includes(crop2014)
  ) {
    if (random.chance(0.18)) return random.pick(['Almonds', 'Pistachios', 'Pistachios']);
    if (random.chance(0.12)) return 'Idle / Fallow';
  }
  if (crop2014 === 'Idle / Fallow' && random.chance(0.35)) return random.pick(['Almonds', 'Grain and Hay']);
  return crop2014;
}

/** Rectangular fields of about a square mile on the section grid, set back from each other by a road. */
function landUseFeatures(): ReferenceFeature[] {
  const random = createRandom('land use');
  const features: ReferenceFeature[] = [];
  const width = 0.018;
  const height = 0.0145;
  const road = 0.0006;
  let field = 0;
  for (let lat = 36.9; lat < 37.21; lat += height) {
    for (let lon = GRID.west; lon < GRID.east; lon += width) {
      const centre: Position = [lon + width / 2, lat + height / 2];
      const corners: Position[] = [
        [lon, lat],
        [lon + width, lat],
        [lon + width, lat + height],
        [lon, lat + height],
      ];
      if (!corners.every(isInBasin)) continue;
      field++;
      const ring: Position[] = [
        [lon + road, lat + road],
        [lon + width - road, lat + road],
        [lon + width - road, lat + height - road],
        [lon + road, lat + height - road],
        [lon + road, lat + road],
      ].map(([x, y]) => [round(x, 5), round(y, 5)] as Position);
      const geometry = { type: 'Polygon', coordinates: [ring] };
      const crop2014 = cropAt(centre, random);
      const crop2016 = cropIn2016(crop2014, random);
      const properties = {
        acres: acres({ coordinates: [ring] }),
        subregion: areaAt(SUBREGION_AREAS, centre)?.name ?? null,
      };
      const colour = (crop: string) => CROP_LEGEND.find((entry) => entry.label === crop)!.colour;
      features.push(
        {
          layer: 'Land Use 2014',
          name: `Field ${field} (2014)`,
          properties: { ...properties, crop: crop2014, colour: colour(crop2014) },
          geometry,
        },
        {
          layer: 'Land Use 2016',
          name: `Field ${field} (2016)`,
          properties: { ...properties, crop: crop2016, colour: colour(crop2016) },
          geometry,
        },
      );
    }
  }
  return features;
}

/** The shapes of the reference layers: synthetic, drawn from the same geometry the sites are placed on. */
export function demoReferenceFeatures(): ReferenceFeature[] {
  const basin = basinPolygon();
  const features: ReferenceFeature[] = [
    {
      layer: 'Basin Boundary',
      name: 'Chowchilla-Madera Demo Basin',
      properties: { basin_number: '5-022.DEMO', acres: acres(basin) },
      geometry: basin,
    },
    ...SUBREGION_AREAS.map((area, index) => {
      const polygon = areaPolygon(area);
      return {
        layer: 'Water Budget Subregions',
        name: area.name,
        properties: { acres: acres(polygon), colour: SUBREGION_COLOURS[index] },
        geometry: polygon,
      };
    }),
    ...WATERWAYS.map((waterway) => ({
      layer: 'Rivers, Creeks and Sloughs',
      name: waterway.name,
      properties: { kind: waterway.kind },
      geometry: { type: 'LineString', coordinates: waterway.path },
    })),
    ...GSA_AREAS.map((area) => {
      const polygon = areaPolygon(area);
      return {
        layer: 'GSA Boundaries',
        name: area.name,
        properties: { acres: acres(polygon) },
        geometry: polygon,
      };
    }),
    {
      layer: 'Eastern Clay Extent',
      name: 'Corcoran Clay',
      properties: {
        description: 'Eastern extent of the Corcoran Clay (E-clay), which confines the lower aquifer',
      },
      geometry: clayExtentPolygon(),
    },
    ...landUseFeatures(),
  ];
  return features;
}
