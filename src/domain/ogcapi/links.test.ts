import { describe, expect, it } from 'vitest';
import { asHtmlHref, collectionLinks, itemsLinks, landingLinks, ogcHref } from './links';

const BASE = 'https://basin.example.org';

describe('the OGC API links', () => {
  it('are absolute, with bbox and datetime kept readable', () => {
    expect(
      ogcHref(BASE, '/collections/readings/items', [
        ['bbox', '-120.5,36,-119,37'],
        ['datetime', '2024-01-01/..'],
        ['site', 'WL 1&2'],
      ]),
    ).toBe(
      'https://basin.example.org/ogcapi/collections/readings/items?bbox=-120.5,36,-119,37&datetime=2024-01-01/..&site=WL%201%262',
    );
  });

  it("lead from the landing page to the API definition, conformance and collections, with OGC's relations", () => {
    const links = landingLinks(BASE, 'json');
    expect(links.map((link) => [link.rel, link.type])).toEqual([
      ['self', 'application/json'],
      ['alternate', 'text/html'],
      ['service-desc', 'application/vnd.oai.openapi+json;version=3.0'],
      ['service-doc', 'text/html'],
      ['conformance', 'application/json'],
      ['data', 'application/json'],
    ]);
    expect(links.find((link) => link.rel === 'service-desc')!.href).toBe(`${BASE}/ogcapi/api?f=json`);
    expect(landingLinks(BASE, 'html')[0]).toMatchObject({ rel: 'self', type: 'text/html' });
  });

  it('give a collection its items in GeoJSON and HTML', () => {
    expect(collectionLinks(BASE, 'stream-sites', 'json').filter((link) => link.rel === 'items')).toEqual([
      expect.objectContaining({
        href: `${BASE}/ogcapi/collections/stream-sites/items?f=json`,
        type: 'application/geo+json',
      }),
      expect.objectContaining({
        href: `${BASE}/ogcapi/collections/stream-sites/items?f=html`,
        type: 'text/html',
      }),
    ]);
  });

  it('give a page a next link with its filters, limit and the next offset while features remain', () => {
    const page = {
      base: BASE,
      collectionId: 'water-level-sites' as const,
      filters: [['bbox', '-121,36,-119,38'] as const, ['datetime', '../2024-06-30'] as const],
      limit: 1000,
      offset: 1000,
      returned: 1000,
      matched: 5001,
      format: 'json' as const,
    };
    const links = itemsLinks(page);
    const next = links.find((link) => link.rel === 'next')!;
    expect(next).toEqual({
      href: `${BASE}/ogcapi/collections/water-level-sites/items?bbox=-121,36,-119,38&datetime=../2024-06-30&limit=1000&offset=2000&f=json`,
      rel: 'next',
      type: 'application/geo+json',
      title: 'The next page of features',
    });
    expect(links.find((link) => link.rel === 'prev')!.href).toContain('limit=1000&offset=0&f=json');
    expect(links.find((link) => link.rel === 'self')!.href).toContain('offset=1000&f=json');
    // the last page has no next link, the first no previous one
    expect(itemsLinks({ ...page, offset: 5000, returned: 1 }).some((link) => link.rel === 'next')).toBe(
      false,
    );
    expect(itemsLinks({ ...page, offset: 0 }).some((link) => link.rel === 'prev')).toBe(false);
    expect(
      itemsLinks({ ...page, offset: 0, returned: 0, matched: 0 }).some((link) => link.rel === 'next'),
    ).toBe(false);
  });

  it('turn a JSON link into its HTML page', () => {
    expect(asHtmlHref(`${BASE}/ogcapi/collections?f=json`)).toBe(`${BASE}/ogcapi/collections?f=html`);
    expect(asHtmlHref(`${BASE}/ogcapi/x?limit=5&f=json&offset=0`)).toBe(
      `${BASE}/ogcapi/x?limit=5&f=html&offset=0`,
    );
  });
});
