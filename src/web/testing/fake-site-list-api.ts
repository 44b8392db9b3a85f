import type { SiteListMarker } from '../../domain/monitoring/monitoring-api';
import { parseOrdering, sortRows } from '../../domain/table/table-rules';
import type { MonitoringListConfig, SiteListRow } from '../monitoring/lists/monitoring-list-config';
import type { FakeAnswer, FakeCall } from './fake-api';

const whole = (query: URLSearchParams, name: string) =>
  query.has(name) ? Number(query.get(name)) : undefined;

/**
 * GET /api/sitelists/{target} and .../markers of one list, answered as the server answers them: the
 * keyword found in any column's text, sorted by the columns' values (domain table-rules), paged. The sites
 * are the list's own (the server keeps each list to its sites). Spread into stubApi's handlers.
 */
export function fakeSiteListApi<Row extends SiteListRow>(
  { list, columns }: MonitoringListConfig<Row>,
  sites: readonly Row[],
  options: { failing?: () => boolean } = {},
): Record<string, (call: FakeCall) => FakeAnswer> {
  const valueOf = (row: Row, id: string) => {
    const column = columns.find((entry) => entry.id === id)!;
    return typeof column.value === 'function' ? column.value(row) : row[column.value];
  };
  const found = (query: URLSearchParams) => {
    const needle = (query.get('search') ?? '').trim().toLowerCase();
    return sites.filter(
      (row) =>
        !needle ||
        columns.some((column) =>
          [valueOf(row, column.id), row[column.id as keyof Row]].some((text) =>
            String(text ?? '')
              .toLowerCase()
              .includes(needle),
          ),
        ),
    );
  };
  const answer = (body: () => unknown): FakeAnswer =>
    options.failing?.() ? { status: 500 } : { status: 200, body: body() };
  return {
    [`GET /api/sitelists/${list.target}`]: ({ query }) =>
      answer(() => {
        const sortable = columns.filter((column) => column.sortable !== false).map((column) => column.id);
        const sort = parseOrdering(query.get('ordering') ?? undefined, sortable);
        const sorted = sortRows(found(query), sort, valueOf, (id) => {
          return columns.find((column) => column.id === id)?.kind ?? 'text';
        });
        const offset = whole(query, 'offset') ?? 0;
        const limit = whole(query, 'limit') ?? 25;
        return { count: sorted.length, results: sorted.slice(offset, offset + limit) };
      }),
    [`GET /api/sitelists/${list.target}/markers`]: ({ query }) =>
      answer(() => ({
        markers: found(query).map((row): SiteListMarker => [
          row.id,
          row.geometry.coordinates[0],
          row.geometry.coordinates[1],
          row.dms_site_id,
          row.local_site_id,
          'monitor_site_type' in row ? (row.monitor_site_type as string | null) : null,
        ]),
      })),
  };
}
