import type {
  InterconnectedSiteRow,
  StreamflowSiteRow,
  SubsidenceSiteRow,
  WaterLevelSiteRow,
  WaterQualitySiteRow,
} from '../../../domain/monitoring/monitoring-api';

/** Site list rows as GET /api/wellsitesummary/{target} answers them, for tests. */

function baseSite(id: number) {
  return {
    id,
    dms_site_id: `SITE-${String(id).padStart(3, '0')}`,
    local_site_id: `L${id}`,
    source_gsp_label: id % 2 === 0 ? 'Kings Subbasin GSP' : 'Madera Subbasin GSP',
    geometry: {
      type: 'Point' as const,
      coordinates: [-120.25 + id / 100, 37.05 + id / 100] as [number, number],
    },
  };
}

export function buildWaterLevelSite(
  id: number,
  overrides: Partial<WaterLevelSiteRow> = {},
): WaterLevelSiteRow {
  return {
    ...baseSite(id),
    monitor_site_type: 'Monitoring',
    source_gsa_label: 'North Kings GSA',
    num_measurements: id * 3,
    date_range: '01/15/2015 - 10/01/2023',
    wl_monitoring: true,
    ...overrides,
  };
}

export function buildInterconnectedSite(
  id: number,
  overrides: Partial<InterconnectedSiteRow> = {},
): InterconnectedSiteRow {
  return {
    ...baseSite(id),
    monitor_type_label: 'Stream and Wells',
    dms_strm_site_label: `STRM-${id}`,
    dms_sa_site_label: `SA-${id}`,
    dms_ua_site_label: `UA-${id}`,
    dms_la_site_label: `LA-${id}`,
    ...overrides,
  };
}

export function buildSubsidenceSite(
  id: number,
  overrides: Partial<SubsidenceSiteRow> = {},
): SubsidenceSiteRow {
  return {
    ...baseSite(id),
    owner_label: 'Madera County',
    monitor_by_label: 'DWR',
    meas_type_label: 'Continuous GPS',
    gsp_mon_network: true,
    num_measurements: id * 3,
    date_range: '03/01/2016 - 09/30/2023',
    ...overrides,
  };
}

export function buildWaterQualitySite(
  id: number,
  overrides: Partial<WaterQualitySiteRow> = {},
): WaterQualitySiteRow {
  return {
    ...baseSite(id),
    gsp_mon_network: false,
    characteristics: 'Nitrate, Arsenic',
    characteristic_counts: `Nitrate (${id}), Arsenic (1)`,
    wq_monitoring: true,
    ...overrides,
  };
}

export function buildStreamflowSite(
  id: number,
  overrides: Partial<StreamflowSiteRow> = {},
): StreamflowSiteRow {
  return {
    ...baseSite(id),
    owner_label: 'USGS',
    monitor_by_label: 'USGS',
    meas_type_label: 'Stage',
    interconnected_monitoring: false,
    num_measurements: id * 3,
    date_range: '10/01/2010 - 09/30/2023',
    link: `https://waterdata.example.org/site/${id}`,
    ...overrides,
  };
}
