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
import type { SummaryStatistics, YAxisChoice, YearRange } from '../../../domain/monitoring/chart-rules';
import { formatNumber } from '../../../domain/numbers/number-format';
import { NumericInput } from '../numeric-input/numeric-input';
import { PanelSection } from './panel-section';

/** Up to this many y-axis choices show as radio buttons; more (water quality characteristics) as a list. */
const MAX_RADIO_CHOICES = 5;

export interface HydrographPanelProps {
  choices: readonly YAxisChoice[];
  choiceKey: string;
  onChoiceChange: (key: string) => void;
  statistics: SummaryStatistics;
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

const figure = (value: number | null) => (value === null ? '' : formatNumber(value, 1));

function statisticRows(statistics: SummaryStatistics): Array<[string, string]> {
  return [
    [
      'Date Range',
      statistics.firstDate ? `${statistics.firstDate} - ${statistics.lastDate}` : 'No measurements',
    ],
    ['Measurements', String(statistics.count)],
    ['Minimum', figure(statistics.min)],
    ['Maximum', figure(statistics.max)],
    ['Average', figure(statistics.mean)],
  ];
}

/** The side panel of every chart view (spec 1 §2.6). */
export function HydrographPanel({
  choices,
  choiceKey,
  onChoiceChange,
  statistics,
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
          {statisticRows(statistics).map(([label, value]) => (
            <Stack key={label} direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="body2">{value}</Typography>
            </Stack>
          ))}
        </PanelSection>

        <PanelSection title="Filter Monitor Data">
          <Stack direction="row" spacing={1}>
            {yearSelect('Start Date', yearRange.start, changeStart)}
            {yearSelect('End Date', yearRange.end, changeEnd)}
          </Stack>
        </PanelSection>

        <PanelSection title="Chart Settings">
          <NumericInput label="Y Axis Min Value" value={min} onChange={(value) => onMinChange(value)} />
          <NumericInput label="Max Value" value={max} onChange={(value) => onMaxChange(value)} />
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
