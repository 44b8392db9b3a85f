import { describe, expect, it } from 'vitest';
import {
  completeReportValues,
  computedFieldNames,
  computeReportTotals,
  reportFields,
  reportValuesSchema,
  REPORT_FIELD_MESSAGES,
} from './report-record';
import { REPORT_TYPE_KEYS, REPORT_TYPES } from './report-types';

const { groundwaterstorage, groundwaterextraction, surfacewatersupply, totalwateruse } = REPORT_TYPES;
const { groundwaterrecharge, evapotranspiration } = REPORT_TYPES;

describe('the values schema: spec 3 §5 number rules', () => {
  const extraction = reportValuesSchema(groundwaterextraction);
  const storage = reportValuesSchema(groundwaterstorage);

  it('strips commas and keeps an optional leading minus', () => {
    expect(extraction.parse({ gw_dom_ua: '1,234,567.25', gw_dom_la: '-1,000' })).toEqual({
      gw_dom_ua: 1234567.25,
      gw_dom_la: -1000,
    });
  });

  it("reads '-', empty and blank as no value", () => {
    expect(extraction.parse({ gw_dom_ua: '-', gw_dom_la: '', gw_ind_ua: '   ', gw_ind_la: null })).toEqual({
      gw_dom_ua: null,
      gw_dom_la: null,
      gw_ind_ua: null,
      gw_ind_la: null,
    });
  });

  it('keeps whole numbers for storage and up to 2 decimals elsewhere', () => {
    expect(storage.parse({ gw_stor_ua: '1,234', gw_stor_la: -20 })).toEqual({
      gw_stor_ua: 1234,
      gw_stor_la: -20,
    });
    expect(extraction.parse({ gw_dom_ua: '10.45', gw_dom_la: 0.1, gw_ind_ua: 0.1 + 0.2 })).toEqual({
      gw_dom_ua: 10.45,
      gw_dom_la: 0.1,
      gw_ind_ua: 0.3,
    });
  });

  it('refuses a storage figure with a decimal point instead of cutting it, naming the field', () => {
    for (const entry of ['7.9', '1,000.5', '1.000,5', '7.', '.', '-.', 7.9, -20.5]) {
      const result = storage.safeParse({ gw_stor_ua: entry });
      expect(result.success, String(entry)).toBe(false);
      expect(result.error!.issues).toEqual([
        expect.objectContaining({ path: ['gw_stor_ua'], message: REPORT_FIELD_MESSAGES.wholeVolume }),
      ]);
    }
  });

  it('refuses more than 2 decimals and commas that are not thousands separators, naming the field', () => {
    for (const entry of ['10.456', 10.456, '1,0,0', '1.000,5', '1,00', '100,', '.', '-.', ' . ']) {
      const result = extraction.safeParse({ gw_dom_ua: entry });
      expect(result.success, String(entry)).toBe(false);
      expect(result.error!.issues).toEqual([
        expect.objectContaining({ path: ['gw_dom_ua'], message: REPORT_FIELD_MESSAGES.volume }),
      ]);
    }
  });

  it('takes choices only from their lists and text up to 4,000 characters', () => {
    expect(extraction.parse({ gw_agg_calcm: 'Direct', gw_agg_acc: '5-10%', measurement_month: '' })).toEqual({
      gw_agg_calcm: 'Direct',
      gw_agg_acc: '5-10%',
      measurement_month: null,
    });
    expect(extraction.safeParse({ gw_agg_calcm: 'Guessed' }).success).toBe(false);
    expect(extraction.safeParse({ gw_agg_acc: '5-10' }).success).toBe(false);
    expect(extraction.safeParse({ gw_agg_method_notes: 'x'.repeat(4000) }).success).toBe(true);
    expect(extraction.safeParse({ gw_agg_method_notes: 'x'.repeat(4001) }).success).toBe(false);
  });

  it('accepts totals and drops them, since they are always recomputed', () => {
    expect(extraction.parse({ gw_total_total: 5, gw_dom_total: '7' })).toEqual({});
  });
});

describe('every total of every report type', () => {
  it('storage: the total of the upper and lower aquifers', () => {
    expect(computeReportTotals(groundwaterstorage, { gw_stor_ua: '-12,000', gw_stor_la: '-' })).toMatchObject(
      {
        gw_stor_total: -12000,
      },
    );
    // a storage figure that is not whole is refused by the rule, so it is no figure: never cut to 1000
    expect(
      computeReportTotals(groundwaterstorage, { gw_stor_ua: 1000.7, gw_stor_la: 500 }).gw_stor_total,
    ).toBe(500);
  });

  it('extraction: each sector total, the total row of each aquifer, and the grand total', () => {
    const values = computeReportTotals(groundwaterextraction, {
      gw_dom_ua: '1,000.25',
      gw_dom_la: 500,
      gw_agg_ua: 100_000,
      gw_agg_la: '',
      gw_other_la: '-',
      gw_veg_la: 0.1,
      gw_wet_ua: 0.2,
    });
    expect(values).toMatchObject({
      gw_dom_total: 1500.25,
      gw_agg_total: 100_000,
      gw_other_total: 0,
      gw_veg_total: 0.1,
      gw_wet_total: 0.2,
      gw_total_ua: 101_000.45,
      gw_total_la: 500.1,
      gw_total_total: 101_500.55,
    });
  });

  it('surface water supply: sector totals over every source, the total row and local supplies', () => {
    const values = computeReportTotals(surfacewatersupply, {
      sw_agg_import_cv: 40_000,
      sw_agg_import_sw: 1_000,
      sw_agg_import_l: 500,
      sw_agg_riv: 8_000,
      sw_agg_creek: 2_000,
      sw_agg_recycled: 100,
      sw_agg_desalination: 0,
      sw_agg_flood_water: 50,
      sw_agg_other: 25.5,
      sw_dom_riv: '1,000',
      sw_dom_creek: 10,
    });
    expect(values).toMatchObject({
      sw_agg_total: 51_675.5,
      sw_dom_total: 1_010,
      sw_riv: 9_000,
      sw_creek: 2_010,
      sw_import_cv: 40_000,
      sw_import_ls: 500,
      sw_other: 25.5,
      sw_total: 52_685.5,
      sw_localsup: 11_010,
    });
  });

  it('total water use: sector totals, agricultural deliveries, the total row and total surface water', () => {
    const values = computeReportTotals(totalwateruse, {
      t_agg_dist_del: 20_000,
      t_agg_sw_water_right: 5_000,
      t_agg_import_cv: 1_000,
      t_agg_gw: 50_000,
      t_agg_precip: 3_000,
      t_dom_gw: 4_000,
      t_dom_riv: 600,
      t_dom_recycled: 200,
      t_ind_reused: 50,
      t_veg_surf_water: 10,
    });
    expect(values).toMatchObject({
      t_agg_total: 79_000,
      t_dom_total: 4_800,
      t_ind_total: 50,
      t_veg_total: 10,
      t_gnd_water: 54_000,
      t_recycled: 200,
      t_reused: 50,
      t_precip: 3_000,
      t_total: 83_860,
      t_suf_water: 26_610,
    });
    expect(reportFields(totalwateruse).map((field) => field.name)).not.toContain('t_dom_dist_del');
  });

  it('recharge: sector totals and the surface water system total', () => {
    const values = computeReportTotals(groundwaterrecharge, {
      agg_appwater: 12_000,
      agg_precip: '3,000.5',
      agg_other: '-',
      sur_canals: 400,
      sur_rivers: 300,
      sur_boundary: 20,
      sur_other: 0.25,
    });
    expect(values).toMatchObject({ agg_total: 15_000.5, dom_total: 0, sur_total: 720.25 });
  });

  it('evapotranspiration: sector totals, the other sector with its own column, the surface system', () => {
    const values = computeReportTotals(evapotranspiration, {
      agg_appwater: 150_000,
      agg_precip: 40_000,
      other_appwater: 1,
      other_precip: 2,
      other_other: 3,
      sur_canals: 10,
      sur_rivers: 20,
    });
    expect(values).toMatchObject({ agg_total: 190_000, other_total: 6, sur_total: 30 });
    expect(reportFields(evapotranspiration).map((field) => field.name)).not.toContain('agg_other');
  });
});

describe('completeReportValues', () => {
  it.each(REPORT_TYPE_KEYS)('%s: every field present, empty ones null, totals recomputed', (key) => {
    const type = REPORT_TYPES[key];
    const computed = computedFieldNames(type);
    const wrongTotals = Object.fromEntries([...computed].map((name) => [name, 123_456]));
    const values = completeReportValues(type, { ...wrongTotals, not_a_field: 1 });
    expect(Object.keys(values).sort()).toEqual(
      reportFields(type)
        .map((field) => field.name)
        .sort(),
    );
    for (const name of computed) expect(values[name], name).toBe(0);
    for (const field of reportFields(type))
      if (!computed.has(field.name)) expect(values[field.name]).toBeNull();
  });
});
