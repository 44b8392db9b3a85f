import { describe, expect, it } from 'vitest';
import { emptyFieldsBeforeSubmit } from './report-submit-check';
import { REPORT_TYPES } from './report-types';

describe('emptyFieldsBeforeSubmit', () => {
  it('names the empty measurement month and the method and accuracy choices of rows with figures', () => {
    const empty = emptyFieldsBeforeSubmit(REPORT_TYPES.groundwaterextraction, {
      gw_dom_ua: 120,
      gw_dom_calcm: 'Direct',
      gw_agg_la: 0,
      gw_agg_acc: '0-5%',
    });
    expect(empty).toEqual([
      'Measurement Month',
      'Urban/Domestic: Accuracy',
      'Urban/Domestic: Measurement Method',
      'Agricultural: Measurement Type',
      'Agricultural: Measurement Method',
    ]);
  });

  it('names nothing once every row with a figure is described and the month is chosen', () => {
    expect(
      emptyFieldsBeforeSubmit(REPORT_TYPES.groundwaterextraction, {
        measurement_month: 'September',
        gw_dom_ua: 120,
        gw_dom_calcm: 'Direct',
        gw_dom_acc: 'Unknown',
        gw_dom_method: 'Meter',
      }),
    ).toEqual([]);
  });

  it("names storage's empty explanations of its calculation method and accuracy", () => {
    expect(
      emptyFieldsBeforeSubmit(REPORT_TYPES.groundwaterstorage, { gw_stor_ua: -5, gw_stor_acc_notes: ' ' }),
    ).toEqual(['Explain Calculation Method', 'Explain Calculation Accuracy']);
  });

  it("names the surface water system's choices in the recharge report", () => {
    expect(emptyFieldsBeforeSubmit(REPORT_TYPES.groundwaterrecharge, { sur_canals: 10 })).toEqual([
      'Measurement Month',
      'Surface Water System: Calculation Method',
      'Surface Water System: Calculation Accuracy',
    ]);
  });
});
