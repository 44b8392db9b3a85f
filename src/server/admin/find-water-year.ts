import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { waterYears } from '../db/schema/organisations';
import { AppError } from '../http/app-error';
import { presentWaterYear, type WaterYearRecord } from './water-years-collection';

/** A water year by the id in the path; 404 for anything that is not the id of one. */
export async function findWaterYear(db: Database, id: string): Promise<WaterYearRecord> {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isInteger(numeric) || numeric < 1) throw AppError.notFound();
  const [row] = await db.select().from(waterYears).where(eq(waterYears.id, numeric));
  if (!row) throw AppError.notFound();
  return presentWaterYear(row);
}
