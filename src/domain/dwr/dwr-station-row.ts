import type { ImportProblem } from '../imports/import-row';
import { WELL_COMPLETION_TYPES, WELL_USES } from '../monitoring/choices';
import { DWR_SITE_CODE, type DwrColumnIndex, type DwrStationColumn } from './dwr-files';
import { DWR_TEXTS } from './dwr-texts';
import { dwrColumnText, dwrNumber, dwrText, NOT_A_NUMBER, type DwrCell } from './dwr-values';

/**
 * One row of DWR's stations file as the fields of a water level site. The well's own DMS site id is not
 * DWR's to give: a new site takes its site code, which DWR keeps unique.
 */
export interface DwrStation {
  site_code: string;
  dwr_stn_id: number | null;
  /** SWN, DWR's State Well Number. */
  dwr_well_id: string | null;
  /** WELL_NAME, the agency's own name of the well. */
  local_site_id: string | null;
  latitude: number;
  longitude: number;
  basin_code: string | null;
  /** WELL_DEPTH, in feet below ground surface. */
  total_well_depth: number | null;
  well_use: string | null;
  well_completion_type: string | null;
  /** WCR_NO, DWR's well completion report number. */
  well_completion_number: string | null;
}

export type DwrStationRowReading =
  | { kind: 'station'; station: DwrStation; warnings: ImportProblem[] }
  | { kind: 'problems'; problems: ImportProblem[] }
  | { kind: 'empty' };

/** The fields' lengths, as the well form keeps them. */
const LIMITS = { SWN: 50, WELL_NAME: 100, BASIN_CODE: 20, WCR_NO: 50 } as const;

/** DWR's vocabulary is the DMS's (SPEC-NOTES); letter case is forgiven. */
function choiceOf<T extends string>(choices: readonly T[], text: string | null): T | null | undefined {
  if (text === null) return null;
  return choices.find((choice) => choice.toLowerCase() === text.toLowerCase());
}

export function readDwrStationRow(
  index: DwrColumnIndex<DwrStationColumn>,
  cells: readonly DwrCell[],
  row: number,
): DwrStationRowReading {
  const cell = (column: DwrStationColumn) => (index[column] === -1 ? null : cells[index[column]]);
  if (cells.every((value) => dwrText(value) === null)) return { kind: 'empty' };
  const problems: ImportProblem[] = [];
  const warnings: ImportProblem[] = [];

  const siteCode = dwrText(cell('SITE_CODE'))?.toUpperCase() ?? null;
  if (siteCode === null) problems.push({ row, column: 'SITE_CODE', message: DWR_TEXTS.noSiteCode });
  else if (!DWR_SITE_CODE.test(siteCode))
    problems.push({ row, column: 'SITE_CODE', message: DWR_TEXTS.notASiteCode(siteCode) });

  const degrees = (column: 'LATITUDE' | 'LONGITUDE', limit: number): number | null => {
    const value = dwrNumber(cell(column));
    if (value === null || value === NOT_A_NUMBER || Math.abs(value) > limit) {
      problems.push({
        row,
        column,
        message: DWR_TEXTS.notALatitude(column, String(cell(column) ?? '').trim()),
      });
      return null;
    }
    return value;
  };
  const latitude = degrees('LATITUDE', 90);
  const longitude = degrees('LONGITUDE', 180);

  // BASIN_CODE is a code, trimmed; SWN, WELL_NAME and WCR_NO free text, as written (DWR_COLUMN_KINDS)
  const text = (column: keyof typeof LIMITS): string | null => {
    const value = dwrColumnText(column, cell(column));
    if (value !== null && value.length > LIMITS[column]) {
      problems.push({ row, column, message: DWR_TEXTS.tooLong(column, LIMITS[column]) });
      return null;
    }
    return value;
  };
  const stationId = dwrNumber(cell('STN_ID'));
  const depth = dwrNumber(cell('WELL_DEPTH'));
  if (depth === NOT_A_NUMBER) {
    problems.push({
      row,
      column: 'WELL_DEPTH',
      message: DWR_TEXTS.notANumber('WELL_DEPTH', String(cell('WELL_DEPTH')).trim()),
    });
  }
  const useText = dwrColumnText('WELL_USE', cell('WELL_USE'));
  const use = choiceOf(WELL_USES, useText);
  if (use === undefined)
    warnings.push({ row, column: 'WELL_USE', message: DWR_TEXTS.unknownWellUse(useText!) });
  const typeText = dwrColumnText('WELL_TYPE', cell('WELL_TYPE'));
  const type = choiceOf(WELL_COMPLETION_TYPES, typeText);
  if (type === undefined)
    warnings.push({ row, column: 'WELL_TYPE', message: DWR_TEXTS.unknownWellType(typeText!) });

  const station = {
    dwr_well_id: text('SWN'),
    local_site_id: text('WELL_NAME'),
    basin_code: text('BASIN_CODE'),
    well_completion_number: text('WCR_NO'),
  };
  if (problems.length || siteCode === null || latitude === null || longitude === null) {
    return { kind: 'problems', problems };
  }
  return {
    kind: 'station',
    station: {
      site_code: siteCode,
      dwr_stn_id:
        stationId !== null && stationId !== NOT_A_NUMBER && Number.isSafeInteger(stationId)
          ? stationId
          : null,
      latitude,
      longitude,
      total_well_depth: depth === NOT_A_NUMBER ? null : depth,
      well_use: use ?? null,
      well_completion_type: type ?? null,
      ...station,
    },
    warnings,
  };
}
