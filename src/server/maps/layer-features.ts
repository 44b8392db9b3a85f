import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { MapLayerSource, MarkerDetails } from '../../domain/maps/map-layers';
import { siteDetailRoute } from '../../domain/maps/site-markers';
import type { Database } from '../db/client';
import {
  interconnectedSites,
  mapLayers,
  referenceFeatures,
  siteMarkers,
  streamSites,
  subsidenceSites,
  wellSites,
} from '../db/schema/monitoring';
import { projectForms } from '../db/schema/projects';
import { rowsOf } from '../db/raw-results';
import { JsonText } from '../http/answer-cache';
import { AppError } from '../http/app-error';
import type { SiteTable } from '../monitoring/site-kinds';

interface SiteSource {
  table: SiteTable;
  /** The detail route of a layer whose definition gives no detail_link. */
  route: string;
}

/**
 * spec 1 §2.3: each DMS layer's sites and the detail route its popups link to by default. Which of a
 * table's sites a layer shows is the database's to say (site_markers, migration 0021_site_markers).
 */
const SITE_SOURCES: Record<Exclude<MapLayerSource, 'projects'>, SiteSource> = {
  'representative-water-level': { table: wellSites, route: '/waterleveldetail' },
  'other-water-level': { table: wellSites, route: '/waterleveldetail' },
  'water-quality': { table: wellSites, route: '/waterqualitydetail' },
  subsidence: { table: subsidenceSites, route: '/subsidencedetail' },
  streamflow: { table: streamSites, route: '/streamflowdetail' },
  interconnected: { table: interconnectedSites, route: '/swgwdetail' },
};

/** The tables whose sites the site layers show. */
export const SITE_TABLES = [...new Set(Object.values(SITE_SOURCES).map((source) => source.table))];

type FeatureCollection = { type: 'FeatureCollection'; features: unknown[] };

/**
 * Where a site layer's popups lead for one site: the layer definition's detail_link (spec 1 §3.7) when
 * it has one, else the route of the sites it shows.
 */
export function layerDetailRoute(
  layer: { source: Exclude<MapLayerSource, 'projects'>; detail_link: string | null },
  siteId: number,
): string {
  return (
    siteDetailRoute(layer.detail_link, siteId) ?? siteDetailRoute(SITE_SOURCES[layer.source].route, siteId)!
  );
}

/** The Projects layer: each project with a location, its popup leading to /implementationdetail/{id}. */
async function projectFeatures(db: Database, title: string): Promise<FeatureCollection> {
  const projects = await db
    .select({
      id: projectForms.id,
      project_id: projectForms.project_id,
      project_name: projectForms.project_name,
      lat: projectForms.lat,
      lon: projectForms.lon,
    })
    .from(projectForms)
    .where(and(isNotNull(projectForms.lat), isNotNull(projectForms.lon)))
    .orderBy(asc(projectForms.project_id), asc(projectForms.id));
  return {
    type: 'FeatureCollection',
    features: projects.map((project) => ({
      type: 'Feature',
      id: project.id,
      geometry: { type: 'Point', coordinates: [project.lon, project.lat] },
      properties: {
        id: project.id,
        // the popups name a feature by dms_site_id and local_site_id, as they do sites
        dms_site_id: project.project_id ?? '',
        local_site_id: project.project_name ?? '',
        project_id: project.project_id,
        project_name: project.project_name,
        layer: title,
        detail_route: `/implementationdetail/${project.id}`,
      },
    })),
  };
}

/** A site layer's sites and where its popups lead. */
function siteLayerFrom(layer: { source: Exclude<MapLayerSource, 'projects'>; detail_link: string | null }) {
  return {
    source: SITE_SOURCES[layer.source],
    siteLayer: { source: layer.source, detail_link: layer.detail_link },
  };
}

/** A layer of monitoring sites (not projects, not reference shapes), or 404. */
async function siteLayerOf(db: Database, layerId: number) {
  const [layer] = await db.select().from(mapLayers).where(eq(mapLayers.id, layerId));
  if (!layer?.source || layer.source === 'projects') throw AppError.notFound('Map layer not found.');
  return { layer, ...siteLayerFrom({ source: layer.source, detail_link: layer.detail_link }) };
}

/** Whether the layer of this source shows the site: it has a marker in site_markers. */
const shownOn = (source: Exclude<MapLayerSource, 'projects'>, siteId: SQL | SiteTable['id']) =>
  sql`exists (select 1 from ${siteMarkers} where ${siteMarkers.source} = ${source} and ${siteMarkers.site_id} = ${siteId})`;

/**
 * GET /api/maplayers/{id}/markers: a site layer's sites in the compact form the home map draws
 * (LayerMarkers), written as JSON by the database from the markers it keeps, in dms_site_id order (read in
 * that order from site_markers' index, collated as it is; string_agg keeps the order it is given).
 */
export async function layerMarkers(db: Database, layerId: number): Promise<JsonText> {
  const { layer, siteLayer } = await siteLayerOf(db, layerId);
  const detailRoute = layerDetailRoute(siteLayer, 0).replace(/\/0$/, '');
  const [{ answer }] = rowsOf<{ answer: string }>(
    await db.execute(sql`
      select '{"layer":' || to_json(${layer.title}::text) || ',"detail_route":' || to_json(${detailRoute}::text)
        || ',"markers":[' || coalesce(string_agg(marker, ','), '') || ']}' as answer
      from (select ${siteMarkers.marker} as marker from ${siteMarkers}
            where ${siteMarkers.source} = ${siteLayer.source} order by ${siteMarkers.dms_site_id} collate "C") markers`),
  );
  return new JsonText(answer);
}

/** GET /api/maplayers/{id}/markers/{site id}: one site of a site layer, as its popup shows it. */
export async function markerDetails(db: Database, layerId: number, siteId: number): Promise<MarkerDetails> {
  const { layer, source, siteLayer } = await siteLayerOf(db, layerId);
  const [site] = await db
    .select({
      id: source.table.id,
      dms_site_id: source.table.dms_site_id,
      local_site_id: source.table.local_site_id,
    })
    .from(source.table)
    .where(and(eq(source.table.id, siteId), shownOn(siteLayer.source, source.table.id)));
  if (!site) throw AppError.notFound('Site not found.');
  return { ...site, layer: layer.title, detail_route: layerDetailRoute(siteLayer, site.id) };
}

/** GET /api/maplayers/{id}/features: the layer's features as GeoJSON, sites or reference shapes. */
export async function layerFeatures(db: Database, layerId: number): Promise<FeatureCollection> {
  const [layer] = await db.select().from(mapLayers).where(eq(mapLayers.id, layerId));
  if (!layer) throw AppError.notFound('Map layer not found.');
  if (layer.source === 'projects') return projectFeatures(db, layer.title);
  if (layer.source) {
    const { source, siteLayer } = siteLayerFrom({ source: layer.source, detail_link: layer.detail_link });
    const sites = await db
      .select({
        id: source.table.id,
        dms_site_id: source.table.dms_site_id,
        local_site_id: source.table.local_site_id,
        latitude: source.table.latitude,
        longitude: source.table.longitude,
      })
      .from(source.table)
      .where(shownOn(siteLayer.source, source.table.id))
      .orderBy(asc(source.table.dms_site_id));
    return {
      type: 'FeatureCollection',
      features: sites.map((site) => ({
        type: 'Feature',
        id: site.id,
        geometry: { type: 'Point', coordinates: [site.longitude, site.latitude] },
        properties: {
          id: site.id,
          dms_site_id: site.dms_site_id,
          local_site_id: site.local_site_id,
          layer: layer.title,
          detail_route: layerDetailRoute(siteLayer, site.id),
        },
      })),
    };
  }
  const features = await db
    .select()
    .from(referenceFeatures)
    .where(eq(referenceFeatures.layer_id, layerId))
    .orderBy(asc(referenceFeatures.id));
  return {
    type: 'FeatureCollection',
    features: features.map((feature) => ({
      type: 'Feature',
      id: feature.id,
      geometry: feature.geometry,
      properties: { ...(feature.properties as object), name: feature.name, layer: layer.title },
    })),
  };
}
