import { OGC_COLLECTIONS, type OgcCollectionId } from '../../domain/ogcapi/collections';
import { SERVICE_TITLE } from '../../domain/ogcapi/conformance';
import { escapeHtml as text } from '../../domain/ogcapi/html-text';
import { asHtmlHref, MEDIA_TYPES, OGC_API_PATH, ogcHref, type Link } from '../../domain/ogcapi/links';
import type { CollectionDescription, CollectionsDocument } from './collections';
import type { FeaturePage } from './items';
import type { ConformanceDeclaration, LandingPage } from './landing-page';

/**
 * The HTML encoding of every resource (conformance class HTML): plain pages a person reads in a browser,
 * made from the same documents as the JSON. Every value goes through escapeHtml.
 */

interface Crumb {
  label: string;
  href?: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;line-height:1.5;color:#1b1b1b;margin:0 auto;max-width:80rem;padding:1rem}
a{color:#0b57d0}a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
table{border-collapse:collapse;margin:1rem 0}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #8a8a8a;padding:.25rem .5rem;text-align:left;vertical-align:top}th{background:#f0f0f0}
nav ol{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.5rem}nav li+li::before{content:"/";margin-right:.5rem}
.pages{display:flex;gap:1.5rem}`;

function page(title: string, crumbs: Crumb[], main: string): string {
  const trail = crumbs
    .map((crumb, index) =>
      index === crumbs.length - 1
        ? `<li><span aria-current="page">${text(crumb.label)}</span></li>`
        : `<li><a href="${text(crumb.href)}">${text(crumb.label)}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(title)} - ${text(SERVICE_TITLE)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><nav aria-label="Breadcrumb"><ol>${trail}</ol></nav></header>
<main>
<h1>${text(title)}</h1>
${main}
</main>
</body>
</html>
`;
}

const home = (base: string): Crumb => ({ label: 'OGC API', href: ogcHref(base, '', [['f', 'html']]) });
const collectionsCrumb = (base: string): Crumb => ({
  label: 'Collections',
  href: ogcHref(base, '/collections', [['f', 'html']]),
});
const collectionCrumb = (base: string, id: OgcCollectionId): Crumb => ({
  label: OGC_COLLECTIONS[id].title,
  href: ogcHref(base, `/collections/${id}`, [['f', 'html']]),
});

const anchor = (href: string, label: string, rel?: string) =>
  `<a href="${text(href)}"${rel ? ` rel="${text(rel)}"` : ''}>${text(label)}</a>`;

/** A document's links as a list, each with its relation and media type. */
function linkList(links: Link[]): string {
  const items = links.map(
    (link) =>
      `<li>${anchor(link.href, link.title ?? link.href, link.rel)} <small>(${text(link.rel)}, ${text(link.type)})</small></li>`,
  );
  return `<h2>Links</h2>\n<ul>${items.join('\n')}</ul>`;
}

const formatNumber = (value: number) => new Intl.NumberFormat('en-US').format(value);

/** A property's value as a cell: empty for null, numbers as they are, anything else as text. */
const cell = (value: unknown) => (value === null || value === undefined ? '' : text(value));

export function landingHtml(base: string, landing: LandingPage): string {
  const find = (rel: string) => landing.links.find((link) => link.rel === rel);
  const parts = [
    ['data', 'Collections', 'The monitoring sites and readings, a collection each.'],
    ['service-doc', 'API documentation', 'The paths, parameters and feature properties of this service.'],
    ['conformance', 'Conformance', 'The OGC conformance classes this service implements.'],
  ] as const;
  const list = parts
    .map(([rel, label, what]) => {
      const link = find(rel);
      return link ? `<li>${anchor(asHtmlHref(link.href), label)}: ${text(what)}</li>` : '';
    })
    .join('\n');
  return page(
    landing.title,
    [home(base)],
    `<p>${text(landing.description)}</p>
<ul>${list}</ul>
<p>GIS clients connect to <code>${text(ogcHref(base, ''))}</code> as an OGC API - Features server.</p>
${linkList(landing.links)}`,
  );
}

export function conformanceHtml(base: string, conformance: ConformanceDeclaration): string {
  return page(
    'Conformance',
    [home(base), { label: 'Conformance' }],
    `<p>This service implements these conformance classes of OGC API - Features - Part 1: Core.</p>
<ul>${conformance.conformsTo.map((uri) => `<li>${anchor(uri, uri)}</li>`).join('\n')}</ul>
${linkList(conformance.links)}`,
  );
}

function extentText(collection: CollectionDescription): { spatial: string; temporal: string } {
  const bbox = collection.extent?.spatial?.bbox[0];
  const interval = collection.extent?.temporal?.interval[0];
  return {
    spatial: bbox ? `longitude ${bbox[0]} to ${bbox[2]}, latitude ${bbox[1]} to ${bbox[3]}` : 'no features',
    temporal: interval ? `${interval[0] ?? '..'} to ${interval[1] ?? '..'}` : 'no readings',
  };
}

export function collectionsHtml(base: string, document: CollectionsDocument): string {
  const rows = document.collections.map((collection) => {
    const items = collection.links.find((link) => link.rel === 'items' && link.type === MEDIA_TYPES.html);
    return `<tr><th scope="row">${anchor(ogcHref(base, `/collections/${collection.id}`, [['f', 'html']]), collection.title)}</th>
<td><code>${text(collection.id)}</code></td><td>${text(collection.description)}</td>
<td>${items ? anchor(items.href, 'Features') : ''}</td></tr>`;
  });
  return page(
    'Collections',
    [home(base), { label: 'Collections' }],
    `<table>
<caption>${text(formatNumber(document.collections.length))} collections you may read</caption>
<thead><tr><th scope="col">Collection</th><th scope="col">Id</th><th scope="col">Description</th><th scope="col">Features</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
</table>
${linkList(document.links)}`,
  );
}

export function collectionHtml(base: string, collection: CollectionDescription): string {
  const extent = extentText(collection);
  const items = collection.links.find((link) => link.rel === 'items' && link.type === MEDIA_TYPES.html);
  const properties = OGC_COLLECTIONS[collection.id].properties
    .map(
      (property) =>
        `<tr><th scope="row"><code>${text(property.name)}</code></th><td>${text(property.title)}</td><td>${text(property.type)}</td></tr>`,
    )
    .join('\n');
  return page(
    collection.title,
    [home(base), collectionsCrumb(base), { label: collection.title }],
    `<p>${text(collection.description)}</p>
<table>
<caption>About the collection</caption>
<tbody>
<tr><th scope="row">Id</th><td><code>${text(collection.id)}</code></td></tr>
<tr><th scope="row">Spatial extent (WGS 84)</th><td>${text(extent.spatial)}</td></tr>
<tr><th scope="row">Temporal extent</th><td>${text(extent.temporal)}</td></tr>
<tr><th scope="row">Coordinate reference system</th><td>${text(collection.crs.join(', '))}</td></tr>
</tbody>
</table>
${items ? `<p>${anchor(items.href, 'Browse the features')}</p>` : ''}
<table>
<caption>Properties of each feature</caption>
<thead><tr><th scope="col">Property</th><th scope="col">Meaning</th><th scope="col">Type</th></tr></thead>
<tbody>${properties}</tbody>
</table>
${linkList(collection.links)}`,
  );
}

interface GeoJsonFeature {
  id: number;
  geometry: { coordinates: [number, number] };
  properties: Record<string, unknown>;
}

export function itemsHtml(
  base: string,
  collectionId: OgcCollectionId,
  page_: FeaturePage,
  offset: number,
): string {
  const collection = OGC_COLLECTIONS[collectionId];
  const features = JSON.parse(page_.features) as GeoJsonFeature[];
  const headings = collection.properties
    .map((property) => `<th scope="col">${text(property.title)}</th>`)
    .join('');
  const rows = features.map((feature) => {
    const href = ogcHref(base, `/collections/${collectionId}/items/${feature.id}`, [['f', 'html']]);
    const cells = collection.properties.map(
      (property) => `<td>${cell(feature.properties[property.name])}</td>`,
    );
    return `<tr><th scope="row">${anchor(href, String(feature.id))}</th>${cells.join('')}<td>${cell(feature.geometry.coordinates[0])}</td><td>${cell(feature.geometry.coordinates[1])}</td></tr>`;
  });
  const first = page_.returned ? offset + 1 : offset;
  const summary = `Features ${formatNumber(first)} to ${formatNumber(offset + page_.returned)} of ${formatNumber(page_.matched)} matching`;
  const paging = page_.links
    .filter((link) => link.rel === 'prev' || link.rel === 'next')
    .map((link) =>
      anchor(asHtmlHref(link.href), link.rel === 'next' ? 'Next page' : 'Previous page', link.rel),
    )
    .join('');
  return page(
    collection.title,
    [home(base), collectionsCrumb(base), collectionCrumb(base, collectionId), { label: 'Features' }],
    `<p>${text(summary)}.</p>
${paging ? `<nav aria-label="Pages" class="pages">${paging}</nav>` : ''}
<table>
<caption>${text(summary)}</caption>
<thead><tr><th scope="col">Id</th>${headings}<th scope="col">Longitude</th><th scope="col">Latitude</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
</table>
${paging ? `<nav aria-label="Pages, again" class="pages">${paging}</nav>` : ''}
${linkList(page_.links)}`,
  );
}

export function itemHtml(base: string, collectionId: OgcCollectionId, featureText: string): string {
  const collection = OGC_COLLECTIONS[collectionId];
  const feature = JSON.parse(featureText) as GeoJsonFeature & { links: Link[] };
  const rows = collection.properties.map(
    (property) =>
      `<tr><th scope="row">${text(property.title)}</th><td>${cell(feature.properties[property.name])}</td></tr>`,
  );
  const label = `${collection.itemKind === 'site' ? 'Site' : 'Reading'} ${feature.id}`;
  return page(
    label,
    [home(base), collectionsCrumb(base), collectionCrumb(base, collectionId), { label }],
    `<table>
<caption>${text(label)}</caption>
<tbody>${rows.join('\n')}
<tr><th scope="row">Longitude</th><td>${cell(feature.geometry.coordinates[0])}</td></tr>
<tr><th scope="row">Latitude</th><td>${cell(feature.geometry.coordinates[1])}</td></tr>
</tbody>
</table>
${linkList(feature.links)}`,
  );
}

interface OpenApiParameter {
  name: string;
  in: string;
  description?: string;
}

/** The API document as a page: each path, what it does, and its parameters. */
export function apiHtml(base: string, document: Record<string, unknown>): string {
  const components = (document.components as { parameters: Record<string, OpenApiParameter> }).parameters;
  const resolve = (parameter: OpenApiParameter | { $ref: string }): OpenApiParameter =>
    '$ref' in parameter ? components[parameter.$ref.split('/').at(-1)!] : parameter;
  const paths = Object.entries(
    document.paths as Record<
      string,
      { get: { summary: string; description?: string; parameters?: OpenApiParameter[] } }
    >,
  ).map(([path, { get }]) => {
    const parameters = (get.parameters ?? []).map(resolve);
    const rows = parameters.map(
      (parameter) =>
        `<tr><th scope="row"><code>${text(parameter.name)}</code></th><td>${text(parameter.in)}</td><td>${text(parameter.description)}</td></tr>`,
    );
    return `<section>
<h2><code>GET ${text(`${OGC_API_PATH}${path === '/' ? '' : path}`)}</code></h2>
<p>${text(get.summary)}${get.description ? `. ${text(get.description)}` : ''}</p>
${rows.length ? `<table><caption>Parameters of ${text(path)}</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Meaning</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>` : ''}
</section>`;
  });
  const info = document.info as { description: string };
  return page(
    'API documentation',
    [home(base), { label: 'API documentation' }],
    `<p>${text(info.description)}</p>
<p>${anchor(ogcHref(base, '/api', [['f', 'json']]), 'The OpenAPI 3.0 document (JSON)')}</p>
${paths.join('\n')}`,
  );
}

const STATUS_TITLES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'A token is needed',
  404: 'Not found',
  500: 'Server error',
};

export function errorHtml(base: string, statusCode: number, description: string): string {
  return page(
    STATUS_TITLES[statusCode] ?? `Error ${statusCode}`,
    [home(base), { label: `Error ${statusCode}` }],
    `<p>${text(description)}</p>`,
  );
}
