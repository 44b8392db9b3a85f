import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WaterYearAnswer } from '../../../domain/imports/import-answers';
import { HISTORY_TEXTS } from './history-texts';

/** The water year a history screen shows, newest first. */
export function WaterYearSelect({
  years,
  value,
  onChange,
}: {
  years: readonly WaterYearAnswer[];
  value: number;
  onChange: (id: number) => void;
}) {
  const newestFirst = useMemo(() => [...years].sort((a, b) => b.water_year - a.water_year), [years]);
  return (
    <TextField
      select
      size="small"
      label={HISTORY_TEXTS.waterYear}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 160 }}
    >
      {newestFirst.map((year) => (
        <MenuItem key={year.id} value={year.id}>
          {year.water_year}
        </MenuItem>
      ))}
    </TextField>
  );
}
