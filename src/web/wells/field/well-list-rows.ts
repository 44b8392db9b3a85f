import { SITE_MARKERS } from '../../../domain/maps/site-markers';
import type { OutboxEntry } from '../../offline/outbox';
import type { SiteMapMarker } from '../../components/site-map/site-map-types';
import { WELLS_ROUTES } from '../../../domain/wells/wells-texts';
import { queuedStatus } from './entry-rows';
import type { FieldWell } from './wells-api';

/** One row of /wellslist: a stored well, or a new well (or a change of one) waiting to be sent. */
export interface WellListRow {
  rowKey: string;
  /** The stored well's id; none for a new well not yet stored. */
  id: number | null;
  well_id: string;
  agency: string | null;
  well_type: string | null;
  state_well: string | null;
  queued?: { key: string; state: OutboxEntry['state']; status: string };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The wells of the list: new wells waiting in the outbox first, then the stored ones, each showing a
 * change waiting to be sent instead of what the server holds.
 */
export function wellListRows(wells: readonly FieldWell[], outbox: readonly OutboxEntry[]): WellListRow[] {
  const waiting = outbox
    .filter((entry) => entry.kind === 'wells')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const changeOf = new Map(
    waiting
      .filter((entry) => entry.method === 'PATCH')
      .map((entry) => [entry.recordId ?? entry.wellId, entry] as const),
  );
  const row = (well: Partial<FieldWell>, entry?: OutboxEntry): WellListRow => {
    const values = { ...well, ...entry?.body } as Record<string, unknown>;
    return {
      rowKey: entry && !well.id ? `queued-${entry.key}` : `well-${well.id}`,
      id: well.id ?? null,
      well_id: text(values.well_id) ?? '',
      agency: text(values.agency),
      well_type: text(values.well_type),
      state_well: text(values.state_well),
      ...(entry ? { queued: { key: entry.key, state: entry.state, status: queuedStatus(entry) } } : {}),
    };
  };
  return [
    ...waiting.filter((entry) => entry.method === 'POST').map((entry) => row({}, entry)),
    ...wells.map((well) => row(well, changeOf.get(well.id))),
  ];
}

/** Where a row's view icon leads: the well's screen, or the form of a new well not yet stored. */
export function wellRowPath(row: WellListRow): string {
  return row.id !== null
    ? WELLS_ROUTES.detail(row.id)
    : `${WELLS_ROUTES.create}?queued=${encodeURIComponent(row.queued!.key)}`;
}

/**
 * spec 1 §3.3: the wells put on the map are those of the GSP monitoring network that are monitored for
 * water level or water quality.
 */
export function isMappedWell(well: FieldWell): boolean {
  return well.gsp_mon_network && (well.wl_monitoring || well.wq_monitoring);
}

/**
 * spec 1 §9's site markers: a water level well red when representative and an orange square otherwise,
 * a water quality well green.
 */
export function wellMarker(well: FieldWell): SiteMapMarker | null {
  const coordinates =
    well.geometry?.coordinates ??
    (well.longitude !== null && well.latitude !== null ? ([well.longitude, well.latitude] as const) : null);
  if (!coordinates) return null;
  const symbol = !well.wl_monitoring
    ? SITE_MARKERS['water-quality']
    : well.monitor_site_type === 'Representative'
      ? SITE_MARKERS['representative-water-level']
      : SITE_MARKERS['other-water-level'];
  return {
    id: well.id,
    dmsSiteId: well.well_id,
    // the popup's second line names a Local Site ID, which wells do not have
    localSiteId: null,
    coordinates,
    detailPath: WELLS_ROUTES.detail(well.id),
    colour: symbol.colour,
    shape: symbol.shape,
  };
}
