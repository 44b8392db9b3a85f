import { asc, getTableName } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MapLayer } from '../../domain/maps/map-layers';
import type { AppContext } from '../app-context';
import type { AnswerCache } from '../http/answer-cache';
import { mapLayers } from '../db/schema/monitoring';
import { AppError } from '../http/app-error';
import { layerFeatures, layerMarkers, markerDetails, SITE_TABLES } from './layer-features';
import { searchPlaces } from './search-places';

function idOf(raw: string, notFound: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) throw AppError.notFound(notFound);
  return Number(raw);
}

export function mapRoutes(app: FastifyInstance, { db }: AppContext, answers: AnswerCache) {
  const signedIn = { config: { access: 'signedIn' as const } };

  app.get('/api/maplayers', signedIn, async (): Promise<MapLayer[]> => {
    const layers = await db.select().from(mapLayers).orderBy(asc(mapLayers.sort_order), asc(mapLayers.id));
    return layers.map(({ sort_order: _order, ...layer }) => layer as MapLayer);
  });

  /**
   * Site layers show no readings, so every signed-in user gets the same answer, and no reading makes it
   * stale: only a change to the layers, the sites or the projects (migration list_and_map_data_versions).
   */
  const LAYER_AREAS = [
    'map_layers',
    'projects',
    ...SITE_TABLES.map((table) => `sites:${getTableName(table)}`),
  ];

  app.get('/api/maplayers/:id/features', signedIn, (request, reply) => {
    const layerId = idOf((request.params as { id: string }).id, 'Map layer not found.');
    return answers.send(request, reply, `features/${layerId}`, () => layerFeatures(db, layerId), LAYER_AREAS);
  });

  // The home map's compact form of a site layer (issue 17); the GeoJSON above stays for API clients.
  app.get('/api/maplayers/:id/markers', signedIn, (request, reply) => {
    const layerId = idOf((request.params as { id: string }).id, 'Map layer not found.');
    return answers.send(request, reply, `markers/${layerId}`, () => layerMarkers(db, layerId), LAYER_AREAS);
  });

  app.get('/api/maplayers/:id/markers/:siteId', signedIn, (request) => {
    const params = request.params as { id: string; siteId: string };
    return markerDetails(db, idOf(params.id, 'Map layer not found.'), idOf(params.siteId, 'Site not found.'));
  });

  app.get('/api/search', signedIn, (request) =>
    searchPlaces(db, String((request.query as { q?: string }).q ?? '')),
  );
}
