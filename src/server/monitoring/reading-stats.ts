import { and, eq, getTableName, inArray, or } from 'drizzle-orm';
import { readingStats } from '../db/schema/monitoring';
import type { Database } from '../db/client';
import type { ReadingKind } from './site-kinds';
import type { ReadingAccess } from './reading-access';

export interface ReadingStats {
  count: number;
  first: string | null;
  last: string | null;
}

/**
 * Number of visible readings and their first and last date, per site (of the given sites, or all), from
 * the trigger-kept reading_stats.
 */
export async function readingStatsBySite(
  db: Database,
  kind: ReadingKind,
  access: ReadingAccess,
  siteIds?: readonly number[],
): Promise<Map<number, ReadingStats>> {
  const sites = kind.site.table;
  const visible =
    access.gspIds === null
      ? undefined
      : access.gspIds.length
        ? or(eq(readingStats.submitted, true), inArray(sites.source_gsp_id, access.gspIds))
        : eq(readingStats.submitted, true);
  const rows = await db
    .select({
      siteId: readingStats.site_id,
      readings: readingStats.readings,
      first: readingStats.first_date,
      last: readingStats.last_date,
    })
    .from(readingStats)
    .innerJoin(sites, eq(sites.id, readingStats.site_id))
    .where(
      and(
        eq(readingStats.reading_table, getTableName(kind.table)),
        visible,
        siteIds ? inArray(readingStats.site_id, [...siteIds]) : undefined,
      ),
    );
  const bySite = new Map<number, ReadingStats>();
  for (const row of rows) {
    const known = bySite.get(row.siteId);
    // ISO dates compare as text.
    bySite.set(row.siteId, {
      count: (known?.count ?? 0) + row.readings,
      first: !known?.first || (row.first && row.first < known.first) ? row.first : known.first,
      last: !known?.last || (row.last && row.last > known.last) ? row.last : known.last,
    });
  }
  return bySite;
}
