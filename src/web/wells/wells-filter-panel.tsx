import { useId } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReferenceOption } from './editable-wells-api';

export type WellsView = 'table' | 'map';

export interface WellsFilter {
  keyword: string;
  /** '' for every GSP. */
  gsp: string;
}

export const WELLS_FILTER_TEXTS = {
  keyword: 'Filter Sites',
  gsp: 'GSP',
  allGsps: 'All GSPs',
  selectView: 'Select View',
} as const;

export interface WellsFilterPanelProps {
  filter: WellsFilter;
  onFilterChange: (filter: WellsFilter) => void;
  gsps: readonly ReferenceOption[];
  view: WellsView;
  onViewChange: (view: WellsView) => void;
}

/** spec 1 §2.5: the filter panel of an editable wells table, with the Map/Table toggle (Table by default). */
export function WellsFilterPanel({
  filter,
  onFilterChange,
  gsps,
  view,
  onViewChange,
}: WellsFilterPanelProps) {
  const viewLabelId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          type="search"
          size="small"
          value={filter.keyword}
          onChange={(event) => onFilterChange({ ...filter, keyword: event.target.value })}
          placeholder={WELLS_FILTER_TEXTS.keyword}
          slotProps={{
            htmlInput: { 'aria-label': WELLS_FILTER_TEXTS.keyword },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={WELLS_FILTER_TEXTS.gsp}
          value={filter.gsp}
          onChange={(event) => onFilterChange({ ...filter, gsp: event.target.value })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{WELLS_FILTER_TEXTS.allGsps}</MenuItem>
          {gsps.map((gsp) => (
            <MenuItem key={gsp.id} value={String(gsp.id)}>
              {gsp.label}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: { sm: 'auto' } }}>
          <Typography id={viewLabelId} variant="body2" color="text.secondary">
            {WELLS_FILTER_TEXTS.selectView}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-labelledby={viewLabelId}
            // a click on the pressed button answers null: keep the current view
            onChange={(_event, next: WellsView | null) => next && onViewChange(next)}
          >
            <ToggleButton value="map">Map</ToggleButton>
            <ToggleButton value="table">Table</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
    </Paper>
  );
}
