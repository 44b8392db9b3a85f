import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { YEAR_TYPES, waterYearDateLabel, waterYearSchema } from '../../domain/admin/water-year';
import type { Database } from '../db/client';
import { waterYears } from '../db/schema/organisations';
import { AppError } from '../http/app-error';
import type { Collection } from '../http/collection-routes';
import { assertWaterYearDeletable } from './record-dependents';

type WaterYearRow = typeof waterYears.$inferSelect;
/** spec 2 §4: an import window not set is the water year's own dates, following them when they change. */
export const presentWaterYear = (row: WaterYearRow) => ({
  id: row.id,
  water_year: row.waterYear,
  water_year_start: row.waterYearStart,
  water_year_end: row.waterYearEnd,
  water_year_start_lbl: waterYearDateLabel(row.waterYearStart),
  water_year_end_lbl: waterYearDateLabel(row.waterYearEnd),
  import_start: row.importStart ?? row.waterYearStart,
  import_end: row.importEnd ?? row.waterYearEnd,
  is_active: row.isActive,
  year_type: row.yearType,
});
export type WaterYearRecord = ReturnType<typeof presentWaterYear>;
const present = presentWaterYear;

/** What a PATCH merges into: the stored values, with an unset import window left unset. */
const stored = (row: WaterYearRow) => ({
  ...present(row),
  import_start: row.importStart,
  import_end: row.importEnd,
});

function toRow(body: unknown) {
  const input = waterYearSchema.parse(body);
  return {
    waterYear: input.water_year,
    waterYearStart: input.water_year_start,
    waterYearEnd: input.water_year_end,
    importStart: input.import_start || null,
    importEnd: input.import_end || null,
    isActive: input.is_active,
    yearType: input.year_type ?? null,
  };
}

/**
 * Saves that make a year active run one after the other: two at once would each clear the other's flag
 * row by row and could deadlock, or trip the one-active index (water_years_one_active). Readers never wait.
 */
async function takeActiveFlag(tx: Database) {
  await tx.execute(sql`lock table water_years in share row exclusive mode`);
}

async function assertYearFree(db: Database, waterYear: number, exceptId?: number) {
  const [clash] = await db
    .select({ id: waterYears.id })
    .from(waterYears)
    .where(eq(waterYears.waterYear, waterYear));
  if (clash && clash.id !== exceptId)
    throw AppError.badRequest({ water_year: ['A water year with this year already exists.'] });
}

/** spec 2 §2.15, §4: /wateryears/; saving an active year clears the flag on all others. */
export const waterYearsCollection: Collection<WaterYearRecord> = {
  path: 'wateryears',
  title: 'Water Year List',
  read: 'signedIn',
  fields: () => ({
    id: { type: 'integer', label: 'ID', read_only: true },
    water_year: { type: 'integer', label: 'Water Year', required: true },
    water_year_start: { type: 'date', label: 'Water Year Start', required: true },
    water_year_end: { type: 'date', label: 'Water Year End', required: true },
    import_start: { type: 'date', label: 'Import Start' },
    import_end: { type: 'date', label: 'Import End' },
    is_active: { type: 'boolean', label: 'Is Active' },
    year_type: {
      type: 'choice',
      label: 'Year Type',
      choices: YEAR_TYPES.map((type) => ({ value: type, display_name: type })),
    },
  }),
  async list({ db }, page) {
    const rows = await db
      .select()
      .from(waterYears)
      .orderBy(desc(waterYears.waterYear))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(present);
  },
  async get({ db }, id) {
    const [row] = await db.select().from(waterYears).where(eq(waterYears.id, id));
    return row && present(row);
  },
  async create({ db }, body) {
    const values = toRow(body);
    await assertYearFree(db, values.waterYear);
    const row = await db.transaction(async (tx) => {
      if (values.isActive) {
        await takeActiveFlag(tx);
        await tx.update(waterYears).set({ isActive: false }).where(eq(waterYears.isActive, true));
      }
      const [created] = await tx.insert(waterYears).values(values).returning();
      return created;
    });
    return present(row);
  },
  async update({ db }, id, body, partial) {
    const [existing] = await db.select().from(waterYears).where(eq(waterYears.id, id));
    if (!existing) return undefined;
    const values = toRow(partial ? { ...stored(existing), ...(body as object) } : body);
    await assertYearFree(db, values.waterYear, id);
    const row = await db.transaction(async (tx) => {
      if (values.isActive) {
        await takeActiveFlag(tx);
        await tx
          .update(waterYears)
          .set({ isActive: false })
          .where(and(ne(waterYears.id, id), eq(waterYears.isActive, true)));
      }
      const [updated] = await tx.update(waterYears).set(values).where(eq(waterYears.id, id)).returning();
      return updated;
    });
    return present(row);
  },
  async remove({ db }, id) {
    if (!(await assertWaterYearDeletable(db, id))) return false;
    return (
      (await db.delete(waterYears).where(eq(waterYears.id, id)).returning({ id: waterYears.id })).length > 0
    );
  },
};
