import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PlaceSearchItem } from '../../domain/maps/map-layers';
import type { Database } from '../db/client';
import {
  interconnectedSites,
  referenceFeatures,
  streamSites,
  subsidenceSites,
  wellSites,
} from '../db/schema/monitoring';
import type { SiteTable } from '../monitoring/site-kinds';

/** Besides the DMS and local site ids, what a user may know a site by: DWR's station and well numbers. */
const SITE_IDENTIFIERS = ['alt_site_id'];
const WELL_IDENTIFIERS = ['alt_site_id', 'dwr_well_id'];

const SEARCHED_SITES: Array<{
  table: SiteTable;
  kind: string;
  route: string;
  where?: SQL;
  identifiers?: string[];
}> = [
  {
    table: wellSites,
    kind: 'Well site',
    route: '/waterleveldetail',
    where: eq(wellSites.wl_monitoring, true),
    identifiers: WELL_IDENTIFIERS,
  },
  // A well monitored only for water quality opens its water quality screen, as its map popup does.
  {
    table: wellSites,
    kind: 'Water quality site',
    route: '/waterqualitydetail',
    where: and(eq(wellSites.wq_monitoring, true), eq(wellSites.wl_monitoring, false)),
    identifiers: WELL_IDENTIFIERS,
  },
  { table: streamSites, kind: 'Stream site', route: '/streamflowdetail', identifiers: SITE_IDENTIFIERS },
  {
    table: subsidenceSites,
    kind: 'Subsidence site',
    route: '/subsidencedetail',
    identifiers: SITE_IDENTIFIERS,
  },
  {
    table: interconnectedSites,
    kind: 'Interconnected site',
    route: '/swgwdetail',
    identifiers: SITE_IDENTIFIERS,
  },
];

export const SEARCH_LIMIT = 20;

/** LIKE wildcards typed by the user match themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * spec 1 §2.3 place search (SPEC-NOTES: from our own API): sites by DMS, local, alternate or State Well
 * Number id, reference features by name.
 */
export async function searchPlaces(db: Database, query: string): Promise<{ items: PlaceSearchItem[] }> {
  const text = query.trim();
  if (text.length < 2) return { items: [] };
  const pattern = containing(text);
  const items: PlaceSearchItem[] = [];
  for (const source of SEARCHED_SITES) {
    const sites = await db
      .select({
        id: source.table.id,
        dms_site_id: source.table.dms_site_id,
        local_site_id: source.table.local_site_id,
        latitude: source.table.latitude,
        longitude: source.table.longitude,
      })
      .from(source.table)
      .where(
        and(
          source.where,
          or(
            ilike(source.table.dms_site_id, pattern),
            ilike(source.table.local_site_id, pattern),
            ...(source.identifiers ?? []).map(
              (column) => sql`${source.table}.${sql.identifier(column)} ILIKE ${pattern}`,
            ),
          ),
        ),
      )
      .orderBy(asc(source.table.dms_site_id))
      .limit(SEARCH_LIMIT);
    for (const site of sites) {
      items.push({
        label: site.local_site_id ? `${site.dms_site_id} (${site.local_site_id})` : site.dms_site_id,
        kind: source.kind,
        route: `${source.route}/${site.id}`,
        geometry: { type: 'Point', coordinates: [site.longitude, site.latitude] },
      });
    }
  }
  const features = await db
    .select({ name: referenceFeatures.name, geometry: referenceFeatures.geometry })
    .from(referenceFeatures)
    .where(ilike(referenceFeatures.name, pattern))
    .orderBy(asc(referenceFeatures.name))
    .limit(SEARCH_LIMIT);
  for (const feature of features) {
    items.push({
      label: feature.name,
      kind: 'Reference feature',
      route: null,
      geometry: feature.geometry as PlaceSearchItem['geometry'],
    });
  }
  return { items: items.slice(0, SEARCH_LIMIT) };
}
