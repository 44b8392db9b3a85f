import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { usDateLabel } from '../../domain/dates/date-format';
import { users } from '../db/schema/accounts';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { canReportForGsp, isAdministrator } from '../../domain/accounts/permissions';
import { partialRecordSchema, recordSchema } from '../../domain/monitoring/field-definitions';
import { gspAssociations } from '../db/schema/organisations';
import { AppError } from '../http/app-error';
import type { Collection, CollectionCall } from '../http/collection-routes';
import { presentSite, type Row } from './monitoring-presenters';
import { missingReferences, parseOrFieldErrors, sentOnly, withCoordinatesFromGeometry } from './record-input';
import { loadReferenceLabels } from './reference-labels';
import type { SiteKind } from './site-kinds';
import { optionsOf } from './field-options';
import { siteDeletionCheck } from './site-dependents';

async function reporterCheck(call: CollectionCall, gspId: number | null | undefined) {
  const associations = await call.db
    .select({ gsp: gspAssociations.gspId, authorized_reporter: gspAssociations.authorizedReporter })
    .from(gspAssociations)
    .where(eq(gspAssociations.userId, call.actor.id));
  return typeof gspId === 'number' && canReportForGsp(call.actor, associations, gspId);
}

/**
 * A monitoring site registry (spec 1 §3.2, spec 2 §3): any signed-in user reads; administrators
 * create and delete; an authorized reporter of the site's GSP may also edit it (spec 1 §2.5).
 */
export function siteCollection(options: {
  path: string;
  title: string;
  kind: SiteKind;
  /** Which sites of the table this collection holds (water quality sites are the wells monitored for it). */
  scope?: SQL;
  /** What a site created through this collection is, so it belongs to the scope. */
  createdWith?: Record<string, unknown>;
}): Collection<Row> {
  const { kind } = options;
  const table = kind.table;
  const schema = recordSchema(kind.fields);
  const partialSchema = partialRecordSchema(kind.fields);
  /** The fields no two sites of the table share: their ids, as the DMS and DWR give them. */
  const uniqueFields = [
    { name: 'dms_site_id', duplicate: 'A site with this DMS Site ID already exists.' },
    { name: 'dwr_site_code', duplicate: 'A site with this DWR Site Code already exists.' },
  ].filter(({ name }) => kind.fields.some((field) => field.name === name));

  /** The sites as the registry screens show them: with who changed each last, and when (spec 1 §3.4). */
  async function present(call: CollectionCall, rows: Row[]) {
    const labels = await loadReferenceLabels(call.db, kind.fields);
    const editorIds = [
      ...new Set(rows.map((row) => row.updateby_id).filter((id): id is number => typeof id === 'number')),
    ];
    const editors = editorIds.length
      ? await call.db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, editorIds))
      : [];
    const nameOf = new Map(
      editors.map((editor) => [editor.id, `${editor.firstName} ${editor.lastName}`.trim()]),
    );
    return rows.map((row) => ({
      ...presentSite(kind.fields, row, labels),
      updateby_label: nameOf.get(row.updateby_id as number) ?? '',
      updatedate: (row.updated_at as Date).toISOString(),
      updatedate_label: usDateLabel(row.updated_at as Date),
    }));
  }

  async function one(call: CollectionCall, id: number) {
    const rows = (await call.db
      .select()
      .from(table)
      .where(and(eq(table.id, id), options.scope))) as Row[];
    return rows.length ? (await present(call, rows))[0] : undefined;
  }

  async function validated(call: CollectionCall, body: unknown, partial: boolean) {
    const input = withCoordinatesFromGeometry(body);
    const { value, errors } = parseOrFieldErrors(partial ? partialSchema : schema, input);
    if (errors) throw AppError.badRequest(errors);
    const values = partial ? sentOnly(value as object, input) : (value as Record<string, unknown>);
    const missing = await missingReferences(call.db, kind.fields, values as Record<string, unknown>);
    if (Object.keys(missing).length) throw AppError.badRequest(missing);
    return values as Record<string, unknown>;
  }

  async function assertIdsFree(call: CollectionCall, values: Record<string, unknown>, exceptId?: number) {
    for (const { name, duplicate } of uniqueFields) {
      const value = values[name];
      if (typeof value !== 'string') continue;
      const [clash] = await call.db
        .select({ id: table.id })
        .from(table)
        .where(sql`${table}.${sql.identifier(name)} = ${value}`);
      if (clash && clash.id !== exceptId) throw AppError.badRequest({ [name]: [duplicate] });
    }
  }

  return {
    path: options.path,
    title: options.title,
    read: 'signedIn',
    write: 'signedIn',
    fields: () => optionsOf(kind.fields),
    // spec 2 §3: a site may come with its point as GeoJSON instead of latitude and longitude
    answered: ['geometry'],
    async list(call, page) {
      const dmsSiteId = call.query.dms_site_id;
      const rows = (await call.db
        .select()
        .from(table)
        .where(and(options.scope, dmsSiteId ? eq(table.dms_site_id, dmsSiteId) : undefined))
        .orderBy(asc(table.dms_site_id))
        .limit(page.limit)
        .offset(page.offset)) as Row[];
      return present(call, rows);
    },
    get: one,
    async create(call, body) {
      if (!isAdministrator(call.actor)) throw AppError.forbidden();
      const values = { ...(await validated(call, body, false)), ...options.createdWith };
      await assertIdsFree(call, values);
      const [created] = await call.db
        .insert(table)
        .values({ ...values, updateby_id: call.actor.id } as typeof table.$inferInsert)
        .returning({ id: table.id });
      return (await one(call, created.id))!;
    },
    async update(call, id, body, partial) {
      const [existing] = await call.db
        .select()
        .from(table)
        .where(and(eq(table.id, id), options.scope));
      if (!existing) return undefined;
      if (!isAdministrator(call.actor) && !(await reporterCheck(call, existing.source_gsp_id))) {
        throw AppError.forbidden();
      }
      const values = await validated(call, body, partial);
      if (
        'source_gsp_id' in values &&
        !isAdministrator(call.actor) &&
        !(await reporterCheck(call, values.source_gsp_id as number))
      ) {
        throw AppError.badRequest({ source_gsp_id: ['You can only assign a site to a GSP you report for.'] });
      }
      await assertIdsFree(call, values, id);
      await call.db
        .update(table)
        .set({ ...values, updateby_id: call.actor.id, updated_at: new Date() } as Partial<
          typeof table.$inferInsert
        >)
        .where(eq(table.id, id));
      return one(call, id);
    },
    async remove(call, id) {
      if (!isAdministrator(call.actor)) throw AppError.forbidden(AUTH_MESSAGES.permissionDenied);
      const [site] = await call.db
        .select({ id: table.id, dms_site_id: table.dms_site_id })
        .from(table)
        .where(and(eq(table.id, id), options.scope))
        .for('update');
      if (!site) return false;
      const refusal = await siteDeletionCheck(call.db, kind, site);
      if (refusal) throw new AppError(409, { detail: refusal });
      return (
        (
          await call.db
            .delete(table)
            .where(and(eq(table.id, id), options.scope))
            .returning({ id: table.id })
        ).length > 0
      );
    },
  };
}
