import { memo } from 'react';
import TextField from '@mui/material/TextField';
import { TEXT_MAX_LENGTH } from '../../../domain/accounts/account-schemas';
import { readNumericEntry } from '../../../domain/numbers/number-format';
import { useNumericEditing } from '../numeric-input/use-numeric-editing';

/** A field's new value: a volume as a number (null when blank or '-'), text and choices as typed. */
export type CellChange = (field: string, value: number | string | null) => void;

interface CellProps {
  name: string;
  /** The accessible name: the sector and the column ('Agricultural: Upper Aquifer (AF)'). */
  label: string;
  disabled?: boolean;
  error?: string;
  onChange: CellChange;
}

export interface VolumeCellProps extends CellProps {
  value: number | null;
  entryDecimals: number;
  displayDecimals: number;
}

/**
 * The number a volume's accepted text stands for: blank, '-' and '.' are no value (0 in totals), so a
 * cell left at an unfinished '.' holds no figure, shows blank away from the field and sends null.
 */
function volumeOf(text: string, decimals: number): number | null {
  const read = readNumericEntry(text, decimals, 'typing');
  return read.accepted ? read.value : null;
}

/**
 * spec 3 §5: a volume cell keeps only what acceptNumericEntry accepts while typing, the rule the server
 * holds figures to (digits with an optional leading minus, commas only as thousands separators and
 * stripped, the report's entry decimals), and shows the value with thousands separators and the
 * report's display decimals away from the field. Entry and display
 * decimals differ (total water use is entered to the cent and shown whole), so NumericInput, which
 * has one, does not fit.
 */
export const VolumeCell = memo(function VolumeCell({
  name,
  label,
  value,
  entryDecimals,
  displayDecimals,
  disabled,
  error,
  onChange,
}: VolumeCellProps) {
  const editing = useNumericEditing({
    value,
    entryDecimals,
    displayDecimals,
    onAccepted: (accepted) => onChange(name, volumeOf(accepted, entryDecimals)),
  });
  return (
    <TextField
      name={name}
      size="small"
      value={editing.value}
      inputRef={editing.inputRef}
      onFocus={editing.onFocus}
      onChange={editing.onChange}
      onBlur={editing.onBlur}
      disabled={disabled}
      error={!!error}
      helperText={error}
      sx={{
        minWidth: { xs: 72, sm: 110 },
        // on a phone the figure keeps its room with less padding beside it
        '& .MuiInputBase-input': { px: { xs: 1, sm: 1.75 } },
      }}
      slotProps={{
        htmlInput: { 'aria-label': label, autoComplete: 'off', style: { textAlign: 'right' } },
      }}
    />
  );
});

export interface TextCellProps extends CellProps {
  value: string;
  /** Notes under a table show their label; cells in a table are named by their row and column. */
  visibleLabel?: boolean;
  minRows?: number;
  /** What a cell without a visible label holds, shown while it is empty ('Other Description'). */
  placeholder?: string;
}

/** spec 3 §5: notes and descriptions hold up to 4,000 characters and show up to 4 rows. */
export const TextCell = memo(function TextCell({
  name,
  label,
  value,
  disabled,
  error,
  onChange,
  visibleLabel,
  minRows = 1,
  placeholder,
}: TextCellProps) {
  return (
    <TextField
      name={name}
      size="small"
      label={visibleLabel ? label : undefined}
      value={value}
      onChange={(event) => onChange(name, event.target.value)}
      disabled={disabled}
      error={!!error}
      helperText={error}
      multiline
      minRows={minRows}
      maxRows={4}
      placeholder={placeholder}
      fullWidth={visibleLabel}
      sx={visibleLabel ? undefined : { minWidth: 180 }}
      slotProps={{
        htmlInput: { maxLength: TEXT_MAX_LENGTH, ...(visibleLabel ? {} : { 'aria-label': label }) },
      }}
    />
  );
});

/** A choice list as the server's OPTIONS gives it (spec 3 §2.2: display_name and value pairs). */
export type Choices = ReadonlyArray<{ value: string; display_name: string }>;

export interface ChoiceCellProps extends CellProps {
  value: string;
  choices: Choices;
  visibleLabel?: boolean;
}

/** A choice from one of the fixed lists (spec 3 §9), with a blank choice for "not given". */
export const ChoiceCell = memo(function ChoiceCell({
  name,
  label,
  value,
  choices,
  disabled,
  error,
  onChange,
  visibleLabel,
}: ChoiceCellProps) {
  // a record may hold a value the list no longer offers: keep it choosable rather than blank it
  const options =
    value && !choices.some((choice) => choice.value === value)
      ? [...choices, { value, display_name: value }]
      : choices;
  return (
    <TextField
      select
      name={name}
      size="small"
      label={visibleLabel ? label : undefined}
      value={value}
      onChange={(event) => onChange(name, event.target.value)}
      disabled={disabled}
      error={!!error}
      helperText={error}
      sx={{ minWidth: 140 }}
      slotProps={{
        select: { native: true },
        inputLabel: visibleLabel ? { shrink: true } : undefined,
        htmlInput: visibleLabel ? undefined : { 'aria-label': label },
      }}
    >
      <option value="" />
      {options.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.display_name}
        </option>
      ))}
    </TextField>
  );
});
