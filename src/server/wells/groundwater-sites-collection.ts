import { and, asc, eq, ne } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { isAdministrator } from '../../domain/accounts/permissions';
import { usDateLabel } from '../../domain/dates/date-format';
import {
  canEditWell,
  GROUNDWATER_SITE_FIELDS,
  groundwaterSiteLabel,
  groundwaterSiteSchema,
  PURPOSE_FIELD,
  type GroundwaterSiteRecord,
} from '../../domain/wells/groundwater-sites';
import {
  GROUNDWATER_SITE_PURPOSES,
  type GroundwaterSitePurpose,
} from '../../domain/wells/editable-wells-lists';
import { users } from '../db/schema/accounts';
import { gspAssociations, gsps } from '../db/schema/organisations';
import { groundwaterSites, type GroundwaterSiteRow } from '../db/schema/wells';
import { AppError } from '../http/app-error';
import type { Collection, CollectionCall } from '../http/collection-routes';
import { optionsOf } from '../monitoring/field-options';
import {
  missingReferences,
  parseOrFieldErrors,
  sentOnly,
  withCoordinatesFromGeometry,
} from '../monitoring/record-input';

const FIELDS = [PURPOSE_FIELD, ...GROUNDWATER_SITE_FIELDS];
const partialSchema = groundwaterSiteSchema.partial();

export const GROUNDWATER_SITE_MESSAGES = {
  duplicate: 'A site with this DMS Site ID is already in this list.',
  otherGsp: 'You can only assign a site to a GSP you report for.',
  unknownPurpose: `Select one of: ${GROUNDWATER_SITE_PURPOSES.join(', ')}.`,
} as const;

const selection = {
  site: groundwaterSites,
  gspName: gsps.name,
  firstName: users.firstName,
  lastName: users.lastName,
};
type Joined = {
  site: GroundwaterSiteRow;
  gspName: string | null;
  firstName: string | null;
  lastName: string | null;
};

function present({ site, gspName, firstName, lastName }: Joined): GroundwaterSiteRecord {
  return {
    id: site.id,
    purpose: site.purpose,
    dms_site_id: site.dms_site_id,
    local_site_id: site.local_site_id,
    dwr_well_id: site.dwr_well_id,
    origin_site_id: site.origin_site_id,
    source_org: site.source_org,
    owner: site.owner,
    monitor_by: site.monitor_by,
    source_gsp_id: site.source_gsp_id,
    source_gsp_label: gspName ?? '',
    coordinate_method: site.coordinate_method,
    latitude: site.latitude,
    longitude: site.longitude,
    horz_datum: site.horz_datum,
    accuracy: site.accuracy,
    updateby_id: site.updateby_id,
    updateby_label: [firstName, lastName].filter(Boolean).join(' '),
    updatedate: site.updated_at.toISOString(),
    updatedate_label: usDateLabel(site.updated_at),
    label: groundwaterSiteLabel(site.dms_site_id, site.local_site_id),
    geometry: { type: 'Point', coordinates: [site.longitude, site.latitude] },
  };
}

function selectSites(call: CollectionCall) {
  return call.db
    .select(selection)
    .from(groundwaterSites)
    .leftJoin(gsps, eq(gsps.id, groundwaterSites.source_gsp_id))
    .leftJoin(users, eq(users.id, groundwaterSites.updateby_id));
}

async function one(call: CollectionCall, id: number) {
  const [row] = await selectSites(call).where(eq(groundwaterSites.id, id));
  return row && present(row);
}

/** Administrators, or an authorized reporter of that GSP (canEditWell). */
async function mayEditForGsp(call: CollectionCall, gspId: unknown) {
  if (isAdministrator(call.actor)) return true;
  if (typeof gspId !== 'number') return false;
  const associations = await call.db
    .select({ gsp: gspAssociations.gspId, authorized_reporter: gspAssociations.authorizedReporter })
    .from(gspAssociations)
    .where(eq(gspAssociations.userId, call.actor.id));
  return canEditWell(call.actor, associations, gspId);
}

/** spec 1 §7 sends foreign keys as {name}_id; {name} alone (source_gsp) is read the same. */
function withReferenceIds(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = { ...(body as Record<string, unknown>) };
  for (const field of FIELDS) {
    const alias = field.name.replace(/_id$/, '');
    if (field.type === 'reference' && alias in record && !(field.name in record)) {
      record[field.name] = record[alias];
    }
  }
  return record;
}

async function validated(call: CollectionCall, body: unknown, partial: boolean) {
  const input = withCoordinatesFromGeometry(withReferenceIds(body));
  const { value, errors } = parseOrFieldErrors(partial ? partialSchema : groundwaterSiteSchema, input);
  if (errors) throw AppError.badRequest(errors);
  const values = (partial ? sentOnly(value as object, input) : value) as Record<string, unknown>;
  const missing = await missingReferences(call.db, FIELDS, values);
  if (Object.keys(missing).length) throw AppError.badRequest(missing);
  return values as Partial<typeof groundwaterSites.$inferInsert>;
}

/** A DMS Site ID names one row of a list. */
async function assertDmsIdFree(
  call: CollectionCall,
  purpose: GroundwaterSitePurpose,
  dmsSiteId: string,
  exceptId?: number,
) {
  const [clash] = await call.db
    .select({ id: groundwaterSites.id })
    .from(groundwaterSites)
    .where(
      and(
        eq(groundwaterSites.purpose, purpose),
        eq(groundwaterSites.dms_site_id, dmsSiteId),
        exceptId === undefined ? undefined : ne(groundwaterSites.id, exceptId),
      ),
    );
  if (clash) throw AppError.badRequest({ dms_site_id: [GROUNDWATER_SITE_MESSAGES.duplicate] });
}

/**
 * GroundwaterSite (spec 1 §3.2, §3.4): the rows of the four editable wells tables. Any signed-in user
 * reads; administrators create and delete; administrators and authorized reporters of the row's GSP
 * edit it, and a reporter cannot move a row to a GSP they do not report for.
 */
export const groundwaterSitesCollection: Collection<GroundwaterSiteRecord> = {
  path: 'groundwatersites',
  title: 'Groundwater Site List',
  read: 'signedIn',
  write: 'signedIn',
  fields: () => optionsOf(FIELDS),
  async list(call, page) {
    const { purpose, dms_site_id: dmsSiteId } = call.query;
    if (purpose && !(GROUNDWATER_SITE_PURPOSES as readonly string[]).includes(purpose)) {
      throw AppError.badRequest({ purpose: [GROUNDWATER_SITE_MESSAGES.unknownPurpose] });
    }
    const rows = await selectSites(call)
      .where(
        and(
          purpose ? eq(groundwaterSites.purpose, purpose as GroundwaterSitePurpose) : undefined,
          dmsSiteId ? eq(groundwaterSites.dms_site_id, dmsSiteId) : undefined,
        ),
      )
      .orderBy(asc(groundwaterSites.dms_site_id), asc(groundwaterSites.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(present);
  },
  get: one,
  async create(call, body) {
    if (!isAdministrator(call.actor)) throw AppError.forbidden();
    const values = (await validated(call, body, false)) as typeof groundwaterSites.$inferInsert;
    await assertDmsIdFree(call, values.purpose, values.dms_site_id);
    const [created] = await call.db
      .insert(groundwaterSites)
      .values({ ...values, updateby_id: call.actor.id })
      .returning({ id: groundwaterSites.id });
    return (await one(call, created.id))!;
  },
  async update(call, id, body, partial) {
    const [existing] = await call.db.select().from(groundwaterSites).where(eq(groundwaterSites.id, id));
    if (!existing) return undefined;
    if (!(await mayEditForGsp(call, existing.source_gsp_id))) throw AppError.forbidden();
    const values = await validated(call, body, partial);
    if ('source_gsp_id' in values && !(await mayEditForGsp(call, values.source_gsp_id))) {
      throw AppError.badRequest({ source_gsp_id: [GROUNDWATER_SITE_MESSAGES.otherGsp] });
    }
    if ('purpose' in values || 'dms_site_id' in values) {
      await assertDmsIdFree(
        call,
        values.purpose ?? existing.purpose,
        values.dms_site_id ?? existing.dms_site_id,
        id,
      );
    }
    await call.db
      .update(groundwaterSites)
      .set({ ...values, updateby_id: call.actor.id, updated_at: new Date() })
      .where(eq(groundwaterSites.id, id));
    return one(call, id);
  },
  async remove(call, id) {
    if (!isAdministrator(call.actor)) throw AppError.forbidden(AUTH_MESSAGES.permissionDenied);
    const deleted = await call.db
      .delete(groundwaterSites)
      .where(eq(groundwaterSites.id, id))
      .returning({ id: groundwaterSites.id });
    return deleted.length > 0;
  },
};
