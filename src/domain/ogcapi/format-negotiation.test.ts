import { describe, expect, it } from 'vitest';
import { negotiateFormat } from './format-negotiation';

const format = (f: string | undefined, accept?: string) => {
  const choice = negotiateFormat(f, accept);
  return choice.ok ? choice.format : `refused: ${choice.message}`;
};

describe('negotiateFormat', () => {
  it('follows f when given, whatever Accept says', () => {
    expect(format('html', 'application/json')).toBe('html');
    expect(format('json', 'text/html')).toBe('json');
    expect(format('geojson', undefined)).toBe('json');
    expect(format('xml', undefined)).toMatch(/^refused: f must be/);
  });

  it('answers a browser in HTML and GIS clients, curl and anything else in JSON', () => {
    expect(format(undefined, 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe('html');
    expect(format(undefined, 'application/geo+json, application/json')).toBe('json');
    expect(format(undefined, 'application/vnd.oai.openapi+json;version=3.0, application/json')).toBe('json');
    expect(format(undefined, '*/*')).toBe('json');
    expect(format(undefined, undefined)).toBe('json');
  });

  it('weighs HTML against JSON by q, then by the order the client gave', () => {
    expect(format(undefined, 'application/json;q=0.5, text/html')).toBe('html');
    expect(format(undefined, 'text/html;q=0.5, application/json')).toBe('json');
    expect(format(undefined, 'application/json, text/html')).toBe('json');
    expect(format(undefined, 'text/html, application/json')).toBe('html');
    expect(format(undefined, 'text/html;q=0')).toBe('json');
  });
});
