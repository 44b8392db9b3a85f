import { describe, expect, it } from 'vitest';
import { parsePublicCollections } from './public-collections';

describe('OGCAPI_PUBLIC', () => {
  it('makes nothing public by default', () => {
    expect(parsePublicCollections(undefined)).toEqual({ ok: true, ids: [] });
    expect(parsePublicCollections('')).toEqual({ ok: true, ids: [] });
  });

  it('reads a comma-separated list of collection ids', () => {
    expect(parsePublicCollections('water-level-sites, subsidence-sites,')).toEqual({
      ok: true,
      ids: ['water-level-sites', 'subsidence-sites'],
    });
    expect(parsePublicCollections('readings')).toEqual({ ok: true, ids: ['readings'] });
  });

  it('reads all as every site collection, the readings staying behind a token unless named', () => {
    expect(parsePublicCollections('all')).toEqual({
      ok: true,
      ids: [
        'water-level-sites',
        'water-quality-sites',
        'subsidence-sites',
        'stream-sites',
        'interconnected-sites',
      ],
    });
    expect(parsePublicCollections('ALL,readings').ok && parsePublicCollections('ALL,readings')).toMatchObject(
      {
        ids: expect.arrayContaining(['readings', 'stream-sites']),
      },
    );
  });

  it('refuses an unknown id, naming the setting, the id and what it may hold', () => {
    const parsed = parsePublicCollections('water-level-sites,wells');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(
      /^OGCAPI_PUBLIC names 'wells'.*water-level-sites, water-quality-sites/,
    );
  });
});
