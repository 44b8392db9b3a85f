import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  automaticBounds,
  buildHydrographOption,
  formatChartDate,
  measurementTime,
  roundChartValue,
  CHART_DECIMALS,
  type ChartPoint,
  type YAxisChoice,
} from '../../../domain/monitoring/chart-rules';
import { PUMP_TEST_GRAPH_TYPES, PUMP_TEST_RESULT_FIELDS } from '../../../domain/wells/well-records';
import { Hydrograph } from '../../components/hydrograph/hydrograph';
import { EmptyState } from '../../components/states/empty-state';
import { workedOutValue } from './pump-test-values';
import type { WellEntryRecord } from './wells-api';

type GraphType = (typeof PUMP_TEST_GRAPH_TYPES)[number];

export const PUMP_TEST_CHART_HEIGHT = 420;
export const GRAPH_TYPE_LABEL = 'Graph Type';

const EFFICIENCY = PUMP_TEST_GRAPH_TYPES.find((type) => type.field === 'efficiency')!;
const FLOW_RATE = PUMP_TEST_GRAPH_TYPES.find((type) => type.field === 'flow_rate')!;

const isWorkedOut = (field: string) => PUMP_TEST_RESULT_FIELDS.some((result) => result.name === field);
const placesOf = (field: string) =>
  PUMP_TEST_RESULT_FIELDS.find((result) => result.name === field)?.places ?? CHART_DECIMALS;

/** A graph type as the chart's y-axis: from 0 to the rounded-up maximum (spec 1 §9, "other charts"). */
function axisChoice(type: GraphType): YAxisChoice {
  return {
    key: type.field,
    label: type.label,
    unit: type.unit,
    reversed: false,
    axisMode: 'fromZero',
    decimals: placesOf(type.field),
  };
}

function valueOf(test: WellEntryRecord, field: string): number | null {
  if (isWorkedOut(field))
    return workedOutValue(test, field as (typeof PUMP_TEST_RESULT_FIELDS)[number]['name']).value;
  const value = test[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The chosen value of each test that has it, over the tests' dates, oldest first. */
export function pumpTestPoints(tests: readonly WellEntryRecord[], type: GraphType): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const test of tests) {
    const value = valueOf(test, type.field);
    if (typeof test.test_date !== 'string' || value === null) continue;
    points.push({
      time: measurementTime(test.test_date, null),
      value: roundChartValue(value, placesOf(type.field)),
    });
  }
  return points.sort((a, b) => a.time - b.time);
}

/**
 * Efficiency first: it is what falls as a pump wears, whatever the water table does, while the flow rate
 * also rises and falls with the seasons' water levels. A well whose tests never had an input power has no
 * efficiency: it starts on the flow rate instead.
 */
export function defaultGraphType(tests: readonly WellEntryRecord[]): GraphType {
  return pumpTestPoints(tests, EFFICIENCY).length > 0 ? EFFICIENCY : FLOW_RATE;
}

/** The chart in words, for screen readers: what it plots, over which dates, from what to what. */
export function pumpTestChartSummary(wellId: string, type: GraphType, points: readonly ChartPoint[]): string {
  const name = `${type.label} (${type.unit}) of the pump tests of well ${wellId}`;
  if (points.length === 0) return `${name}: no values`;
  const first = points[0];
  const last = points[points.length - 1];
  const dates = points.length === 1 ? '1 test date' : `${points.length} test dates`;
  return (
    `${name}, ${dates}: ${first.value} on ${formatChartDate(first.time)}` +
    (points.length > 1 ? ` to ${last.value} on ${formatChartDate(last.time)}` : '') +
    '. Every value is in the Test Pumps table.'
  );
}

export interface PumpTestChartProps {
  wellId: string;
  /** The well's stored tests (entries not yet sent are left out until the server has worked them out). */
  tests: readonly WellEntryRecord[];
}

/** spec 1 §2.4: one series of the well's pump tests, chosen from the spec's graph types, over their dates. */
export function PumpTestChart({ wellId, tests }: PumpTestChartProps) {
  const [chosen, setChosen] = useState<GraphType['field'] | null>(null);
  const type =
    PUMP_TEST_GRAPH_TYPES.find((candidate) => candidate.field === chosen) ?? defaultGraphType(tests);
  const points = useMemo(() => pumpTestPoints(tests, type), [tests, type]);
  const option = useMemo(() => {
    const choice = axisChoice(type);
    const bounds = automaticBounds(
      choice.axisMode,
      points.map((point) => point.value),
      [],
      choice.decimals,
    );
    return buildHydrographOption({ choice, points, bounds });
  }, [type, points]);

  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label={GRAPH_TYPE_LABEL}
        value={type.field}
        onChange={(event) => setChosen(event.target.value as GraphType['field'])}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 320 }}
      >
        {PUMP_TEST_GRAPH_TYPES.map((graphType) => (
          <option key={graphType.field} value={graphType.field}>
            {graphType.label}
          </option>
        ))}
      </TextField>
      {points.length === 0 ? (
        <EmptyState text={`No pump test of this well has a value for ${type.label}.`} />
      ) : (
        <Hydrograph
          option={option}
          label={pumpTestChartSummary(wellId, type, points)}
          height={PUMP_TEST_CHART_HEIGHT}
        />
      )}
    </Stack>
  );
}
