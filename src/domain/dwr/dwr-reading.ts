import type { WellMeasurement } from '../monitoring/monitoring-api';

/**
 * What DWR's measurements file gives of a reading beyond the DMS's fields (issue 18), kept beside the reading
 * so it goes back out in DWR's columns as it came in: DWR's ids, the reference point and ground surface
 * elevations of that measurement, the tape's two readings, the depth below ground surface and the quality
 * description as DWR wrote it. Null on readings that did not come from DWR's file.
 */
export interface DwrReadingExtras {
  dwr_wlm_id: number | null;
  dwr_stn_id: number | null;
  dwr_rpe: number | null;
  dwr_gse: number | null;
  dwr_rdng_ws: number | null;
  dwr_rdng_rp: number | null;
  dwr_gse_wse: number | null;
  dwr_qa_desc: string | null;
  dwr_org_id: number | null;
  dwr_coop_org_id: number | null;
  dwr_coop_org_name: string | null;
}

/** A water level reading as DWR's columns are read into it and written from it. */
export type DwrReadingFields = Pick<
  WellMeasurement,
  | 'measurement_date'
  | 'measurement_time'
  | 'measurement_depth'
  | 'surf_elev'
  | 'vert_datum'
  | 'meas_method'
  | 'meas_accuracy'
  | 'no_measurement'
  | 'quest_meas'
  | 'measured_by'
  | 'meas_comments'
> &
  DwrReadingExtras;
