import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { usDateLabel } from '../../domain/dates/date-format';
import type { FieldDefinition } from '../../domain/monitoring/field-definitions';
import { entryId, nextEntryCode } from '../../domain/wells/well-records';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { wells } from '../db/schema/wells';
import { AppError } from '../http/app-error';
import type { Collection, CollectionCall } from '../http/collection-routes';
import { optionsOf } from '../monitoring/field-options';
import { parseOrFieldErrors, sentOnly } from '../monitoring/record-input';
import { mayEnterFor, wellGspsOf } from './well-access';

export const WELL_ENTRY_MESSAGES = {
  unknownWell: 'Select a well from the list.',
  otherGsp: 'You can only enter data for wells of a GSP you represent.',
  staysWithWell: 'An entry stays with its well: enter it again under the other well.',
} as const;

/** An entry as the API answers it: its stored fields, its code and id, and its well's Well ID. */
export type WellEntryRecord = Record<string, unknown> & {
  id: number;
  entry_id: string;
  code: string;
  well: number;
  well_label: string;
  updatedate: string;
  updatedate_label: string;
};

/** The columns every entry table has (wellEntryColumns of the schema). */
interface EntryColumns {
  id: PgColumn;
  well: PgColumn;
  code: PgColumn;
  entry_id: PgColumn;
  idempotency_key: PgColumn;
  idempotency_fingerprint: PgColumn;
  created_by_id: PgColumn;
}

/** What sets one kind of entry under a well apart: its table, fields, order, and values worked out on save. */
export interface WellEntryKind {
  path: string;
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  table: PgTableWithColumns<any> & EntryColumns;
  fields: readonly FieldDefinition[];
  schema: z.ZodObject;
  /** The entries of a well are listed by this date, oldest first. */
  dateColumn: PgColumn;
  /** Values the server works out from the entered ones on every save (a client's are ignored). */
  workedOut?: {
    fields: readonly { name: string; label: string }[];
    from(values: Record<string, unknown>): Record<string, unknown>;
  };
}

const NOT_ANSWERED = new Set(['idempotency_key', 'idempotency_fingerprint', 'created_by_id', 'updated_at']);

/** ?well= (or ?well_id=) of a list: one well's entries. */
function wellFilterOf(query: Record<string, string | undefined>): number | undefined {
  const raw = query.well ?? query.well_id;
  if (raw === undefined || raw === '') return undefined;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1)
    throw AppError.badRequest({ well: [WELL_ENTRY_MESSAGES.unknownWell] });
  return id;
}

/** The well an entry is for, locked until the transaction ends so two entries never get one code. */
async function lockedWell(db: Database, id: unknown) {
  if (typeof id !== 'number') return undefined;
  const [well] = await db
    .select({ id: wells.id, well_id: wells.well_id, source_gsp_id: wells.source_gsp_id })
    .from(wells)
    .where(eq(wells.id, id))
    .for('update');
  return well;
}

/**
 * One of the collections of entries under a well (/api/wellvolumepumps/, /api/maintenancelog,
 * /api/pumptests/): every signed-in user reads them; administrators and GSP Representatives of the
 * well's GSP enter, edit and remove them. A create gets the next code under its well and its id
 * '{well id}-{code}' from the server, and takes an Idempotency-Key.
 */
export function wellEntryCollection(kind: WellEntryKind): Collection<WellEntryRecord> {
  const { table } = kind;
  const partialSchema = kind.schema.partial();
  const workedOutFields = kind.workedOut?.fields ?? [];

  const present = (row: Record<string, unknown>, wellLabel: string): WellEntryRecord => {
    const record: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) if (!NOT_ANSWERED.has(name)) record[name] = value;
    const updated = row.updated_at as Date;
    return {
      ...record,
      well_label: wellLabel,
      updatedate: updated.toISOString(),
      updatedate_label: usDateLabel(updated),
    } as WellEntryRecord;
  };

  const select = (call: CollectionCall) =>
    call.db
      .select({ entry: table, wellLabel: wells.well_id })
      .from(table)
      .innerJoin(wells, eq(wells.id, table.well));

  const one = async (call: CollectionCall, where: ReturnType<typeof eq>) => {
    const [row] = await select(call).where(where);
    return row && present(row.entry as Record<string, unknown>, row.wellLabel);
  };

  const validated = (body: unknown, partial: boolean) => {
    const { value, errors } = parseOrFieldErrors(partial ? partialSchema : kind.schema, body);
    if (errors) throw AppError.badRequest(errors);
    return (partial ? sentOnly(value as object, body) : value) as Record<string, unknown>;
  };

  const withWorkedOut = (values: Record<string, unknown>) =>
    kind.workedOut ? { ...values, ...kind.workedOut.from(values) } : values;

  async function wellFor(call: CollectionCall, id: unknown) {
    const well = await lockedWell(call.db, id);
    if (!well) throw AppError.badRequest({ well: [WELL_ENTRY_MESSAGES.unknownWell] });
    if (!mayEnterFor(await wellGspsOf(call), well.source_gsp_id)) {
      throw AppError.badRequest({ well: [WELL_ENTRY_MESSAGES.otherGsp] });
    }
    return well;
  }

  return {
    path: kind.path,
    title: kind.title,
    read: 'signedIn',
    write: 'signedIn',
    answered: [
      'entry_id',
      'code',
      'well_label',
      'updatedate',
      'updatedate_label',
      ...workedOutFields.map((field) => field.name),
    ],
    fields: () => ({
      ...optionsOf(kind.fields),
      entry_id: { type: 'string', label: 'ID', read_only: true },
      ...Object.fromEntries(
        workedOutFields.map(({ name, label }) => [name, { type: 'field' as const, label, read_only: true }]),
      ),
    }),
    async list(call, page) {
      const wellId = wellFilterOf(call.query);
      const rows = await select(call)
        .where(wellId === undefined ? undefined : eq(table.well, wellId))
        .orderBy(asc(table.well), asc(kind.dateColumn), asc(table.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((row) => present(row.entry as Record<string, unknown>, row.wellLabel));
    },
    get: (call, id) => one(call, eq(table.id, id)),
    async createdWithKey(call, key) {
      const [row] = await select(call).where(
        and(eq(table.idempotency_key, key), eq(table.created_by_id, call.actor.id)),
      );
      if (!row) return undefined;
      const entry = row.entry as Record<string, unknown>;
      return {
        record: present(entry, row.wellLabel),
        fingerprint: entry.idempotency_fingerprint as string | null,
      };
    },
    async create(call, body) {
      const values = validated(body, false);
      const well = await wellFor(call, values.well);
      const [{ highest }] = rowsOf<{ highest: number | null }>(
        await call.db.execute(
          sql`select max(${table.code}::integer) as highest from ${table} where ${table.well} = ${well.id}`,
        ),
      );
      const code = nextEntryCode([highest === null ? null : String(highest)]);
      const [created] = (await call.db
        .insert(table)
        .values({
          ...withWorkedOut(values),
          code,
          entry_id: entryId(well.well_id, code),
          idempotency_key: call.idempotency?.key,
          idempotency_fingerprint: call.idempotency?.fingerprint,
          created_by_id: call.actor.id,
          updateby_id: call.actor.id,
        })
        .returning({ id: table.id })) as { id: number }[];
      return (await one(call, eq(table.id, created.id)))!;
    },
    async update(call, id, body, partial) {
      const [existing] = (await call.db.select().from(table).where(eq(table.id, id))) as Record<
        string,
        unknown
      >[];
      if (!existing) return undefined;
      const well = await lockedWell(call.db, existing.well);
      if (!well || !mayEnterFor(await wellGspsOf(call), well.source_gsp_id)) throw AppError.forbidden();
      const values = validated(body, partial);
      if ('well' in values && values.well !== existing.well) {
        throw AppError.badRequest({ well: [WELL_ENTRY_MESSAGES.staysWithWell] });
      }
      const merged = { ...existing, ...values };
      await call.db
        .update(table)
        .set({
          ...values,
          ...(kind.workedOut?.from(merged) ?? {}),
          updateby_id: call.actor.id,
          updated_at: new Date(),
        })
        .where(eq(table.id, id));
      return one(call, eq(table.id, id));
    },
    async remove(call, id) {
      const [existing] = (await call.db.select().from(table).where(eq(table.id, id))) as Record<
        string,
        unknown
      >[];
      if (!existing) return false;
      const well = await lockedWell(call.db, existing.well);
      if (!well || !mayEnterFor(await wellGspsOf(call), well.source_gsp_id)) throw AppError.forbidden();
      await call.db.delete(table).where(eq(table.id, id));
      return true;
    },
  };
}
