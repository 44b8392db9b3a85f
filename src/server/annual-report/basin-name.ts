import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mapLayers, referenceFeatures } from '../db/schema/monitoring';

/** The map's reference layer whose one shape is the basin (spec 1 §2.3: default on). */
const BASIN_BOUNDARY_LAYER = 'Basin Boundary';

/**
 * The basin's name as its boundary on the home map names it; the application keeps no other record of
 * the basin. Null where no boundary is loaded.
 */
export async function basinName(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ name: referenceFeatures.name })
    .from(referenceFeatures)
    .innerJoin(mapLayers, eq(mapLayers.id, referenceFeatures.layer_id))
    .where(eq(mapLayers.title, BASIN_BOUNDARY_LAYER))
    .orderBy(asc(referenceFeatures.id))
    .limit(1);
  return row?.name ?? null;
}
