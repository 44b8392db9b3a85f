import { describe, expect, it } from 'vitest';
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
});
