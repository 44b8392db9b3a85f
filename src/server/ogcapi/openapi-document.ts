import { APP_VERSION } from '../../domain/app/version';
import {
  OGC_COLLECTION_IDS,
  OGC_COLLECTIONS,
  type OgcCollection,
  type PropertyType,
} from '../../domain/ogcapi/collections';
import { SERVICE_DESCRIPTION, SERVICE_TITLE } from '../../domain/ogcapi/conformance';
import { MEDIA_TYPES, OGC_API_PATH } from '../../domain/ogcapi/links';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET } from '../../domain/ogcapi/query-parameters';

type Schema = Record<string, unknown>;

const ref = (kind: 'parameters' | 'schemas' | 'responses', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

const PROPERTY_SCHEMAS: Record<PropertyType, Schema> = {
  string: { type: 'string' },
  number: { type: 'number' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  time: { type: 'string', pattern: '^\\d{2}:\\d{2}:\\d{2}$' },
};

/** The GeoJSON Feature of a collection, its properties typed from the domain's list. */
function featureSchema(collection: OgcCollection): Schema {
  return {
    type: 'object',
    required: ['type', 'id', 'geometry', 'properties'],
    properties: {
      type: { type: 'string', enum: ['Feature'] },
      id: { type: 'integer' },
      geometry: ref('schemas', 'point'),
      properties: {
        type: 'object',
        properties: Object.fromEntries(
          collection.properties.map((property) => [
            property.name,
            { ...PROPERTY_SCHEMAS[property.type], nullable: true, description: property.title },
          ]),
        ),
      },
      links: { type: 'array', items: ref('schemas', 'link') },
    },
  };
}

const jsonAndHtml = (schema: Schema, jsonType: string = MEDIA_TYPES.json) => ({
  [jsonType]: { schema },
  [MEDIA_TYPES.html]: { schema: { type: 'string' } },
});

const ERRORS = {
  '400': ref('responses', 'InvalidParameter'),
  '401': ref('responses', 'NotAuthorized'),
  '404': ref('responses', 'NotFound'),
};

function collectionPaths(collection: OgcCollection): Record<string, unknown> {
  const id = collection.id;
  const itemsParameters = [
    ref('parameters', 'limit'),
    ref('parameters', 'offset'),
    ref('parameters', 'bbox'),
    {
      name: 'datetime',
      in: 'query',
      required: false,
      style: 'form',
      explode: false,
      description: `Filters by ${collection.datetimeMeaning}. A date or an RFC 3339 date-time, or an interval of two separated by '/', with '..' (or nothing) for an open end: 2024-01-15, 2024-01-01/2024-06-30, ../2024-06-30, 2024-01-01/... Readings are dated by calendar day in the basin (America/Los_Angeles), so a date-time is read as the day it falls on there, and both ends of an interval are included.`,
      schema: { type: 'string' },
    },
    ...(collection.itemKind === 'reading' ? [ref('parameters', 'site')] : []),
    ref('parameters', 'f'),
  ];
  return {
    [`/collections/${id}`]: {
      get: {
        tags: ['Collections'],
        summary: `The collection '${id}': ${collection.title}`,
        operationId: `describe-${id}`,
        parameters: [ref('parameters', 'f')],
        responses: {
          '200': { description: collection.description, content: jsonAndHtml(ref('schemas', 'collection')) },
          ...ERRORS,
        },
      },
    },
    [`/collections/${id}/schema`]: {
      get: {
        tags: ['Collections'],
        summary: `The JSON Schema of the features of '${id}'`,
        operationId: `schema-${id}`,
        responses: {
          '200': {
            description: 'A JSON Schema (2020-12) of a feature, each property with its type.',
            content: { [MEDIA_TYPES.schema]: { schema: { type: 'object' } } },
          },
          '401': ERRORS['401'],
          '404': ERRORS['404'],
        },
      },
    },
    [`/collections/${id}/items`]: {
      get: {
        tags: ['Features'],
        summary: `${collection.title}: the features, a page at a time, in id order`,
        description: `${collection.description} Pages follow the 'next' link; numberMatched counts every feature the filters match.`,
        operationId: `items-${id}`,
        parameters: itemsParameters,
        responses: {
          '200': {
            description: 'A page of features as a GeoJSON FeatureCollection.',
            content: jsonAndHtml(
              {
                type: 'object',
                required: ['type', 'features'],
                properties: {
                  type: { type: 'string', enum: ['FeatureCollection'] },
                  features: { type: 'array', items: ref('schemas', `feature-${id}`) },
                  links: { type: 'array', items: ref('schemas', 'link') },
                  timeStamp: { type: 'string', format: 'date-time' },
                  numberMatched: { type: 'integer', minimum: 0 },
                  numberReturned: { type: 'integer', minimum: 0 },
                },
              },
              MEDIA_TYPES.geojson,
            ),
          },
          ...ERRORS,
        },
      },
    },
    [`/collections/${id}/items/{featureId}`]: {
      get: {
        tags: ['Features'],
        summary: `One feature of '${id}'`,
        operationId: `item-${id}`,
        parameters: [ref('parameters', 'featureId'), ref('parameters', 'f')],
        responses: {
          '200': {
            description: 'The feature as GeoJSON.',
            content: jsonAndHtml(ref('schemas', `feature-${id}`), MEDIA_TYPES.geojson),
          },
          ...ERRORS,
        },
      },
    },
  };
}

const simpleGet = (
  summary: string,
  operationId: string,
  description: string,
  content: Record<string, unknown>,
) => ({
  get: {
    summary,
    operationId,
    parameters: [ref('parameters', 'f')],
    responses: { '200': { description, content }, '400': ERRORS['400'], '401': ERRORS['401'] },
  },
});

/**
 * GET /ogcapi/api (/req/oas30/oas-definition-1): the service described in OpenAPI 3.0, one path per
 * collection so each documents its own filters and feature properties.
 */
export function openApiDocument(base: string): Schema {
  return {
    openapi: '3.0.3',
    info: {
      title: SERVICE_TITLE,
      version: APP_VERSION,
      description: `${SERVICE_DESCRIPTION} Send the header 'Authorization: Token <key>' (a personal API key an administrator issued, or the key of a Basin DMS sign-in) to see what that account sees; without it, only the collections the server's OGCAPI_PUBLIC setting makes public are readable, with submitted readings only.`,
    },
    servers: [{ url: `${base}${OGC_API_PATH}` }],
    security: [{ token: [] }, {}],
    tags: [
      { name: 'Capabilities', description: 'What the service offers' },
      { name: 'Collections', description: 'The collections and their extents' },
      { name: 'Features', description: 'The features of a collection' },
    ],
    paths: {
      '/': simpleGet(
        'The landing page',
        'landing-page',
        'Links to the API definition, the conformance declaration and the collections.',
        jsonAndHtml(ref('schemas', 'landingPage')),
      ),
      '/conformance': simpleGet(
        'The conformance classes the service implements',
        'conformance',
        'The conformance declaration.',
        jsonAndHtml(ref('schemas', 'conformance')),
      ),
      '/api': simpleGet('This API definition', 'api', 'The OpenAPI 3.0 document.', {
        [MEDIA_TYPES.openapi]: { schema: { type: 'object' } },
        [MEDIA_TYPES.html]: { schema: { type: 'string' } },
      }),
      '/collections': simpleGet(
        'The collections the caller may read',
        'collections',
        'The collections, each with its extent and links.',
        jsonAndHtml({
          type: 'object',
          required: ['links', 'collections'],
          properties: {
            links: { type: 'array', items: ref('schemas', 'link') },
            collections: { type: 'array', items: ref('schemas', 'collection') },
          },
        }),
      ),
      ...Object.assign({}, ...OGC_COLLECTION_IDS.map((id) => collectionPaths(OGC_COLLECTIONS[id]))),
    },
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            "'Token <key>' (or 'Bearer <key>'): a personal API key an administrator issued for the account, or the key a Basin DMS account gets when it signs in.",
        },
      },
      parameters: {
        f: {
          name: 'f',
          in: 'query',
          required: false,
          description:
            'The encoding of the answer: json (GeoJSON for features) or html. Without it, the Accept header decides: text/html gives HTML, anything else JSON.',
          schema: { type: 'string', enum: ['json', 'html'] },
        },
        limit: {
          name: 'limit',
          in: 'query',
          required: false,
          style: 'form',
          explode: false,
          description: `How many features a page holds: ${DEFAULT_LIMIT} when not given, at most ${MAX_LIMIT} (a larger limit is read as ${MAX_LIMIT}).`,
          schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
        },
        offset: {
          name: 'offset',
          in: 'query',
          required: false,
          description: "How many matching features (in id order) the page skips; the 'next' link carries it.",
          schema: { type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 },
        },
        bbox: {
          name: 'bbox',
          in: 'query',
          required: false,
          style: 'form',
          explode: false,
          description:
            'Only features whose point lies in the box: minimum longitude, minimum latitude, maximum longitude, maximum latitude, in WGS 84 degrees (CRS84); or six numbers with heights (minimum longitude, minimum latitude, minimum height, maximum longitude, maximum latitude, maximum height), whose heights are ignored: the sites are points without one.',
          // as OGC's own parameters/bbox.yaml of Part 1
          schema: {
            type: 'array',
            oneOf: [
              { minItems: 4, maxItems: 4 },
              { minItems: 6, maxItems: 6 },
            ],
            items: { type: 'number' },
          },
        },
        site: {
          name: 'site',
          in: 'query',
          required: false,
          description: 'Only the readings of the well with this DMS Site ID.',
          schema: { type: 'string' },
        },
        featureId: {
          name: 'featureId',
          in: 'path',
          required: true,
          description: "The feature's id: a site's numeric id, or a reading's.",
          schema: { type: 'integer', minimum: 1 },
        },
      },
      schemas: {
        link: {
          type: 'object',
          required: ['href', 'rel'],
          properties: {
            href: { type: 'string' },
            rel: { type: 'string' },
            type: { type: 'string' },
            title: { type: 'string' },
          },
        },
        point: {
          type: 'object',
          required: ['type', 'coordinates'],
          properties: {
            type: { type: 'string', enum: ['Point'] },
            coordinates: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'number' } },
          },
        },
        landingPage: {
          type: 'object',
          required: ['links'],
          properties: {
            title: { type: 'string' },
            description: { type: 'string' },
            links: { type: 'array', items: ref('schemas', 'link') },
          },
        },
        conformance: {
          type: 'object',
          required: ['conformsTo'],
          properties: { conformsTo: { type: 'array', items: { type: 'string' } } },
        },
        collection: {
          type: 'object',
          required: ['id', 'links'],
          properties: {
            id: { type: 'string' },
            title: { type: 'string' },
            description: { type: 'string' },
            links: { type: 'array', items: ref('schemas', 'link') },
            extent: { type: 'object' },
            itemType: { type: 'string' },
            crs: { type: 'array', items: { type: 'string' } },
          },
        },
        exception: {
          type: 'object',
          required: ['code'],
          properties: {
            code: { type: 'string' },
            description: { type: 'string' },
            parameter: { type: 'string', description: 'The query parameter at fault.' },
          },
        },
        ...Object.fromEntries(
          OGC_COLLECTION_IDS.map((id) => [`feature-${id}`, featureSchema(OGC_COLLECTIONS[id])]),
        ),
      },
      responses: {
        InvalidParameter: {
          description: 'A query parameter is unknown, repeated or not valid; `parameter` names it.',
          content: { [MEDIA_TYPES.json]: { schema: ref('schemas', 'exception') } },
        },
        NotAuthorized: {
          description:
            "No token where one is needed (the answer's WWW-Authenticate header says Token), or a token that is wrong, expired or revoked.",
          content: { [MEDIA_TYPES.json]: { schema: ref('schemas', 'exception') } },
        },
        NotFound: {
          description: 'No such collection or feature (or one the caller may not see).',
          content: { [MEDIA_TYPES.json]: { schema: ref('schemas', 'exception') } },
        },
      },
    },
  };
}
