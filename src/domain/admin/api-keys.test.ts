import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../http/field-errors';
import { apiKeyIssueSchema, apiKeyLastUsedText, apiKeyStatusText, isApiKey } from './api-keys';

describe('API keys', () => {
  it('takes a name of 1 to 100 characters, trimmed, and names the field otherwise', () => {
    expect(apiKeyIssueSchema.parse({ name: '  QGIS on the GIS workstation ' })).toEqual({
      name: 'QGIS on the GIS workstation',
    });
    for (const [body, message] of [
      [{}, 'Field is required'],
      [{ name: ' ' }, 'Field is required'],
      [{ name: 'x'.repeat(101) }, 'Ensure this field has no more than 100 characters.'],
    ] as const) {
      const parsed = apiKeyIssueSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(toFieldErrors(parsed.error!)).toEqual({ name: [message] });
    }
  });

  it('tells an API key from a sign-in token by its prefix', () => {
    expect(isApiKey('bdms_Q2xh8kZ0aTlR-5ZmTqk3Jw7bYx9sL1vC0nP4eD8uHgA')).toBe(true);
    expect(isApiKey('Q2xh8kZ0aTlR-5ZmTqk3Jw7bYx9sL1vC0nP4eD8uHgA')).toBe(false);
  });

  it('says whether a key is active or since when revoked, and when it was last used, in the basin', () => {
    expect(apiKeyStatusText({ revoked_at: null })).toBe('Active');
    expect(apiKeyStatusText({ revoked_at: '2026-03-02T06:30:00Z' })).toBe('Revoked 03/01/2026');
    expect(apiKeyLastUsedText({ last_used_at: null })).toBe('Never');
    expect(apiKeyLastUsedText({ last_used_at: '2026-03-04T20:15:00Z' })).toBe('03/04/2026');
  });
});
