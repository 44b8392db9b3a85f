import { eq, inArray } from 'drizzle-orm';
import { CREATE_REPORT_MESSAGES } from '../../domain/exports/export-jobs';
import type { Database } from '../db/client';
import { gsps, waterYears } from '../db/schema/organisations';
import { AppError } from '../http/app-error';

/** The GSPs a job request chose, each once; a 400 naming `gsps` when one is not a GSP of the basin. */
export async function chosenGsps(db: Database, ids: readonly number[]): Promise<number[]> {
  const chosen = [...new Set(ids)];
  const known = await db.select({ id: gsps.id }).from(gsps).where(inArray(gsps.id, chosen));
  if (known.length !== chosen.length) {
    throw AppError.badRequest({ gsps: [CREATE_REPORT_MESSAGES.gspNotFromList] });
  }
  return chosen;
}

/** A 400 naming `field` with `message` when the chosen water year is not one of the basin's. */
export async function checkWaterYear(db: Database, id: number, field: string, message: string) {
  const [year] = await db.select({ id: waterYears.id }).from(waterYears).where(eq(waterYears.id, id));
  if (!year) throw AppError.badRequest({ [field]: [message] });
}
