import type { SiteChartRequest } from '../../domain/monitoring/site-chart-api';
import { AppError } from '../http/app-error';

export const READINGS_PAGE_DEFAULT = 25;
export const READINGS_PAGE_MAX = 1000;

/** A repeated parameter comes as an array: only a single value counts. */
type Query = Record<string, string | string[] | undefined>;

function text(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw AppError.badRequest({ [name]: ['Give this parameter once.'] });
  return value || undefined;
}

function wholeNumber(query: Query, name: string, min: number, max: number): number | undefined {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw AppError.badRequest({ [name]: [`Enter a whole number from ${min} to ${max}.`] });
  }
  return value;
}

/** ?limit=&offset=&ordering= of GET sitereadings/{target}/{id}. */
export function readingsPageQuery(raw: unknown) {
  const query = raw as Query;
  return {
    limit: wholeNumber(query, 'limit', 1, READINGS_PAGE_MAX) ?? READINGS_PAGE_DEFAULT,
    offset: wholeNumber(query, 'offset', 0, 2_147_483_647) ?? 0,
    ordering: text(query, 'ordering'),
  };
}

/** ?limit=&offset=&ordering=&search= of GET sitelists/{target}: a page of a monitoring list. */
export function siteListPageQuery(raw: unknown, maxLimit: number) {
  const query = raw as Query;
  return {
    limit: wholeNumber(query, 'limit', 1, maxLimit) ?? READINGS_PAGE_DEFAULT,
    offset: wholeNumber(query, 'offset', 0, 2_147_483_647) ?? 0,
    ordering: text(query, 'ordering'),
    search: text(query, 'search'),
  };
}

/** ?search= of GET sitelists/{target}/markers. */
export function siteListSearch(raw: unknown): string | undefined {
  return text(raw as Query, 'search');
}

/** ?chart=&choice=&start=&end=&buckets= of GET sitecharts/{target}/{id}. */
export function siteChartQuery(raw: unknown): SiteChartRequest & { chart?: string } {
  const query = raw as Query;
  const start = wholeNumber(query, 'start', 1800, 3000);
  const end = wholeNumber(query, 'end', 1800, 3000);
  if ((start === undefined) !== (end === undefined)) {
    throw AppError.badRequest({
      [start === undefined ? 'start' : 'end']: ['Give both start and end years.'],
    });
  }
  if (start !== undefined && end !== undefined && start > end) {
    throw AppError.badRequest({ end: ['The end year comes before the start year.'] });
  }
  return {
    chart: text(query, 'chart'),
    choice: text(query, 'choice'),
    range: start !== undefined && end !== undefined ? { start, end } : undefined,
    buckets: wholeNumber(query, 'buckets', 1, 100_000),
  };
}
