import type { ChangeEvent } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CHART_DECIMALS,
  type SummaryStatistics,
  type YAxisChoice,
  type YearRange,
} from '../../../domain/monitoring/chart-rules';
import { formatCount, formatNumber } from '../../../domain/numbers/number-format';
import { NumericInput } from '../numeric-input/numeric-input';
import { PanelSection } from './panel-section';

/** Up to this many y-axis choices show as radio buttons; more (water quality characteristics) as a list. */
const MAX_RADIO_CHOICES = 5;

export interface HydrographPanelProps {
  choices: readonly YAxisChoice[];
  choiceKey: string;
  onChoiceChange: (key: string) => void;
  statistics: SummaryStatistics;
  /** Says which of the site's readings the figures and the chart leave out, when they leave any out. */
  leftOutText?: string | null;
  years: readonly number[];
  yearRange: YearRange;
  onYearRangeChange: (range: YearRange) => void;
  min: number | null;
  max: number | null;
  onMinChange: (value: number | null) => void;
  onMaxChange: (value: number | null) => void;
  onPrint: () => void;
  /** Shown under the Print Chart button, e.g. when the browser blocked the print window. */
  printMessage?: string | null;
}

/** The Min and Max inputs take at least the 2 decimals of every numeric input, more on gradients. */
const INPUT_DECIMALS = 2;

const figure = (value: number | null, decimals: number) =>
  value === null ? '' : formatNumber(value, decimals);

/** The figures carry the decimals of the chosen y-axis value: 1 (spec 1 §9), 4 on gradients. */
function statisticRows(statistics: SummaryStatistics, decimals: number): Array<[string, string]> {
  return [
    [
      'Date Range',
      statistics.firstDate ? `${statistics.firstDate} - ${statistics.lastDate}` : 'No measurements',
    ],
    ['Measurements', formatCount(statistics.count)],
    ['Minimum', figure(statistics.min, decimals)],
    ['Maximum', figure(statistics.max, decimals)],
    ['Average', figure(statistics.mean, decimals)],
  ];
}

/** The side panel of every chart view (spec 1 §2.6). */
export function HydrographPanel({
  choices,
  choiceKey,
  onChoiceChange,
  statistics,
  leftOutText,
  years,
  yearRange,
  onYearRangeChange,
  min,
  max,
  onMinChange,
  onMaxChange,
  onPrint,
  printMessage,
}: HydrographPanelProps) {
  const decimals = choices.find((choice) => choice.key === choiceKey)?.decimals ?? CHART_DECIMALS;
  const inputDecimals = Math.max(INPUT_DECIMALS, decimals);
  // a start after the end (or the reverse) moves the other year along, so the range is never empty
  const changeStart = (event: ChangeEvent<HTMLInputElement>) => {
    const start = Number(event.target.value);
    onYearRangeChange({ start, end: Math.max(start, yearRange.end) });
  };
  const changeEnd = (event: ChangeEvent<HTMLInputElement>) => {
    const end = Number(event.target.value);
    onYearRangeChange({ start: Math.min(end, yearRange.start), end });
  };

  const yearSelect = (
    label: string,
    value: number,
    onChange: (event: ChangeEvent<HTMLInputElement>) => void,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={onChange}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {years.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </TextField>
  );

  return (
    <Paper variant="outlined" component="aside" aria-label="Chart options" sx={{ p: 2 }}>
      <Stack spacing={2.5}>
        <PanelSection title="Y Axis Values">
          {choices.length <= MAX_RADIO_CHOICES ? (
            <RadioGroup
              aria-label="Y Axis Values"
              value={choiceKey}
              onChange={(event) => onChoiceChange(event.target.value)}
            >
              {choices.map((choice) => (
                <FormControlLabel
                  key={choice.key}
                  value={choice.key}
                  control={<Radio size="small" />}
                  label={choice.label}
                />
              ))}
            </RadioGroup>
          ) : (
            <TextField
              select
              size="small"
              label="Y Axis Values"
              value={choiceKey}
              onChange={(event) => onChoiceChange(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {choices.map((choice) => (
                <option key={choice.key} value={choice.key}>
                  {choice.label}
                </option>
              ))}
            </TextField>
          )}
        </PanelSection>

        <PanelSection title="Summary Statistics">
          {statisticRows(statistics, decimals).map(([label, value]) => (
            <Stack key={label} direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="body2">{value}</Typography>
            </Stack>
          ))}
          {leftOutText && (
            <Typography variant="body2" color="text.secondary">
              {leftOutText}
            </Typography>
          )}
        </PanelSection>

        <PanelSection title="Filter Monitor Data">
          <Stack direction="row" spacing={1}>
            {yearSelect('Start Date', yearRange.start, changeStart)}
            {yearSelect('End Date', yearRange.end, changeEnd)}
          </Stack>
        </PanelSection>

        <PanelSection title="Chart Settings">
          <NumericInput
            label="Y Axis Min Value"
            value={min}
            decimals={inputDecimals}
            onChange={(value) => onMinChange(value)}
          />
          <NumericInput
            label="Max Value"
            value={max}
            decimals={inputDecimals}
            onChange={(value) => onMaxChange(value)}
          />
        </PanelSection>

        <Stack spacing={1}>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={onPrint}>
            Print Chart
          </Button>
          {printMessage && <Alert severity="warning">{printMessage}</Alert>}
        </Stack>
      </Stack>
    </Paper>
  );
}
