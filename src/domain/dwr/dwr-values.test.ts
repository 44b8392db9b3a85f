import { describe, expect, it } from 'vitest';
import {
  dwrColumnText,
  dwrMoment,
  dwrMomentText,
  dwrNumber,
  dwrText,
  dwrValue,
  dwrWrittenText,
  NOT_A_NUMBER,
} from './dwr-values';

describe("DWR's values", () => {
  it('reads NA, an empty cell and blanks as no value', () => {
    for (const cell of ['NA', ' NA ', '', '   ', null, undefined]) expect(dwrText(cell)).toBeNull();
    expect(dwrText(' Pumping ')).toBe('Pumping');
    // a text that merely contains NA is a text
    expect(dwrText('NAVD88')).toBe('NAVD88');
    expect(dwrText('na')).toBe('na');
  });

  it('reads a value as written, spaces and all, and NA, an empty cell and blanks as none', () => {
    for (const cell of ['NA', ' NA ', '', '   ', null, undefined]) expect(dwrValue(cell)).toBeNull();
    expect(dwrValue('Bergman  ')).toBe('Bergman  ');
    expect(dwrValue(' 11N19W13J001S')).toBe(' 11N19W13J001S');
    expect(dwrValue('-9999')).toBe('-9999');
  });

  it("reads and writes a column's text by its kind: codes trimmed, free text as written", () => {
    expect(dwrColumnText('WLM_QA_DESC', 'Pumping ')).toBe('Pumping');
    expect(dwrColumnText('WLM_DESC', ' Unknown')).toBe('Unknown');
    expect(dwrColumnText('WLM_ACC_DESC', ' NA ')).toBeNull();
    expect(dwrColumnText('WELL_USE', ' Irrigation ')).toBe('Irrigation');
    expect(dwrColumnText('MSMT_CMT', 'Tape wet  ')).toBe('Tape wet  ');
    expect(dwrColumnText('WELL_NAME', ' Bergman')).toBe(' Bergman');
    expect(dwrColumnText('COOP_ORG_NAME', '   ')).toBeNull();
    expect(dwrWrittenText('WLM_QA_DESC', 'Pumping ')).toBe('Pumping');
    expect(dwrWrittenText('BASIN_CODE', ' 5-021.65')).toBe('5-021.65');
    expect(dwrWrittenText('MSMT_CMT', 'Tape wet  ')).toBe('Tape wet  ');
    expect(dwrWrittenText('WLM_ORG_NAME', '  ')).toBeNull();
    expect(dwrWrittenText('WLM_DESC', null)).toBeNull();
  });

  it('reads numbers, NA as none, and tells text from a number', () => {
    expect(dwrNumber('118.4')).toBe(118.4);
    expect(dwrNumber('-8.6')).toBe(-8.6);
    expect(dwrNumber('0')).toBe(0);
    expect(dwrNumber('1,234.5')).toBe(1234.5);
    expect(dwrNumber('NA')).toBeNull();
    expect(dwrNumber('')).toBeNull();
    expect(dwrNumber('dry')).toBe(NOT_A_NUMBER);
  });

  it("keeps MSMT_DATE's clock as the basin's local time, the Z notwithstanding, and a midnight as a day alone", () => {
    expect(dwrMoment('2004-03-01T00:00:00Z')).toEqual({ date: '2004-03-01', time: null });
    expect(dwrMoment('2019-10-01T09:30:00Z')).toEqual({ date: '2019-10-01', time: '09:30:00' });
    // applying the zone would put this reading of 1 October in the water year before
    expect(dwrMoment('2019-10-01T00:00:00Z')!.date).toBe('2019-10-01');
    expect(dwrMoment('2019-10-01 14:05')).toEqual({ date: '2019-10-01', time: '14:05:00' });
    expect(dwrMoment('2019-10-01')).toEqual({ date: '2019-10-01', time: null });
    expect(dwrMoment('2019-10-01T08:15:00-08:00')).toEqual({ date: '2019-10-01', time: '08:15:00' });
  });

  it('reads the same date as a United States spreadsheet saves it again', () => {
    expect(dwrMoment('3/1/2004 0:00')).toEqual({ date: '2004-03-01', time: null });
    expect(dwrMoment('10/1/2019 9:30 AM')).toEqual({ date: '2019-10-01', time: '09:30:00' });
    expect(dwrMoment('10/1/2019 12:15 PM')).toEqual({ date: '2019-10-01', time: '12:15:00' });
    expect(dwrMoment('10/1/2019 12:15 AM')).toEqual({ date: '2019-10-01', time: '00:15:00' });
  });

  it('refuses what is no date', () => {
    for (const text of [
      '2019-02-30T00:00:00Z',
      '2019-13-01',
      '2019-10-01T24:00:00Z',
      'yesterday',
      '19-10-01',
      '10/1/19',
    ])
      expect(dwrMoment(text)).toBeNull();
    expect(dwrMoment('NA')).toBeNull();
  });

  it('writes MSMT_DATE back as DWR writes it', () => {
    expect(dwrMomentText('2004-03-01', null)).toBe('2004-03-01T00:00:00Z');
    expect(dwrMomentText('2019-10-01', '09:30')).toBe('2019-10-01T09:30:00Z');
    expect(dwrMomentText('2019-10-01', '09:30:15')).toBe('2019-10-01T09:30:15Z');
    for (const text of ['2004-03-01T00:00:00Z', '2019-10-01T09:30:00Z']) {
      const moment = dwrMoment(text)!;
      expect(dwrMomentText(moment.date, moment.time)).toBe(text);
    }
  });
});
