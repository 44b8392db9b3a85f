import { count, eq, or } from 'drizzle-orm';
import { siteDeletionRefusal, type SiteDependent } from '../../domain/monitoring/site-deletion';
import type { Database } from '../db/client';
import {
  interconnectedSites,
  streamMeasurements,
  subsidenceMeasurements,
  verticalGradientMeasurements,
  waterQualityMeasurements,
  wellMeasurements,
} from '../db/schema/monitoring';
import {
  INTERCONNECTED_SITE,
  STREAM_SITE,
  SUBSIDENCE_SITE,
  WELL_SITE,
  type ReadingTable,
  type SiteKind,
} from './site-kinds';

const SITE_LINK_NOUN = ['interconnected surface-water site', 'interconnected surface-water sites'] as const;

/** The readings recorded at each kind of site: their table and what they are called. */
const READINGS = new Map<SiteKind, ReadonlyArray<{ table: ReadingTable; noun: SiteDependent['noun'] }>>([
  [
    WELL_SITE,
    [
      { table: wellMeasurements, noun: ['water level reading', 'water level readings'] },
      { table: waterQualityMeasurements, noun: ['water quality reading', 'water quality readings'] },
    ],
  ],
  [STREAM_SITE, [{ table: streamMeasurements, noun: ['stream reading', 'stream readings'] }]],
  [SUBSIDENCE_SITE, [{ table: subsidenceMeasurements, noun: ['subsidence reading', 'subsidence readings'] }]],
  [
    INTERCONNECTED_SITE,
    [
      {
        table: verticalGradientMeasurements,
        noun: ['interconnected surface-water reading', 'interconnected surface-water readings'],
      },
    ],
  ],
]);

/** The interconnected sites' links to a site of the kind (spec 1 §3.6: a stream site and up to three wells). */
function linksTo(kind: SiteKind, id: number) {
  if (kind === WELL_SITE) {
    return or(
      eq(interconnectedSites.dms_sa_site_id, id),
      eq(interconnectedSites.dms_ua_site_id, id),
      eq(interconnectedSites.dms_la_site_id, id),
    );
  }
  if (kind === STREAM_SITE) return eq(interconnectedSites.dms_strm_site_id, id);
  return undefined;
}

/**
 * Why the site cannot be deleted, or null. Its readings would go with it by the database's cascade and
 * its links would silently empty, so a site with either is refused (issue 12: nothing is deleted by
 * cascade without the administrator being told).
 */
export async function siteDeletionCheck(
  db: Database,
  kind: SiteKind,
  site: { id: number; dms_site_id: string },
): Promise<string | null> {
  const readings = await Promise.all(
    (READINGS.get(kind) ?? []).map(async ({ table, noun }) => {
      const [row] = await db.select({ count: count() }).from(table).where(eq(table.site_id, site.id));
      return { count: Number(row.count), noun };
    }),
  );
  const linkCondition = linksTo(kind, site.id);
  const links: SiteDependent[] = [];
  if (linkCondition) {
    const [row] = await db.select({ count: count() }).from(interconnectedSites).where(linkCondition);
    links.push({ count: Number(row.count), noun: SITE_LINK_NOUN });
  }
  return siteDeletionRefusal(site.dms_site_id, readings, links);
}
