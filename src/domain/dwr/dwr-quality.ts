/**
 * DWR writes one quality description per measurement (WLM_QA_DESC: 'Pumping', 'Temporarily inaccessible',
 * 'Dry well', ...), where the DMS, as CASGEM did, keeps two codes: why no measurement was taken, and why a
 * measurement taken is questionable. Several descriptions are both (CASGEM's no-measurement code 1 and its
 * questionable code 1 are both 'Pumping'), so the row decides: a description on a row without a water
 * level says why there is none; on a row with one, why it is questionable. The description itself is kept,
 * trimmed as every code is (DWR_COLUMN_KINDS).
 */
export interface DwrQualityCodes {
  no_measurement: string | null;
  quest_meas: string | null;
}

export function dwrQualityCodes(description: string | null, hasWaterLevel: boolean): DwrQualityCodes {
  if (!description) return { no_measurement: null, quest_meas: null };
  return hasWaterLevel
    ? { no_measurement: null, quest_meas: description }
    : { no_measurement: description, quest_meas: null };
}
