import { useId } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export interface ViewToggleProps<View extends string> {
  /** What the buttons choose, shown before them and naming the group: 'Select View'. */
  label: string;
  views: readonly { value: View; label: string }[];
  value: View;
  onChange: (view: View) => void;
}

/** Pressed buttons choosing how a screen shows its data (a map, a chart or a table). */
export function ViewToggle<View extends string>({ label, views, value, onChange }: ViewToggleProps<View>) {
  const labelId = useId();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-labelledby={labelId}
        // a click on the pressed button answers null: keep the current view
        onChange={(_event, next: View | null) => next && onChange(next)}
      >
        {views.map((view) => (
          <ToggleButton key={view.value} value={view.value}>
            {view.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
