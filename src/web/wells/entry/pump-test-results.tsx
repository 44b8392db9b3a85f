import { useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { formatNumber } from '../../../domain/numbers/number-format';
import {
  efficiencyWarning,
  pumpTestResults,
  type PumpTestInputs,
} from '../../../domain/wells/pump-test-arithmetic';
import { PUMP_TEST_FIELDS, PUMP_TEST_RESULT_FIELDS } from '../../../domain/wells/well-records';
import { typedNumber, type FormValues } from './form-values';

const INPUT_NAMES = [
  'flow_rate',
  'static_water_level',
  'pumping_water_level',
  'discharge_pressure',
  'horsepower_input',
  'kilowatt_input',
] as const satisfies readonly (keyof PumpTestInputs)[];

const INPUT_FIELDS = INPUT_NAMES.map((name) => PUMP_TEST_FIELDS.find((field) => field.name === name)!);

export const PUMP_TEST_RESULTS_TEXTS = {
  heading: 'Worked-out Values',
  note: 'Worked out as you type. The server works them out again from the entered values when it stores the test.',
} as const;

/**
 * spec 1 §2.4: the pump test's worked-out values, read-only, following the entered ones as they are
 * typed (the same arithmetic the server stores). A value that cannot be worked out is blank with its
 * reason; an efficiency above 100% is flagged as a likely entry error.
 */
export function PumpTestResults({ control }: { control: Control<FormValues> }) {
  const headingId = useId();
  const typed = useWatch({ control, name: [...INPUT_NAMES] });
  const results = useMemo(() => {
    const inputs = Object.fromEntries(
      INPUT_FIELDS.map((field, index) => [field.name, typedNumber(field, typed[index])]),
    ) as unknown as PumpTestInputs;
    return pumpTestResults(inputs);
  }, [typed]);
  const warning = efficiencyWarning(results.efficiency);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3">
        {PUMP_TEST_RESULTS_TEXTS.heading}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        {PUMP_TEST_RESULTS_TEXTS.note}
      </Typography>
      {warning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {PUMP_TEST_RESULT_FIELDS.map((field) => {
          const result = results[field.name];
          const flagged = field.name === 'efficiency' && !!warning;
          return (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              value={result.value === null ? '' : formatNumber(result.value, field.places)}
              helperText={result.value === null ? result.reason : flagged ? warning : undefined}
              error={flagged}
              variant="filled"
              fullWidth
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { readOnly: true, 'aria-readonly': true },
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
