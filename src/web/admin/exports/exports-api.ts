import type { WaterYearAnswer } from '../../../domain/imports/import-answers';
import { collectionListQuery } from '../admin-api';

/** A GSP as /gsps/ lists it: the columns of the export and report checklists. */
export interface GspRow {
  id: number;
  name: string;
  abbreviation: string;
}

export const gspListQuery = collectionListQuery<GspRow>('gsps');
export const waterYearListQuery = collectionListQuery<WaterYearAnswer>('wateryears');
