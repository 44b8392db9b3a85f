import type {
  InterconnectedSiteRow,
  StreamflowSiteRow,
  SubsidenceSiteRow,
  WaterLevelSiteRow,
  WaterQualitySiteRow,
} from '../../../domain/monitoring/monitoring-api';
import { SITE_MARKERS } from '../../../domain/maps/site-markers';
import { MONITORING_LISTS } from '../../../domain/monitoring/monitoring-lists';
import { DwrStationsExport } from './dwr-stations-export';
import type { MonitoringListConfig } from './monitoring-list-config';
import {
  dateRangeColumn,
  measurementDataLinkColumn,
  measurementsColumn,
  textColumn,
  yesNoColumn,
} from './site-list-columns';

/**
 * The five monitoring lists of spec 1 §2.5, columns from the row fields of §3.5. The server filters, sorts
 * and pages them by the same column ids (src/server/monitoring/site-list-page.ts), and keeps each list to
 * its sites (wl_monitoring, wq_monitoring).
 */

export const waterLevelList: MonitoringListConfig<WaterLevelSiteRow> = {
  list: MONITORING_LISTS.waterLevel,
  columns: [
    textColumn('dms_site_id', 'DMS Site ID'),
    textColumn('local_site_id', 'Local Site ID'),
    textColumn('monitor_site_type', 'Site Type'),
    textColumn('source_gsa_label', 'GSA'),
    textColumn('source_gsp_label', 'GSP'),
    measurementsColumn(),
    dateRangeColumn(),
  ],
  markerStyle: (siteType) =>
    SITE_MARKERS[siteType === 'Representative' ? 'representative-water-level' : 'other-water-level'],
  actions: DwrStationsExport,
};

export const interconnectedList: MonitoringListConfig<InterconnectedSiteRow> = {
  list: MONITORING_LISTS.interconnected,
  columns: [
    textColumn('dms_site_id', 'DMS Site ID'),
    textColumn('local_site_id', 'Local Site ID'),
    textColumn('source_gsp_label', 'GSP'),
    textColumn('monitor_type_label', 'Monitor Type'),
    textColumn('dms_strm_site_label', 'Stream Site'),
    textColumn('dms_sa_site_label', 'Shallow Well'),
    textColumn('dms_ua_site_label', 'Upper Aquifer Well'),
    textColumn('dms_la_site_label', 'Lower Aquifer Well'),
  ],
  markerStyle: () => SITE_MARKERS.interconnected,
};

export const subsidenceList: MonitoringListConfig<SubsidenceSiteRow> = {
  list: MONITORING_LISTS.subsidence,
  columns: [
    textColumn('dms_site_id', 'DMS Site ID'),
    textColumn('local_site_id', 'Local Site ID'),
    textColumn('source_gsp_label', 'GSP'),
    textColumn('owner_label', 'Owner'),
    textColumn('monitor_by_label', 'Monitored By'),
    textColumn('meas_type_label', 'Measurement Type'),
    yesNoColumn('gsp_mon_network', 'GSP Monitoring Network'),
    measurementsColumn(),
    dateRangeColumn(),
  ],
  markerStyle: () => SITE_MARKERS.subsidence,
};

export const waterQualityList: MonitoringListConfig<WaterQualitySiteRow> = {
  list: MONITORING_LISTS.waterQuality,
  columns: [
    textColumn('dms_site_id', 'DMS Site ID'),
    textColumn('local_site_id', 'Local Site ID'),
    textColumn('source_gsp_label', 'GSP'),
    yesNoColumn('gsp_mon_network', 'GSP Monitoring Network'),
    textColumn('characteristic_counts', 'Characteristics'),
  ],
  markerStyle: () => SITE_MARKERS['water-quality'],
};

export const streamflowList: MonitoringListConfig<StreamflowSiteRow> = {
  list: MONITORING_LISTS.streamflow,
  columns: [
    textColumn('dms_site_id', 'DMS Site ID'),
    textColumn('local_site_id', 'Local Site ID'),
    textColumn('source_gsp_label', 'GSP'),
    textColumn('owner_label', 'Owner'),
    textColumn('monitor_by_label', 'Monitored By'),
    textColumn('meas_type_label', 'Measurement Type'),
    measurementsColumn(),
    dateRangeColumn(),
    measurementDataLinkColumn(),
  ],
  markerStyle: () => SITE_MARKERS.streamflow,
};
