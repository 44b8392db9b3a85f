import type { HydrographData } from '../../domain/monitoring/chart-rules';
import { columnKindOf, type FieldDefinition } from '../../domain/monitoring/field-definitions';
import {
  STREAM_MEASUREMENT_FIELDS,
  SUBSIDENCE_MEASUREMENT_FIELDS,
  VERTICAL_GRADIENT_MEASUREMENT_FIELDS,
  WATER_QUALITY_MEASUREMENT_FIELDS,
  WELL_MEASUREMENT_FIELDS,
} from '../../domain/monitoring/measurement-definitions';
import type { SiteReadingTarget } from '../../domain/monitoring/monitoring-api';
import { siteChartAnswer } from '../../domain/monitoring/site-chart';
import { parseOrdering, sortRows } from '../../domain/table/table-rules';
import type { FakeAnswer, FakeCall } from './fake-api';

const FIELDS: Record<SiteReadingTarget, readonly FieldDefinition[]> = {
  wellsitemeasurements: WELL_MEASUREMENT_FIELDS,
  streammonitoring: STREAM_MEASUREMENT_FIELDS,
  waterqualitymeasurements: WATER_QUALITY_MEASUREMENT_FIELDS,
  subsidencemeasurements: SUBSIDENCE_MEASUREMENT_FIELDS,
  surfacewatermeasurements: VERTICAL_GRADIENT_MEASUREMENT_FIELDS,
};

const whole = (query: URLSearchParams, name: string) =>
  query.has(name) ? Number(query.get(name)) : undefined;

/**
 * The bounded reads of one site's readings, answered as the server answers them (the same domain rules):
 * GET /api/sitecharts/{target}/{id} and GET /api/sitereadings/{target}/{id}. Spread into stubApi's handlers.
 */
export function fakeReadingsApi(
  target: SiteReadingTarget,
  siteId: number,
  readings: ReadonlyArray<{ id: number } & object>,
): Record<string, (call: FakeCall) => FakeAnswer> {
  const fields = FIELDS[target];
  return {
    [`GET /api/sitecharts/${target}/${siteId}`]: ({ query }) => {
      const start = whole(query, 'start');
      const end = whole(query, 'end');
      const data = { kind: query.get('chart'), measurements: readings } as unknown as HydrographData;
      const answer = siteChartAnswer(data, {
        choice: query.get('choice') ?? undefined,
        range: start !== undefined && end !== undefined ? { start, end } : undefined,
        buckets: whole(query, 'buckets'),
      });
      const choice = query.get('choice');
      if (choice !== null && answer.series.choice !== choice) {
        return { status: 400, body: { choice: [`This site's chart has no '${choice}'.`] } };
      }
      return { status: 200, body: answer };
    },
    [`GET /api/sitereadings/${target}/${siteId}`]: ({ query }) => {
      const limit = whole(query, 'limit') ?? 25;
      const offset = whole(query, 'offset') ?? 0;
      const columns = fields.map((field) => field.name);
      const sort = parseOrdering(query.get('ordering') ?? undefined, columns);
      const sorted = sortRows(
        readings,
        sort,
        (row, column) => (row as Record<string, unknown>)[column],
        (column) => columnKindOf(fields.find((field) => field.name === column)!),
      );
      return { status: 200, body: { count: readings.length, results: sorted.slice(offset, offset + limit) } };
    },
  };
}
