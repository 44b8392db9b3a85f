import { describe, expect, it } from 'vitest';
import { US_STATE_CODES, US_STATES } from './us-states';

const FIFTY_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

describe('US states and territories', () => {
  it('include all 50 states', () => {
    expect(FIFTY_STATES).toHaveLength(50);
    for (const code of FIFTY_STATES) expect(US_STATE_CODES).toContain(code);
  });

  it('include the District of Columbia and the territories', () => {
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(US_STATE_CODES).toContain(code);
  });

  it('pair each label with its code', () => {
    expect(US_STATES.find((state) => state.value === 'CA')).toEqual({ label: 'California', value: 'CA' });
    expect(US_STATES.find((state) => state.value === 'PR')).toEqual({ label: 'Puerto Rico', value: 'PR' });
  });

  it('use unique two-letter upper-case codes', () => {
    for (const code of US_STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(US_STATE_CODES).size).toBe(US_STATE_CODES.length);
    expect(US_STATE_CODES).toEqual(US_STATES.map((state) => state.value));
  });
});
