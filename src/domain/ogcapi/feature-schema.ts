import { OGC_COLLECTIONS, type OgcCollectionId, type PropertyType } from './collections';

const TYPES: Record<PropertyType, Record<string, string>> = {
  string: { type: 'string' },
  number: { type: 'number' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  time: { type: 'string', format: 'time' },
};

/**
 * The JSON Schema of a collection's features, which its `describedBy` link names. GIS clients type their
 * fields from it instead of guessing from the first page: GDAL 3.6 took a depth of 50 on the first page
 * for an integer field, and a property null on every feature of the first page for text. Each property
 * has one type, as GDAL 3.6 reads no list of types; a property may also be null, as its description says.
 */
export function featureJsonSchema(id: OgcCollectionId, href: string): Record<string, unknown> {
  const collection = OGC_COLLECTIONS[id];
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: href,
    title: collection.title,
    description: `A feature of '${id}', a GeoJSON Feature with a Point in WGS 84 longitude and latitude. ${collection.description}`,
    type: 'object',
    required: ['type', 'id', 'geometry', 'properties'],
    properties: {
      type: { type: 'string', enum: ['Feature'] },
      id: {
        type: 'integer',
        description: collection.itemKind === 'site' ? "The site's id" : "The reading's id",
      },
      geometry: {
        type: 'object',
        required: ['type', 'coordinates'],
        properties: {
          type: { type: 'string', enum: ['Point'] },
          coordinates: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'number' } },
        },
      },
      properties: {
        type: 'object',
        properties: Object.fromEntries(
          collection.properties.map((property) => [
            property.name,
            { ...TYPES[property.type], description: `${property.title} (null when not known)` },
          ]),
        ),
      },
    },
  };
}
