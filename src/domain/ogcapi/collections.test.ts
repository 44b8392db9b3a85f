import { describe, expect, it } from 'vitest';
import { WELL_MEASUREMENT_FIELDS } from '../monitoring/measurement-definitions';
import { isOgcCollectionId, OGC_COLLECTION_IDS, OGC_COLLECTIONS, SITE_COLLECTION_IDS } from './collections';

describe('the OGC API collections', () => {
  it('are one per site registry and the water level readings, under the ids the issue names', () => {
    expect(OGC_COLLECTION_IDS).toEqual([
      'water-level-sites',
      'water-quality-sites',
      'subsidence-sites',
      'stream-sites',
      'interconnected-sites',
      'readings',
    ]);
    for (const id of OGC_COLLECTION_IDS) expect(OGC_COLLECTIONS[id].id).toBe(id);
    expect(isOgcCollectionId('stream-sites')).toBe(true);
    expect(isOgcCollectionId('wells')).toBe(false);
    expect(isOgcCollectionId('__proto__')).toBe(false);
  });

  it('give every site the DMS Site ID, local site id, GSP name and the latest reading date', () => {
    for (const id of SITE_COLLECTION_IDS) {
      const names = OGC_COLLECTIONS[id].properties.map((property) => property.name);
      expect(names.slice(0, 3), id).toEqual(['dms_site_id', 'local_site_id', 'gsp_name']);
      expect(names, id).toContain('latest_reading_date');
      expect(OGC_COLLECTIONS[id].itemKind).toBe('site');
    }
  });

  it("give a single latest value where a registry's readings have one, and the date alone where not", () => {
    const latest = (id: (typeof SITE_COLLECTION_IDS)[number]) =>
      OGC_COLLECTIONS[id].properties.flatMap((property) =>
        property.source.from === 'latest reading' ? [`${property.name}=${property.source.column}`] : [],
      );
    expect(latest('water-level-sites')).toEqual([
      'latest_reading=measurement_depth',
      'latest_surf_elev=surf_elev',
    ]);
    expect(latest('subsidence-sites')).toEqual(['latest_reading=total_subsidence']);
    expect(latest('stream-sites')).toEqual(['latest_reading=stream_stage']);
    expect(latest('water-quality-sites')).toEqual([]);
    expect(latest('interconnected-sites')).toEqual([]);
  });

  it('give a reading its site and every field the API lists of it', () => {
    const names = OGC_COLLECTIONS.readings.properties.map((property) => property.name);
    expect(names.slice(0, 2)).toEqual(['dms_site_id', 'site_id']);
    for (const field of WELL_MEASUREMENT_FIELDS) expect(names).toContain(field.name);
    expect(names).toContain('submitted');
  });

  it('name properties once each, as identifiers a query may carry', () => {
    for (const id of OGC_COLLECTION_IDS) {
      const names = OGC_COLLECTIONS[id].properties.map((property) => property.name);
      expect(new Set(names).size, id).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^[a-z_][a-z0-9_]*$/);
    }
  });
});
