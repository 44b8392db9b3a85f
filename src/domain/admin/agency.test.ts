import { describe, expect, it } from 'vitest';
import { agencyDisplayName, agencySchema } from './agency';
import { gsaAssociationSchema, gsaSchema } from './gsa';

describe('agencyDisplayName', () => {
  it("shows an agency named 'Not Found' as an empty name", () => {
    expect(agencyDisplayName('Not Found')).toBe('');
  });

  it('shows other names unchanged and a missing name as empty', () => {
    expect(agencyDisplayName('Madera County')).toBe('Madera County');
    expect(agencyDisplayName('not found')).toBe('not found');
    expect(agencyDisplayName(null)).toBe('');
    expect(agencyDisplayName(undefined)).toBe('');
  });
});

describe('agency and GSA forms', () => {
  it("require a name ('Field is required') and make the abbreviation optional", () => {
    for (const schema of [agencySchema, gsaSchema]) {
      expect(schema.parse({ name: 'Madera County' })).toEqual({ name: 'Madera County', abbreviation: '' });
      const result = schema.safeParse({ name: '', abbreviation: 'MC' });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['name', 'Field is required'],
      ]);
    }
  });

  it('limit the name to 200 characters', () => {
    const result = agencySchema.safeParse({ name: 'x'.repeat(201) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Ensure this field has no more than 200 characters.',
    ]);
  });

  it('read the user and GSA of a GSA association as ids', () => {
    expect(gsaAssociationSchema.parse({ user: '4', gsa: '9' })).toEqual({ user: 4, gsa: 9 });
    expect(gsaAssociationSchema.safeParse({ user: 0, gsa: 9 }).success).toBe(false);
  });
});
