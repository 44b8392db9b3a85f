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
 * siteChartAnswer of a site's visible readings, read as one text of a line per reading rather than
 * 50,000 row objects: on the embedded database reading the rows was most of a long site's
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
  // a reading a line of date, time and each choice's value, as the database writes them as text (a
  // missing one empty); the lines in time order, sorted once
  const line = sql.join(
    [readings.dateColumn, readings.timeColumn, ...choices.map((choice) => choice.key)].map(column),
    sql`, ',', `,
  );
  const [{ lines }] = rowsOf<{ lines: string | null }>(
    await db.execute(
      sql`select string_agg(concat(${line}), ';' order by ${sql.join(timeOrderOf(readings), sql`, `)}) as lines
          from ${readings.table} where ${visible ?? sql`true`}`,
    ),
  );
  const texts = lines === null ? [] : lines.split(';');
  // one time per reading, whichever choices it has a value of
  const times: Array<number | null> = new Array(texts.length);
  const values = choices.map(() => new Array<number | null>(texts.length));
  texts.forEach((text, reading) => {
    const [date, time, ...numbers] = text.split(',');
    times[reading] = date ? measurementTime(date, time || null) : null;
    // float8 text as the driver reads it: NaN and Infinity stay numbers, and are left out below
    numbers.forEach((number, index) => (values[index][reading] = number === '' ? null : Number(number)));
  });
  const pointsByChoice = new Map<string, ChartPoint[]>();
  choices.forEach((choice, index) => {
    const points: ChartPoint[] = [];
    let inOrder = true;
    for (let reading = 0; reading < times.length; reading++) {
      const value = values[index][reading];
      const time = times[reading];
      if (time === null || typeof value !== 'number' || !Number.isFinite(value)) continue;
      if (points.length > 0 && time < points[points.length - 1].time) inOrder = false;
      points.push({ time, value: roundChartValue(value, choice.decimals) });
    }
    // the readings come in time order; chartPoints' stable sort by time would leave them as they are
    pointsByChoice.set(choice.key, inOrder ? points : points.sort((a, b) => a.time - b.time));
  });
  return chartAnswerOfPoints(choices, pointsByChoice, texts.length, request);
}
