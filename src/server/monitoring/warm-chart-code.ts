import { yAxisChoices } from '../../domain/monitoring/chart-rules';
import { chartAnswerOfFields } from './site-readings-chart';

/** Made-up readings enough for V8 to compile the chart's loops, as a long site's first chart would. */
const READINGS = 20_000;
const ROUNDS = 3;

/**
 * Runs a long site's chart code on made-up readings before the server listens. A new process ran it
 * cold, V8 interpreting each loop until it had run often enough: the first chart after a restart spent
 * most of its time there (issue 17: the first answer after a restart; docs/ARCHITECTURE.md).
 */
export function warmChartCode(): void {
  const choices = yAxisChoices({ kind: 'waterLevel', measurements: [] } as never);
  const fields: string[] = [];
  const first = Date.UTC(1990, 0, 1);
  for (let reading = 0; reading < READINGS; reading++) {
    const date = new Date(first + reading * 86_400_000).toISOString().slice(0, 10);
    // a reading without a time now and then, and one out of order, as real series have
    const time = reading % 7 === 0 ? '' : `0${8 + (reading % 2)}:30:00`;
    fields.push(String(reading + 1), reading === 5 ? '1989-12-31' : date, time);
    for (let choice = 0; choice < choices.length; choice++) fields.push(String(50 + (reading % 97) / 10));
  }
  const text = fields.join(',');
  for (let round = 0; round < ROUNDS; round++) {
    chartAnswerOfFields('waterLevel', text, {});
    chartAnswerOfFields('waterLevel', text, { range: { start: 1995, end: 2000 } });
  }
}
