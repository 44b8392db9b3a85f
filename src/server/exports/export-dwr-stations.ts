import { Readable } from 'node:stream';
import { and, asc, eq, getTableColumns, gt, isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { canViewGspData, isAdministrator } from '../../domain/accounts/permissions';
import {
  DWR_STATION_HEADER_LINE,
  dwrStationFileLine,
  dwrStationsFileName,
  type DwrStationSite,
} from '../../domain/dwr/dwr-station-file';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { wellSites } from '../db/schema/monitoring';
import { gspAssociations, gsps } from '../db/schema/organisations';
import { AppError } from '../http/app-error';

/** Sites read at a time while the file streams: memory stays bounded whatever the GSP's number of wells. */
const PAGE = 5000;

const SITE_COLUMNS = getTableColumns(wellSites) as Record<string, PgColumn>;
/** The site fields DWR's stations file is written from (dwr-station-file.ts). */
const STATION_FIELDS: Record<keyof DwrStationSite, PgColumn> = {
  dwr_site_code: wellSites.dwr_site_code,
  dwr_stn_id: wellSites.dwr_stn_id,
  dwr_well_id: SITE_COLUMNS.dwr_well_id,
  local_site_id: wellSites.local_site_id,
  latitude: wellSites.latitude,
  longitude: wellSites.longitude,
  basin_code: SITE_COLUMNS.basin_code,
  total_well_depth: SITE_COLUMNS.total_well_depth,
  well_use: SITE_COLUMNS.well_use,
  well_completion_type: SITE_COLUMNS.well_completion_type,
  well_completion_number: SITE_COLUMNS.well_completion_number,
};

/**
 * GET /api/dwrstations/{gsp id} (issue 18): the GSP's water level sites as DWR's periodic groundwater level
 * stations file, for its users (any role associated with it) and administrators. A station is named by its
 * site code, so only wells with a DWR site code are in it, in site code order as DWR's own file.
 */
export async function exportDwrStations(options: { db: Database; actor: UserRow; gspId: number }) {
  const { db, actor, gspId } = options;
  const [gsp] = await db
    .select({ name: gsps.name, abbreviation: gsps.abbreviation })
    .from(gsps)
    .where(eq(gsps.id, gspId));
  if (!gsp) throw AppError.notFound('GSP not found.');
  if (!isAdministrator(actor)) {
    const associations = await db
      .select({ gsp: gspAssociations.gspId, authorized_reporter: gspAssociations.authorizedReporter })
      .from(gspAssociations)
      .where(eq(gspAssociations.userId, actor.id));
    if (!canViewGspData(actor, associations, gspId)) throw AppError.forbidden();
  }
  const ofGsp = and(
    eq(wellSites.source_gsp_id, gspId),
    eq(wellSites.wl_monitoring, true),
    isNotNull(wellSites.dwr_site_code),
  );
  async function* lines() {
    yield DWR_STATION_HEADER_LINE;
    // pages follow on from the last site code written (not by offset): a site added meanwhile neither
    // repeats a row nor drops one
    let after: string | null = null;
    for (;;) {
      const sites = (await db
        .select(STATION_FIELDS)
        .from(wellSites)
        .where(after === null ? ofGsp : and(ofGsp, gt(wellSites.dwr_site_code, after)))
        .orderBy(asc(wellSites.dwr_site_code))
        .limit(PAGE)) as DwrStationSite[];
      if (sites.length > 0) yield sites.map(dwrStationFileLine).join('');
      if (sites.length < PAGE) return;
      after = sites[sites.length - 1].dwr_site_code;
    }
  }
  return { fileName: dwrStationsFileName(gsp), lines: Readable.from(lines()) };
}
