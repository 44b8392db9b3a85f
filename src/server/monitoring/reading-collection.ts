import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FieldErrors } from '../../domain/http/field-errors';
import { partialRecordSchema, recordSchema } from '../../domain/monitoring/field-definitions';
import { readSubmittedFlag } from '../../domain/monitoring/submitted-flag';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import type { Collection, CollectionCall } from '../http/collection-routes';
import { optionsOf } from './field-options';
import { presentReading, type Row } from './monitoring-presenters';
import { readingAccess, visibleReadings } from './reading-access';
import { parseOrFieldErrors, sentOnly } from './record-input';
import type { ReadingKind } from './site-kinds';

/** Readings one request may create; loading a well's whole history fits, a basin does not. */
export const MAX_READINGS_PER_REQUEST = 10_000;
const INSERT_CHUNK = 1_000;

const SUBMITTED_LOCKED = 'This measurement has been submitted. Ask an administrator to unlock it first.';

const INVALID_FLAG = { submitted: ['Must be a valid boolean.'] };

/**
 * The readings of one kind (spec 1 §3.2): visible as the submitted rule allows; created, changed
 * and deleted by administrators and by authorized reporters of the site's GSP. A create takes one
 * reading or a list, and stores all of them or none.
 */
export function readingCollection(options: {
  path: string;
  title: string;
  kind: ReadingKind;
  getOneRoute?: boolean;
}): Collection<Row> {
  const { kind } = options;
  const table = kind.table;
  const sites = kind.site.table;
  const schema = recordSchema(kind.fields);
  const partialSchema = partialRecordSchema(kind.fields);
  const noSite = `No ${kind.site.name} has this DMS Site ID.`;
  const notYours = "You may not submit data for this site's GSP.";

  async function sitesByDmsId(db: Database, dmsSiteIds: string[]) {
    const rows = dmsSiteIds.length
      ? await db
          .select({ id: sites.id, dms_site_id: sites.dms_site_id, source_gsp_id: sites.source_gsp_id })
          .from(sites)
          .where(inArray(sites.dms_site_id, [...new Set(dmsSiteIds)]))
      : [];
    return new Map(rows.map((row) => [row.dms_site_id, row]));
  }

  async function present(db: Database, rows: Row[]) {
    const siteIds = [...new Set(rows.map((row) => row.site_id as number))];
    const names = siteIds.length
      ? await db
          .select({ id: sites.id, dms: sites.dms_site_id })
          .from(sites)
          .where(inArray(sites.id, siteIds))
      : [];
    const dmsOf = new Map(names.map((row) => [row.id, row.dms]));
    return rows.map((row) => presentReading(kind.fields, row, dmsOf.get(row.site_id as number) ?? ''));
  }

  async function one(call: CollectionCall, id: number) {
    const access = await readingAccess(call.db, call.actor);
    const [row] = await call.db
      .select({ reading: table })
      .from(table)
      .innerJoin(sites, eq(sites.id, table.site_id))
      .where(and(eq(table.id, id), visibleReadings(kind, access)));
    return row ? (await present(call.db, [row.reading as Row]))[0] : undefined;
  }

  /**
   * The user's access when they may change the reading; undefined when they cannot see it, since a
   * reading they cannot see does not exist for them.
   */
  async function writableReading(call: CollectionCall, readingId: number) {
    const access = await readingAccess(call.db, call.actor);
    const [found] = await call.db
      .select({ gsp: sites.source_gsp_id, submitted: table.submitted })
      .from(table)
      .innerJoin(sites, eq(sites.id, table.site_id))
      .where(and(eq(table.id, readingId), visibleReadings(kind, access)));
    if (!found) return undefined;
    if (!access.mayReportFor(found.gsp)) throw AppError.forbidden(notYours);
    if (found.submitted && !access.mayChangeSubmitted) throw AppError.forbidden(SUBMITTED_LOCKED);
    return access;
  }

  return {
    path: options.path,
    title: options.title,
    read: 'signedIn',
    write: 'signedIn',
    bodyLimit: 20 * 1024 * 1024,
    createsMany: true,
    getOneRoute: options.getOneRoute,
    fields: () => ({ ...optionsOf(kind.fields), submitted: { type: 'boolean', label: 'Submitted' } }),
    async list(call, page) {
      const access = await readingAccess(call.db, call.actor);
      const dmsSiteId = call.query.dms_site_id;
      const column = (name: string) => sql`${table}.${sql.identifier(name)}`;
      const rows = await call.db
        .select({ reading: table })
        .from(table)
        .innerJoin(sites, eq(sites.id, table.site_id))
        .where(and(visibleReadings(kind, access), dmsSiteId ? eq(sites.dms_site_id, dmsSiteId) : undefined))
        .orderBy(asc(sites.dms_site_id), asc(column(kind.dateColumn)), asc(table.id))
        .limit(page.limit)
        .offset(page.offset);
      return present(
        call.db,
        rows.map((row) => row.reading as Row),
      );
    },
    get: one,
    async create(call, body) {
      const items: unknown[] = Array.isArray(body) ? body : [body];
      if (!items.length) throw AppError.nonField('Send at least one measurement.');
      if (items.length > MAX_READINGS_PER_REQUEST) {
        throw AppError.nonField(`Send at most ${MAX_READINGS_PER_REQUEST} measurements in one request.`);
      }
      const parsed = items.map((item) => parseOrFieldErrors(schema, item));
      const siteOf = await sitesByDmsId(
        call.db,
        parsed.flatMap((entry) => (entry.value ? [(entry.value as Row).dms_site_id as string] : [])),
      );
      const access = await readingAccess(call.db, call.actor);
      const errors: FieldErrors[] = [];
      const values: Record<string, unknown>[] = [];
      items.forEach((item, index) => {
        const { value, errors: fieldErrors } = parsed[index];
        if (fieldErrors) return void (errors[index] = fieldErrors);
        const { dms_site_id: dmsSiteId, ...fields } = value as Row;
        const site = siteOf.get(dmsSiteId as string);
        if (!site) return void (errors[index] = { dms_site_id: [noSite] });
        if (!access.mayReportFor(site.source_gsp_id))
          return void (errors[index] = { dms_site_id: [notYours] });
        const submitted = readSubmittedFlag((item as Row | null)?.submitted);
        if (submitted === null) return void (errors[index] = INVALID_FLAG);
        // Only administrators submit (lock) data; anyone else's readings wait for them.
        values[index] = { ...fields, site_id: site.id, submitted: access.mayChangeSubmitted && !!submitted };
      });
      if (errors.length) {
        const all = items.map((_, index) => errors[index] ?? {});
        throw AppError.badRequest(Array.isArray(body) ? all : all[0]);
      }
      const created = await call.db.transaction(async (tx) => {
        const rows: Row[] = [];
        for (let start = 0; start < values.length; start += INSERT_CHUNK) {
          const chunk = values.slice(start, start + INSERT_CHUNK) as (typeof table.$inferInsert)[];
          rows.push(...((await tx.insert(table).values(chunk).returning()) as Row[]));
        }
        return rows;
      });
      const presented = await present(call.db, created);
      return Array.isArray(body) ? presented : presented[0];
    },
    async update(call, id, body, partial) {
      const access = await writableReading(call, id);
      if (!access) return undefined;
      const submitted = readSubmittedFlag((body as Row | null)?.submitted);
      if (submitted === null) throw AppError.badRequest(INVALID_FLAG);
      const { value, errors } = parseOrFieldErrors(partial ? partialSchema : schema, body);
      if (errors) throw AppError.badRequest(errors);
      const { dms_site_id: dmsSiteId, ...fields } = (
        partial ? sentOnly(value as object, body) : value
      ) as Row;
      const changes: Row = { ...fields };
      if (dmsSiteId !== undefined) {
        const site = (await sitesByDmsId(call.db, [dmsSiteId as string])).get(dmsSiteId as string);
        if (!site) throw AppError.badRequest({ dms_site_id: [noSite] });
        if (!access.mayReportFor(site.source_gsp_id)) throw AppError.badRequest({ dms_site_id: [notYours] });
        changes.site_id = site.id;
      }
      if (access.mayChangeSubmitted && submitted !== undefined) changes.submitted = submitted;
      if (Object.keys(changes).length)
        await call.db
          .update(table)
          .set(changes as Partial<typeof table.$inferInsert>)
          .where(eq(table.id, id));
      return one(call, id);
    },
    async remove(call, id) {
      if (!(await writableReading(call, id))) return false;
      return (await call.db.delete(table).where(eq(table.id, id)).returning({ id: table.id })).length > 0;
    },
  };
}
