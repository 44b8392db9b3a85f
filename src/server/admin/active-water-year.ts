import { defaultActiveWaterYear } from '../../domain/admin/water-year';
import type { Database } from '../db/client';
import { waterYears } from '../db/schema/organisations';
import { presentWaterYear, type WaterYearRecord } from './water-years-collection';

/** spec 2 §4: the flagged water year, otherwise the one with the highest water_year. */
export async function findActiveWaterYear(db: Database): Promise<WaterYearRecord | undefined> {
  const years = (await db.select().from(waterYears)).map(presentWaterYear);
  return defaultActiveWaterYear(years);
}
