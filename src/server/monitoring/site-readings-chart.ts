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

const MIDNIGHT = '00:00:00';
/** measurementTime's noon for a reading without a time, as time since midnight. */
const NOON_MS = measurementTime('1970-01-01', null);

/**
 * Milliseconds since midnight of a time as the database writes it, HH:MM:SS[.ffffff]; the fraction cut to
 * milliseconds as Date.parse cuts it. measurementTime of each reading was a fifth of a long site's chart.
 */
function timeOfDayMs(time: string): number {
  const hours = (time.charCodeAt(0) - 48) * 10 + time.charCodeAt(1) - 48;
  const minutes = (time.charCodeAt(3) - 48) * 10 + time.charCodeAt(4) - 48;
  const seconds = (time.charCodeAt(6) - 48) * 10 + time.charCodeAt(7) - 48;
  const milliseconds = time.length > 9 ? Number(time.slice(9, 12).padEnd(3, '0')) : 0;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + milliseconds;
}

/**
 * The dated readings in the order of timeOrderOf (date, time or noon, id), which orders them by time too:
 * a time is its date's midnight and the time of day. The database hands them over in the order it finds
 * them, mostly that order already, so they are sorted here only when they are not: sorting 50,000 in the
 * query was a fifth of a long site's chart.
 */
function timeOrder(times: Float64Array, midnights: Float64Array, ids: Float64Array): Uint32Array {
  const dated: number[] = [];
  let sorted = true;
  for (let reading = 0; reading < times.length; reading++) {
    if (Number.isNaN(times[reading])) continue;
    if (sorted && dated.length > 0) {
      const last = dated[dated.length - 1];
      sorted =
        times[last] < times[reading] ||
        (times[last] === times[reading] &&
          (midnights[last] < midnights[reading] ||
            (midnights[last] === midnights[reading] && ids[last] < ids[reading])));
    }
    dated.push(reading);
  }
  if (!sorted) {
    dated.sort((a, b) => times[a] - times[b] || midnights[a] - midnights[b] || ids[a] - ids[b]);
  }
  return Uint32Array.from(dated);
}

/**
 * siteChartAnswer of a site's visible readings, read as one text of their fields rather than
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
  // one text of every reading's id, date, time and each choice's value, as the database writes them (a
  // missing one empty), all separated by commas: none of them holds one
  const field = sql.join(
    [
      sql`${readings.table.id}`,
      ...[readings.dateColumn, readings.timeColumn, ...choices.map((choice) => choice.key)].map(column),
    ],
    sql`, ',', `,
  );
  const [{ fields: text }] = rowsOf<{ fields: string | null }>(
    await db.execute(
      sql`select string_agg(concat(${field}), ',') as fields from ${readings.table} where ${visible ?? sql`true`}`,
    ),
  );
  return chartAnswerOfFields(kind, text, request);
}

/**
 * The chart of a kind from its readings' fields as columnChartAnswer selects them in one text (each
 * reading's id, date, time and every choice's value, all separated by commas); null for no readings.
 */
export function chartAnswerOfFields(
  kind: HydrographKind,
  text: string | null,
  request: SiteChartRequest,
): SiteChartAnswer {
  const choices = yAxisChoices({ kind, measurements: [] } as never);
  const fieldsOfReading = 3 + choices.length;
  const fields = text === null ? [] : text.split(',');
  const count = fields.length / fieldsOfReading;
  // one time per reading, whichever choices it has a value of
  const ids = new Float64Array(count);
  const midnights = new Float64Array(count);
  const times = new Float64Array(count);
  const values = choices.map(() => new Float64Array(count));
  // the readings of a date mostly come together: its midnight is worked out once
  let lastDate = '';
  let midnight = NaN;
  for (let reading = 0, at = 0; reading < count; reading++, at += fieldsOfReading) {
    ids[reading] = Number(fields[at]);
    const date = fields[at + 1];
    if (date !== lastDate) {
      lastDate = date;
      midnight = date === '' ? NaN : measurementTime(date, MIDNIGHT);
    }
    const time = fields[at + 2];
    midnights[reading] = midnight;
    times[reading] = midnight + (time === '' ? NOON_MS : timeOfDayMs(time));
    // float8 text as the driver reads it: NaN and Infinity stay numbers, and are left out below
    for (let index = 0; index < choices.length; index++) {
      const number = fields[at + 3 + index];
      values[index][reading] = number === '' ? NaN : Number(number);
    }
  }
  const order = timeOrder(times, midnights, ids);
  const pointsByChoice = new Map<string, ChartPoint[]>();
  choices.forEach((choice, index) => {
    const points: ChartPoint[] = [];
    for (const reading of order) {
      const value = values[index][reading];
      if (Number.isFinite(value))
        points.push({ time: times[reading], value: roundChartValue(value, choice.decimals) });
    }
    pointsByChoice.set(choice.key, points);
  });
  return chartAnswerOfPoints(choices, pointsByChoice, count, request);
}
