import { describe, expect, it } from 'vitest';
import { siteDeletionRefusal } from './site-deletion';

const levels = (count: number) => ({ count, noun: ['water level reading', 'water level readings'] as const });
const quality = (count: number) => ({
  count,
  noun: ['water quality reading', 'water quality readings'] as const,
});
const links = (count: number) => ({
  count,
  noun: ['interconnected surface-water site', 'interconnected surface-water sites'] as const,
});

describe('siteDeletionRefusal', () => {
  it('lets a site without readings or links go', () => {
    expect(siteDeletionRefusal('MW-12', [levels(0), quality(0)], [links(0)])).toBeNull();
  });

  it('names the readings recorded at the site, with their counts', () => {
    expect(siteDeletionRefusal('MW-12', [levels(240), quality(0)], [links(0)])).toBe(
      'MW-12 cannot be deleted: 240 water level readings are recorded at it.',
    );
    expect(siteDeletionRefusal('MW-12', [levels(1)], [])).toBe(
      'MW-12 cannot be deleted: 1 water level reading is recorded at it.',
    );
  });

  it('names every kind of reading and the sites that link to it', () => {
    expect(siteDeletionRefusal('MW-12', [levels(2), quality(1)], [links(1)])).toBe(
      'MW-12 cannot be deleted: 2 water level readings and 1 water quality reading are recorded at it; 1 interconnected surface-water site links to it.',
    );
    expect(siteDeletionRefusal('ST-7', [], [links(3)])).toBe(
      'ST-7 cannot be deleted: 3 interconnected surface-water sites link to it.',
    );
  });
});
