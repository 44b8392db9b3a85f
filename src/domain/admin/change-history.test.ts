import { describe, expect, it } from 'vitest';
import {
  changeValueText,
  fieldChanges,
  lastChangedText,
  recordTypeByValue,
  recordTypeOfTable,
} from './change-history';

describe('the change history', () => {
  it('lists each changed field with its value before and after', () => {
    expect(fieldChanges({ name: 'Madera County' }, { name: 'Madera County Water' })).toEqual([
      { field: 'name', before: 'Madera County', after: 'Madera County Water' },
    ]);
  });

  it('shows a creation as fields with no value before, and leaves the id out', () => {
    expect(fieldChanges(null, { id: 4, name: 'Kings GSA', abbreviation: 'KGSA' })).toEqual([
      { field: 'name', before: null, after: 'Kings GSA' },
      { field: 'abbreviation', before: null, after: 'KGSA' },
    ]);
  });

  it('shows a deletion as fields with no value after', () => {
    expect(fieldChanges({ id: 2, water_year: 2024 }, null)).toEqual([
      { field: 'water_year', before: 2024, after: null },
    ]);
  });

  it("says who changed a record last and on which day in the basin ('Last changed by {name} on {date}')", () => {
    expect(
      lastChangedText({ changed_by_name: 'Dana Whitfield', changed_at: '2026-03-02T06:30:00.000Z' }),
    ).toBe('Last changed by Dana Whitfield on 03/01/2026');
  });

  it('shows empty values, flags and lists as words', () => {
    expect(changeValueText(null)).toBe('(empty)');
    expect(changeValueText('')).toBe('(empty)');
    expect(changeValueText(true)).toBe('True');
    expect(changeValueText(['gw', 'wq'])).toBe('gw, wq');
    expect(changeValueText(12.5)).toBe('12.5');
  });

  it('names record types by collection and by table', () => {
    expect(recordTypeByValue('agencys')?.label).toBe('Agency');
    expect(recordTypeOfTable('interconnected_sites')?.value).toBe('swgwsites');
    expect(recordTypeByValue('readings')).toBeUndefined();
  });
});
