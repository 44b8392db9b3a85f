import { describe, expect, it } from 'vitest';
import {
  canEditWell,
  COORDINATE_MESSAGES,
  editableWellSchema,
  GROUNDWATER_SITE_FIELDS,
  groundwaterSiteLabel,
  groundwaterSiteSchema,
} from './groundwater-sites';
import { GROUNDWATER_SITE_LISTS } from './editable-wells-lists';

describe('the editable wells lists', () => {
  it('have the titles and routes of spec 1 §2.5 and SPEC-NOTES', () => {
    expect(Object.values(GROUNDWATER_SITE_LISTS)).toEqual([
      { title: 'Change in Storage Sites', route: '/groundwaterlist' },
      { title: 'Ground Water Extraction Sites', route: '/gwextractionlist' },
      { title: 'Surface Water Supply Sites', route: '/swsupplylist' },
      { title: 'Surface Water Use Sites', route: '/swuselist' },
    ]);
  });
});

describe('groundwaterSiteSchema', () => {
  const valid = { purpose: 'use', dms_site_id: ' GW-1 ', latitude: '36.7', longitude: -119.8 };

  it('trims text, reads numbers from text and treats blanks as no value', () => {
    expect(groundwaterSiteSchema.parse({ ...valid, owner: '', extra: 'dropped' })).toMatchObject({
      purpose: 'use',
      dms_site_id: 'GW-1',
      latitude: 36.7,
      longitude: -119.8,
      owner: null,
    });
  });

  it('checks that the coordinates name a point on Earth, once per field', () => {
    const result = groundwaterSiteSchema.safeParse({ ...valid, latitude: -119.8, longitude: 36.7 - 400 });
    expect(result.success).toBe(false);
    const messages = (field: string) =>
      result.error!.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
    expect(messages('latitude')).toEqual([COORDINATE_MESSAGES.latitude]);
    expect(messages('longitude')).toEqual([COORDINATE_MESSAGES.longitude]);
  });

  it('asks for the required fields and validates only the sent ones in a partial', () => {
    const result = groundwaterSiteSchema.safeParse({});
    expect(result.error!.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'dms_site_id',
      'latitude',
      'longitude',
      'purpose',
    ]);
    expect(editableWellSchema(GROUNDWATER_SITE_FIELDS).partial().parse({ owner: 'DWR' })).toEqual({
      owner: 'DWR',
    });
  });
});

describe('labels', () => {
  it('names a site by its DMS Site ID and local id', () => {
    expect(groundwaterSiteLabel('GW-1', 'Smith Ranch')).toBe('GW-1 - Smith Ranch');
    expect(groundwaterSiteLabel('GW-1', null)).toBe('GW-1');
  });
});

describe('canEditWell', () => {
  const reporterOf = (gsp: number, authorized_reporter: 0 | 1) => [{ gsp, authorized_reporter }];
  it("lets administrators and authorized reporters of the row's GSP edit", () => {
    expect(canEditWell({ id: 1, role: 'Administrator' }, [], null)).toBe(true);
    expect(canEditWell({ id: 2, role: 'GSP Representative' }, reporterOf(5, 1), 5)).toBe(true);
    expect(canEditWell({ id: 2, role: 'GSP Representative' }, reporterOf(5, 0), 5)).toBe(false);
    expect(canEditWell({ id: 2, role: 'GSP Representative' }, reporterOf(5, 1), 6)).toBe(false);
    expect(canEditWell({ id: 2, role: 'GSP Representative' }, reporterOf(5, 1), null)).toBe(false);
    expect(canEditWell({ id: 3, role: 'Agency' }, reporterOf(5, 1), 5)).toBe(false);
    expect(canEditWell(null, [], 5)).toBe(false);
  });
});
