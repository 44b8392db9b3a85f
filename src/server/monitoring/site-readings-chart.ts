import { sql, type SQL } from 'drizzle-orm';
import {
  measurementTime,
  roundChartValue,
  yAxisChoices,
  type ChartPoint,
  type HydrographKind,
} from '../../domain/monitoring/chart-rules';
import { chartAnswerOfPoints } from '../../domain/monitoring/site-chart';
import type { SiteChartAnswer, SiteChartRequest } from '../../domain/monitoring/site-chart-api';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { timeOrderOf } from './site-details';
import type { ReadingKind } from './site-kinds';

/**
 * Charts whose y-axis choices are columns of the reading, each dated by the reading's own date and time
 * (chart-rules' chartPoints reads the column named by the choice's key). Water quality (choices from the
 * characteristics, ordered by locale, each with its most common unit) and vertical gradients (each value
 * dated by one of several sources) keep the domain's siteChartAnswer over presented readings.
 */
const COLUMN_CHARTS: ReadonlySet<HydrographKind> = new Set([
  'waterLevel',
  'interconnectedWell',
  'streamflow',
  'interconnectedStream',
  'subsidence',
]);

export const chartedFromColumns = (kind: HydrographKind) => COLUMN_CHARTS.has(kind);

/**
 * siteChartAnswer of a site's visible readings, read as one row of columns (a JSON array per column)
 * rather than 50,000 row objects: on the embedded database reading the rows was most of a long site's
 * first chart (issue 17: < 150 ms after a write). The points are what chartPoints makes of the same
 * readings; site-readings-chart.test.ts compares the two answers.
 */
export async function columnChartAnswer(options: {
  db: Database;
  kind: HydrographKind;
  readings: ReadingKind;
  visible: SQL | undefined;
  request: SiteChartRequest;
}): Promise<SiteChartAnswer> {
  const { db, kind, readings, visible, request } = options;
  // these kinds' choices do not depend on the readings
  const choices = yAxisChoices({ kind, measurements: [] } as never);
  const column = (name: string) => sql`${readings.table}.${sql.identifier(name)}`;
  const order = sql`order by ${sql.join(timeOrderOf(readings), sql`, `)}`;
  const arrays = [
    column(readings.dateColumn),
    column(readings.timeColumn),
    ...choices.map((choice) => column(choice.key)),
  ].map((value) => sql`array_agg(${value} ${order})`);
  const [{ columns }] = rowsOf<{ columns: string }>(
    await db.execute(
      sql`select json_build_array(count(*), ${sql.join(arrays, sql`, `)})::text as columns
          from ${readings.table} where ${visible ?? sql`true`}`,
    ),
  );
  const [count, dates, clock, ...values] = JSON.parse(columns) as [
    number,
    Array<string | null> | null,
    Array<string | null> | null,
    ...Array<Array<unknown> | null>,
  ];
  // one time per reading, whichever choices it has a value of
  const times = (dates ?? []).map((date, index) => (date ? measurementTime(date, clock![index]) : null));
  const pointsByChoice = new Map<string, ChartPoint[]>();
  choices.forEach((choice, index) => {
    const points: ChartPoint[] = [];
    const column = values[index] ?? [];
    for (let reading = 0; reading < times.length; reading++) {
      const value = column[reading];
      const time = times[reading];
      if (time === null || typeof value !== 'number' || !Number.isFinite(value)) continue;
      points.push({ time, value: roundChartValue(value, choice.decimals) });
    }
    pointsByChoice.set(
      choice.key,
      points.sort((a, b) => a.time - b.time),
    );
  });
  return chartAnswerOfPoints(choices, pointsByChoice, Number(count), request);
}
