import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  isOgcCollectionId,
  OGC_COLLECTION_IDS,
  OGC_COLLECTIONS,
  type OgcCollectionId,
} from '../../domain/ogcapi/collections';
import { featureJsonSchema } from '../../domain/ogcapi/feature-schema';
import { OGC_API_PATH, ogcHref } from '../../domain/ogcapi/links';
import { parseItemsQuery, plainResourceQuery } from '../../domain/ogcapi/query-parameters';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_DETAIL,
  SERVER_ERROR_DETAIL,
} from '../../domain/http/server-errors';
import type { AppContext } from '../app-context';
import type { DatabaseOutage } from '../db/database-outage';
import type { AnswerCache } from '../http/answer-cache';
import { checkMayRead, ogcCallerOf, type OgcCaller } from './access';
import { collectionDataAreas } from './collection-sources';
import { describeCollection, describeCollections } from './collections';
import {
  baseUrlOf,
  errorFormatOf,
  formatOf,
  JSON_TYPES,
  sendHtml,
  sendJson,
  VARY,
} from './content-negotiation';
import {
  apiHtml,
  collectionHtml,
  collectionsHtml,
  conformanceHtml,
  errorHtml,
  itemHtml,
  itemsHtml,
  landingHtml,
} from './html-pages';
import { featureCollectionText, featurePage } from './items';
import { conformanceDeclaration, landingPage } from './landing-page';
import { OgcError } from './ogc-error';
import { featureIdOf, oneFeature } from './one-item';
import { openApiDocument } from './openapi-document';

/** The query of a resource that takes only `f`: anything else answers 400 (/req/core/query-param-unknown). */
function checkPlainQuery(request: FastifyRequest) {
  const checked = plainResourceQuery((request.query ?? {}) as Record<string, unknown>);
  if (!checked.ok) throw OgcError.invalidParameter(checked.error);
}

function collectionOf(raw: string): OgcCollectionId {
  if (!isOgcCollectionId(raw))
    throw OgcError.notFound(`No collection '${raw}'. The collections are: ${OGC_COLLECTION_IDS.join(', ')}.`);
  return raw;
}

/**
 * The OGC API - Features service at /ogcapi (Part 1: Core, GeoJSON, HTML, OpenAPI 3.0). Its routes are not
 * under /api, so the API's access hook leaves them alone: each handler resolves its caller (access.ts) first,
 * then negotiates the encoding, checks the request and answers. Errors leave as OGC exception documents.
 */
export function ogcApiRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
  answers: AnswerCache,
  outage: DatabaseOutage,
) {
  const policy = {
    db,
    tokens: { idleMinutes: config.tokenIdleMinutes, maxAgeHours: config.tokenMaxAgeHours },
    publicCollections: config.ogcApiPublicCollections,
  };
  const callerOf = (request: FastifyRequest): Promise<OgcCaller> => ogcCallerOf(request, policy);

  app.register(
    async (scope) => {
      scope.setErrorHandler((error: FastifyError | OgcError, request, reply) => {
        const unavailable = !(error instanceof OgcError) && outage.noteFailure(error, { refused: true });
        const ogcError =
          error instanceof OgcError
            ? error
            : unavailable
              ? new OgcError(503, 'ServiceUnavailable', DATABASE_UNAVAILABLE_DETAIL)
              : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
                ? new OgcError(error.statusCode, 'InvalidRequest', error.message)
                : null;
        if (!ogcError) request.log.error({ err: error }, 'OGC API request failed');
        const answered = ogcError ?? new OgcError(500, 'ServerError', SERVER_ERROR_DETAIL);
        if (unavailable) reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        if (answered.statusCode === 401) reply.header('www-authenticate', 'Token');
        reply.status(answered.statusCode);
        if (errorFormatOf(request) === 'html')
          return sendHtml(reply, errorHtml(baseUrlOf(request), answered.statusCode, answered.description));
        return sendJson(reply, JSON_TYPES.json, answered.body);
      });

      // an unknown /ogcapi path: 401 first where nothing is public, as every other path
      scope.setNotFoundHandler(async (request) => {
        await callerOf(request);
        throw OgcError.notFound(`No resource at ${request.url.split('?')[0]}.`);
      });

      scope.get('/', async (request, reply) => {
        await callerOf(request);
        const format = formatOf(request);
        checkPlainQuery(request);
        const base = baseUrlOf(request);
        const landing = landingPage(base, format);
        return format === 'html'
          ? sendHtml(reply, landingHtml(base, landing))
          : sendJson(reply, JSON_TYPES.json, landing);
      });

      scope.get('/conformance', async (request, reply) => {
        await callerOf(request);
        const format = formatOf(request);
        checkPlainQuery(request);
        const base = baseUrlOf(request);
        const conformance = conformanceDeclaration(base, format);
        return format === 'html'
          ? sendHtml(reply, conformanceHtml(base, conformance))
          : sendJson(reply, JSON_TYPES.json, conformance);
      });

      scope.get('/api', async (request, reply) => {
        await callerOf(request);
        const format = formatOf(request);
        checkPlainQuery(request);
        const base = baseUrlOf(request);
        const document = openApiDocument(base);
        return format === 'html'
          ? sendHtml(reply, apiHtml(base, document))
          : sendJson(reply, JSON_TYPES.openapi, document);
      });

      scope.get('/collections', async (request, reply) => {
        const caller = await callerOf(request);
        const format = formatOf(request);
        checkPlainQuery(request);
        const base = baseUrlOf(request);
        if (format === 'html')
          return sendHtml(
            reply,
            collectionsHtml(base, await describeCollections({ db, caller, base, format })),
          );
        const readable = OGC_COLLECTION_IDS.filter((id) => caller.mayRead(id));
        return answers.send(
          request,
          reply,
          `ogcapi/collections/${caller.key}/${base}`,
          () => describeCollections({ db, caller, base, format }),
          [...new Set(readable.flatMap((id) => collectionDataAreas(id, caller.access)))],
          { contentType: JSON_TYPES.json, vary: VARY },
        );
      });

      scope.get('/collections/:collectionId', async (request, reply) => {
        const caller = await callerOf(request);
        const format = formatOf(request);
        const id = collectionOf((request.params as { collectionId: string }).collectionId);
        checkMayRead(caller, id);
        checkPlainQuery(request);
        const base = baseUrlOf(request);
        if (format === 'html')
          return sendHtml(
            reply,
            collectionHtml(base, await describeCollection({ db, caller, id, base, format })),
          );
        return answers.send(
          request,
          reply,
          `ogcapi/collection/${id}/${caller.key}/${base}`,
          () => describeCollection({ db, caller, id, base, format }),
          collectionDataAreas(id, caller.access),
          { contentType: JSON_TYPES.json, vary: VARY },
        );
      });

      // the features' JSON Schema (the collection's describedBy link), in JSON whatever was asked
      scope.get('/collections/:collectionId/schema', async (request, reply) => {
        const caller = await callerOf(request);
        formatOf(request);
        const id = collectionOf((request.params as { collectionId: string }).collectionId);
        checkMayRead(caller, id);
        checkPlainQuery(request);
        const schema = featureJsonSchema(id, ogcHref(baseUrlOf(request), `/collections/${id}/schema`));
        return sendJson(reply, JSON_TYPES.schema, schema);
      });

      scope.get('/collections/:collectionId/items', async (request, reply) => {
        const caller = await callerOf(request);
        const format = formatOf(request);
        const collection = collectionOf((request.params as { collectionId: string }).collectionId);
        checkMayRead(caller, collection);
        const checked = parseItemsQuery((request.query ?? {}) as Record<string, unknown>, {
          siteFilter: OGC_COLLECTIONS[collection].itemKind === 'reading',
        });
        if (!checked.ok) throw OgcError.invalidParameter(checked.error);
        const query = checked.value;
        const base = baseUrlOf(request);
        const read = () => featurePage({ db, collection, access: caller.access, query, base, format });
        if (format === 'html')
          return sendHtml(reply, itemsHtml(base, collection, await read(), query.offset));
        return answers.send(
          request,
          reply,
          `ogcapi/items/${collection}/${caller.key}/${base}/${query.limit}/${query.offset}/${JSON.stringify(query.filters)}`,
          async () => featureCollectionText(await read()),
          collectionDataAreas(collection, caller.access),
          { contentType: JSON_TYPES.geojson, vary: VARY },
        );
      });

      scope.get('/collections/:collectionId/items/:featureId', async (request, reply) => {
        const caller = await callerOf(request);
        const format = formatOf(request);
        const params = request.params as { collectionId: string; featureId: string };
        const collection = collectionOf(params.collectionId);
        checkMayRead(caller, collection);
        checkPlainQuery(request);
        const id = featureIdOf(params.featureId);
        const base = baseUrlOf(request);
        const feature = await oneFeature({ db, collection, access: caller.access, id, base, format });
        const featureText = String(feature.text);
        return format === 'html'
          ? sendHtml(reply, itemHtml(base, collection, featureText))
          : sendJson(reply, JSON_TYPES.geojson, featureText);
      });
    },
    { prefix: OGC_API_PATH },
  );
}
