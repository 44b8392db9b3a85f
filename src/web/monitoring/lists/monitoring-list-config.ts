import type { ComponentType } from 'react';
import type { WaterLevelSiteRow } from '../../../domain/monitoring/monitoring-api';
import type { MONITORING_LISTS, MonitoringListKey } from '../../../domain/monitoring/monitoring-lists';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import type { SiteMapMarker } from '../../components/site-map/site-map-types';

/** What every site list row holds (spec 1 §3.5, common fields). */
export type SiteListRow = Pick<
  WaterLevelSiteRow,
  'id' | 'dms_site_id' | 'local_site_id' | 'source_gsp_label' | 'geometry'
>;

export type SiteMarkerStyle = Pick<SiteMapMarker, 'colour' | 'shape'>;

/** What makes one monitoring list differ from the others. */
export interface MonitoringListConfig<Row extends SiteListRow> {
  list: (typeof MONITORING_LISTS)[MonitoringListKey];
  /** The columns after Actions, which every list has. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** A site's marker on the list's map, by its site type (water level sites; null for the others). */
  markerStyle: (siteType: string | null) => SiteMarkerStyle;
  /** What the list offers besides its sites, under its title (the water level list: DWR's stations file). */
  actions?: ComponentType;
}
