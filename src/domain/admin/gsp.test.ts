import { describe, expect, it } from 'vitest';
import { authorizedReporterField, DATA_SUBMISSION_CHOICES, gspAssociationSchema, gspSchema } from './gsp';

describe('GSP data submission requirements', () => {
  it('offer the checkboxes of the GSP form, keyed by module code', () => {
    expect(DATA_SUBMISSION_CHOICES.map((choice) => [choice.value, choice.display_name])).toEqual([
      ['gw', 'Water Levels'],
      ['wq', 'Water Quality'],
      ['sub', 'Subsidence'],
      ['gws', 'GW Change in Storage'],
      ['gwe', 'GW Extraction'],
      ['gwr', 'GW Recharge'],
      ['sws', 'Surface Water Supply'],
      ['tw', 'Total Water Use'],
      ['stream', 'Stream Monitoring'],
      ['ev', 'Evapotranspiration'],
      ['surf', 'Interconnected SW Monitoring'],
    ]);
  });
});

describe('gspSchema', () => {
  it('requires a name', () => {
    const result = gspSchema.safeParse({ name: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Field is required'],
    ]);
  });

  it('defaults to no requirements, no abbreviation and monitoring import on', () => {
    expect(gspSchema.parse({ name: 'Kings Subbasin GSP' })).toEqual({
      name: 'Kings Subbasin GSP',
      abbreviation: '',
      data_submission: [],
      monitoringimport: true,
    });
  });

  it('removes duplicate requirement codes, keeping the first order', () => {
    expect(
      gspSchema.parse({ name: 'GSP', data_submission: ['gw', 'wq', 'gw', 'surf', 'wq'] }).data_submission,
    ).toEqual(['gw', 'wq', 'surf']);
  });

  it('rejects a requirement code that is not a choice', () => {
    const result = gspSchema.safeParse({ name: 'GSP', data_submission: ['gw', 'twu'] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['data_submission.1', 'Select valid data submission requirements.'],
    ]);
  });
});

describe('authorizedReporterField', () => {
  it('stores true and 1 as 1, false and 0 as 0', () => {
    expect(authorizedReporterField.parse(true)).toBe(1);
    expect(authorizedReporterField.parse(1)).toBe(1);
    expect(authorizedReporterField.parse(false)).toBe(0);
    expect(authorizedReporterField.parse(0)).toBe(0);
  });

  it("rejects any other value with 'Enter 0 or 1.'", () => {
    for (const value of [2, -1, '1', null]) {
      const result = authorizedReporterField.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Enter 0 or 1.']);
    }
  });

  it('defaults a new GSP association to not authorized', () => {
    expect(gspAssociationSchema.parse({ user: '5', gsp: 12 })).toEqual({
      user: 5,
      gsp: 12,
      authorized_reporter: 0,
    });
  });
});
