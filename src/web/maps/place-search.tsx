import { memo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { PlaceSearchItem } from '../../domain/maps/map-layers';
import { isSearchable, placeSearchQuery } from './map-api';
import { useDebouncedValue } from './use-debounced-value';
import { TwoLineOption } from './two-line-option';

export const SEARCH_DEBOUNCE_MS = 300;

export interface PlaceSearchProps {
  onSelect: (item: PlaceSearchItem) => void;
  debounceMs?: number;
}

const NO_ITEMS: PlaceSearchItem[] = [];

const optionKey = (item: PlaceSearchItem) => `${item.kind}|${item.label}|${item.route ?? ''}`;

/** The place search (spec 1 §2.3): sites and reference features from our API, asked once typing pauses. */
export const PlaceSearch = memo(function PlaceSearch({
  onSelect,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: PlaceSearchProps) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, debounceMs);
  const search = useQuery(placeSearchQuery(settled));
  const searching = isSearchable(text) && (text !== settled || search.isFetching);
  const items = isSearchable(settled) ? (search.data ?? NO_ITEMS) : NO_ITEMS;

  let noOptionsText = 'No places found';
  if (!isSearchable(text)) noOptionsText = 'Type at least 2 characters';
  else if (search.isError) noOptionsText = 'The search failed. Try again.';

  return (
    <Autocomplete<PlaceSearchItem, false, false, false>
      options={items}
      // the server has already matched the text
      filterOptions={(options) => options}
      getOptionLabel={(item) => item.label}
      getOptionKey={optionKey}
      isOptionEqualToValue={(option, value) => optionKey(option) === optionKey(value)}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, item) => {
        if (item) onSelect(item);
      }}
      loading={searching}
      loadingText="Searching..."
      noOptionsText={noOptionsText}
      // stays inside the map, so the list shows in fullscreen too
      disablePortal
      // the focus stays in the field after a choice (WCAG 2.4.3), ready for the next search
      size="small"
      sx={{ width: 320, maxWidth: '100%' }}
      renderOption={({ key, ...props }, item) => (
        <TwoLineOption key={key} optionKey={key} props={props} label={item.label} detail={item.kind} />
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search places"
          placeholder="Site ID or place name"
          sx={{ bgcolor: 'background.paper' }}
        />
      )}
    />
  );
});
