import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../http/field-errors';
import { createReportRequestSchema, exportRequestSchema } from './export-jobs';

describe('exportRequestSchema', () => {
  it('takes GSP and water year ids as numbers or digits, or All', () => {
    expect(exportRequestSchema.parse({ gsps: [1, '2'], water_years: '3' })).toEqual({
      gsps: [1, 2],
      water_years: 3,
    });
    expect(exportRequestSchema.parse({ gsps: [4], water_years: 'All' })).toEqual({
      gsps: [4],
      water_years: 'All',
    });
  });

  it('refuses no GSP, a GSP that is no id, and a water year that is neither an id nor All', () => {
    expect(exportRequestSchema.safeParse({ gsps: [], water_years: 'All' }).error?.issues[0].message).toBe(
      'Choose at least one GSP.',
    );
    expect(exportRequestSchema.safeParse({ gsps: ['x'], water_years: 'All' }).success).toBe(false);
    expect(exportRequestSchema.safeParse({ gsps: [0], water_years: 'All' }).success).toBe(false);
    expect(exportRequestSchema.safeParse({ gsps: [1], water_years: 'all' }).success).toBe(false);
    expect(exportRequestSchema.safeParse({ gsps: [1], water_years: 2.5 }).success).toBe(false);
  });
});

describe('exportRequestSchema format', () => {
  it('takes dwr, and no format as left out, null or empty', () => {
    expect(exportRequestSchema.parse({ gsps: [1], water_years: 'All', format: 'dwr' }).format).toBe('dwr');
    for (const format of [undefined, null, '']) {
      expect(exportRequestSchema.parse({ gsps: [1], water_years: 'All', format }).format).toBeUndefined();
    }
  });

  it('refuses any other format, naming the field', () => {
    for (const format of ['DWR', 'csv', 1]) {
      const issue = exportRequestSchema.safeParse({ gsps: [1], water_years: 'All', format }).error?.issues[0];
      expect(issue).toMatchObject({ path: ['format'], message: "The format is 'dwr', or none." });
    }
  });
});

describe('createReportRequestSchema', () => {
  it('takes the GSPs and one water year id, and refuses All or no GSP', () => {
    expect(createReportRequestSchema.parse({ gsps: ['1', 2], water_year: '7' })).toEqual({
      gsps: [1, 2],
      water_year: 7,
    });
    expect(createReportRequestSchema.safeParse({ gsps: [1], water_year: 'All' }).success).toBe(false);
    expect(createReportRequestSchema.safeParse({ gsps: [], water_year: 7 }).error?.issues[0].message).toBe(
      'Choose at least one GSP.',
    );
  });

  it('asks for a water year from the list when it is left out, All or no id, and for a GSP when none', () => {
    const errorsOf = (body: unknown) => {
      const parsed = createReportRequestSchema.safeParse(body);
      return parsed.success ? null : toFieldErrors(parsed.error);
    };
    for (const water_year of [undefined, null, 'All', '', 'x', 0, 2.5])
      expect(errorsOf({ gsps: [1], water_year })).toEqual({
        water_year: ['Choose a water year from the list.'],
      });
    expect(errorsOf({ water_year: 7 })).toEqual({ gsps: ['Choose at least one GSP.'] });
    expect(errorsOf({ gsps: [], water_year: 7 })).toEqual({ gsps: ['Choose at least one GSP.'] });
    expect(errorsOf({ gsps: ['x'], water_year: 7 })).toEqual({ gsps: ['Choose GSPs from the list.'] });
  });
});
