import { eq } from 'drizzle-orm';
import { boundarySummary } from '../../domain/geo/area-boundary';
import { GSP_TEXTS } from '../../domain/admin/gsp';
import type { Database } from '../db/client';
import { gsps } from '../db/schema/organisations';
import { AppError } from '../http/app-error';

/** GET /api/gsps/{id}/boundary: the GSP's plan area as a GeoJSON Feature, with what it holds. */
export async function gspBoundaryFeature(db: Database, gspId: number) {
  const [gsp] = await db
    .select({ id: gsps.id, name: gsps.name, boundary: gsps.boundary })
    .from(gsps)
    .where(eq(gsps.id, gspId));
  if (!gsp) throw AppError.notFound();
  if (!gsp.boundary) throw AppError.notFound(GSP_TEXTS.noBoundary);
  return {
    type: 'Feature' as const,
    properties: { gsp: gsp.id, name: gsp.name, ...boundarySummary(gsp.boundary) },
    geometry: gsp.boundary,
  };
}
