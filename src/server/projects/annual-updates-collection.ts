import { asc, desc, eq } from 'drizzle-orm';
import {
  ANNUAL_UPDATE_FIELDS,
  annualUpdateSchema,
  type AnnualUpdateRecord,
} from '../../domain/projects/annual-update-entry';
import type { Database } from '../db/client';
import { waterYears } from '../db/schema/organisations';
import { annualUpdates } from '../db/schema/projects';
import { AppError } from '../http/app-error';
import type { Collection, CollectionCall } from '../http/collection-routes';
import { optionsOf } from '../monitoring/field-options';
import { assertProjectExists, checkedInput, projectFilterOf } from './project-input';

type AnnualUpdateRow = typeof annualUpdates.$inferSelect;
const ANSWERED = ['id', 'updateby_id', 'water_year_label'];

async function present(db: Database, rows: AnnualUpdateRow[]): Promise<AnnualUpdateRecord[]> {
  const years = await db.select({ id: waterYears.id, year: waterYears.waterYear }).from(waterYears);
  const yearOf = new Map(years.map((year) => [year.id, String(year.year)]));
  return rows.map((row) => ({
    id: row.id,
    projectform_id: row.projectform_id,
    water_year: row.water_year_id,
    water_year_label: (row.water_year_id && yearOf.get(row.water_year_id)) || '',
    annual_benefit: row.annual_benefit,
    annual_cap_cost: row.annual_cap_cost,
    annual_op_cost: row.annual_op_cost,
    proj_update_desc: row.proj_update_desc,
    updateby_id: row.updateby_id,
  }));
}

const storedFields = (row: AnnualUpdateRow) => ({
  projectform_id: row.projectform_id,
  water_year: row.water_year_id,
  annual_benefit: row.annual_benefit,
  annual_cap_cost: row.annual_cap_cost,
  annual_op_cost: row.annual_op_cost,
  proj_update_desc: row.proj_update_desc,
});

async function one(call: CollectionCall, id: number) {
  const rows = await call.db.select().from(annualUpdates).where(eq(annualUpdates.id, id));
  return (await present(call.db, rows))[0];
}

async function validated(call: CollectionCall, body: unknown) {
  const values = await checkedInput(call.db, {
    body,
    schema: annualUpdateSchema,
    fields: ANNUAL_UPDATE_FIELDS,
  });
  await assertProjectExists(call.db, values.projectform_id);
  const { water_year: waterYearId, ...rest } = values;
  if (typeof waterYearId === 'number') {
    const [year] = await call.db
      .select({ id: waterYears.id })
      .from(waterYears)
      .where(eq(waterYears.id, waterYearId));
    if (!year) throw AppError.badRequest({ water_year: ['Select a water year from the list.'] });
  }
  return { ...rest, water_year_id: (waterYearId as number | null) ?? null };
}

/**
 * /api/annualupdates/ (spec 2 §2.18, §3): a project's annual updates, ?projectform_id= for one
 * project's. water_year is a water year's id; OPTIONS lists the water years as its choices, newest first.
 */
export function createAnnualUpdatesCollection(db: Database): Collection<AnnualUpdateRecord> {
  return {
    path: 'annualupdates',
    title: 'Annual Update List',
    read: 'signedIn',
    answered: ANSWERED,
    async fields() {
      const years = await db
        .select({ id: waterYears.id, year: waterYears.waterYear })
        .from(waterYears)
        .orderBy(desc(waterYears.waterYear));
      return {
        ...optionsOf(ANNUAL_UPDATE_FIELDS),
        water_year: {
          type: 'choice',
          label: 'Water Year',
          required: false,
          choices: years.map((year) => ({ value: year.id, display_name: String(year.year) })),
        },
        updateby_id: { type: 'integer', label: 'Updated By', read_only: true },
      };
    },
    async list(call, page) {
      const projectId = projectFilterOf(call.query);
      const rows = await call.db
        .select()
        .from(annualUpdates)
        .where(projectId === undefined ? undefined : eq(annualUpdates.projectform_id, projectId))
        .orderBy(asc(annualUpdates.projectform_id), asc(annualUpdates.id))
        .limit(page.limit)
        .offset(page.offset);
      return present(call.db, rows);
    },
    get: one,
    async create(call, body) {
      const values = await validated(call, body);
      const [created] = await call.db
        .insert(annualUpdates)
        .values({ ...values, updateby_id: call.actor.id } as typeof annualUpdates.$inferInsert)
        .returning({ id: annualUpdates.id });
      return (await one(call, created.id))!;
    },
    async update(call, id, body, partial) {
      const [existing] = await call.db.select().from(annualUpdates).where(eq(annualUpdates.id, id));
      if (!existing) return undefined;
      const merged =
        partial && body && typeof body === 'object' ? { ...storedFields(existing), ...body } : body;
      const values = await validated(call, merged);
      await call.db
        .update(annualUpdates)
        .set({ ...values, updateby_id: call.actor.id, updated_at: new Date() } as Partial<
          typeof annualUpdates.$inferInsert
        >)
        .where(eq(annualUpdates.id, id));
      return one(call, id);
    },
    async remove({ db: tx }, id) {
      const deleted = await tx
        .delete(annualUpdates)
        .where(eq(annualUpdates.id, id))
        .returning({ id: annualUpdates.id });
      return deleted.length > 0;
    },
  };
}
