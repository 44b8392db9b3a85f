import { useId } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export type SiteListView = 'map' | 'table';

export interface SelectViewToggleProps {
  value: SiteListView;
  onChange: (view: SiteListView) => void;
}

/** spec 1 §2.5: the 'Select View' toggle between Map and Table. */
export function SelectViewToggle({ value, onChange }: SelectViewToggleProps) {
  const labelId = useId();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        Select View
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-labelledby={labelId}
        // a click on the pressed button answers null: keep the current view
        onChange={(_event, next: SiteListView | null) => next && onChange(next)}
      >
        <ToggleButton value="map">Map</ToggleButton>
        <ToggleButton value="table">Table</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
