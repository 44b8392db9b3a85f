import { describe, expect, it } from 'vitest';
import { OGC_COLLECTIONS } from './collections';
import { featureJsonSchema } from './feature-schema';

const propertiesOf = (schema: Record<string, unknown>) =>
  (schema.properties as { properties: { properties: Record<string, { type: string; format?: string }> } })
    .properties.properties;

describe('featureJsonSchema', () => {
  it('types every property of a collection with one JSON type, dates with their format', () => {
    const schema = featureJsonSchema(
      'water-level-sites',
      'https://basin.test/ogcapi/collections/water-level-sites/schema',
    );
    const properties = propertiesOf(schema);
    expect(Object.keys(properties)).toEqual(
      OGC_COLLECTIONS['water-level-sites'].properties.map((property) => property.name),
    );
    expect(properties.latest_reading).toMatchObject({ type: 'number' });
    expect(properties.latest_surf_elev).toMatchObject({ type: 'number' });
    expect(properties.latest_reading_date).toMatchObject({ type: 'string', format: 'date' });
    expect(properties.dms_site_id).toMatchObject({ type: 'string' });
    expect(schema.$id).toBe('https://basin.test/ogcapi/collections/water-level-sites/schema');
  });

  it('gives the readings their site id as an integer, their time as text and submitted as a boolean', () => {
    const properties = propertiesOf(featureJsonSchema('readings', 'x'));
    expect(properties.site_id.type).toBe('integer');
    expect(properties.measurement_time).toMatchObject({ type: 'string', format: 'time' });
    expect(properties.submitted.type).toBe('boolean');
    for (const property of Object.values(properties)) expect(typeof property.type).toBe('string');
  });
});
