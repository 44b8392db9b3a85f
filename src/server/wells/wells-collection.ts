import { and, asc, eq, ne } from 'drizzle-orm';
import { usDateLabel } from '../../domain/dates/date-format';
import { WELL_FIELDS, wellSchema } from '../../domain/wells/well-records';
import { users } from '../db/schema/accounts';
import { gsps } from '../db/schema/organisations';
import { wells, type WellRow } from '../db/schema/wells';
import { AppError } from '../http/app-error';
import type { Collection, CollectionCall } from '../http/collection-routes';
import { optionsOf } from '../monitoring/field-options';
import {
  missingReferences,
  parseOrFieldErrors,
  sentOnly,
  withCoordinatesFromGeometry,
} from '../monitoring/record-input';
import { mayEnterFor, wellGspsOf } from './well-access';

export const WELL_MESSAGES = {
  duplicate: 'A well with this Well ID already exists.',
  otherGsp: 'You can only enter wells for a GSP you represent.',
} as const;

/** A well as the API answers it (spec 1 §3.3), with what the screens show beside its fields. */
export interface WellRecord {
  id: number;
  well_id: string;
  state_well: string | null;
  agency: string | null;
  well_type: string | null;
  source_gsp_id: number;
  source_gsp_label: string;
  volumetric_calc_type: string | null;
  latitude: number;
  longitude: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  gsp_mon_network: boolean;
  wl_monitoring: boolean;
  wq_monitoring: boolean;
  monitor_site_type: string | null;
  well_notes: string | null;
  updateby_label: string;
  updatedate: string;
  updatedate_label: string;
  /** Whether the caller may enter and edit this well's data (canEnterWellData). */
  can_edit: boolean;
}

const ANSWERED = [
  'source_gsp_label',
  'geometry',
  'updateby_label',
  'updatedate',
  'updatedate_label',
  'can_edit',
];

const selection = { well: wells, gspName: gsps.name, firstName: users.firstName, lastName: users.lastName };
type Joined = { well: WellRow; gspName: string | null; firstName: string | null; lastName: string | null };

function present({ well, gspName, firstName, lastName }: Joined, canEdit: boolean): WellRecord {
  return {
    id: well.id,
    well_id: well.well_id,
    state_well: well.state_well,
    agency: well.agency,
    well_type: well.well_type,
    source_gsp_id: well.source_gsp_id,
    source_gsp_label: gspName ?? '',
    volumetric_calc_type: well.volumetric_calc_type,
    latitude: well.latitude,
    longitude: well.longitude,
    geometry: { type: 'Point', coordinates: [well.longitude, well.latitude] },
    gsp_mon_network: well.gsp_mon_network,
    wl_monitoring: well.wl_monitoring,
    wq_monitoring: well.wq_monitoring,
    monitor_site_type: well.monitor_site_type,
    well_notes: well.well_notes,
    updateby_label: [firstName, lastName].filter(Boolean).join(' '),
    updatedate: well.updated_at.toISOString(),
    updatedate_label: usDateLabel(well.updated_at),
    can_edit: canEdit,
  };
}

function selectWells(call: CollectionCall) {
  return call.db
    .select(selection)
    .from(wells)
    .innerJoin(gsps, eq(gsps.id, wells.source_gsp_id))
    .leftJoin(users, eq(users.id, wells.updateby_id));
}

async function one(call: CollectionCall, where: ReturnType<typeof eq>) {
  const [row] = await selectWells(call).where(where);
  if (!row) return undefined;
  return present(row, mayEnterFor(await wellGspsOf(call), row.well.source_gsp_id));
}

const partialSchema = wellSchema.partial();

async function validated(call: CollectionCall, body: unknown, partial: boolean) {
  const input = withCoordinatesFromGeometry(body);
  const { value, errors } = parseOrFieldErrors(partial ? partialSchema : wellSchema, input);
  if (errors) throw AppError.badRequest(errors);
  const values = (partial ? sentOnly(value as object, input) : value) as Record<string, unknown>;
  const missing = await missingReferences(call.db, WELL_FIELDS, values);
  if (Object.keys(missing).length) throw AppError.badRequest(missing);
  return values as Partial<typeof wells.$inferInsert>;
}

async function assertWellIdFree(call: CollectionCall, wellId: string, exceptId?: number) {
  const [clash] = await call.db
    .select({ id: wells.id })
    .from(wells)
    .where(and(eq(wells.well_id, wellId), exceptId === undefined ? undefined : ne(wells.id, exceptId)));
  if (clash) throw AppError.badRequest({ well_id: [WELL_MESSAGES.duplicate] });
}

/**
 * Well (spec 1 §3.2, §3.3): /api/wells/. Every signed-in user reads; administrators and GSP
 * Representatives of the well's GSP enter and edit wells (a representative only for their GSPs).
 */
export const wellsCollection: Collection<WellRecord> = {
  path: 'wells',
  title: 'Well List',
  read: 'signedIn',
  write: 'signedIn',
  answered: ANSWERED,
  fields: () => ({
    ...optionsOf(WELL_FIELDS),
    source_gsp_label: { type: 'string', label: 'GSP', read_only: true },
  }),
  async list(call, page) {
    const gspsOfCaller = await wellGspsOf(call);
    const rows = await selectWells(call)
      .orderBy(asc(wells.well_id), asc(wells.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((row) => present(row, mayEnterFor(gspsOfCaller, row.well.source_gsp_id)));
  },
  get: (call, id) => one(call, eq(wells.id, id)),
  async createdWithKey(call, key) {
    const [row] = await selectWells(call).where(
      and(eq(wells.idempotency_key, key), eq(wells.created_by_id, call.actor.id)),
    );
    if (!row) return undefined;
    const record = present(row, mayEnterFor(await wellGspsOf(call), row.well.source_gsp_id));
    return { record, fingerprint: row.well.idempotency_fingerprint };
  },
  async create(call, body) {
    const values = (await validated(call, body, false)) as typeof wells.$inferInsert;
    if (!mayEnterFor(await wellGspsOf(call), values.source_gsp_id)) {
      throw AppError.badRequest({ source_gsp_id: [WELL_MESSAGES.otherGsp] });
    }
    await assertWellIdFree(call, values.well_id);
    const [created] = await call.db
      .insert(wells)
      .values({
        ...values,
        idempotency_key: call.idempotency?.key,
        idempotency_fingerprint: call.idempotency?.fingerprint,
        created_by_id: call.actor.id,
        updateby_id: call.actor.id,
      })
      .returning({ id: wells.id });
    return (await one(call, eq(wells.id, created.id)))!;
  },
  async update(call, id, body, partial) {
    const [existing] = await call.db.select().from(wells).where(eq(wells.id, id));
    if (!existing) return undefined;
    const gspsOfCaller = await wellGspsOf(call);
    if (!mayEnterFor(gspsOfCaller, existing.source_gsp_id)) throw AppError.forbidden();
    const values = await validated(call, body, partial);
    if ('source_gsp_id' in values && !mayEnterFor(gspsOfCaller, values.source_gsp_id)) {
      throw AppError.badRequest({ source_gsp_id: [WELL_MESSAGES.otherGsp] });
    }
    if (values.well_id !== undefined) await assertWellIdFree(call, values.well_id, id);
    await call.db
      .update(wells)
      .set({ ...values, updateby_id: call.actor.id, updated_at: new Date() })
      .where(eq(wells.id, id));
    return one(call, eq(wells.id, id));
  },
  async remove(call, id) {
    const [existing] = await call.db.select().from(wells).where(eq(wells.id, id));
    if (!existing) return false;
    if (!mayEnterFor(await wellGspsOf(call), existing.source_gsp_id)) throw AppError.forbidden();
    await call.db.delete(wells).where(eq(wells.id, id));
    return true;
  },
};
