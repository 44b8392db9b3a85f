import type { OgcCollectionId } from './collections';
import type { OgcFormat } from './format-negotiation';

/** The service's path under the server: links are `${base}${OGC_API_PATH}/...`. */
export const OGC_API_PATH = '/ogcapi';

export const MEDIA_TYPES = {
  json: 'application/json',
  geojson: 'application/geo+json',
  html: 'text/html',
  openapi: 'application/vnd.oai.openapi+json;version=3.0',
  schema: 'application/schema+json',
} as const;

export interface Link {
  href: string;
  rel: string;
  type: string;
  title?: string;
}

export type QueryPairs = ReadonlyArray<readonly [string, string]>;

/** A query value as a link writes it: escaped, but with the commas, slashes and colons of bbox and datetime kept readable. */
const queryValue = (value: string) =>
  encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%2F/gi, '/').replace(/%3A/gi, ':');

/** An absolute address of the service: `base` is the scheme and host the request came to (http://host:port). */
export function ogcHref(base: string, path: string, query: QueryPairs = []): string {
  const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${queryValue(value)}`).join('&');
  return `${base}${OGC_API_PATH}${path}${search ? `?${search}` : ''}`;
}

/** The JSON and HTML encodings of one resource: `self` is the one being answered, `alternate` the other. */
function selfAndAlternate(
  base: string,
  path: string,
  format: OgcFormat,
  jsonType: string,
  query: QueryPairs = [],
): Link[] {
  const json: Link = {
    href: ogcHref(base, path, [...query, ['f', 'json']]),
    rel: format === 'json' ? 'self' : 'alternate',
    type: jsonType,
    title: 'This document as JSON',
  };
  const html: Link = {
    href: ogcHref(base, path, [...query, ['f', 'html']]),
    rel: format === 'html' ? 'self' : 'alternate',
    type: MEDIA_TYPES.html,
    title: 'This document as HTML',
  };
  return format === 'json' ? [json, html] : [html, json];
}

/** The landing page's links (/req/core/root-success): the API definition, conformance and collections. */
export function landingLinks(base: string, format: OgcFormat): Link[] {
  return [
    ...selfAndAlternate(base, '', format, MEDIA_TYPES.json),
    {
      href: ogcHref(base, '/api', [['f', 'json']]),
      rel: 'service-desc',
      type: MEDIA_TYPES.openapi,
      title: 'The API definition (OpenAPI 3.0)',
    },
    {
      href: ogcHref(base, '/api', [['f', 'html']]),
      rel: 'service-doc',
      type: MEDIA_TYPES.html,
      title: 'The API documentation',
    },
    {
      href: ogcHref(base, '/conformance', [['f', 'json']]),
      rel: 'conformance',
      type: MEDIA_TYPES.json,
      title: 'The conformance classes this service implements',
    },
    {
      href: ogcHref(base, '/collections', [['f', 'json']]),
      rel: 'data',
      type: MEDIA_TYPES.json,
      title: 'The collections of features',
    },
  ];
}

export const conformanceLinks = (base: string, format: OgcFormat) =>
  selfAndAlternate(base, '/conformance', format, MEDIA_TYPES.json);

export const collectionsLinks = (base: string, format: OgcFormat) =>
  selfAndAlternate(base, '/collections', format, MEDIA_TYPES.json);

/** One collection's links (/req/core/rc-md-items-links): itself, and its items in both encodings. */
export function collectionLinks(base: string, id: OgcCollectionId, format: OgcFormat): Link[] {
  return [
    ...selfAndAlternate(base, `/collections/${id}`, format, MEDIA_TYPES.json),
    {
      href: ogcHref(base, `/collections/${id}/items`, [['f', 'json']]),
      rel: 'items',
      type: MEDIA_TYPES.geojson,
      title: 'The features as GeoJSON',
    },
    {
      href: ogcHref(base, `/collections/${id}/items`, [['f', 'html']]),
      rel: 'items',
      type: MEDIA_TYPES.html,
      title: 'The features as HTML',
    },
    {
      // GDAL 3.6 looks for this relation written so (relations compare without case, RFC 8288)
      href: ogcHref(base, `/collections/${id}/schema`),
      rel: 'describedBy',
      type: MEDIA_TYPES.schema,
      title: "The JSON Schema of the collection's features",
    },
  ];
}

export interface ItemsPage {
  base: string;
  collectionId: OgcCollectionId;
  /** The request's filters (bbox, datetime, site), which every page's link keeps. */
  filters: QueryPairs;
  limit: number;
  offset: number;
  returned: number;
  matched: number;
  format: OgcFormat;
}

/** A page's links (/req/core/fc-links, /rec/core/fc-next-1): itself, the next and previous pages, its collection. */
export function itemsLinks(page: ItemsPage): Link[] {
  const path = `/collections/${page.collectionId}/items`;
  const at = (offset: number): QueryPairs => [
    ...page.filters,
    ['limit', String(page.limit)],
    ['offset', String(offset)],
  ];
  const links = selfAndAlternate(page.base, path, page.format, MEDIA_TYPES.geojson, at(page.offset));
  if (page.offset + page.returned < page.matched) {
    links.push({
      href: ogcHref(page.base, path, [...at(page.offset + page.limit), ['f', 'json']]),
      rel: 'next',
      type: MEDIA_TYPES.geojson,
      title: 'The next page of features',
    });
  }
  if (page.offset > 0) {
    links.push({
      href: ogcHref(page.base, path, [...at(Math.max(0, page.offset - page.limit)), ['f', 'json']]),
      rel: 'prev',
      type: MEDIA_TYPES.geojson,
      title: 'The previous page of features',
    });
  }
  links.push({
    href: ogcHref(page.base, `/collections/${page.collectionId}`, [['f', 'json']]),
    rel: 'collection',
    type: MEDIA_TYPES.json,
    title: 'The collection',
  });
  return links;
}

/** One feature's links (/req/core/f-links): itself and its collection. */
export function itemLinks(
  base: string,
  collectionId: OgcCollectionId,
  featureId: number,
  format: OgcFormat,
): Link[] {
  return [
    ...selfAndAlternate(base, `/collections/${collectionId}/items/${featureId}`, format, MEDIA_TYPES.geojson),
    {
      href: ogcHref(base, `/collections/${collectionId}`, [['f', 'json']]),
      rel: 'collection',
      type: MEDIA_TYPES.json,
      title: 'The collection',
    },
  ];
}

/** Where a link leads in HTML: the same address with f=html instead of f=json. */
export const asHtmlHref = (href: string) => href.replace(/([?&])f=json(?=&|$)/, '$1f=html');
