import { eq } from 'drizzle-orm';
import { boundarySummary, readBoundary, type AreaBoundary } from '../../domain/geo/area-boundary';
import type { Database } from '../db/client';
import { gsps } from '../db/schema/organisations';
import { withChangeActor, type ChangeActor } from '../history/change-actor';
import { AppError } from '../http/app-error';

/**
 * PUT /api/gsps/{id}/boundary (administrators): the GSP's plan area from a GeoJSON file's content, which a
 * DWR stations file is then kept within. DELETE removes it (null).
 */
export async function setGspBoundary(options: {
  db: Database;
  actor: ChangeActor;
  gspId: number;
  body: unknown | null;
}): Promise<ReturnType<typeof boundarySummary> | null> {
  let boundary: AreaBoundary | null = null;
  if (options.body !== null) {
    const reading = readBoundary(options.body);
    if (!reading.ok) throw AppError.badRequest({ boundary: [reading.message] });
    boundary = reading.boundary;
  }
  const changed = await withChangeActor(options.db, options.actor, (tx) =>
    tx.update(gsps).set({ boundary }).where(eq(gsps.id, options.gspId)).returning({ id: gsps.id }),
  );
  if (!changed.length) throw AppError.notFound();
  return boundary && boundarySummary(boundary);
}
