import { MONTHS } from '../admin/water-year';

/** Choice lists of the annual report forms (spec 3 §9), served by OPTIONS as display_name and value. */

/** spec 3 §9: calculation method (the forms' 'calcm' columns). */
export const CALCULATION_METHODS = ['Direct', 'Estimated', 'Unknown'] as const;

/** spec 3 §9: calculation accuracy (the forms' 'acc' and 'calc_acc' columns). */
export const CALCULATION_ACCURACIES = [
  'Unknown',
  'Other',
  '0-5%',
  '5-10%',
  '10-20%',
  '20-30%',
  '30-40%',
  '40-50%',
  '50-60%',
  '60-70%',
  '70-80%',
  '80-90%',
] as const;

/**
 * The extraction form's third choice list, its measurement method (spec 3 §2.2 names it and says its
 * values come from the server without listing them): DWR's annual report vocabulary for how a
 * groundwater extraction volume was measured (SPEC-NOTES).
 */
export const EXTRACTION_METHODS = [
  'Meters',
  'Electrical Records',
  'Land Use',
  'Groundwater Model',
  'Other',
  'Unknown',
] as const;

/** The month a report's measurements run through (the header's measurement month), in water year order. */
export const MEASUREMENT_MONTHS = [...MONTHS.slice(9), ...MONTHS.slice(0, 9)] as const;

export const asChoices = (values: readonly string[]) =>
  values.map((value) => ({ value, display_name: value }));
