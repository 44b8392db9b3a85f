import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ReadingKind } from './site-kinds';
import type { ReadingVisibility } from './reading-visibility';

export interface ReadingStats {
  count: number;
  first: string | null;
  last: string | null;
}

/** The readings a user may see: all for administrators, else submitted ones and their own GSPs'. */
export function visibleReadings(kind: ReadingKind, visibility: ReadingVisibility): SQL | undefined {
  if (visibility.gspIds === null) return undefined;
  const submitted = eq(kind.table.submitted, true);
  if (!visibility.gspIds.length) return submitted;
  return or(submitted, inArray(kind.site.table.source_gsp_id, visibility.gspIds));
}

/** Number of visible readings and their first and last date, per site. */
export async function readingStatsBySite(
  db: Database,
  kind: ReadingKind,
  visibility: ReadingVisibility,
): Promise<Map<number, ReadingStats>> {
  const date = sql`${kind.table}.${sql.identifier(kind.dateColumn)}`;
  const rows = await db
    .select({
      siteId: kind.table.site_id,
      count: sql<number>`count(*)::int`,
      first: sql<string | null>`min(${date})::text`,
      last: sql<string | null>`max(${date})::text`,
    })
    .from(kind.table)
    .innerJoin(kind.site.table, eq(kind.site.table.id, kind.table.site_id))
    .where(and(visibleReadings(kind, visibility)))
    .groupBy(kind.table.site_id);
  return new Map(
    rows.map((row) => [row.siteId, { count: Number(row.count), first: row.first, last: row.last }]),
  );
}
