import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DATA_SUBMISSION_CHOICES } from '../../../domain/admin/gsp';

/**
 * spec 2 §2.10: the GSP's data submission requirements, one checkbox each. The spec's ten, and
 * Interconnected SW Monitoring, which the import home offers "only if the GSP requires it" (§2.2).
 */
export function DataSubmissionCheckboxes<T extends FieldValues & { data_submission: string[] }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <Controller
      control={control}
      name={'data_submission' as Path<T>}
      render={({ field, fieldState }) => {
        const selected: string[] = field.value ?? [];
        const toggle = (code: string, checked: boolean) =>
          field.onChange(
            checked ? [...selected, code] : selected.filter((selectedCode) => selectedCode !== code),
          );
        return (
          <FormControl component="fieldset" error={!!fieldState.error}>
            <FormLabel component="legend">Data Submission Requirements</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
              {DATA_SUBMISSION_CHOICES.map((choice) => (
                <FormControlLabel
                  key={choice.value}
                  label={choice.display_name}
                  control={
                    <Checkbox
                      checked={selected.includes(choice.value)}
                      onChange={(event) => toggle(choice.value, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
