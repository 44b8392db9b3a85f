import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { HydrographReading } from '../../domain/annual-report/report-charts';
import type { Database } from '../db/client';
import { wellMeasurements, wellSites } from '../db/schema/monitoring';

/** The representative wells of spec 1 §2.3's map layer: monitor_site_type 'Representative'. */
const REPRESENTATIVE = 'Representative';

export interface RepresentativeWell {
  /** The site's record as the chart rules read it: gsp_threshold, measurable_objective, milestones, ... */
  site: Record<string, unknown> & { id: number; dms_site_id: string; local_site_id: string | null };
  minimumThreshold: number | null;
  measurableObjective: number | null;
  /** Oldest first, up to the end of the report's water year; the last one is the latest measurement. */
  readings: HydrographReading[];
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * A GSP's representative wells (by DMS site id) with their readings up to the end of the water year, every
 * reading as an administrator sees it on the detail screen.
 */
export async function representativeWells(
  db: Database,
  gspId: number,
  waterYearEnd: string,
): Promise<RepresentativeWell[]> {
  const sites = (await db
    .select()
    .from(wellSites)
    .where(and(eq(wellSites.source_gsp_id, gspId), eq(wellSites.monitor_site_type, REPRESENTATIVE)))
    .orderBy(asc(wellSites.dms_site_id))) as RepresentativeWell['site'][];
  if (sites.length === 0) return [];
  const readings = await db
    .select({
      siteId: wellMeasurements.site_id,
      measurement_date: wellMeasurements.measurement_date,
      measurement_time: sql<string | null>`${wellMeasurements}.measurement_time::text`,
      measurement_depth: sql<number | null>`${wellMeasurements}.measurement_depth`,
      surf_elev: sql<number | null>`${wellMeasurements}.surf_elev`,
    })
    .from(wellMeasurements)
    .where(
      and(
        inArray(
          wellMeasurements.site_id,
          sites.map((site) => site.id),
        ),
        lte(wellMeasurements.measurement_date, waterYearEnd),
      ),
    )
    // spec 1 §5: a reading without a time counts as noon
    .orderBy(
      asc(wellMeasurements.site_id),
      asc(wellMeasurements.measurement_date),
      asc(sql`coalesce(${wellMeasurements}.measurement_time, '12:00:00'::time)`),
      asc(wellMeasurements.id),
    );
  const bySite = new Map<number, HydrographReading[]>();
  for (const { siteId, ...reading } of readings) {
    const list = bySite.get(siteId) ?? [];
    list.push({
      ...reading,
      measurement_depth: numberOrNull(reading.measurement_depth),
      surf_elev: numberOrNull(reading.surf_elev),
    });
    bySite.set(siteId, list);
  }
  return sites.map((site) => ({
    site,
    minimumThreshold: numberOrNull(site.gsp_threshold),
    measurableObjective: numberOrNull(site.measurable_objective),
    readings: bySite.get(site.id) ?? [],
  }));
}
