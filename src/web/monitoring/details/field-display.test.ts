import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import { WELL_SITE_FIELDS } from '../../../domain/monitoring/site-definitions';
import { displayFieldValue, fieldSections } from './field-display';

const field = (name: string): FieldDefinition => WELL_SITE_FIELDS.find((entry) => entry.name === name)!;

describe('displayFieldValue', () => {
  it('shows a reference as its label', () => {
    expect(
      displayFieldValue(field('well_owner_id'), { well_owner_id: 3, well_owner_label: 'Madera ID' }),
    ).toBe('Madera ID');
    expect(displayFieldValue(field('source_gsp_id'), { source_gsp_id: null })).toBe('');
  });

  it('shows flags as Yes and No, including the text True', () => {
    expect(displayFieldValue(field('gsp_mon_network'), { gsp_mon_network: 'True' })).toBe('Yes');
    expect(displayFieldValue(field('gsp_mon_network'), { gsp_mon_network: false })).toBe('No');
    expect(displayFieldValue(field('gsp_mon_network'), {})).toBe('');
  });

  it('separates thousands of numbers and keeps the precision of coordinates', () => {
    expect(displayFieldValue(field('total_well_depth'), { total_well_depth: 1234.5 })).toBe('1,234.5');
    expect(displayFieldValue(field('latitude'), { latitude: 37.0545123 })).toBe('37.054512');
  });

  it('reads coordinates from the geometry when the site has no latitude and longitude', () => {
    const site = { geometry: { type: 'Point', coordinates: [-120.25, 37.05] } };
    expect(displayFieldValue(field('longitude'), site)).toBe('-120.25');
    expect(displayFieldValue(field('latitude'), site)).toBe('37.05');
  });

  it('shows dates as MM/DD/YYYY', () => {
    expect(displayFieldValue(field('date_drilled'), { date_drilled: '1998-07-04' })).toBe('07/04/1998');
  });
});

describe('fieldSections', () => {
  it('groups the fields by section in the order they first appear, renamed when asked', () => {
    const sections = fieldSections(WELL_SITE_FIELDS, {
      Identification: 'Identification/Location',
      Location: 'Identification/Location',
    });
    expect(sections.map((section) => section.title)).toEqual([
      'Identification/Location',
      'Ground Surface and Reference Point Information',
      'Plan Information',
      'Drilling Information',
      'Motor/Pump Information',
    ]);
    expect(sections[0].fields.map((entry) => entry.name)).toContain('latitude');
  });
});
